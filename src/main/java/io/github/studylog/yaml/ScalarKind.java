package io.github.studylog.yaml;

import java.util.regex.Pattern;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The JSON kind of a YAML scalar, decided from the node's resolved tag AND its text, never from a converted
 * Java object. SnakeYAML implements YAML 1.1, where {@code yes}, {@code 0755} and {@code 2026-09-08} are a
 * boolean, an octal number and a timestamp; study records use the plain JSON-like subset, so only
 * {@code true}/{@code false}, decimal integers and decimal numbers get a non-string kind. Dates stay text.
 */
public enum ScalarKind {
    STRING,
    INTEGER,
    NUMBER,
    BOOLEAN,
    NULL;

    private static final Pattern DECIMAL_INT = Pattern.compile("[-+]?(0|[1-9][0-9]*)");
    private static final Pattern DECIMAL = Pattern.compile("[-+]?([0-9]+\\.[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?");

    public static ScalarKind of(ScalarNode node) {
        if (node.getScalarStyle() != DumperOptions.ScalarStyle.PLAIN) {
            return STRING;
        }
        Tag tag = node.getTag();
        String text = node.getValue();
        if (Tag.NULL.equals(tag)) {
            return NULL;
        }
        if (Tag.BOOL.equals(tag) && (text.equals("true") || text.equals("false"))) {
            return BOOLEAN;
        }
        if (Tag.INT.equals(tag) && DECIMAL_INT.matcher(text).matches()) {
            return INTEGER;
        }
        if (Tag.FLOAT.equals(tag) && DECIMAL.matcher(text).matches()) {
            return NUMBER;
        }
        return STRING;
    }

    /** The word used in messages: "the number 42", "the text `yes`". */
    public String describe(String text) {
        return switch (this) {
            case STRING -> text.isEmpty() ? "an empty text" : "`" + abbreviate(text) + "`";
            case INTEGER, NUMBER -> "the number " + text;
            case BOOLEAN -> "`" + text + "`";
            case NULL -> "nothing";
        };
    }

    public String jsonType() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    private static String abbreviate(String text) {
        String oneLine = text.replace('\n', ' ');
        return oneLine.length() > 60 ? oneLine.substring(0, 57) + "..." : oneLine;
    }
}
