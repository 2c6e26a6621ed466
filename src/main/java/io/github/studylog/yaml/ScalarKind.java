package io.github.studylog.yaml;

import java.util.Locale;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The JSON kind of a YAML scalar, decided here and nowhere else. SnakeYAML implements YAML 1.1, where
 * {@code yes}, {@code 0755} and {@code 2026-09-08} are a boolean, an octal number and a timestamp; study records
 * are read as YAML 1.2 reads them (the site's loader does): only the YAML 1.2 booleans ({@code true},
 * {@code false}, {@code True}, {@code False}, {@code TRUE}, {@code FALSE}), decimal integers, decimal numbers and
 * the null words get a non-string kind. Dates stay text, and YAML 1.1's {@code yes}/{@code no}/{@code on}/
 * {@code off}/{@code y}/{@code n} stay text ({@link #isYaml11Boolean}). Quoted scalars are text.
 *
 * <p>A plain scalar read by {@link SafeYamlLoader} carries {@link PlainScalarResolver#IMPLICIT} and its kind
 * comes from its text alone; a scalar with an explicit plain tag ({@code !!int 5}) is of that kind when its text
 * has that form, and text otherwise.
 */
public enum ScalarKind {
    STRING,
    INTEGER,
    NUMBER,
    BOOLEAN,
    NULL;

    public static ScalarKind of(ScalarNode node) {
        if (node.getScalarStyle() != DumperOptions.ScalarStyle.PLAIN) {
            return STRING;
        }
        String text = node.getValue();
        ScalarKind byText = ofPlainText(text);
        Tag tag = node.getTag();
        if (PlainScalarResolver.IMPLICIT.equals(tag)) {
            return byText;
        }
        if (Tag.NULL.equals(tag) && byText == NULL || Tag.BOOL.equals(tag) && byText == BOOLEAN
                || Tag.INT.equals(tag) && byText == INTEGER || Tag.FLOAT.equals(tag) && byText == NUMBER) {
            return byText;
        }
        return Tag.NULL.equals(tag) ? NULL : STRING;
    }

    /** The kind a plain scalar's text stands for. */
    static ScalarKind ofPlainText(String text) {
        if (text.isEmpty()) {
            return NULL;
        }
        switch (text) {
            case "~", "null", "Null", "NULL":
                return NULL;
            case "true", "false", "True", "False", "TRUE", "FALSE":
                return BOOLEAN;
            default:
                break;
        }
        return isDecimalInteger(text) ? INTEGER : isDecimalNumber(text) ? NUMBER : STRING;
    }

    /** {@code [-+]?(0|[1-9][0-9]*)}. */
    private static boolean isDecimalInteger(String text) {
        int start = text.charAt(0) == '-' || text.charAt(0) == '+' ? 1 : 0;
        int length = text.length() - start;
        if (length == 0) {
            return false;
        }
        if (text.charAt(start) == '0') {
            return length == 1;
        }
        return digits(text, start, text.length()) == text.length();
    }

    /** {@code [-+]?([0-9]+\.[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?}. */
    private static boolean isDecimalNumber(String text) {
        int i = text.charAt(0) == '-' || text.charAt(0) == '+' ? 1 : 0;
        int intEnd = digits(text, i, text.length());
        if (intEnd >= text.length() || text.charAt(intEnd) != '.') {
            return false;
        }
        int fractionEnd = digits(text, intEnd + 1, text.length());
        if (intEnd == i && fractionEnd == intEnd + 1) {
            return false; // neither integer nor fraction digits
        }
        if (fractionEnd == text.length()) {
            return true;
        }
        char e = text.charAt(fractionEnd);
        if (e != 'e' && e != 'E') {
            return false;
        }
        int exponent = fractionEnd + 1;
        if (exponent < text.length() && (text.charAt(exponent) == '-' || text.charAt(exponent) == '+')) {
            exponent++;
        }
        int exponentEnd = digits(text, exponent, text.length());
        return exponentEnd > exponent && exponentEnd == text.length();
    }

    /** The index of the first non-digit at or after {@code from}. */
    private static int digits(String text, int from, int to) {
        int i = from;
        while (i < to && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    /**
     * True for a word YAML 1.1 reads as a boolean but YAML 1.2 reads as text ({@code yes}, {@code no}, {@code on},
     * {@code off}, {@code y}, {@code n}, in any case): such a value is text here, and a {@code <bool>} refuses it.
     */
    public static boolean isYaml11Boolean(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "yes", "no", "on", "off", "y", "n" -> true;
            default -> false;
        };
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
