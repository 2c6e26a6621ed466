package io.github.studylog.content;

/**
 * The one XML/HTML escaper: text for element content and for attribute values, in the reports (JUnit), the SVGs the
 * plugin draws and the diagrams page. Characters XML 1.0 cannot carry at all (C0 controls other than tab, newline
 * and carriage return; U+FFFE, U+FFFF; unpaired surrogates) become a visible {@code \\uXXXX}, so the document always
 * parses and nothing is silently dropped.
 */
public final class XmlText {

    private XmlText() {}

    /** For element content: {@code & < >} escaped, {@code \r} as a character reference so parsing keeps it. */
    public static String content(String text) {
        return escape(text, false);
    }

    /**
     * For an attribute value, single- or double-quoted (and for HTML text, where it is also safe): also {@code "}
     * and {@code '}, and tab, newline, carriage return as references.
     */
    public static String attribute(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean attribute) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(i + 1));
                i += 2;
                continue;
            }
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append(attribute ? "&quot;" : "\"");
                case '\'' -> out.append(attribute ? "&#39;" : "'");
                case '\r' -> out.append("&#13;");
                case '\n' -> out.append(attribute ? "&#10;" : "\n");
                case '\t' -> out.append(attribute ? "&#9;" : "\t");
                default -> {
                    if (isXmlChar(c)) {
                        out.append(c);
                    } else {
                        out.append(String.format("\\u%04X", (int) c));
                    }
                }
            }
            i++;
        }
        return out.toString();
    }

    /** A BMP character XML 1.0 allows; surrogates reach here only when unpaired. */
    private static boolean isXmlChar(char c) {
        return (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD);
    }
}
