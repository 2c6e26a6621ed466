package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify sequence diagrams: participants fit the width and their labels fit their boxes,
 * messages lie in {@code 160 ≤ y ≤ H − 83}, span at least 60px (no self-messages), keep 28px from messages whose
 * arrows overlap, labels do not collide; segments and activations are proper ranges; under a quality profile no
 * message runs along a segment edge.
 */
final class SequenceLayout implements LayoutCheck {

    static final double DEFAULT_W = 920;
    static final double DEFAULT_H = 760;
    static final double MIN_SPAN = 60;
    static final double MIN_GAP = 28;

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        double[] viewBox = Geometry.viewBox(root, DEFAULT_W, DEFAULT_H);
        double w = viewBox[0];
        double h = viewBox[1];
        Map<String, Double> centres = participants(root, w, out);
        messages(root, h, centres, out);
        segments(root, h, out);
        activations(root, out);
    }

    private static Map<String, Double> participants(JsonNode root, double w, DiagramFindings out) {
        JsonNode participants = Geometry.array(root, "participants");
        int n = participants.size();
        JsonNode meta = root.get("meta");
        boolean spread = "spread".equals(Geometry.text(meta, "column_fit"));
        double boxW;
        double gap;
        double first;
        if (spread) {
            boxW = Math.max(86, Math.min(190, Math.round((w - 124) / n) - 24));
            gap = n > 1 ? Math.max(108, (w - 102 - boxW) / (n - 1)) : 0;
            first = 62 + boxW / 2;
        } else {
            boxW = 86;
            gap = 108;
            first = 62;
        }
        Map<String, Double> centres = new HashMap<>();
        for (int i = 0; i < n; i++) {
            JsonNode p = participants.get(i);
            centres.put(Geometry.text(p, "id"), first + gap * i);
            Message name = Words.element("participants", i, p);
            String advice = spread ? "diagram-layout.too-wide.viewbox" : "diagram-layout.too-wide.spread";
            LayoutCheck.brandRail(p, name, boxW, 8, out);
            LayoutCheck.fits(p, "label", name, 6.8, boxW + 6, boxW, advice, out);
            LayoutCheck.fits(p, "sublabel", name, 6 * 0.6, boxW - 8, boxW, "diagram-layout.too-wide.shorten", out);
        }
        double end = first + gap * (n - 1) + boxW / 2;
        if (n > 0 && end > w - 40) {
            out.add(
                    DiagramRules.DIAGRAM_LAYOUT,
                    participants.get(n - 1),
                    Message.of(
                            "diagram-layout.participants-width",
                            n,
                            Geometry.px(end + 40),
                            Geometry.px(w),
                            Words.number(Math.ceil(end + 40))));
        }
        return centres;
    }

    private record Arrow(int index, JsonNode node, double y, double left, double right, double labelWidth) {}

    private static void messages(JsonNode root, double h, Map<String, Double> centres, DiagramFindings out) {
        JsonNode messages = Geometry.array(root, "messages");
        List<Arrow> arrows = new ArrayList<>();
        double lowest = h - 83;
        for (int i = 0; i < messages.size(); i++) {
            JsonNode m = messages.get(i);
            String name = Words.ref(i, m);
            double y = Geometry.number(m, "y", 160);
            if (y > lowest) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        m.get("y"),
                        Message.of(
                                "diagram-layout.message-too-low",
                                name,
                                Words.number(y),
                                Words.number(lowest),
                                Words.number(h)));
            }
            String from = Geometry.text(m, "from");
            String to = Geometry.text(m, "to");
            double x1 = centres.getOrDefault(from, 0.0);
            double x2 = centres.getOrDefault(to, 0.0);
            if (from != null && from.equals(to)) {
                out.add(DiagramRules.DIAGRAM_LAYOUT, m, Message.of("diagram-layout.message-self", name, from));
            } else if (Math.abs(x2 - x1) < MIN_SPAN) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        m,
                        Message.of("diagram-layout.message-span", name, Geometry.px(Math.abs(x2 - x1))));
            }
            String label = Geometry.text(m, "label");
            double labelWidth = Math.max(34, TextUnits.of(label == null ? "" : label) * 5.2 + 12);
            arrows.add(new Arrow(i, m, y, Math.min(x1, x2), Math.max(x1, x2), labelWidth));
        }
        arrows.sort((a, b) -> a.y != b.y ? Double.compare(a.y, b.y) : Integer.compare(a.index, b.index));
        Set<Long> tooClose = new HashSet<>();
        for (int i = 0; i < arrows.size() && !out.full(); i++) {
            Arrow a = arrows.get(i);
            for (int j = i + 1; j < arrows.size() && arrows.get(j).y - a.y < MIN_GAP && !out.full(); j++) {
                Arrow b = arrows.get(j);
                double overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
                if (overlap > 0) {
                    tooClose.add(pair(a, b));
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            b.node.get("y"),
                            Message.of(
                                    "diagram-layout.messages-too-close",
                                    Words.ref(b.index, b.node),
                                    Words.number(b.y),
                                    Geometry.px(b.y - a.y),
                                    Words.ref(a.index, a.node),
                                    Words.number(a.y)));
                }
            }
        }
        for (int i = 0; i < arrows.size() && !out.full(); i++) {
            Arrow a = arrows.get(i);
            for (int j = i + 1; j < arrows.size() && arrows.get(j).y - a.y < 16 && !out.full(); j++) {
                Arrow b = arrows.get(j);
                if (tooClose.contains(pair(a, b))) {
                    continue;
                }
                Box boxA = labelBox(a);
                Box boxB = labelBox(b);
                if (boxA.overlaps(boxB)) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            b.node.get("label"),
                            Message.of(
                                    "diagram-layout.message-labels-overlap",
                                    Words.ref(b.index, b.node),
                                    Words.ref(a.index, a.node)));
                }
            }
        }
        borderRuns(root, messages, out);
        gates(root, messages, centres, out);
    }

    /**
     * The composition gates over the messages as Archify routes them (centre to centre at {@code y}). The
     * edge-through-node check against participant headers needs no code here: the schema keeps every message at
     * y 160 or below, under the headers (y 72 to 126).
     */
    private static void gates(JsonNode root, JsonNode messages, Map<String, Double> centres, DiagramFindings out) {
        List<ArchifyRoutes.Route> routes = new ArrayList<>();
        List<CleanFlow.Label> labels = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            JsonNode m = messages.get(i);
            String from = Geometry.required(m, "from");
            String to = Geometry.required(m, "to");
            Double x1 = centres.get(from);
            Double x2 = centres.get(to);
            if (x1 == null || x2 == null) {
                continue;
            }
            double y = Geometry.number(m, "y", 160);
            routes.add(new ArchifyRoutes.Route(i, m, from, to, List.of(new double[] {x1, y}, new double[] {x2, y})));
            String label = Geometry.text(m, "label");
            double width = Math.max(34, TextUnits.of(label == null ? "" : label) * 5.2 + 12);
            labels.add(new CleanFlow.Label(i, new Box((x1 + x2) / 2 - width / 2, y - 20, width, 16)));
        }
        new CleanFlow(root, "messages", routes, out).gates(labels);
    }

    private static long pair(Arrow a, Arrow b) {
        return ((long) a.index << 32) | b.index;
    }

    private static Box labelBox(Arrow a) {
        double centre = (a.left + a.right) / 2;
        return new Box(centre - a.labelWidth / 2, a.y - 20, a.labelWidth, 16);
    }

    /** With a quality profile, a message on a segment's top or bottom edge runs along the frame border. */
    private static void borderRuns(JsonNode root, JsonNode messages, DiagramFindings out) {
        JsonNode meta = root.get("meta");
        if (meta == null || meta.get("quality_profile") == null) {
            return;
        }
        JsonNode segments = Geometry.array(root, "segments");
        for (int i = 0; i < messages.size(); i++) {
            JsonNode m = messages.get(i);
            double y = Geometry.number(m, "y", -1);
            for (int s = 0; s < segments.size(); s++) {
                JsonNode segment = segments.get(s);
                if (y == Geometry.number(segment, "from", -2) || y == Geometry.number(segment, "to", -2)) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            m.get("y"),
                            Message.of(
                                    "diagram-layout.message-segment-edge",
                                    Words.ref(i, m),
                                    Words.number(y),
                                    Words.ref(s, segment)));
                }
            }
        }
    }

    private static void segments(JsonNode root, double h, DiagramFindings out) {
        JsonNode segments = Geometry.array(root, "segments");
        for (int i = 0; i < segments.size(); i++) {
            JsonNode s = segments.get(i);
            String name = Words.ref(i, s);
            double from = Geometry.number(s, "from", 0);
            double to = Geometry.number(s, "to", 0);
            if (to <= from) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        s,
                        Message.of("diagram-layout.segment-reversed", name, Words.number(to), Words.number(from)));
            }
            if (from < 72) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        s.get("from"),
                        Message.of("diagram-layout.segment-too-high", name, Words.number(from)));
            }
            if (to > h - 45) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        s.get("to"),
                        Message.of("diagram-layout.segment-too-low", name, Words.number(to), Words.number(h - 45)));
            }
        }
    }

    private static void activations(JsonNode root, DiagramFindings out) {
        JsonNode activations = Geometry.array(root, "activations");
        for (int i = 0; i < activations.size(); i++) {
            JsonNode a = activations.get(i);
            double from = Geometry.number(a, "from", 0);
            double to = Geometry.number(a, "to", 0);
            if (to <= from) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        a,
                        Message.of(
                                "diagram-layout.activation-reversed",
                                Words.ref(i, a),
                                Words.number(to),
                                Words.number(from)));
            }
        }
    }
}
