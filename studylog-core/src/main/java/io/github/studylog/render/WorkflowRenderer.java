package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** Workflow diagrams: horizontal lanes, six columns, phases across lanes, groups inside a lane, edges. */
final class WorkflowRenderer implements TypeRenderer {

    private static final double TOP = 52;
    private static final double LANE_H = 104;
    private static final double LANE_GAP = 20;
    private static final double LANE_TITLE = 30;
    private static final double COL_LEFT = 40;
    private static final double COL_W = 640.0 / 6;

    @Override
    public String diagramType() {
        return "workflow";
    }

    @Override
    public String render(JsonNode diagram) {
        List<JsonNode> lanes = Json.items(diagram, "lanes");
        int n = lanes.size();
        double[] size = TypeRenderer.viewBox(diagram, 720, TOP + LANE_H * n + LANE_GAP * Math.max(0, n - 1) + 124);
        DiagramCanvas canvas = TypeRenderer.canvas(diagram, size[0], size[1]);
        Map<String, Double> laneTop = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            laneTop.put(Json.str(lanes.get(i), "id"), TOP + i * (LANE_H + LANE_GAP));
        }
        for (JsonNode lane : lanes) {
            double top = Objects.requireNonNull(laneTop.get(Json.str(lane, "id")));
            boolean exception = "exception".equals(Json.str(lane, "variant"));
            canvas.box(
                    new Box(20, top, canvas.width() - 40, LANE_H),
                    exception
                            ? new Palette.BoxStyle("#fef2f2", "#fecaca", null)
                            : new Palette.BoxStyle("#f8fafc", "#e2e8f0", null),
                    8,
                    1);
            canvas.text(
                    32,
                    top + 19,
                    Json.str(lane, "label"),
                    DiagramCanvas.SUBLABEL_SIZE,
                    "start",
                    "bold",
                    exception ? "#b91c1c" : Palette.MUTED,
                    "lane-label");
        }
        double lanesBottom = TOP + LANE_H * n + LANE_GAP * Math.max(0, n - 1);
        for (JsonNode phase : Json.items(diagram, "phases")) {
            drawPhase(canvas, phase, lanesBottom - TOP);
        }
        for (JsonNode group : Json.items(diagram, "groups")) {
            Double top = laneTop.get(Json.str(group, "lane"));
            if (top != null) {
                drawGroup(canvas, group, top);
            }
        }
        Map<String, Box> boxes = new LinkedHashMap<>();
        for (JsonNode node : Json.items(diagram, "nodes")) {
            Double top = laneTop.get(Json.str(node, "lane"));
            if (top == null) {
                continue;
            }
            double w = Json.num(node, "width", 92);
            double h = Json.num(node, "height", 52);
            double x = COL_LEFT + COL_W * Json.num(node, "col", 0) + (COL_W - w) / 2;
            double y = top + LANE_TITLE + (LANE_H - LANE_TITLE - h) / 2 + Json.num(node, "yOffset", 0);
            Box b = new Box(x, y, w, h);
            boxes.put(Json.str(node, "id"), b);
        }
        for (JsonNode node : Json.items(diagram, "nodes")) {
            Box b = boxes.get(Json.str(node, "id"));
            if (b != null) {
                canvas.box(b, Palette.component(Json.str(node, "type")), 8, 1.5);
                canvas.boxLabels(
                        b, Json.str(node, "label"), Json.strOrNull(node, "sublabel"), Json.strOrNull(node, "tag"));
                canvas.brand(b, node);
            }
        }
        EdgeLabels.draw(canvas, Json.items(diagram, "edges"), boxes, "note");
        return canvas.finish();
    }

    private static void drawPhase(DiagramCanvas canvas, JsonNode phase, double lanesHeight) {
        double x0 = COL_LEFT + COL_W * Json.num(phase, "fromCol", 0) + 3;
        double x1 = COL_LEFT + COL_W * (Json.num(phase, "toCol", 0) + 1) - 3;
        String variant = Palette.variant(Json.str(phase, "variant", "default"));
        Palette.LineStyle line = Palette.line(variant);
        canvas.svg()
                .empty(
                        "rect",
                        "x",
                        x0,
                        "y",
                        TOP - 2,
                        "width",
                        x1 - x0,
                        "height",
                        lanesHeight + 8,
                        "rx",
                        6.0,
                        "fill",
                        line.color(),
                        "fill-opacity",
                        0.05,
                        "stroke",
                        line.color(),
                        "stroke-opacity",
                        0.5,
                        "stroke-dasharray",
                        "3 4");
        canvas.text(
                (x0 + x1) / 2,
                TOP - 6,
                Json.str(phase, "label"),
                DiagramCanvas.SUBLABEL_SIZE,
                "middle",
                "bold",
                line.color(),
                "phase-label");
    }

    private static void drawGroup(DiagramCanvas canvas, JsonNode group, double laneTop) {
        double x0 = COL_LEFT + COL_W * Json.num(group, "fromCol", 0) + 4;
        double x1 = COL_LEFT + COL_W * (Json.num(group, "toCol", 0) + 1) - 4;
        String color = Palette.line(Palette.variant(Json.str(group, "variant", "default")))
                .color();
        canvas.svg()
                .empty(
                        "rect",
                        "x",
                        x0,
                        "y",
                        laneTop + 26,
                        "width",
                        x1 - x0,
                        "height",
                        LANE_H - 30,
                        "rx",
                        6.0,
                        "fill",
                        "none",
                        "stroke",
                        color,
                        "stroke-dasharray",
                        "5 3");
        canvas.text(
                x1 - 4,
                laneTop + 19,
                Json.str(group, "label"),
                DiagramCanvas.SMALL_SIZE,
                "end",
                null,
                color,
                "group-label");
    }
}
