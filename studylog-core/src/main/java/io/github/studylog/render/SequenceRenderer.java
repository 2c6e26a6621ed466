package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.Pt;
import io.github.studylog.diagram.TextUnits;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** Sequence diagrams: participant boxes with lifelines, segment frames, activations, messages by {@code y}. */
final class SequenceRenderer implements TypeRenderer {

    private static final double BOX_TOP = 72;
    private static final double BOX_H = 54;

    @Override
    public String diagramType() {
        return "sequence";
    }

    @Override
    public String render(JsonNode diagram) {
        double[] size = TypeRenderer.viewBox(diagram, 920, 760);
        double w = size[0];
        double h = size[1];
        DiagramCanvas canvas = TypeRenderer.canvas(diagram, w, h);
        List<JsonNode> participants = Json.items(diagram, "participants");
        Map<String, Box> boxes = layout(participants, w, "spread".equals(Json.str(diagram.path("meta"), "column_fit")));

        for (JsonNode segment : Json.items(diagram, "segments")) {
            drawSegment(canvas, segment, w);
        }
        double lifelineEnd = Math.max(h - 65, BOX_TOP + BOX_H + 20);
        for (JsonNode p : participants) {
            Box b = Objects.requireNonNull(boxes.get(Json.str(p, "id")));
            canvas.svg()
                    .empty(
                            "line",
                            "x1",
                            b.cx(),
                            "y1",
                            b.bottom(),
                            "x2",
                            b.cx(),
                            "y2",
                            lifelineEnd,
                            "stroke",
                            "#94a3b8",
                            "stroke-width",
                            1.0,
                            "stroke-dasharray",
                            "4 4",
                            "class",
                            "lifeline");
        }
        for (JsonNode p : participants) {
            Box b = Objects.requireNonNull(boxes.get(Json.str(p, "id")));
            canvas.box(b, Palette.component(Json.str(p, "type")), 8, 1.5);
            canvas.boxLabels(b, Json.str(p, "label"), Json.strOrNull(p, "sublabel"), null);
            canvas.brand(b, p);
        }
        for (JsonNode activation : Json.items(diagram, "activations")) {
            Box b = boxes.get(Json.str(activation, "participant"));
            if (b == null) {
                continue;
            }
            String type = Json.str(activation, "type", "backend");
            double from = Json.num(activation, "from", 0);
            double to = Json.num(activation, "to", from);
            canvas.box(new Box(b.cx() - 5, from, 10, Math.max(0, to - from)), Palette.component(type), 2, 1);
        }
        List<JsonNode> messages = new ArrayList<>(Json.items(diagram, "messages"));
        messages.sort(Comparator.comparingDouble(m -> Json.num(m, "y", 0)));
        for (JsonNode message : messages) {
            drawMessage(canvas, message, boxes);
        }
        return canvas.finish();
    }

    /** Participant boxes by id, in participant order (each at its fixed column when the IR gives one, otherwise spread evenly over the width). */
    static Map<String, Box> layout(List<JsonNode> participants, double w, boolean spread) {
        int n = participants.size();
        double boxW = 86;
        double gap = 108;
        if (spread && n > 0) {
            boxW = Math.min(190, Math.max(86, Math.round((w - 124) / n) - 24));
            gap = n > 1 ? Math.max(108, (w - 102 - boxW) / (n - 1)) : 108;
        }
        double firstCentre = spread ? 62 + boxW / 2 : 62;
        Map<String, Box> boxes = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            double cx = firstCentre + gap * i;
            boxes.put(Json.str(participants.get(i), "id"), new Box(cx - boxW / 2, BOX_TOP, boxW, BOX_H));
        }
        return boxes;
    }

    private static void drawSegment(DiagramCanvas canvas, JsonNode segment, double w) {
        double from = Json.num(segment, "from", 0);
        double to = Json.num(segment, "to", from);
        Box frame = new Box(16, from, w - 32, Math.max(0, to - from));
        canvas.box(frame, new Palette.BoxStyle("#f8fafc", "#cbd5e1", "6 4"), 6, 1);
        String label = Json.str(segment, "label");
        double tabW = TextUnits.width(label, DiagramCanvas.SMALL_SIZE, DiagramCanvas.WIDTH_FACTOR) + 12;
        canvas.svg()
                .empty(
                        "rect", "x", frame.x(), "y", frame.y(), "width", tabW, "height", 16.0, "rx", 3.0, "fill",
                        "#e2e8f0");
        canvas.text(
                frame.x() + 6,
                frame.y() + 11.5,
                label,
                DiagramCanvas.SMALL_SIZE,
                "start",
                "bold",
                Palette.MUTED,
                "segment-label");
    }

    private static void drawMessage(DiagramCanvas canvas, JsonNode message, Map<String, Box> boxes) {
        Box from = boxes.get(Json.str(message, "from"));
        Box to = boxes.get(Json.str(message, "to"));
        if (from == null || to == null) {
            return;
        }
        double y = Json.num(message, "y", 160);
        String variant = Json.str(message, "variant", "default");
        double direction = Math.signum(to.cx() - from.cx());
        Pt start = new Pt(from.cx() + 5 * direction, y);
        Pt end = new Pt(to.cx() - 5 * direction, y);
        if (direction == 0) {
            double loop = from.cx() + 40;
            canvas.edge(
                    List.of(
                            new Pt(from.cx() + 5, y),
                            new Pt(loop, y),
                            new Pt(loop, y + 16),
                            new Pt(from.cx() + 5, y + 16)),
                    variant,
                    0);
        } else {
            canvas.edge(List.of(start, end), variant, 0);
        }
        String label = Json.str(message, "label");
        String color = Palette.line(Palette.variant(variant)).color();
        double mid = (start.x() + end.x()) / 2;
        double labelW = TextUnits.width(label, DiagramCanvas.EDGE_LABEL_SIZE, DiagramCanvas.WIDTH_FACTOR) + 8;
        canvas.svg()
                .empty(
                        "rect",
                        "x",
                        mid - labelW / 2,
                        "y",
                        y - 18,
                        "width",
                        labelW,
                        "height",
                        15.0,
                        "fill",
                        "#ffffff",
                        "fill-opacity",
                        0.85);
        canvas.text(
                mid,
                y - 6,
                label,
                DiagramCanvas.EDGE_LABEL_SIZE,
                "middle",
                "emphasis".equals(variant) ? "bold" : null,
                color,
                "message-label");
        String note = Json.strOrNull(message, "note");
        if (note != null && !note.isEmpty()) {
            canvas.text(mid, y + 14, note, DiagramCanvas.SMALL_SIZE, "middle", null, Palette.MUTED, "message-note");
        }
    }
}
