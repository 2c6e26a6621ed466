package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify lifecycle diagrams. Lane {@code main} is the phase band (columns 0..4), lane
 * {@code terminal} the outcome band and every other lane the shared event band (columns 0..2 each). States must lie
 * inside {@code x ∈ [32, W − 32]}, {@code y ∈ [64, H − 122]}, keep 10px from each other across all lanes, and their
 * labels must fit; transitions must not loop back to their state, need 32px between their end points, and their
 * labels must not cover states or each other. Transitions are routed as Archify routes them ({@link ArchifyRoutes})
 * and must keep 2px from unrelated states; under a quality profile the composition gates apply ({@link CleanFlow}).
 */
final class LifecycleLayout implements LayoutCheck {

    static final double DEFAULT_W = 980;
    static final double DEFAULT_H = 660;
    static final double MIN_STATE_GAP = 10;
    static final double MIN_TRANSITION = 32;

    /** A horizontal band of the lifecycle layout. */
    enum Band {
        PHASE("diagram.band.phase", 126, 118, 62, new double[] {94, 248, 402, 556, 710}),
        EVENT("diagram.band.event", 278, 126, 58, new double[] {402, 556, 710}),
        OUTCOME("diagram.band.outcome", 450, 118, 58, new double[] {402, 556, 710});

        /** The band in words (its catalogue key is the constant's first argument). */
        final Message words;

        final double top;
        final double width;
        final double height;
        final double[] centres;

        Band(String wordsKey, double top, double width, double height, double[] centres) {
            this.words = Message.of(wordsKey);
            this.top = top;
            this.width = width;
            this.height = height;
            this.centres = centres;
        }

        static Band of(@Nullable String lane) {
            return "main".equals(lane) ? PHASE : "terminal".equals(lane) ? OUTCOME : EVENT;
        }
    }

    /** A state as drawn; {@code ref} is its {@code `id`} or number, as the sentences name it after the noun. */
    private record Placed(int index, JsonNode node, String ref, Band band, Box box) {}

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        double[] viewBox = Geometry.viewBox(root, DEFAULT_W, DEFAULT_H);
        double w = viewBox[0];
        double h = viewBox[1];
        JsonNode lanes = Geometry.array(root, "lanes");
        if (!ReferenceCheck.ids(lanes).contains("main")) {
            out.add(DiagramRules.DIAGRAM_LAYOUT, root.get("lanes"), Message.of("diagram-layout.lifecycle-main-lane"));
        }
        List<Placed> placed = new ArrayList<>();
        JsonNode states = Geometry.array(root, "states");
        for (int i = 0; i < states.size(); i++) {
            JsonNode s = states.get(i);
            String name = Words.ref(i, s);
            Message element = Words.element("states", i, s);
            Band band = Band.of(Geometry.text(s, "lane"));
            int col = (int) Geometry.number(s, "col", 0);
            if (col >= band.centres.length) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        s.get("col"),
                        Message.around(
                                "diagram-layout.state-column",
                                band.words,
                                name,
                                col,
                                Geometry.text(s, "lane"),
                                band.centres.length - 1));
                continue;
            }
            double bw = Geometry.number(s, "width", band.width);
            double bh = Geometry.number(s, "height", band.height);
            Box box = new Box(band.centres[col] - bw / 2, band.top + Geometry.number(s, "yOffset", 0), bw, bh);
            placed.add(new Placed(i, s, name, band, box));
            inside(s, name, box, w, h, out);
            LayoutCheck.brandRail(s, element, bw, 8, out);
            LayoutCheck.fits(s, "label", element, 6.2, bw + 6, bw, "diagram-layout.too-wide.state-width", out);
            for (String small : new String[] {"sublabel", "tag"}) {
                LayoutCheck.fits(s, small, element, 6 * 0.6, bw - 8, bw, "diagram-layout.too-wide.state-width", out);
            }
        }
        for (int i = 0; i < placed.size() && !out.full(); i++) {
            for (int j = i + 1; j < placed.size() && !out.full(); j++) {
                Placed a = placed.get(i);
                Placed b = placed.get(j);
                if (a.box.closerThan(b.box, MIN_STATE_GAP)) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            b.node,
                            Message.of(
                                    a.box.overlaps(b.box)
                                            ? "diagram-layout.states-overlap"
                                            : "diagram-layout.states-too-close",
                                    b.ref,
                                    a.ref));
                }
            }
        }
        transitions(root, out);
    }

    /** The {@code .then} variant of an {@code outside-<edge>} sentence, which wraps the sentences after it. */
    private static String then(String key) {
        return switch (key) {
            case "diagram-layout.outside-left" -> "diagram-layout.outside-left.then";
            case "diagram-layout.outside-right" -> "diagram-layout.outside-right.then";
            case "diagram-layout.outside-top" -> "diagram-layout.outside-top.then";
            case "diagram-layout.outside-bottom" -> "diagram-layout.outside-bottom.then";
            default -> throw new IllegalArgumentException("no .then variant of " + key);
        };
    }

    private static void inside(JsonNode s, String name, Box box, double w, double h, DiagramFindings out) {
        // each problem is diagram-layout.outside-<edge>; all but the last are the .then variant, which wraps the rest
        List<Message> problems = new ArrayList<>();
        if (box.x() < 32) {
            problems.add(Message.of("diagram-layout.outside-left", Words.number(box.x())));
        }
        if (box.right() > w - 32) {
            problems.add(Message.of("diagram-layout.outside-right", Words.number(box.right()), Words.number(w - 32)));
        }
        if (box.y() < 64) {
            problems.add(Message.of("diagram-layout.outside-top", Words.number(box.y())));
        }
        if (box.bottom() > h - 122) {
            problems.add(
                    Message.of("diagram-layout.outside-bottom", Words.number(box.bottom()), Words.number(h - 122)));
        }
        if (!problems.isEmpty()) {
            Message all = problems.get(problems.size() - 1);
            for (int i = problems.size() - 2; i >= 0; i--) {
                Message one = problems.get(i);
                all = Message.around(then(one.key()), all, one.args().toArray());
            }
            out.add(DiagramRules.DIAGRAM_LAYOUT, s, Message.around("diagram-layout.state-outside", all, name));
        }
    }

    /** State boxes by id, as Archify places them (a column past the band's last one sits in the last). */
    static Map<String, ArchifyRoutes.Node> boxes(JsonNode root) {
        Map<String, ArchifyRoutes.Node> boxes = new LinkedHashMap<>();
        for (JsonNode s : Geometry.array(root, "states")) {
            Band band = Band.of(Geometry.text(s, "lane"));
            int col = (int) Math.max(0, Math.min(band.centres.length - 1, Geometry.number(s, "col", 0)));
            double bw = Geometry.number(s, "width", band.width);
            double bh = Geometry.number(s, "height", band.height);
            String id = Geometry.required(s, "id");
            boxes.putIfAbsent(
                    id,
                    new ArchifyRoutes.Node(
                            id,
                            new Box(band.centres[col] - bw / 2, band.top + Geometry.number(s, "yOffset", 0), bw, bh)));
        }
        return boxes;
    }

    private static void transitions(JsonNode root, DiagramFindings out) {
        JsonNode transitions = Geometry.array(root, "transitions");
        for (int i = 0; i < transitions.size(); i++) {
            JsonNode t = transitions.get(i);
            String from = Geometry.text(t, "from");
            if (from != null && from.equals(Geometry.text(t, "to"))) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        t,
                        Message.of("diagram-layout.transition-self", Words.ref(i, t), from));
            }
        }
        Map<String, ArchifyRoutes.Node> boxes = boxes(root);
        ArchifyRoutes routes = ArchifyRoutes.lifecycle(boxes, transitions);
        List<CleanFlow.Label> labels = new ArrayList<>();
        List<Box> labelBoxes = new ArrayList<>();
        for (ArchifyRoutes.Route r : routes.routes()) {
            JsonNode t = r.node();
            String name = Words.ref(r.index(), t);
            double[] start = r.points().get(0);
            double[] end = r.points().get(r.points().size() - 1);
            double distance = Math.hypot(end[0] - start[0], end[1] - start[1]);
            if (distance < MIN_TRANSITION) {
                out.add(
                        DiagramRules.DIAGRAM_LAYOUT,
                        t,
                        Message.of("diagram-layout.transition-short", name, r.from(), r.to(), Geometry.px((double)
                                Math.round(distance))));
            }
            String label = Geometry.text(t, "label");
            if (label == null || label.isEmpty()) {
                continue;
            }
            double[] at = ArchifyRoutes.labelPoint(t, r.points());
            String note = Geometry.text(t, "note");
            double width =
                    Math.max(32, Math.max(TextUnits.of(label), note == null ? 0 : TextUnits.of(note)) * 4.9 + 12);
            Box rect = new Box(at[0] - width / 2, at[1] - 11, width, note != null ? 27 : 16);
            labels.add(new CleanFlow.Label(r.index(), rect));
            labelBoxes.add(rect);
            for (ArchifyRoutes.Node state : boxes.values()) {
                if (CleanFlow.overlapsBeyond2px(rect, state.box())) {
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            t.get("label"),
                            Message.of("diagram-layout.transition-label-state", name, state.id()));
                }
            }
            for (int j = 0; j < labels.size() - 1; j++) {
                if (CleanFlow.overlapsBeyond2px(labelBoxes.get(j), rect)) {
                    JsonNode other = transitions.get(labels.get(j).index());
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            t.get("label"),
                            Message.of(
                                    "diagram-layout.transition-labels-overlap",
                                    name,
                                    Words.ref(labels.get(j).index(), other)));
                }
            }
        }
        CleanFlow flow = new CleanFlow(root, "transitions", routes.routes(), out);
        flow.edgeThroughNode(boxes.values(), 2);
        flow.gates(labels);
    }
}
