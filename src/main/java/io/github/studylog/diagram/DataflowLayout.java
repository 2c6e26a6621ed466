package io.github.studylog.diagram;

import java.util.HashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify data-flow diagrams: every node's {@code stage} exists and its {@code row} is 0..4,
 * the last stage fits the width (stage centres at 100 + 215·i, 168px wide, ending by W − 24), nodes do not sit on
 * top of each other, a flow does not loop back to its node, {@code via} routes have no diagonal segment, and labels
 * fit nodes of an explicit {@code width}.
 */
final class DataflowLayout implements LayoutCheck {

    static final double DEFAULT_W = 940;
    static final double DEFAULT_H = 720;
    static final int MAX_ROW = 4;

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        double w = Geometry.viewBox(root, DEFAULT_W, DEFAULT_H)[0];
        JsonNode stages = Geometry.array(root, "stages");
        int count = stages.size();
        double lastEnd = 100 + 215 * (count - 1) + 84;
        if (count > 0 && lastEnd > w - 24) {
            out.add(DiagramRules.LAYOUT, stages.get(count - 1), "the " + count + " stages need "
                    + Geometry.px(lastEnd + 24) + " of width, but the diagram is " + Geometry.px(w)
                    + " wide; make the first number of meta.viewBox at least " + Words.number(lastEnd + 24));
        }
        JsonNode nodes = Geometry.array(root, "nodes");
        Map<String, String> cell = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode n = nodes.get(i);
            String name = Words.element("nodes", i, n);
            int stage = (int) Geometry.number(n, "stage", 0);
            int row = (int) Geometry.number(n, "row", 0);
            if (stage >= count) {
                out.add(DiagramRules.LAYOUT, n.get("stage"), name + " is in stage " + stage + ", but there are only "
                        + count + " stages (numbered 0 to " + (count - 1) + ")");
            }
            if (row > MAX_ROW) {
                out.add(DiagramRules.LAYOUT, n.get("row"), name + " is in row " + row + "; rows go from 0 to "
                        + MAX_ROW);
            }
            String key = stage + "/" + row + "/" + Words.number(Geometry.number(n, "yOffset", 0));
            String first = cell.putIfAbsent(key, name);
            if (first != null) {
                out.add(DiagramRules.LAYOUT, n, name + " sits on top of " + first + " (same stage, row and "
                        + "yOffset); nodes need 10px between them");
            }
            if (n.get("width") != null) {
                double width = Geometry.number(n, "width", 0);
                LayoutCheck.fits(n, "label", name, 6.2, width + 6, "its " + Geometry.px(width) + " box",
                        "shorten it or enlarge `width`", out);
            }
        }
        JsonNode flows = Geometry.array(root, "flows");
        for (int i = 0; i < flows.size(); i++) {
            JsonNode f = flows.get(i);
            String name = Words.element("flows", i, f);
            String from = Geometry.text(f, "from");
            if (from != null && from.equals(Geometry.text(f, "to")) && f.get("via") == null) {
                out.add(DiagramRules.LAYOUT, f, name + " goes from `" + from + "` back to itself; a flow needs at "
                        + "least 34px; remove it or route it with `via` points");
            }
            JsonNode via = f.get("via");
            for (int p = 1; via != null && p < via.size(); p++) {
                JsonNode a = via.get(p - 1);
                JsonNode b = via.get(p);
                if (a.get(0).asDouble() != b.get(0).asDouble() && a.get(1).asDouble() != b.get(1).asDouble()) {
                    out.add(DiagramRules.LAYOUT, b, name + " has a diagonal segment between `via` points " + p
                            + " and " + (p + 1) + "; consecutive points must share x or y");
                }
            }
        }
    }
}
