package io.github.studylog.diagram;

import tools.jackson.databind.JsonNode;

/** Small geometry helpers shared by the layout checks; coordinates are SVG user units (px). */
final class Geometry {

    private Geometry() {
    }

    /** The effective viewBox: {@code meta.viewBox} or the type's default. */
    static double[] viewBox(JsonNode root, double defaultW, double defaultH) {
        JsonNode meta = root.get("meta");
        JsonNode box = meta == null ? null : meta.get("viewBox");
        if (box != null && box.isArray() && box.size() == 2) {
            return new double[] {box.get(0).asDouble(), box.get(1).asDouble()};
        }
        return new double[] {defaultW, defaultH};
    }

    static boolean hasViewBox(JsonNode root) {
        JsonNode meta = root.get("meta");
        return meta != null && meta.get("viewBox") != null;
    }

    static double number(JsonNode object, String key, double fallback) {
        JsonNode value = object == null ? null : object.get(key);
        return value != null && value.isNumber() ? value.asDouble() : fallback;
    }

    static String text(JsonNode object, String key) {
        JsonNode value = object == null ? null : object.get(key);
        return value != null && value.isString() ? value.asString() : null;
    }

    static JsonNode array(JsonNode root, String key) {
        JsonNode value = root.get(key);
        return value != null && value.isArray() ? value : tools.jackson.databind.node.JsonNodeFactory.instance
                .arrayNode();
    }

    /** Formats px for messages. */
    static String px(double value) {
        return Words.number(value) + "px";
    }
}
