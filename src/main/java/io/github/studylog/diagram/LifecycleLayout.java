package io.github.studylog.diagram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Layout constraints of Archify lifecycle diagrams. Lane {@code main} is the phase band (columns 0..4), lane
 * {@code terminal} the outcome band and every other lane the shared event band (columns 0..2 each). States must lie
 * inside {@code x ∈ [32, W − 32]}, {@code y ∈ [64, H − 122]}, keep 10px from each other across all lanes, and their
 * labels must fit; transitions must not loop back to their state and need 32px between their end points.
 */
final class LifecycleLayout implements LayoutCheck {

    static final double DEFAULT_W = 980;
    static final double DEFAULT_H = 660;
    static final double MIN_STATE_GAP = 10;
    static final double MIN_TRANSITION = 32;

    /** A horizontal band of the lifecycle layout. */
    enum Band {
        PHASE("the phase band (lane `main`)", 126, 118, 62, new double[] {94, 248, 402, 556, 710}),
        EVENT("the event band (every lane except `main` and `terminal`)", 278, 126, 58, new double[] {402, 556, 710}),
        OUTCOME("the outcome band (lane `terminal`)", 450, 118, 58, new double[] {402, 556, 710});

        final String words;
        final double top;
        final double width;
        final double height;
        final double[] centres;

        Band(String words, double top, double width, double height, double[] centres) {
            this.words = words;
            this.top = top;
            this.width = width;
            this.height = height;
            this.centres = centres;
        }

        static Band of(String lane) {
            return "main".equals(lane) ? PHASE : "terminal".equals(lane) ? OUTCOME : EVENT;
        }
    }

    private record Placed(int index, JsonNode node, String name, Band band, Geometry.Box box) {
    }

    @Override
    public void check(JsonNode root, DiagramFindings out) {
        double[] viewBox = Geometry.viewBox(root, DEFAULT_W, DEFAULT_H);
        double w = viewBox[0];
        double h = viewBox[1];
        JsonNode lanes = Geometry.array(root, "lanes");
        if (!ReferenceCheck.ids(lanes).contains("main")) {
            out.add(DiagramRules.LAYOUT, root.get("lanes"), "a lifecycle diagram needs a lane with id `main` "
                    + "(the band of its main phases); give one lane the id `main`");
        }
        List<Placed> placed = new ArrayList<>();
        JsonNode states = Geometry.array(root, "states");
        for (int i = 0; i < states.size(); i++) {
            JsonNode s = states.get(i);
            String name = Words.element("states", i, s);
            Band band = Band.of(Geometry.text(s, "lane"));
            int col = (int) Geometry.number(s, "col", 0);
            if (col >= band.centres.length) {
                out.add(DiagramRules.LAYOUT, s.get("col"), name + " is in column " + col + " of lane `"
                        + Geometry.text(s, "lane") + "`, but " + band.words + " has only columns 0 to "
                        + (band.centres.length - 1) + "; use a smaller `col`");
                continue;
            }
            double bw = Geometry.number(s, "width", band.width);
            double bh = Geometry.number(s, "height", band.height);
            Geometry.Box box = new Geometry.Box(band.centres[col] - bw / 2,
                    band.top + Geometry.number(s, "yOffset", 0), bw, bh);
            placed.add(new Placed(i, s, name, band, box));
            inside(s, name, box, w, h, out);
            LayoutCheck.fits(s, "label", name, 6.2, bw + 6, "its " + Geometry.px(bw) + " box",
                    "shorten it or give the state a larger `width`", out);
            for (String small : new String[] {"sublabel", "tag"}) {
                LayoutCheck.fits(s, small, name, 6 * 0.6, bw - 8, "its " + Geometry.px(bw) + " box",
                        "shorten it or give the state a larger `width`", out);
            }
        }
        for (int i = 0; i < placed.size() && !out.full(); i++) {
            for (int j = i + 1; j < placed.size() && !out.full(); j++) {
                Placed a = placed.get(i);
                Placed b = placed.get(j);
                if (a.box.closerThan(b.box, MIN_STATE_GAP)) {
                    out.add(DiagramRules.LAYOUT, b.node, b.name + " is closer than 10px to " + a.name
                            + (a.box.overlaps(b.box) ? " (they overlap)" : "")
                            + "; states need 10px between them, also across event lanes, which share one band; "
                            + "change `col` or `yOffset`");
                }
            }
        }
        transitions(root, placed, out);
    }

    private static void inside(JsonNode s, String name, Geometry.Box box, double w, double h, DiagramFindings out) {
        List<String> problems = new ArrayList<>();
        if (box.x() < 32) {
            problems.add("its left edge x " + Words.number(box.x()) + " is left of x 32");
        }
        if (box.right() > w - 32) {
            problems.add("its right edge x " + Words.number(box.right()) + " is right of x " + Words.number(w - 32)
                    + " (diagram width minus 32)");
        }
        if (box.y() < 64) {
            problems.add("its top y " + Words.number(box.y()) + " is above y 64");
        }
        if (box.bottom() > h - 122) {
            problems.add("its bottom y " + Words.number(box.bottom()) + " is below y " + Words.number(h - 122)
                    + " (diagram height minus 122)");
        }
        if (!problems.isEmpty()) {
            out.add(DiagramRules.LAYOUT, s, name + " does not fit in the diagram: " + String.join(", ", problems)
                    + "; change `col`, `yOffset` or the size, or enlarge meta.viewBox");
        }
    }

    private static void transitions(JsonNode root, List<Placed> placed, DiagramFindings out) {
        Map<String, Placed> byId = new HashMap<>();
        for (Placed p : placed) {
            byId.putIfAbsent(Geometry.text(p.node, "id"), p);
        }
        JsonNode transitions = Geometry.array(root, "transitions");
        for (int i = 0; i < transitions.size(); i++) {
            JsonNode t = transitions.get(i);
            String name = Words.element("transitions", i, t);
            String from = Geometry.text(t, "from");
            String to = Geometry.text(t, "to");
            if (from != null && from.equals(to)) {
                out.add(DiagramRules.LAYOUT, t, name + " goes from `" + from + "` back to itself; Archify cannot "
                        + "draw a transition that leaves and enters the same state; describe the retry in a label "
                        + "or add an intermediate state");
                continue;
            }
            Placed a = byId.get(from);
            Placed b = byId.get(to);
            if (a == null || b == null || t.get("via") != null) {
                continue;
            }
            double[] start = anchor(a.box, side(t, "fromSide", a.box, b.box));
            double[] end = anchor(b.box, side(t, "toSide", b.box, a.box));
            double distance = Math.hypot(end[0] - start[0], end[1] - start[1]);
            if (distance < MIN_TRANSITION) {
                out.add(DiagramRules.LAYOUT, t, name + " from `" + from + "` to `" + to + "` is only "
                        + Geometry.px(distance) + " long; transitions need at least 32px between their ends; "
                        + "move the states apart");
            }
        }
    }

    /** The authored side, or the side of {@code own} that faces {@code other}. */
    private static String side(JsonNode t, String key, Geometry.Box own, Geometry.Box other) {
        String authored = Geometry.text(t, key);
        if (authored != null) {
            return authored;
        }
        double dx = (other.x() + other.w() / 2) - (own.x() + own.w() / 2);
        double dy = (other.y() + other.h() / 2) - (own.y() + own.h() / 2);
        if (Math.abs(dx) >= Math.abs(dy)) {
            return dx >= 0 ? "right" : "left";
        }
        return dy >= 0 ? "bottom" : "top";
    }

    private static double[] anchor(Geometry.Box box, String side) {
        double cx = box.x() + box.w() / 2;
        double cy = box.y() + box.h() / 2;
        return switch (side) {
            case "left" -> new double[] {box.x(), cy};
            case "right" -> new double[] {box.right(), cy};
            case "top" -> new double[] {cx, box.y()};
            default -> new double[] {cx, box.bottom()};
        };
    }
}
