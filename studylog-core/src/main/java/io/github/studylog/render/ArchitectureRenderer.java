package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.Pt;
import io.github.studylog.diagram.TextUnits;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/** Architecture diagrams: components by {@code pos} or grid cell, boundary frames, connections. */
final class ArchitectureRenderer implements TypeRenderer {

    private static final double MARGIN = 40;
    private static final double BOUNDARY_PAD = 16;
    private static final double NEST_STEP = 14;
    private static final double BOUNDARY_TITLE = 18;

    @Override
    public String diagramType() {
        return "architecture";
    }

    @Override
    public String render(JsonNode diagram) {
        Map<String, Box> boxes = layout(diagram);
        Map<JsonNode, Box> frames = boundaryFrames(Json.items(diagram, "boundaries"), boxes);
        double[] size = autoSize(diagram, boxes, frames);
        DiagramCanvas canvas = TypeRenderer.canvas(diagram, size[0], size[1]);
        for (Map.Entry<JsonNode, Box> frame : frames.entrySet()) {
            boolean security = "security-group".equals(Json.str(frame.getKey(), "kind"));
            Palette.BoxStyle style = security
                    ? new Palette.BoxStyle("none", "#dc2626", "6 4")
                    : new Palette.BoxStyle("none", "#64748b", "8 4");
            canvas.box(frame.getValue(), style, 10, 1.25);
            canvas.text(
                    frame.getValue().x() + 10,
                    frame.getValue().y() + 15,
                    Json.str(frame.getKey(), "label"),
                    DiagramCanvas.SUBLABEL_SIZE,
                    "start",
                    "bold",
                    style.stroke(),
                    "boundary-label");
        }
        for (JsonNode component : Json.items(diagram, "components")) {
            Box b = Objects.requireNonNull(boxes.get(Json.str(component, "id")));
            canvas.box(b, Palette.component(Json.str(component, "type")), 8, 1.5);
            canvas.boxLabels(
                    b,
                    Json.str(component, "label"),
                    Json.strOrNull(component, "sublabel"),
                    Json.strOrNull(component, "tag"));
            canvas.brand(b, component);
        }
        EdgeLabels.draw(canvas, Json.items(diagram, "connections"), boxes, "note", true);
        return canvas.finish();
    }

    /** Component boxes by id: {@code pos}/{@code size}, or the grid cell of {@code row}/{@code col}. */
    static Map<String, Box> layout(JsonNode diagram) {
        JsonNode grid = diagram.path("layout");
        Pt origin = Json.point(grid, "origin");
        double ox = origin != null ? origin.x() : 40;
        double oy = origin != null ? origin.y() : 80;
        double cellW = Json.num(grid, "cellW", 140);
        double cellH = Json.num(grid, "cellH", 64);
        double gapX = Json.num(grid, "gapX", 48);
        double gapY = Json.num(grid, "gapY", 48);
        boolean isGrid = grid.isObject();
        Map<String, Box> boxes = new LinkedHashMap<>();
        for (JsonNode c : Json.items(diagram, "components")) {
            Pt pos = Json.point(c, "pos");
            Pt size = Json.point(c, "size");
            double w = size != null ? size.x() : isGrid ? cellW : 130;
            double h = size != null ? size.y() : isGrid ? cellH : 60;
            if (pos == null) {
                pos = new Pt(ox + Json.num(c, "col", 0) * (cellW + gapX), oy + Json.num(c, "row", 0) * (cellH + gapY));
            }
            boxes.put(Json.str(c, "id"), new Box(pos.x(), pos.y(), w, h));
        }
        return boxes;
    }

    /** Frames around the wrapped components; a boundary wrapping another gets a wider margin. */
    private static Map<JsonNode, Box> boundaryFrames(List<JsonNode> boundaries, Map<String, Box> boxes) {
        Map<JsonNode, Box> frames = new LinkedHashMap<>();
        for (JsonNode boundary : boundaries) {
            Set<String> wraps = wraps(boundary);
            int nested = 0;
            for (JsonNode other : boundaries) {
                Set<String> inner = wraps(other);
                if (other != boundary && wraps.containsAll(inner) && !inner.containsAll(wraps)) {
                    nested++;
                }
            }
            double pad = Json.num(boundary, "pad", BOUNDARY_PAD) + NEST_STEP * nested;
            double x0 = Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (String id : wraps) {
                Box b = boxes.get(id);
                if (b != null) {
                    x0 = Math.min(x0, b.x());
                    y0 = Math.min(y0, b.y());
                    x1 = Math.max(x1, b.right());
                    y1 = Math.max(y1, b.bottom());
                }
            }
            if (x0 <= x1) {
                frames.put(
                        boundary,
                        new Box(
                                x0 - pad,
                                y0 - pad - BOUNDARY_TITLE,
                                x1 - x0 + 2 * pad,
                                y1 - y0 + 2 * pad + BOUNDARY_TITLE));
            }
        }
        return frames;
    }

    private static Set<String> wraps(JsonNode boundary) {
        Set<String> ids = new LinkedHashSet<>();
        Json.items(boundary, "wraps").forEach(id -> ids.add(id.asString()));
        return ids;
    }

    /** {@code meta.viewBox}, else the drawing's extent plus a margin (at least 320×240). */
    private static double[] autoSize(JsonNode diagram, Map<String, Box> boxes, Map<JsonNode, Box> frames) {
        JsonNode given = diagram.path("meta").get("viewBox");
        if (given != null && Json.point(given) != null) {
            return TypeRenderer.viewBox(diagram, 0, 0);
        }
        double w = 320;
        double h = 240;
        for (Box b : boxes.values()) {
            w = Math.max(w, b.right() + MARGIN);
            h = Math.max(h, b.bottom() + MARGIN);
        }
        for (Box b : frames.values()) {
            w = Math.max(w, b.right() + MARGIN);
            h = Math.max(h, b.bottom() + MARGIN);
        }
        for (JsonNode connection : Json.items(diagram, "connections")) {
            for (Pt p : Json.via(connection)) {
                w = Math.max(w, p.x() + MARGIN);
                h = Math.max(h, p.y() + MARGIN);
            }
        }
        w = Math.max(w, 48 + TextUnits.width(Json.str(diagram.path("meta"), "title"), 17, 0.62));
        return new double[] {Math.ceil(w), Math.ceil(h)};
    }
}
