package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.HashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify architecture diagrams: without {@code layout} every component needs {@code pos};
 * on a grid each needs {@code pos} or both {@code row} and {@code col}, {@code col} below {@code cols}, one
 * component per cell; positions lie inside an explicit viewBox; labels fit an explicit {@code size}; a connection
 * does not loop back to its component.
 */
final class ArchitectureLayout implements LayoutCheck {

    /** Width of a component without {@code size}, as Archify draws it. */
    static final double DEFAULT_W = 120;

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        JsonNode layout = root.get("layout");
        JsonNode components = Geometry.array(root, "components");
        Map<String, String> cells = new HashMap<>();
        double[] viewBox = Geometry.hasViewBox(root) ? Geometry.viewBox(root, 0, 0) : null;
        for (int i = 0; i < components.size(); i++) {
            JsonNode c = components.get(i);
            String name = Words.ref(i, c);
            Message element = Words.element("components", i, c);
            JsonNode pos = c.get("pos");
            if (layout == null && pos == null) {
                out.add(DiagramRules.DIAGRAM_LAYOUT, c, Message.of("diagram-layout.component-no-pos", name));
            } else if (layout != null && pos == null) {
                grid(c, name, layout, cells, out);
            }
            if (pos != null && viewBox != null) {
                double x = pos.get(0).asDouble();
                double y = pos.get(1).asDouble();
                if (x < 0 || y < 0 || x > viewBox[0] || y > viewBox[1]) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            pos,
                            Message.of(
                                    "diagram-layout.component-outside",
                                    name,
                                    Words.number(x),
                                    Words.number(y),
                                    Words.number(viewBox[0]),
                                    Words.number(viewBox[1])));
                }
            }
            JsonNode size = c.get("size");
            LayoutCheck.brandRail(c, element, size != null ? size.get(0).asDouble() : DEFAULT_W, 8, out);
            if (size != null) {
                double width = size.get(0).asDouble();
                LayoutCheck.fits(c, "label", element, 6.6, width + 8, width, "diagram-layout.too-wide.size", out);
            }
        }
        JsonNode connections = Geometry.array(root, "connections");
        for (int i = 0; i < connections.size(); i++) {
            JsonNode k = connections.get(i);
            String from = Geometry.text(k, "from");
            if (from != null && from.equals(Geometry.text(k, "to"))) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        k,
                        Message.of("diagram-layout.connection-self", Words.ref(i, k), from));
            }
        }
    }

    private static void grid(JsonNode c, String name, JsonNode layout, Map<String, String> cells, DiagramFindings out) {
        JsonNode row = c.get("row");
        JsonNode col = c.get("col");
        if (row == null || col == null) {
            out.add(DiagramRules.DIAGRAM_LAYOUT, c, Message.of("diagram-layout.component-no-cell", name));
            return;
        }
        JsonNode cols = layout.get("cols");
        if (cols != null && col.asInt() >= cols.asInt()) {
            out.add(
                    DiagramRules.DIAGRAM_LAYOUT,
                    col,
                    Message.of("diagram-layout.component-column", name, col.asInt(), cols.asInt(), cols.asInt() - 1));
        }
        String first = cells.putIfAbsent(row.asInt() + "/" + col.asInt(), name);
        if (first != null) {
            out.add(
                    DiagramRules.DIAGRAM_LAYOUT,
                    c,
                    Message.of("diagram-layout.component-same-cell", name, row.asInt(), col.asInt(), first));
        }
    }
}
