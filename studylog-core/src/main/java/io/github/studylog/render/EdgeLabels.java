package io.github.studylog.render;

import io.github.studylog.diagram.ArchifyRoutes;
import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.Pt;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** Where a relationship label goes: {@code labelAt}, else the middle of its label segment moved by labelDx/Dy. */
final class EdgeLabels {

    private EdgeLabels() {}

    static Pt position(List<Pt> points, JsonNode rel, boolean offsetFromStart) {
        Pt at = Json.point(rel, "labelAt");
        if (at != null) {
            return at;
        }
        int segment = Routes.labelSegment(points, rel);
        Pt a = points.get(segment);
        Pt b = points.get(segment + 1);
        boolean moved = Json.has(rel, "labelDx") || Json.has(rel, "labelDy");
        Pt base = offsetFromStart && moved ? a : new Pt((a.x() + b.x()) / 2, (a.y() + b.y()) / 2);
        return new Pt(base.x() + Json.num(rel, "labelDx", 0), base.y() + Json.num(rel, "labelDy", 0));
    }

    /** Draws every relationship of {@code rels} whose endpoints are in {@code boxes}; labels after all lines. */
    static void draw(DiagramCanvas canvas, List<JsonNode> rels, Map<String, Box> boxes, String noteField) {
        draw(canvas, rels, boxes, noteField, false);
    }

    /**
     * Like {@link #draw(DiagramCanvas, List, Map, String)}; with {@code offsetFromStart}, labelDx/labelDy move
     * the label from the start of its segment instead of its middle (architecture connections).
     */
    static void draw(
            DiagramCanvas canvas,
            List<JsonNode> rels,
            Map<String, Box> boxes,
            String noteField,
            boolean offsetFromStart) {
        draw(canvas, rels, boxes, noteField, offsetFromStart, null);
    }

    /**
     * Draws lifecycle transitions or data-flow flows along the routes Archify draws ({@link ArchifyRoutes}, the
     * routes the validation checked), labels where Archify puts them.
     */
    static void drawArchifyRoutes(
            DiagramCanvas canvas, JsonNode diagram, List<JsonNode> rels, Map<String, Box> boxes, String noteField) {
        draw(canvas, rels, boxes, noteField, false, ArchifyRoutes.of(diagram));
    }

    private static void draw(
            DiagramCanvas canvas,
            List<JsonNode> rels,
            Map<String, Box> boxes,
            String noteField,
            boolean offsetFromStart,
            @Nullable List<List<double[]>> archify) {
        List<Runnable> labels = new ArrayList<>();
        for (int i = 0; i < rels.size(); i++) {
            JsonNode rel = rels.get(i);
            Box from = boxes.get(Json.str(rel, "from"));
            Box to = boxes.get(Json.str(rel, "to"));
            if (from == null || to == null) {
                continue;
            }
            List<double[]> given = archify == null || i >= archify.size() ? List.of() : archify.get(i);
            List<Pt> points = given.isEmpty()
                    ? Routes.route(from, to, rel)
                    : given.stream().map(p -> new Pt(p[0], p[1])).toList();
            String variant = variantOf(rel);
            canvas.edge(points, variant, Json.num(rel, "width", 0) > 0 ? Json.num(rel, "width", 0) * 1.5 : 0);
            Pt at;
            if (given.isEmpty()) {
                at = position(points, rel, offsetFromStart);
            } else {
                double[] p = ArchifyRoutes.labelPoint(rel, given);
                at = new Pt(p[0], p[1] - 3);
            }
            labels.add(
                    () -> canvas.edgeLabel(at, Json.strOrNull(rel, "label"), Json.strOrNull(rel, noteField), variant));
        }
        labels.forEach(Runnable::run);
    }

    /** The line variant: {@code variant}, else what a workflow {@code role} implies, else default. */
    static String variantOf(JsonNode rel) {
        String variant = Json.strOrNull(rel, "variant");
        if (variant != null) {
            return variant;
        }
        return switch (Json.str(rel, "role", "")) {
            case "error" -> "security";
            case "async" -> "dashed";
            case "return" -> "return";
            case "main" -> "emphasis";
            default -> "default";
        };
    }
}
