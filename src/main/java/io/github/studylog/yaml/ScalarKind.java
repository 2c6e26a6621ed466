package io.github.studylog.yaml;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The JSON kind of a YAML scalar, decided from the node's resolved tag AND its text, never from a converted
 * Java object. SnakeYAML implements YAML 1.1, where {@code yes}, {@code 0755} and {@code 2026-09-08} are a
 * boolean, an octal number and a timestamp; study records are read as YAML 1.2 reads them (the site's loader
 * does): only the YAML 1.2 booleans ({@code true}, {@code false}, {@code True}, {@code False}, {@code TRUE},
 * {@code FALSE}), decimal integers and decimal numbers get a non-string kind. Dates stay text, and YAML 1.1's
 * {@code yes}/{@code no}/{@code on}/{@code off}/{@code y}/{@code n} stay text ({@link #isYaml11Boolean}).
 */
public enum ScalarKind {
    STRING,
    INTEGER,
    NUMBER,
    BOOLEAN,
    NULL;

    private static final Set<String> YAML12_BOOLEANS = Set.of("true", "false", "True", "False", "TRUE", "FALSE");
    private static final Set<String> YAML11_ONLY_BOOLEANS = Set.of("yes", "no", "on", "off", "y", "n");
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
        if (Tag.BOOL.equals(tag) && YAML12_BOOLEANS.contains(text)) {
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

    /**
     * True for a word YAML 1.1 reads as a boolean but YAML 1.2 reads as text ({@code yes}, {@code no}, {@code on},
     * {@code off}, {@code y}, {@code n}, in any case): such a value is text here, and a {@code <bool>} refuses it.
     */
    public static boolean isYaml11Boolean(String text) {
        return YAML11_ONLY_BOOLEANS.contains(text.toLowerCase(Locale.ROOT));
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
        return name().toLowerCase(Locale.ROOT);
    }

    private static String abbreviate(String text) {
        String oneLine = text.replace('\n', ' ');
        return oneLine.length() > 60 ? oneLine.substring(0, 57) + "..." : oneLine;
    }
}
