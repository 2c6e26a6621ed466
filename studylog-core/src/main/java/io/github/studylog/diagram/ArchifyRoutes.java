package io.github.studylog.diagram;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The polylines Archify v2.15.0 draws for lifecycle transitions and data-flow flows, computed the way its renderers
 * do: sides from {@code fromSide}/{@code toSide} or the relative position of the boxes, automatic ports spread along a
 * shared side, then {@code via}, the named {@code route} or the automatic dogleg; and where each label sits. The
 * composition checks ({@link CleanFlow}) run over these points, so they reach the verdicts Archify reaches. Workflow
 * and architecture routes are not here: Archify searches candidate routes around obstacles there, which this class
 * does not reproduce. Pure geometry; immutable.
 */
public final class ArchifyRoutes {

    /** A box with the id of the element it belongs to. */
    record Node(String id, Box box) {

        double cx() {
            return box.x() + box.w() / 2;
        }

        double cy() {
            return box.y() + box.h() / 2;
        }
    }

    /** One routed relationship: its index in the collection, its JSON object, endpoints and points. */
    record Route(int index, JsonNode node, String from, String to, List<double[]> points) {}

    private final Map<String, Node> nodes;
    private final List<Route> routes;

    private ArchifyRoutes(Map<String, Node> nodes, List<Route> routes) {
        this.nodes = nodes;
        this.routes = routes;
    }

    /** The routes of a lifecycle diagram's {@code transitions} between {@code states} boxes. */
    static ArchifyRoutes lifecycle(Map<String, Node> states, JsonNode transitions) {
        return route(states, transitions, true);
    }

    /** The routes of a data-flow diagram's {@code flows} between its node boxes. */
    static ArchifyRoutes dataflow(Map<String, Node> nodes, JsonNode flows) {
        return route(nodes, flows, false);
    }

    /**
     * The points of every relationship of a validated lifecycle or data-flow diagram, in collection order, each as a
     * list of {@code [x, y]} pairs; an empty list for a relationship whose endpoint is missing or a self-loop. Used
     * by the renderer so the picture shows the routes the checks saw.
     */
    public static List<List<double[]>> of(JsonNode diagram) {
        String type = Geometry.text(diagram, "diagram_type");
        ArchifyRoutes routes = "lifecycle".equals(type)
                ? lifecycle(LifecycleLayout.boxes(diagram), Geometry.array(diagram, "transitions"))
                : "dataflow".equals(type)
                        ? dataflow(DataflowLayout.boxes(diagram), Geometry.array(diagram, "flows"))
                        : null;
        if (routes == null) {
            throw new IllegalArgumentException("only lifecycle and dataflow routes are computed here, not " + type);
        }
        int count = Geometry.array(diagram, "lifecycle".equals(type) ? "transitions" : "flows")
                .size();
        List<List<double[]>> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(List.of());
        }
        for (Route r : routes.routes) {
            all.set(r.index(), r.points());
        }
        return all;
    }

    List<Route> routes() {
        return routes;
    }

    Map<String, Node> nodes() {
        return nodes;
    }

    private static ArchifyRoutes route(Map<String, Node> boxes, JsonNode relations, boolean lifecycle) {
        Map<JsonNode, double[][]> ports = portSpread(boxes, relations);
        List<Route> routes = new ArrayList<>();
        for (int i = 0; i < relations.size(); i++) {
            JsonNode rel = relations.get(i);
            String fromId = Geometry.required(rel, "from");
            String toId = Geometry.required(rel, "to");
            Node from = boxes.get(fromId);
            Node to = boxes.get(toId);
            if (from == null || to == null || fromId.equals(toId)) {
                continue;
            }
            String fromSide = side(rel, "fromSide", fromSide(from, to));
            String toSide = side(rel, "toSide", toSide(from, to));
            double[][] port = ports.get(rel);
            double[] start = port != null && port[0] != null ? port[0] : anchor(from, fromSide);
            double[] end = port != null && port[1] != null ? port[1] : anchor(to, toSide);
            List<double[]> via = lifecycle
                    ? lifecycleVia(rel, from, to, start, end, fromSide, toSide)
                    : dataflowVia(rel, from, to, start, end);
            if (lifecycle
                    && port != null
                    && via.isEmpty()
                    && Math.abs(start[0] - end[0]) >= 4
                    && Math.abs(start[1] - end[1]) >= 4) {
                double midX = (start[0] + end[0]) / 2;
                via = List.of(new double[] {midX, start[1]}, new double[] {midX, end[1]});
            }
            List<double[]> points = new ArrayList<>();
            points.add(start);
            points.addAll(via);
            points.add(end);
            routes.add(new Route(i, rel, fromId, toId, List.copyOf(points)));
        }
        return new ArchifyRoutes(boxes, List.copyOf(routes));
    }

    private static List<double[]> lifecycleVia(
            JsonNode t, Node from, Node to, double[] start, double[] end, String fromSide, String toSide) {
        List<double[]> via = points(t.get("via"));
        if (via != null) {
            return via;
        }
        double channelX = Geometry.number(t, "channelX", Double.NaN);
        double channelY = Geometry.number(t, "channelY", Double.NaN);
        Box a = from.box();
        Box b = to.box();
        switch (routeName(t)) {
            case "straight":
                return List.of();
            case "drop":
                return horizontalChannel(start, end, or(channelY, (start[1] + end[1]) / 2));
            case "bottom-channel":
                return horizontalChannel(start, end, or(channelY, Math.max(a.bottom(), b.bottom()) + 34));
            case "top-channel":
                return horizontalChannel(start, end, or(channelY, Math.min(a.y(), b.y()) - 28));
            case "right-channel":
                return verticalChannel(start, end, or(channelX, Math.max(a.right(), b.right()) + 36));
            case "left-channel":
                return verticalChannel(start, end, or(channelX, Math.min(a.x(), b.x()) - 36));
            default: {
                if (start[0] == end[0] || start[1] == end[1]) {
                    return List.of();
                }
                boolean fromVertical = vertical(fromSide);
                boolean toVertical = vertical(toSide);
                if (fromVertical != toVertical) {
                    return List.of(fromVertical ? new double[] {start[0], end[1]} : new double[] {end[0], start[1]});
                }
                if (fromVertical) {
                    return horizontalChannel(start, end, or(channelY, (start[1] + end[1]) / 2));
                }
                return verticalChannel(start, end, or(channelX, (start[0] + end[0]) / 2));
            }
        }
    }

    private static List<double[]> dataflowVia(JsonNode f, Node from, Node to, double[] start, double[] end) {
        List<double[]> via = points(f.get("via"));
        if (via != null) {
            return via;
        }
        double channelX = Geometry.number(f, "channelX", Double.NaN);
        double channelY = Geometry.number(f, "channelY", Double.NaN);
        Box a = from.box();
        Box b = to.box();
        switch (routeName(f)) {
            case "straight":
                return List.of();
            case "vertical-channel":
                return verticalChannel(start, end, or(channelX, start[0] + (end[0] > start[0] ? 44 : -44)));
            case "bottom-channel":
                return horizontalChannel(start, end, or(channelY, Math.max(a.bottom(), b.bottom()) + 26));
            case "top-channel":
                return horizontalChannel(start, end, or(channelY, Math.min(a.y(), b.y()) - 24));
            default: {
                if (Math.abs(start[1] - end[1]) < 4) {
                    return List.of();
                }
                double midX = start[0] + (end[0] - start[0]) / 2;
                return verticalChannel(start, end, midX);
            }
        }
    }

    /**
     * Archify's automatic port spread: relationships without authored geometry that meet one side of one box share
     * it, ordered by the position of the box at their other end, up to 14px apart and 16px from the corners.
     */
    private static Map<JsonNode, double[][]> portSpread(Map<String, Node> boxes, JsonNode relations) {
        record Item(JsonNode rel, int endpoint, Node box, String side, Node counterpart, String key) {}
        Map<String, List<Item>> groups = new LinkedHashMap<>();
        for (JsonNode rel : relations) {
            String route = Geometry.text(rel, "route");
            if ((route != null && !route.equals("auto"))
                    || rel.has("via")
                    || rel.has("channelX")
                    || rel.has("channelY")
                    || rel.has("labelAt")) {
                continue;
            }
            Node from = boxes.get(Geometry.text(rel, "from"));
            Node to = boxes.get(Geometry.text(rel, "to"));
            if (from == null || to == null) {
                continue;
            }
            String key = orEmpty(Geometry.text(rel, "id"))
                    + '\u0000'
                    + Geometry.text(rel, "from")
                    + '\u0000'
                    + Geometry.text(rel, "to")
                    + '\u0000'
                    + orEmpty(Geometry.text(rel, "label"));
            String fromSide = side(rel, "fromSide", fromSide(from, to));
            String toSide = side(rel, "toSide", toSide(from, to));
            groups.computeIfAbsent(from.id() + '\u0000' + fromSide, k -> new ArrayList<>())
                    .add(new Item(rel, 0, from, fromSide, to, key));
            groups.computeIfAbsent(to.id() + '\u0000' + toSide, k -> new ArrayList<>())
                    .add(new Item(rel, 1, to, toSide, from, key));
        }
        Map<JsonNode, double[][]> spread = new LinkedHashMap<>();
        for (List<Item> items : groups.values()) {
            if (items.size() < 2) {
                continue;
            }
            boolean verticalSide = !vertical(items.get(0).side());
            List<Item> sorted = new ArrayList<>(items);
            sorted.sort(Comparator.<Item>comparingDouble(it -> verticalSide
                            ? it.counterpart().cy()
                            : it.counterpart().cx())
                    .thenComparing(Item::key));
            Box rect = sorted.get(0).box().box();
            double extent = verticalSide ? rect.h() : rect.w();
            double usable = Math.max(0, extent - 32);
            double spacing = Math.min(14, usable / (sorted.size() - 1));
            if (!(spacing > 0)) {
                continue;
            }
            for (int i = 0; i < sorted.size(); i++) {
                Item item = sorted.get(i);
                double offset = (i - (sorted.size() - 1) / 2.0) * spacing;
                double[] point = anchor(item.box(), item.side());
                if (verticalSide) {
                    point[1] += offset;
                } else {
                    point[0] += offset;
                }
                spread.computeIfAbsent(item.rel(), k -> new double[2][])[item.endpoint()] = point;
            }
        }
        return spread;
    }

    /** Where Archify centres a relationship's label: {@code labelAt}, else 10px above its label segment's middle. */
    public static double[] labelPoint(JsonNode rel, List<double[]> points) {
        JsonNode labelAt = rel.get("labelAt");
        if (labelAt != null && labelAt.isArray() && labelAt.size() == 2) {
            return new double[] {labelAt.get(0).asDouble(), labelAt.get(1).asDouble()};
        }
        double dx = Geometry.number(rel, "labelDx", 0);
        double dy = Geometry.number(rel, "labelDy", 0);
        if (points.size() == 2) {
            return new double[] {(points.get(0)[0] + points.get(1)[0]) / 2 + dx, points.get(0)[1] - 10 + dy};
        }
        int segment = (int) Math.min(points.size() - 2, Math.max(0, Geometry.number(rel, "labelSegment", 1)));
        double[] a = points.get(segment);
        double[] b = points.get(segment + 1);
        return new double[] {(a[0] + b[0]) / 2 + dx, (a[1] + b[1]) / 2 - 10 + dy};
    }

    static String fromSide(Node from, Node to) {
        if (to.cx() < from.cx()) {
            return "left";
        }
        if (to.cx() > from.cx()) {
            return "right";
        }
        return to.cy() > from.cy() ? "bottom" : "top";
    }

    static String toSide(Node from, Node to) {
        if (to.cx() < from.cx()) {
            return "right";
        }
        if (to.cx() > from.cx()) {
            return "left";
        }
        return to.cy() > from.cy() ? "top" : "bottom";
    }

    static double[] anchor(Node node, String side) {
        Box b = node.box();
        return switch (side) {
            case "left" -> new double[] {b.x(), node.cy()};
            case "top" -> new double[] {node.cx(), b.y()};
            case "bottom" -> new double[] {node.cx(), b.bottom()};
            default -> new double[] {b.right(), node.cy()};
        };
    }

    private static String side(JsonNode rel, String key, String fallback) {
        String given = Geometry.text(rel, key);
        return given != null && !given.equals("auto") ? given : fallback;
    }

    private static String routeName(JsonNode rel) {
        String route = Geometry.text(rel, "route");
        return route == null ? "auto" : route;
    }

    private static boolean vertical(String side) {
        return side.equals("top") || side.equals("bottom");
    }

    private static List<double[]> horizontalChannel(double[] start, double[] end, double y) {
        return List.of(new double[] {start[0], y}, new double[] {end[0], y});
    }

    private static List<double[]> verticalChannel(double[] start, double[] end, double x) {
        return List.of(new double[] {x, start[1]}, new double[] {x, end[1]});
    }

    private static double or(double given, double fallback) {
        return Double.isNaN(given) ? fallback : given;
    }

    private static String orEmpty(@Nullable String text) {
        return text == null ? "" : text;
    }

    /** The points of a JSON array of {@code [x, y]} pairs, or null when the key is absent. */
    private static @Nullable List<double[]> points(@Nullable JsonNode array) {
        if (array == null || !array.isArray()) {
            return null;
        }
        List<double[]> points = new ArrayList<>();
        for (JsonNode p : array) {
            if (p.isArray() && p.size() == 2 && p.get(0).isNumber()) {
                points.add(new double[] {p.get(0).asDouble(), p.get(1).asDouble()});
            }
        }
        return points;
    }
}
