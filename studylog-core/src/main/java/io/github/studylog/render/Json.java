package io.github.studylog.render;

import io.github.studylog.diagram.Pt;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** Lenient reads of an already validated diagram: a missing optional field gives the default. */
final class Json {

    private Json() {}

    static String str(JsonNode node, String field, String fallback) {
        JsonNode value = node.get(field);
        return value != null && value.isString() ? value.stringValue() : fallback;
    }

    static String str(JsonNode node, String field) {
        return str(node, field, "");
    }

    /** The string {@code field}, or null when it is absent or not a string. */
    static @Nullable String strOrNull(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value != null && value.isString() ? value.stringValue() : null;
    }

    static double num(JsonNode node, String field, double fallback) {
        JsonNode value = node.get(field);
        return value != null && value.isNumber() ? value.doubleValue() : fallback;
    }

    static boolean has(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value != null && !value.isNull() && !value.isMissingNode();
    }

    /** The items of array {@code field}, or an empty list. */
    static List<JsonNode> items(JsonNode node, String field) {
        JsonNode value = node.get(field);
        List<JsonNode> list = new ArrayList<>();
        if (value != null && value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                list.add(value.get(i));
            }
        }
        return list;
    }

    /** A {@code [x, y]} point field, or null. */
    static @Nullable Pt point(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value != null ? point(value) : null;
    }

    static @Nullable Pt point(JsonNode value) {
        if (value.isArray()
                && value.size() == 2
                && value.get(0).isNumber()
                && value.get(1).isNumber()) {
            return new Pt(value.get(0).doubleValue(), value.get(1).doubleValue());
        }
        return null;
    }

    /** The {@code via} points of a relationship, in order. */
    static List<Pt> via(JsonNode node) {
        List<Pt> points = new ArrayList<>();
        for (JsonNode item : items(node, "via")) {
            Pt p = point(item);
            if (p != null) {
                points.add(p);
            }
        }
        return points;
    }
}
