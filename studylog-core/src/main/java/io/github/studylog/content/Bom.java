package io.github.studylog.content;

/**
 * The one handling of a byte order mark in decoded text: {@link TextFiles} drops a UTF-8 BOM when it reads bytes,
 * and text that arrives otherwise (an overlay, an issue body, a test) may still start with U+FEFF. A BOM is not
 * content: parsers never see it and {@link LineIndex} does not count it as a column. A U+FEFF later in a text is an
 * ordinary (zero-width) character.
 */
public final class Bom {

    /** U+FEFF, the byte order mark as a character. */
    public static final String MARK = "\uFEFF";

    private Bom() {}

    /** 1 when {@code text} starts with a BOM, else 0. */
    public static int length(CharSequence text) {
        return !text.isEmpty() && text.charAt(0) == '\uFEFF' ? 1 : 0;
    }

    /** 3 when {@code bytes} start with a UTF-8 BOM ({@code EF BB BF}), else 0. */
    public static int utf8Length(byte[] bytes) {
        return bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF
                ? 3
                : 0;
    }

    /** {@code text} without its leading BOM. */
    public static String strip(String text) {
        return text.substring(length(text));
    }

    /** The BOM {@code text} starts with, or the empty string: to write a file back as it was. */
    public static String of(String text) {
        return text.substring(0, length(text));
    }
}
