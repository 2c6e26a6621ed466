package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** Dataflow diagrams: stage columns, nodes by stage and row, labelled flows with their classification. */
final class DataflowRenderer implements TypeRenderer {

    private static final double[] ROWS = {128, 242, 356, 470, 584};
    private static final double STAGE_PITCH = 215;
    private static final double STAGE_W = 168;
    private static final double STAGE_TOP = 92;

    @Override
    public String diagramType() {
        return "dataflow";
    }

    @Override
    public String render(JsonNode diagram) {
        double[] size = TypeRenderer.viewBox(diagram, 940, 720);
        DiagramCanvas canvas = TypeRenderer.canvas(diagram, size[0], size[1]);
        List<JsonNode> stages = Json.items(diagram, "stages");
        for (int i = 0; i < stages.size(); i++) {
            double cx = centre(i);
            canvas.box(
                    new Box(cx - STAGE_W / 2, STAGE_TOP, STAGE_W, Math.max(40, canvas.height() - STAGE_TOP - 40)),
                    new Palette.BoxStyle("#f8fafc", "#e2e8f0", null),
                    8,
                    1);
            canvas.text(
                    cx,
                    STAGE_TOP + 20,
                    Json.str(stages.get(i), "label"),
                    DiagramCanvas.SUBLABEL_SIZE,
                    "middle",
                    "bold",
                    Palette.MUTED,
                    "stage-label");
        }
        Map<String, Box> boxes = new LinkedHashMap<>();
        for (JsonNode node : Json.items(diagram, "nodes")) {
            double w = Json.num(node, "width", 112);
            double h = Json.num(node, "height", 58);
            int row = (int) Json.num(node, "row", 0);
            double top = row >= 0 && row < ROWS.length ? ROWS[row] : ROWS[0] + 114 * row;
            boxes.put(
                    Json.str(node, "id"),
                    new Box(centre(Json.num(node, "stage", 0)) - w / 2, top + Json.num(node, "yOffset", 0), w, h));
        }
        for (JsonNode node : Json.items(diagram, "nodes")) {
            Box b = Objects.requireNonNull(boxes.get(Json.str(node, "id")));
            canvas.box(b, Palette.component(Json.str(node, "type")), 8, 1.5);
            canvas.boxLabels(b, Json.str(node, "label"), Json.strOrNull(node, "sublabel"), Json.strOrNull(node, "tag"));
            canvas.brand(b, node);
        }
        EdgeLabels.drawArchifyRoutes(canvas, diagram, Json.items(diagram, "flows"), boxes, "classification");
        return canvas.finish();
    }

    private static double centre(double stage) {
        return 100 + STAGE_PITCH * stage;
    }
}
