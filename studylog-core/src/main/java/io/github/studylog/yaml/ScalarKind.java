package io.github.studylog.yaml;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.resolver.CoreScalarResolver;

/**
 * The JSON kind of a YAML scalar, decided here and nowhere else, and the one table of YAML's boolean words.
 * Study records are YAML 1.2, as the site's loader (js-yaml) reads them: only the YAML 1.2 booleans ({@code true},
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

    /** YAML 1.2's booleans (core schema); YAML 1.1's extra words are in {@link #isYaml11Boolean}. */
    private static final Set<String> TRUE_WORDS = Set.of("true", "True", "TRUE");

    private static final Set<String> FALSE_WORDS = Set.of("false", "False", "FALSE");
    private static final Set<String> NULL_WORDS = Set.of("~", "null", "Null", "NULL");
    private static final Set<String> YAML11_BOOLEAN_WORDS = Set.of("yes", "no", "on", "off", "y", "n");
    private static final CoreScalarResolver CORE = new CoreScalarResolver(false);
    private static final Pattern TIMESTAMP_START = Pattern.compile("[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt \\t]|$)");

    public static ScalarKind of(ScalarNode node) {
        if (node.getScalarStyle() != ScalarStyle.PLAIN) {
            return STRING;
        }
        String text = node.getValue();
        ScalarKind byText = ofPlainText(text);
        Tag tag = node.getTag();
        if (PlainScalarResolver.IMPLICIT.equals(tag)) {
            return byText;
        }
        if (byText != STRING && ofTag(tag) == byText) {
            return byText;
        }
        return Tag.NULL.equals(tag) ? NULL : STRING;
    }

    /** The kind an explicit plain tag ({@code !!int}) names; null for any other tag. */
    private static @Nullable ScalarKind ofTag(Tag tag) {
        if (Tag.STR.equals(tag)) {
            return STRING;
        }
        if (Tag.INT.equals(tag)) {
            return INTEGER;
        }
        if (Tag.FLOAT.equals(tag)) {
            return NUMBER;
        }
        if (Tag.BOOL.equals(tag)) {
            return BOOLEAN;
        }
        return Tag.NULL.equals(tag) ? NULL : null;
    }

    /** Whether {@code text} written plain reads back as a scalar with {@code tag} (a writer's question). */
    public static boolean readsBackPlainAs(String text, Tag tag) {
        ScalarKind kind = ofTag(tag);
        return kind == STRING ? readsAsPlainText(text) : kind != null && kind == ofPlainText(text);
    }

    /** The kind a plain scalar's text stands for. */
    static ScalarKind ofPlainText(String text) {
        if (text.isEmpty() || NULL_WORDS.contains(text)) {
            return NULL;
        }
        if (TRUE_WORDS.contains(text) || FALSE_WORDS.contains(text)) {
            return BOOLEAN;
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
        return YAML11_BOOLEAN_WORDS.contains(text.toLowerCase(Locale.ROOT));
    }

    /** The value of a plain text of kind {@link #INTEGER} ({@code [-+]?(0|[1-9][0-9]*)}, a leading {@code +} allowed). */
    public static BigInteger integerValue(String text) {
        return new BigInteger(text.startsWith("+") ? text.substring(1) : text);
    }

    /**
     * The value of a plain text of kind {@link #NUMBER}: exact, or, for an exponent beyond what a
     * {@link BigDecimal} holds ({@code 1e99999999999}), the nearest double (infinite or zero). Either way a number.
     */
    public static Number numberValue(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return Double.parseDouble(text);
        }
    }

    /** The value of a YAML 1.2 boolean scalar; empty for any other scalar (a quoted {@code "true"} is text). */
    public static Optional<Boolean> booleanValue(ScalarNode node) {
        if (of(node) != BOOLEAN) {
            return Optional.empty();
        }
        return Optional.of(TRUE_WORDS.contains(node.getValue()));
    }

    /**
     * True when {@code text}, written as a plain scalar, reads back as that text in every YAML a reader may use:
     * neither YAML 1.2's core schema ({@code 0x1F}, {@code 0755}, {@code .inf} are numbers) nor this class, nor
     * YAML 1.1's booleans, nor js-yaml's default schema (a {@code 2026-09-08...} timestamp) take it for something
     * else. Whether its characters allow a plain scalar at
     * all is the writer's question.
     */
    public static boolean readsAsPlainText(String text) {
        return !text.isEmpty()
                && ofPlainText(text) == STRING
                && !isYaml11Boolean(text)
                && CORE.resolve(text, true).equals(Tag.STR)
                && !TIMESTAMP_START.matcher(text).lookingAt();
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

    /** A value as messages quote it: on one line, at most 60 characters. */
    public static String abbreviate(String text) {
        String oneLine = text.replace('\n', ' ');
        return oneLine.length() > 60 ? oneLine.substring(0, 57) + "..." : oneLine;
    }
}
