package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.Pt;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Orthogonal polylines between two boxes from a relationship's routing hints ({@code via}, {@code route},
 * {@code fromSide}, {@code toSide}, {@code channelX}, {@code channelY}). Pure geometry, no SVG.
 */
final class Routes {

    private static final double CHANNEL_GAP = 28;

    private Routes() {}

    static List<Pt> route(Box a, Box b, JsonNode rel) {
        List<Pt> via = Json.via(rel);
        String givenFrom = Json.strOrNull(rel, "fromSide");
        String givenTo = Json.strOrNull(rel, "toSide");
        if (!via.isEmpty()) {
            String fs = givenFrom != null ? givenFrom : facing(a, via.get(0));
            String ts = givenTo != null ? givenTo : facing(b, via.get(via.size() - 1));
            List<Pt> points = new ArrayList<>();
            points.add(a.anchor(fs));
            points.addAll(via);
            points.add(b.anchor(ts));
            return points;
        }
        String route = Json.str(rel, "route", "auto");
        double channelX = Json.num(rel, "channelX", Double.NaN);
        double channelY = Json.num(rel, "channelY", Double.NaN);
        switch (route) {
            case "bottom-channel":
                return channelH(
                        a.anchor(side(givenFrom, "bottom")),
                        b.anchor(side(givenTo, "bottom")),
                        Double.isNaN(channelY) ? Math.max(a.bottom(), b.bottom()) + CHANNEL_GAP : channelY);
            case "top-channel":
            case "up-channel":
                return channelH(
                        a.anchor(side(givenFrom, "top")),
                        b.anchor(side(givenTo, "top")),
                        Double.isNaN(channelY) ? Math.min(a.y(), b.y()) - CHANNEL_GAP : channelY);
            case "right-channel":
            case "outside-right":
                return channelV(
                        a.anchor(side(givenFrom, "right")),
                        b.anchor(side(givenTo, "right")),
                        Double.isNaN(channelX) ? Math.max(a.right(), b.right()) + CHANNEL_GAP : channelX);
            case "left-channel":
            case "return-left":
                return channelV(
                        a.anchor(side(givenFrom, "left")),
                        b.anchor(side(givenTo, "left")),
                        Double.isNaN(channelX) ? Math.min(a.x(), b.x()) - CHANNEL_GAP : channelX);
            case "drop":
                return orthogonal(a, side(givenFrom, "bottom"), b, side(givenTo, "top"), channelX, channelY);
            case "orthogonal-h":
            case "vertical-channel":
                return orthogonal(
                        a,
                        side(givenFrom, horizontalFrom(a, b)),
                        b,
                        side(givenTo, opposite(horizontalFrom(a, b))),
                        channelX,
                        channelY);
            case "orthogonal-v":
                return orthogonal(
                        a,
                        side(givenFrom, verticalFrom(a, b)),
                        b,
                        side(givenTo, opposite(verticalFrom(a, b))),
                        channelX,
                        channelY);
            case "straight": {
                String fs = givenFrom != null ? givenFrom : inferredFrom(a, b);
                String ts = givenTo != null ? givenTo : opposite(inferredFrom(a, b));
                return List.of(a.anchor(fs), b.anchor(ts));
            }
            default: {
                String fs = givenFrom != null ? givenFrom : inferredFrom(a, b);
                String ts = givenTo != null ? givenTo : opposite(inferredFrom(a, b));
                return orthogonal(a, fs, b, ts, channelX, channelY);
            }
        }
    }

    /** The segment a label sits on: {@code labelSegment} when given and in range, else the longest one. */
    static int labelSegment(List<Pt> points, JsonNode rel) {
        int segments = points.size() - 1;
        JsonNode given = rel.get("labelSegment");
        if (given != null && given.isIntegralNumber() && given.intValue() >= 0 && given.intValue() < segments) {
            return given.intValue();
        }
        int best = 0;
        double bestLength = -1;
        for (int i = 0; i < segments; i++) {
            double length = Math.abs(points.get(i + 1).x() - points.get(i).x())
                    + Math.abs(points.get(i + 1).y() - points.get(i).y());
            if (length > bestLength + 0.5) {
                best = i;
                bestLength = length;
            }
        }
        return best;
    }

    private static List<Pt> channelH(Pt p, Pt q, double y) {
        return List.of(p, new Pt(p.x(), y), new Pt(q.x(), y), q);
    }

    private static List<Pt> channelV(Pt p, Pt q, double x) {
        return List.of(p, new Pt(x, p.y()), new Pt(x, q.y()), q);
    }

    private static List<Pt> orthogonal(Box a, String fs, Box b, String ts, double channelX, double channelY) {
        Pt p = a.anchor(fs);
        Pt q = b.anchor(ts);
        boolean fromH = horizontal(fs);
        boolean toH = horizontal(ts);
        if (fromH && toH) {
            if (fs.equals(ts)) {
                double x = fs.equals("right")
                        ? Math.max(p.x(), q.x()) + CHANNEL_GAP
                        : Math.min(p.x(), q.x()) - CHANNEL_GAP;
                return channelV(p, q, Double.isNaN(channelX) ? x : channelX);
            }
            if (Math.abs(p.y() - q.y()) < 0.5) {
                return List.of(p, q);
            }
            double x = Double.isNaN(channelX) ? (p.x() + q.x()) / 2 : channelX;
            return channelV(p, q, x);
        }
        if (!fromH && !toH) {
            if (fs.equals(ts)) {
                double y = fs.equals("bottom")
                        ? Math.max(p.y(), q.y()) + CHANNEL_GAP
                        : Math.min(p.y(), q.y()) - CHANNEL_GAP;
                return channelH(p, q, Double.isNaN(channelY) ? y : channelY);
            }
            if (Math.abs(p.x() - q.x()) < 0.5) {
                return List.of(p, q);
            }
            double y = Double.isNaN(channelY) ? (p.y() + q.y()) / 2 : channelY;
            return channelH(p, q, y);
        }
        if (fromH) {
            return List.of(p, new Pt(q.x(), p.y()), q);
        }
        return List.of(p, new Pt(p.x(), q.y()), q);
    }

    private static String side(@Nullable String given, String fallback) {
        return given != null ? given : fallback;
    }

    private static boolean horizontal(String side) {
        return side.equals("left") || side.equals("right");
    }

    private static String inferredFrom(Box a, Box b) {
        double dx = b.cx() - a.cx();
        double dy = b.cy() - a.cy();
        return Math.abs(dx) >= Math.abs(dy) ? horizontalFrom(a, b) : verticalFrom(a, b);
    }

    private static String horizontalFrom(Box a, Box b) {
        return b.cx() >= a.cx() ? "right" : "left";
    }

    private static String verticalFrom(Box a, Box b) {
        return b.cy() >= a.cy() ? "bottom" : "top";
    }

    private static String opposite(String side) {
        return switch (side) {
            case "left" -> "right";
            case "right" -> "left";
            case "top" -> "bottom";
            default -> "top";
        };
    }

    /** The side of {@code box} that faces {@code p}. */
    private static String facing(Box box, Pt p) {
        double dx = (p.x() - box.cx()) / Math.max(1, box.w() / 2);
        double dy = (p.y() - box.cy()) / Math.max(1, box.h() / 2);
        if (Math.abs(dx) >= Math.abs(dy)) {
            return dx >= 0 ? "right" : "left";
        }
        return dy >= 0 ? "bottom" : "top";
    }
}
