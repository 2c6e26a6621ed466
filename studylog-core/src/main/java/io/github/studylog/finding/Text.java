package io.github.studylog.finding;

import java.util.Locale;

/**
 * Text a finding may carry: valid Unicode only. A message that quotes content must quote a code point, never a
 * {@code char} (half of a surrogate pair cannot be written as UTF-8, and an encoder then fails the whole report).
 */
public final class Text {

    private Text() {}

    /** {@code text} with every unpaired surrogate replaced by U+FFFD; the same instance when there is none. */
    public static String validUnicode(String text) {
        StringBuilder out = null;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair) {
                if (out != null) {
                    out.append(c).append(text.charAt(i + 1));
                }
                i++;
                continue;
            }
            boolean lone = Character.isSurrogate(c);
            if (lone && out == null) {
                out = new StringBuilder(n).append(text, 0, i);
            }
            if (out != null) {
                out.append(lone ? '\uFFFD' : c);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Whether {@code text} holds no unpaired surrogate. */
    public static boolean isValidUnicode(String text) {
        return validUnicode(text) == text;
    }

    /**
     * A code point as a message quotes it: {@code U+1F300 (🌀)}; control characters, surrogates and unassigned
     * code points as {@code U+0007} alone, so the message stays one readable line.
     */
    public static String codePoint(int codePoint) {
        String hex = "U+" + String.format(Locale.ROOT, "%04X", codePoint);
        int type = Character.isValidCodePoint(codePoint) ? Character.getType(codePoint) : Character.UNASSIGNED;
        boolean printable = type != Character.UNASSIGNED
                && type != Character.CONTROL
                && type != Character.SURROGATE
                && type != Character.FORMAT
                && type != Character.PRIVATE_USE
                && type != Character.LINE_SEPARATOR
                && type != Character.PARAGRAPH_SEPARATOR;
        return printable ? hex + " (" + new String(Character.toChars(codePoint)) + ")" : hex;
    }

    /** A quoted value cut to {@code max} code points, with its length when it was longer: an error stays short. */
    public static String cut(String value, int max) {
        int length = value.codePointCount(0, value.length());
        if (length <= max) {
            return value;
        }
        return value.substring(0, value.offsetByCodePoints(0, max)) + "… (" + length + ")";
    }
}
