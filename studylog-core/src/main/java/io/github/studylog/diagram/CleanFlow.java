package io.github.studylog.diagram;

import io.github.studylog.finding.Severity;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The checks Archify v2.15.0 runs over routed relationships after the plain layout constraints:
 * {@code clean-flow/edge-through-node} always; {@code composition/container-border-run} whenever
 * {@code meta.quality_profile} is set; and the composition gates (proper crossings, ambiguous corridors of 8px or
 * more, route rhythm, label-to-route clearance) as errors under {@code showcase} and warnings under {@code standard}.
 * Every finding is a {@code diagram-layout} finding at the relationship it is about; the message names Archify's code.
 * The sentences are {@code diagram-layout.<check>.<collection>} ({@code messages}, {@code transitions},
 * {@code flows}): the noun, the obstacle's kind and the advice depend on the diagram type.
 * One instance per diagram; not thread-safe.
 */
final class CleanFlow {

    private static final double EPSILON = 0.0001;

    /** {@code meta.quality_profile}. */
    enum Profile {
        NONE,
        STANDARD,
        SHOWCASE;

        static Profile of(JsonNode root) {
            String given = Geometry.text(root.get("meta"), "quality_profile");
            return given == null ? NONE : "showcase".equals(given) ? SHOWCASE : STANDARD;
        }

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A structural frame a route must not run along (sequence segments, data-flow stages). */
    /** A frame routes must not run along; {@code runKey} is the message of a run along it. */
    record Frame(String runKey, String label, Box box, double radius) {}

    /** The box of a relationship's label. */
    record Label(int index, Box rect) {}

    private final String collection;
    private final Profile profile;
    private final List<ArchifyRoutes.Route> routes;
    private final DiagramFindings out;

    CleanFlow(JsonNode root, String collection, List<ArchifyRoutes.Route> routes, DiagramFindings out) {
        this.collection = collection;
        this.profile = Profile.of(root);
        this.routes = routes;
        this.out = out;
    }

    /** {@code clean-flow/edge-through-node}: no segment comes within {@code clearance} px of an unrelated box. */
    void edgeThroughNode(Collection<ArchifyRoutes.Node> obstacles, double clearance) {
        for (ArchifyRoutes.Route r : routes) {
            for (ArchifyRoutes.Node obstacle : obstacles) {
                if (out.full()
                        || obstacle.id().equals(r.from())
                        || obstacle.id().equals(r.to())) {
                    continue;
                }
                List<double[]> p = r.points();
                for (int s = 0; s < p.size() - 1; s++) {
                    if (segmentIntersectsRect(p.get(s), p.get(s + 1), obstacle.box(), clearance)) {
                        out.add(
                                DiagramRules.DIAGRAM_LAYOUT,
                                r.node(),
                                Message.of(
                                        byCollection(
                                                "",
                                                "diagram-layout.edge-through-node.transitions",
                                                "diagram-layout.edge-through-node.flows"),
                                        ref(r),
                                        r.from(),
                                        r.to(),
                                        obstacle.id(),
                                        s,
                                        span(p.get(s), p.get(s + 1)),
                                        Words.number(clearance)));
                        break;
                    }
                }
            }
        }
    }

    /**
     * {@code composition/container-border-run}: with any quality profile set, no route runs along a straight part
     * of a frame's side (rounded corners excluded); always an error.
     */
    void borderRuns(List<Frame> frames) {
        if (profile == Profile.NONE) {
            return;
        }
        for (ArchifyRoutes.Route r : routes) {
            for (Frame frame : frames) {
                for (Border border : borders(frame)) {
                    double length = 0;
                    int first = -1;
                    List<double[]> intervals = new ArrayList<>();
                    List<double[]> p = r.points();
                    for (int s = 0; s < p.size() - 1; s++) {
                        double[] overlap = collinearOverlap(p.get(s), p.get(s + 1), border.start, border.end)
                                .orElse(null);
                        if (overlap != null && overlap[1] - overlap[0] > EPSILON) {
                            intervals.add(overlap);
                            first = first < 0 ? s : first;
                        }
                    }
                    if (intervals.isEmpty() || out.full()) {
                        continue;
                    }
                    intervals.sort((a, b) -> Double.compare(a[0], b[0]));
                    double low = intervals.get(0)[0];
                    double high = intervals.get(0)[1];
                    for (double[] interval : intervals.subList(1, intervals.size())) {
                        if (interval[0] <= high + EPSILON) {
                            high = Math.max(high, interval[1]);
                        } else {
                            length += high - low;
                            low = interval[0];
                            high = interval[1];
                        }
                    }
                    length += high - low;
                    out.add(
                            DiagramRules.DIAGRAM_LAYOUT,
                            r.node(),
                            Message.around(
                                    frame.runKey,
                                    Message.of(border.sideKey),
                                    ref(r),
                                    r.from(),
                                    r.to(),
                                    frame.label,
                                    px(length),
                                    first));
                }
            }
        }
    }

    /** The composition gates: errors under {@code showcase}, warnings under {@code standard}, off otherwise. */
    void gates(List<Label> labels) {
        if (profile == Profile.NONE) {
            return;
        }
        Severity severity = profile == Profile.SHOWCASE ? Severity.ERROR : Severity.WARNING;
        crossings(severity);
        corridors(severity);
        rhythm(severity);
        labelClearance(labels, severity, profile == Profile.SHOWCASE ? 4 : 2);
    }

    private void crossings(Severity severity) {
        unrelatedPairs((a, b) -> {
            double[] hit = null;
            int sa = 0;
            int sb = 0;
            for (int s = 0; s < a.points().size() - 1 && hit == null; s++) {
                for (int t = 0; t < b.points().size() - 1 && hit == null; t++) {
                    hit = properIntersection(
                                    a.points().get(s),
                                    a.points().get(s + 1),
                                    b.points().get(t),
                                    b.points().get(t + 1))
                            .orElse(null);
                    sa = s;
                    sb = t;
                }
            }
            if (hit != null) {
                gate(
                        severity,
                        a,
                        byCollection(
                                "diagram-layout.proper-crossing.messages",
                                "diagram-layout.proper-crossing.transitions",
                                "diagram-layout.proper-crossing.flows"),
                        ref(a),
                        a.from(),
                        a.to(),
                        ref(b),
                        b.from(),
                        b.to(),
                        point(hit),
                        sa,
                        sb);
            }
        });
    }

    /** Every pair of routes that share no endpoint (a shared state's fan-out is real topology), in order. */
    private void unrelatedPairs(java.util.function.BiConsumer<ArchifyRoutes.Route, ArchifyRoutes.Route> visit) {
        for (int i = 0; i < routes.size(); i++) {
            for (int j = i + 1; j < routes.size() && !out.full(); j++) {
                if (!shareEndpoint(routes.get(i), routes.get(j))) {
                    visit.accept(routes.get(i), routes.get(j));
                }
            }
        }
    }

    private void corridors(Severity severity) {
        unrelatedPairs((a, b) -> {
            List<double[]> pa = normalize(a.points());
            List<double[]> pb = normalize(b.points());
            double longest = 0;
            int sa = -1;
            int sb = -1;
            for (int s = 0; s < pa.size() - 1; s++) {
                for (int t = 0; t < pb.size() - 1; t++) {
                    double[] overlap = collinearOverlap(pa.get(s), pa.get(s + 1), pb.get(t), pb.get(t + 1))
                            .orElse(null);
                    double length = overlap == null ? 0 : overlap[1] - overlap[0];
                    if (overlap != null && length + EPSILON >= 8 && length > longest + EPSILON) {
                        longest = length;
                        sa = s;
                        sb = t;
                    }
                }
            }
            if (sa >= 0) {
                gate(
                        severity,
                        a,
                        byCollection(
                                "diagram-layout.ambiguous-corridor.messages",
                                "diagram-layout.ambiguous-corridor.transitions",
                                "diagram-layout.ambiguous-corridor.flows"),
                        ref(a),
                        a.from(),
                        a.to(),
                        ref(b),
                        b.from(),
                        b.to(),
                        px(longest),
                        sa,
                        sb);
            }
        });
    }

    private void rhythm(Severity severity) {
        for (ArchifyRoutes.Route r : routes) {
            List<double[]> p = normalize(r.points());
            for (int s = 0; s < p.size() - 1 && !out.full(); s++) {
                double length = Math.abs(p.get(s + 1)[0] - p.get(s)[0]) + Math.abs(p.get(s + 1)[1] - p.get(s)[1]);
                if (length <= EPSILON) {
                    continue;
                }
                boolean interior = s > 0 && s < p.size() - 2;
                if (length < 8 - EPSILON) {
                    gate(
                            severity,
                            r,
                            byCollection(
                                    "diagram-layout.micro-segment.messages",
                                    "diagram-layout.micro-segment.transitions",
                                    "diagram-layout.micro-segment.flows"),
                            ref(r),
                            r.from(),
                            r.to(),
                            px(length),
                            s,
                            span(p.get(s), p.get(s + 1)));
                } else if (interior && length < 16 - EPSILON) {
                    gate(
                            severity,
                            r,
                            byCollection(
                                    "diagram-layout.short-interior-segment.messages",
                                    "diagram-layout.short-interior-segment.transitions",
                                    "diagram-layout.short-interior-segment.flows"),
                            ref(r),
                            r.from(),
                            r.to(),
                            px(length),
                            s,
                            span(p.get(s), p.get(s + 1)));
                }
            }
        }
    }

    private void labelClearance(List<Label> labels, Severity severity, double threshold) {
        for (Label label : labels) {
            for (ArchifyRoutes.Route r : routes) {
                if (r.index() == label.index() || out.full()) {
                    continue;
                }
                List<double[]> p = normalize(r.points());
                double nearest = Double.MAX_VALUE;
                int segment = -1;
                for (int s = 0; s < p.size() - 1; s++) {
                    double clearance = clearance(p.get(s), p.get(s + 1), label.rect());
                    if (clearance < nearest) {
                        nearest = clearance;
                        segment = s;
                    }
                }
                if (segment >= 0 && nearest + EPSILON < threshold) {
                    ArchifyRoutes.Route owner = routes.stream()
                            .filter(o -> o.index() == label.index())
                            .findFirst()
                            .orElse(r);
                    gate(
                            severity,
                            owner,
                            byCollection(
                                    "diagram-layout.label-route-clearance.messages",
                                    "diagram-layout.label-route-clearance.transitions",
                                    "diagram-layout.label-route-clearance.flows"),
                            ref(owner),
                            owner.from(),
                            owner.to(),
                            ref(r),
                            r.from(),
                            r.to(),
                            px(nearest),
                            segment,
                            Words.number(threshold),
                            profile.word());
                }
            }
        }
    }

    /**
     * A gate's finding: {@code key} (one of {@code diagram-layout.<code>.<collection>}) with the values, its last
     * placeholder the severity and advice ({@code diagram-layout.gate-error.<collection>} or {@code gate-warning}).
     */
    private void gate(Severity severity, ArchifyRoutes.Route r, String key, Object... args) {
        Message tail = Message.of(
                severity == Severity.ERROR
                        ? byCollection(
                                "diagram-layout.gate-error.messages",
                                "diagram-layout.gate-error.transitions",
                                "diagram-layout.gate-error.flows")
                        : byCollection(
                                "diagram-layout.gate-warning.messages",
                                "diagram-layout.gate-warning.transitions",
                                "diagram-layout.gate-warning.flows"));
        out.add(DiagramRules.DIAGRAM_LAYOUT, severity, r.node(), Message.around(key, tail, args));
    }

    /**
     * The key of this diagram's collection among the three written whole (so that a search for a key finds it);
     * empty where a collection has no such sentence.
     */
    private String byCollection(String messages, String transitions, String flows) {
        return switch (collection) {
            case "messages" -> messages;
            case "transitions" -> transitions;
            case "flows" -> flows;
            default -> throw new IllegalStateException("no layout messages for " + collection);
        };
    }

    /** The code part of a route's name: the relationship's {@code `id`} or number; the pattern adds the noun. */
    private static String ref(ArchifyRoutes.Route r) {
        return Words.ref(r.index(), r.node());
    }

    private static boolean shareEndpoint(ArchifyRoutes.Route a, ArchifyRoutes.Route b) {
        return a.from().equals(b.from()) || a.from().equals(b.to()) || a.to().equals(b.from()) || a.to().equals(b.to());
    }

    // ---- geometry, as Archify's shared geometry module defines it ----

    private record Border(String sideKey, double[] start, double[] end) {}

    private static List<Border> borders(Frame frame) {
        Box b = frame.box;
        List<Border> borders = new ArrayList<>();
        if (b.w() <= 0 || b.h() <= 0) {
            return borders;
        }
        double r = Math.max(0, Math.min(frame.radius, Math.min(b.w() / 2, b.h() / 2)));
        borders.add(
                new Border("diagram.side.top", new double[] {b.x() + r, b.y()}, new double[] {b.right() - r, b.y()}));
        borders.add(new Border(
                "diagram.side.right", new double[] {b.right(), b.y() + r}, new double[] {b.right(), b.bottom() - r}));
        borders.add(new Border(
                "diagram.side.bottom", new double[] {b.right() - r, b.bottom()}, new double[] {b.x() + r, b.bottom()}));
        borders.add(
                new Border("diagram.side.left", new double[] {b.x(), b.bottom() - r}, new double[] {b.x(), b.y() + r}));
        borders.removeIf(
                border -> Math.hypot(border.end[0] - border.start[0], border.end[1] - border.start[1]) <= EPSILON);
        return borders;
    }

    /** The overlap {@code [low, high]} along the shared axis of two collinear axis-parallel segments, or empty. */
    static Optional<double[]> collinearOverlap(double[] a, double[] b, double[] c, double[] d) {
        boolean horizontal = Math.abs(a[1] - b[1]) <= EPSILON
                && Math.abs(c[1] - d[1]) <= EPSILON
                && Math.abs(a[1] - c[1]) <= EPSILON;
        boolean vertical = Math.abs(a[0] - b[0]) <= EPSILON
                && Math.abs(c[0] - d[0]) <= EPSILON
                && Math.abs(a[0] - c[0]) <= EPSILON;
        if (!horizontal && !vertical) {
            return Optional.empty();
        }
        int axis = horizontal ? 0 : 1;
        double low = Math.max(Math.min(a[axis], b[axis]), Math.min(c[axis], d[axis]));
        double high = Math.min(Math.max(a[axis], b[axis]), Math.max(c[axis], d[axis]));
        return high - low <= EPSILON ? Optional.empty() : Optional.of(new double[] {low, high});
    }

    /** Drops repeated points and merges straight runs, as Archify does before the rhythm and corridor checks. */
    static List<double[]> normalize(List<double[]> points) {
        List<double[]> deduped = new ArrayList<>();
        for (double[] p : points) {
            double[] last = deduped.isEmpty() ? null : deduped.get(deduped.size() - 1);
            if (last == null || Math.abs(p[0] - last[0]) > EPSILON || Math.abs(p[1] - last[1]) > EPSILON) {
                deduped.add(p);
            }
        }
        List<double[]> normalized = new ArrayList<>();
        for (double[] p : deduped) {
            while (normalized.size() >= 2
                    && collinearForward(
                            normalized.get(normalized.size() - 2), normalized.get(normalized.size() - 1), p)) {
                normalized.remove(normalized.size() - 1);
            }
            normalized.add(p);
        }
        return normalized;
    }

    private static boolean collinearForward(double[] a, double[] b, double[] c) {
        if (Math.abs(cross(a, b, c)) > EPSILON) {
            return false;
        }
        return (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) >= -EPSILON;
    }

    private static double cross(double[] a, double[] b, double[] c) {
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    }

    /** The point where two segments cross in both interiors (not at an end, not collinear), or empty. */
    static Optional<double[]> properIntersection(double[] a, double[] b, double[] c, double[] d) {
        double abC = cross(a, b, c);
        double abD = cross(a, b, d);
        double cdA = cross(c, d, a);
        double cdB = cross(c, d, b);
        if (!opposite(abC, abD) || !opposite(cdA, cdB)) {
            return Optional.empty();
        }
        double denominator = (a[0] - b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] - d[0]);
        if (Math.abs(denominator) < EPSILON) {
            return Optional.empty();
        }
        double ab = a[0] * b[1] - a[1] * b[0];
        double cd = c[0] * d[1] - c[1] * d[0];
        return Optional.of(new double[] {
            (ab * (c[0] - d[0]) - (a[0] - b[0]) * cd) / denominator,
            (ab * (c[1] - d[1]) - (a[1] - b[1]) * cd) / denominator
        });
    }

    private static boolean opposite(double left, double right) {
        return (left > EPSILON && right < -EPSILON) || (left < -EPSILON && right > EPSILON);
    }

    /** True when the segment touches the box grown by {@code gap} on every side. */
    static boolean segmentIntersectsRect(double[] a, double[] b, Box rect, double gap) {
        double x1 = rect.x() - gap;
        double y1 = rect.y() - gap;
        double x2 = rect.right() + gap;
        double y2 = rect.bottom() + gap;
        if (inBox(a, x1, y1, x2, y2) || inBox(b, x1, y1, x2, y2)) {
            return true;
        }
        double[][] corners = {{x1, y1}, {x2, y1}, {x2, y2}, {x1, y2}};
        for (int i = 0; i < 4; i++) {
            if (segmentsIntersect(a, b, corners[i], corners[(i + 1) % 4])) {
                return true;
            }
        }
        return false;
    }

    private static boolean inBox(double[] p, double x1, double y1, double x2, double y2) {
        return p[0] >= x1 && p[0] <= x2 && p[1] >= y1 && p[1] <= y2;
    }

    private static boolean segmentsIntersect(double[] a, double[] b, double[] c, double[] d) {
        int o1 = orientation(a, b, c);
        int o2 = orientation(a, b, d);
        int o3 = orientation(c, d, a);
        int o4 = orientation(c, d, b);
        if ((o1 == 0 && onSegment(a, c, b))
                || (o2 == 0 && onSegment(a, d, b))
                || (o3 == 0 && onSegment(c, a, d))
                || (o4 == 0 && onSegment(c, b, d))) {
            return true;
        }
        return o1 != o2 && o3 != o4;
    }

    private static int orientation(double[] a, double[] b, double[] c) {
        double value = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
        if (Math.abs(value) < EPSILON) {
            return 0;
        }
        return value > 0 ? 1 : 2;
    }

    private static boolean onSegment(double[] a, double[] b, double[] c) {
        return b[0] <= Math.max(a[0], c[0])
                && b[0] >= Math.min(a[0], c[0])
                && b[1] <= Math.max(a[1], c[1])
                && b[1] >= Math.min(a[1], c[1]);
    }

    /** The distance between a segment and a box; 0 when they touch. */
    static double clearance(double[] a, double[] b, Box rect) {
        if (rect.w() < 0 || rect.h() < 0) {
            return Double.MAX_VALUE;
        }
        if (segmentIntersectsRect(a, b, rect, 0)) {
            return 0;
        }
        double[][] corners = {
            {rect.x(), rect.y()}, {rect.right(), rect.y()}, {rect.right(), rect.bottom()}, {rect.x(), rect.bottom()}
        };
        double nearest = Math.min(pointRect(a, rect), pointRect(b, rect));
        for (double[] corner : corners) {
            nearest = Math.min(nearest, pointSegment(corner, a, b));
        }
        return nearest;
    }

    private static double pointRect(double[] p, Box rect) {
        double dx = Math.max(Math.max(rect.x() - p[0], 0), p[0] - rect.right());
        double dy = Math.max(Math.max(rect.y() - p[1], 0), p[1] - rect.bottom());
        return Math.hypot(dx, dy);
    }

    private static double pointSegment(double[] p, double[] a, double[] b) {
        double dx = b[0] - a[0];
        double dy = b[1] - a[1];
        double lengthSquared = dx * dx + dy * dy;
        if (lengthSquared <= 1e-7) {
            return Math.hypot(p[0] - a[0], p[1] - a[1]);
        }
        double t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
        return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
    }

    /** Archify's label rectangle overlap with a 2px tolerance ({@code rectsOverlap(a, b, -2)}). */
    static boolean overlapsBeyond2px(Box a, Box b) {
        double gap = -2;
        return !(a.right() + gap <= b.x()
                || b.right() + gap <= a.x()
                || a.bottom() + gap <= b.y()
                || b.bottom() + gap <= a.y());
    }

    private static String span(double[] a, double[] b) {
        return point(a) + " → " + point(b);
    }

    private static String point(double[] p) {
        return "[" + Words.number(Math.round(p[0] * 10) / 10.0) + ", " + Words.number(Math.round(p[1] * 10) / 10.0)
                + "]";
    }

    private static String px(double value) {
        return Geometry.px(Math.round(value * 10) / 10.0);
    }
}
