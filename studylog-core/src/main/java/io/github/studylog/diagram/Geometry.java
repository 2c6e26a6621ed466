package io.github.studylog.diagram;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** Small geometry helpers shared by the layout checks; coordinates are SVG user units (px). */
final class Geometry {

    private Geometry() {}

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

    static double number(@Nullable JsonNode object, String key, double fallback) {
        JsonNode value = object == null ? null : object.get(key);
        return value != null && value.isNumber() ? value.asDouble() : fallback;
    }

    static @Nullable String text(@Nullable JsonNode object, String key) {
        JsonNode value = object == null ? null : object.get(key);
        return value != null && value.isString() ? value.asString() : null;
    }

    /** A string the schema requires (an id, a relation's ends, a stage's label): layouts run on valid diagrams only. */
    static String required(JsonNode object, String key) {
        return Objects.requireNonNull(text(object, key), key);
    }

    static JsonNode array(JsonNode root, String key) {
        JsonNode value = root.get(key);
        return value != null && value.isArray()
                ? value
                : tools.jackson.databind.node.JsonNodeFactory.instance.arrayNode();
    }

    /** Formats px for messages. */
    static String px(double value) {
        return Words.number(value) + "px";
    }
}
