package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify workflow diagrams that do not depend on the router: phases are ordered,
 * non-overlapping column ranges; groups are valid ranges holding at least one node of their lane; nodes do not sit
 * on top of each other; an edge does not loop back to its node; each step of {@code mainPath} is an edge and never
 * goes back a column; labels fit nodes of an explicit {@code width}.
 */
final class WorkflowLayout implements LayoutCheck {

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        JsonNode nodes = Geometry.array(root, "nodes");
        Map<String, JsonNode> byId = new HashMap<>();
        Map<String, String> cell = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode n = nodes.get(i);
            String name = Words.ref(i, n);
            Message element = Words.element("nodes", i, n);
            byId.putIfAbsent(Geometry.text(n, "id"), n);
            String key = Geometry.text(n, "lane") + "/" + Words.number(Geometry.number(n, "col", 0)) + "/"
                    + Words.number(Geometry.number(n, "yOffset", 0));
            String first = cell.putIfAbsent(key, name);
            if (first != null) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        n,
                        Message.of("diagram-layout.workflow-nodes-stacked", name, first));
            }
            LayoutCheck.brandRail(n, element, Geometry.number(n, "width", 92), 9, out);
            if (n.get("width") != null) {
                double width = Geometry.number(n, "width", 0);
                LayoutCheck.fits(n, "label", element, 6.8, width + 6, width, "diagram-layout.too-wide.width", out);
            }
        }
        phases(root, out);
        groups(root, nodes, out);
        edgesAndMainPath(root, byId, out);
    }

    private static void phases(JsonNode root, DiagramFindings out) {
        JsonNode phases = Geometry.array(root, "phases");
        double previousTo = -1;
        for (int i = 0; i < phases.size(); i++) {
            JsonNode p = phases.get(i);
            String name = Words.ref(i, p);
            double from = Geometry.number(p, "fromCol", 0);
            double to = Geometry.number(p, "toCol", 0);
            if (!reversed(p, "diagram-layout.phase-reversed", name, from, to, out) && from <= previousTo) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        p,
                        Message.of(
                                "diagram-layout.phases-overlap", name, Words.number(from), Words.number(previousTo)));
            }
            previousTo = Math.max(previousTo, to);
        }
    }

    /**
     * Reports a column range written backwards ({@code toCol < fromCol}), {@code diagram-layout.<kind>-reversed};
     * true when it did.
     */
    private static boolean reversed(
            JsonNode element, String key, String name, double from, double to, DiagramFindings out) {
        if (to >= from) {
            return false;
        }
        out.add(DiagramRules.DIAGRAM_LAYOUT, element, Message.of(key, name, Words.number(from), Words.number(to)));
        return true;
    }

    private static void groups(JsonNode root, JsonNode nodes, DiagramFindings out) {
        JsonNode groups = Geometry.array(root, "groups");
        for (int i = 0; i < groups.size(); i++) {
            JsonNode g = groups.get(i);
            String name = Words.ref(i, g);
            double from = Geometry.number(g, "fromCol", 0);
            double to = Geometry.number(g, "toCol", 0);
            if (reversed(g, "diagram-layout.group-reversed", name, from, to, out)) {
                continue;
            }
            String lane = Geometry.text(g, "lane");
            boolean holdsNode = false;
            for (JsonNode n : nodes) {
                double col = Geometry.number(n, "col", -1);
                holdsNode |= lane != null && lane.equals(Geometry.text(n, "lane")) && col >= from && col <= to;
            }
            if (!holdsNode) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        g,
                        Message.of("diagram-layout.group-empty", name, lane, Words.number(from), Words.number(to)));
            }
        }
    }

    private static void edgesAndMainPath(JsonNode root, Map<String, JsonNode> byId, DiagramFindings out) {
        JsonNode edges = Geometry.array(root, "edges");
        Set<String> pairs = new HashSet<>();
        for (int i = 0; i < edges.size(); i++) {
            JsonNode e = edges.get(i);
            String from = Geometry.text(e, "from");
            String to = Geometry.text(e, "to");
            pairs.add(from + "\u0000" + to);
            if (from != null && from.equals(to) && e.get("via") == null) {
                out.add(DiagramRules.DIAGRAM_LAYOUT, e, Message.of("diagram-layout.edge-self", Words.ref(i, e), from));
            }
        }
        JsonNode path = root.get("mainPath");
        for (int i = 1; path != null && i < path.size(); i++) {
            String a = path.get(i - 1).asString();
            String b = path.get(i).asString();
            if (!pairs.contains(a + "\u0000" + b)) {
                out.add(DiagramRules.DIAGRAM_LAYOUT, path.get(i), Message.of("diagram-layout.main-path-no-edge", a, b));
            }
            double colA = Geometry.number(byId.get(a), "col", 0);
            double colB = Geometry.number(byId.get(b), "col", 0);
            if (colB < colA) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        path.get(i),
                        Message.of("diagram-layout.main-path-back", Words.number(colA), a, Words.number(colB), b));
            }
        }
    }
}
