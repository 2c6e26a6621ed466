package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify data-flow diagrams: every node's {@code stage} exists and its {@code row} is 0..4,
 * the last stage fits the width (stage centres at 100 + 215·i, 168px wide, ending by W − 24), nodes do not sit on
 * top of each other, a flow does not loop back to its node, {@code via} routes have no diagonal segment, and labels
 * fit nodes of an explicit {@code width}. Flows are routed as Archify routes them ({@link ArchifyRoutes}): their
 * labels must not cover nodes or each other, they keep 2px from unrelated nodes, and under a quality profile they
 * do not run along a stage border and pass the composition gates ({@link CleanFlow}).
 */
final class DataflowLayout implements LayoutCheck {

    static final double DEFAULT_W = 940;
    static final double DEFAULT_H = 720;
    static final int MAX_ROW = 4;
    static final double NODE_W = 112;
    static final double NODE_H = 58;
    private static final double[] ROWS = {128, 242, 356, 470, 584};

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        double w = Geometry.viewBox(root, DEFAULT_W, DEFAULT_H)[0];
        JsonNode stages = Geometry.array(root, "stages");
        int count = stages.size();
        double lastEnd = 100 + 215 * (count - 1) + 84;
        if (count > 0 && lastEnd > w - 24) {
            out.add(
                    DiagramRules.DIAGRAM_LAYOUT,
                    stages.get(count - 1),
                    Message.of(
                            "diagram-layout.stages-width",
                            count,
                            Geometry.px(lastEnd + 24),
                            Geometry.px(w),
                            Words.number(lastEnd + 24)));
        }
        JsonNode nodes = Geometry.array(root, "nodes");
        Map<String, String> cell = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode n = nodes.get(i);
            String name = Words.ref(i, n);
            Message element = Words.element("nodes", i, n);
            int stage = (int) Geometry.number(n, "stage", 0);
            int row = (int) Geometry.number(n, "row", 0);
            if (stage >= count) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        n.get("stage"),
                        Message.of("diagram-layout.node-stage", name, stage, count, count - 1));
            }
            if (row > MAX_ROW) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        n.get("row"),
                        Message.of("diagram-layout.node-row", name, row, MAX_ROW));
            }
            String key = stage + "/" + row + "/" + Words.number(Geometry.number(n, "yOffset", 0));
            String first = cell.putIfAbsent(key, name);
            if (first != null) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        n,
                        Message.of("diagram-layout.dataflow-nodes-stacked", name, first));
            }
            LayoutCheck.brandRail(n, element, Geometry.number(n, "width", NODE_W), 8, out);
            if (n.get("width") != null) {
                double width = Geometry.number(n, "width", 0);
                LayoutCheck.fits(n, "label", element, 6.2, width + 6, width, "diagram-layout.too-wide.width", out);
            }
        }
        JsonNode flows = Geometry.array(root, "flows");
        for (int i = 0; i < flows.size(); i++) {
            JsonNode f = flows.get(i);
            String name = Words.ref(i, f);
            String from = Geometry.text(f, "from");
            if (from != null && from.equals(Geometry.text(f, "to")) && f.get("via") == null) {
                out.add(DiagramRules.DIAGRAM_LAYOUT, f, Message.of("diagram-layout.flow-self", name, from));
            }
            JsonNode via = f.get("via");
            for (int p = 1; via != null && p < via.size(); p++) {
                JsonNode a = via.get(p - 1);
                JsonNode b = via.get(p);
                if (a.get(0).asDouble() != b.get(0).asDouble()
                        && a.get(1).asDouble() != b.get(1).asDouble()) {
                    out.add(DiagramRules.DIAGRAM_LAYOUT, b, Message.of("diagram-layout.flow-diagonal", name, p, p + 1));
                }
            }
        }
        routes(root, out);
    }

    /** Node boxes by id, as Archify places them: centred on stage {@code 100 + 215·stage}, top at the row's y. */
    static Map<String, ArchifyRoutes.Node> boxes(JsonNode root) {
        Map<String, ArchifyRoutes.Node> boxes = new LinkedHashMap<>();
        for (JsonNode n : Geometry.array(root, "nodes")) {
            double w = Geometry.number(n, "width", NODE_W);
            double h = Geometry.number(n, "height", NODE_H);
            int row = (int) Math.max(0, Math.min(MAX_ROW, Geometry.number(n, "row", 0)));
            double cx = 100 + 215 * Geometry.number(n, "stage", 0);
            String id = Geometry.required(n, "id");
            boxes.putIfAbsent(
                    id,
                    new ArchifyRoutes.Node(
                            id, new Box(cx - w / 2, ROWS[row] + Geometry.number(n, "yOffset", 0), w, h)));
        }
        return boxes;
    }

    /** Flows routed as Archify routes them: labels, unrelated nodes, stage borders, the composition gates. */
    private static void routes(JsonNode root, DiagramFindings out) {
        Map<String, ArchifyRoutes.Node> boxes = boxes(root);
        JsonNode flows = Geometry.array(root, "flows");
        ArchifyRoutes routes = ArchifyRoutes.dataflow(boxes, flows);
        List<CleanFlow.Label> labels = new ArrayList<>();
        for (ArchifyRoutes.Route r : routes.routes()) {
            JsonNode f = r.node();
            String label = Geometry.text(f, "label");
            if (label == null || label.isEmpty()) {
                continue;
            }
            String name = Words.ref(r.index(), f);
            String classification = Geometry.text(f, "classification");
            double[] at = ArchifyRoutes.labelPoint(f, r.points());
            double units = Math.max(TextUnits.of(label), classification == null ? 0 : TextUnits.of(classification));
            double width = Math.round(Math.max(34, units * 4.9 + 12) * 10) / 10.0;
            Box rect = new Box(at[0] - width / 2, at[1] - 11, width, classification != null ? 27 : 16);
            for (ArchifyRoutes.Node node : boxes.values()) {
                if (CleanFlow.overlapsBeyond2px(rect, node.box())) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            f.get("label"),
                            Message.of("diagram-layout.flow-label-node", name, node.id()));
                }
            }
            for (CleanFlow.Label other : labels) {
                if (CleanFlow.overlapsBeyond2px(other.rect(), rect)) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            f.get("label"),
                            Message.of(
                                    "diagram-layout.flow-labels-overlap",
                                    name,
                                    Words.ref(other.index(), flows.get(other.index()))));
                }
            }
            labels.add(new CleanFlow.Label(r.index(), rect));
        }
        double h = Geometry.viewBox(root, DEFAULT_W, DEFAULT_H)[1];
        List<CleanFlow.Frame> frames = new ArrayList<>();
        JsonNode stages = Geometry.array(root, "stages");
        for (int i = 0; i < stages.size(); i++) {
            frames.add(new CleanFlow.Frame(
                    "diagram-layout.border-run.flows.stage",
                    Geometry.required(stages.get(i), "label"),
                    new Box(100 + 215 * i - 84, 46, 168, h - 46 - 74),
                    10));
        }
        CleanFlow flow = new CleanFlow(root, "flows", routes.routes(), out);
        flow.edgeThroughNode(boxes.values(), 2);
        flow.borderRuns(frames);
        flow.gates(labels);
    }
}
