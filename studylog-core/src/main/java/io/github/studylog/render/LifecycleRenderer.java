package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.TextUnits;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * Lifecycle diagrams: lane {@code main} is the phase band, {@code terminal} the outcome band,
 * every other lane shares the event band; states sit by band and column, transitions follow their hints.
 */
final class LifecycleRenderer implements TypeRenderer {

    /** One horizontal band: top y of its states, default state size, centre x of column 0, column pitch. */
    private record Band(String kind, double top, double stateW, double stateH, double col0) {
        static final double PITCH = 154;
    }

    private static final Band MAIN = new Band("main", 126, 118, 62, 94);
    private static final Band EVENT = new Band("event", 278, 126, 58, 402);
    private static final Band TERMINAL = new Band("terminal", 450, 118, 58, 402);
    private static final double HEADER = 34;

    @Override
    public String diagramType() {
        return "lifecycle";
    }

    @Override
    public String render(JsonNode diagram) {
        double[] size = TypeRenderer.viewBox(diagram, 980, 660);
        DiagramCanvas canvas = TypeRenderer.canvas(diagram, size[0], size[1]);
        List<JsonNode> lanes = Json.items(diagram, "lanes");
        List<JsonNode> states = Json.items(diagram, "states");
        Map<String, Box> boxes = new LinkedHashMap<>();
        for (JsonNode state : states) {
            boxes.put(Json.str(state, "id"), box(state));
        }
        for (Band band : List.of(MAIN, EVENT, TERMINAL)) {
            drawBand(canvas, band, lanes, states, boxes);
        }
        for (JsonNode state : states) {
            Box b = Objects.requireNonNull(boxes.get(Json.str(state, "id")));
            canvas.box(b, Palette.state(Json.str(state, "type")), 10, 1.5);
            canvas.boxLabels(
                    b, Json.str(state, "label"), Json.strOrNull(state, "sublabel"), Json.strOrNull(state, "tag"));
            canvas.brand(b, state);
            String step = Json.strOrNull(state, "step");
            if (step != null && !step.isEmpty()) {
                canvas.text(
                        b.x() + 7,
                        b.y() + 13,
                        step,
                        DiagramCanvas.SMALL_SIZE,
                        "start",
                        "bold",
                        Palette.state(Json.str(state, "type")).stroke(),
                        "step");
            }
        }
        EdgeLabels.drawArchifyRoutes(canvas, diagram, Json.items(diagram, "transitions"), boxes, "note");
        return canvas.finish();
    }

    private static Band bandOf(String lane) {
        return switch (lane) {
            case "main" -> MAIN;
            case "terminal" -> TERMINAL;
            default -> EVENT;
        };
    }

    static Box box(JsonNode state) {
        Band band = bandOf(Json.str(state, "lane"));
        double col = Json.num(state, "col", 0);
        double w = Json.num(state, "width", band.stateW());
        return new Box(
                band.col0() + Band.PITCH * col - w / 2,
                band.top() + Json.num(state, "yOffset", 0),
                w,
                Json.num(state, "height", band.stateH()));
    }

    private static void drawBand(
            DiagramCanvas canvas, Band band, List<JsonNode> lanes, List<JsonNode> states, Map<String, Box> boxes) {
        List<JsonNode> bandLanes =
                lanes.stream().filter(l -> bandOf(Json.str(l, "id")) == band).toList();
        if (bandLanes.isEmpty()) {
            return;
        }
        double top = band.top() - HEADER;
        double bottom = band.top() + band.stateH();
        for (JsonNode state : states) {
            if (bandOf(Json.str(state, "lane")) == band) {
                bottom = Math.max(
                        bottom,
                        Objects.requireNonNull(boxes.get(Json.str(state, "id"))).bottom());
            }
        }
        Box frame = new Box(24, top, canvas.width() - 48, bottom + 14 - top);
        String fill = switch (band.kind()) {
            case "main" -> "#f8fafc";
            case "terminal" -> "#fff7ed";
            default -> "#f5f3ff";
        };
        canvas.box(frame, new Palette.BoxStyle(fill, "#e2e8f0", null), 8, 1);
        double x = 36;
        for (JsonNode lane : bandLanes) {
            String label = Json.str(lane, "label");
            canvas.text(x, top + 20, label, DiagramCanvas.SUBLABEL_SIZE, "start", "bold", Palette.MUTED, "lane-label");
            x += TextUnits.width(label, DiagramCanvas.SUBLABEL_SIZE, DiagramCanvas.WIDTH_FACTOR) + 24;
        }
    }
}
