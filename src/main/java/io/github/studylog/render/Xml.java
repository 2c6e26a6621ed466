package io.github.studylog.render;

/** XML/HTML escaping for text and attribute values; drops characters XML 1.0 cannot carry. */
public final class Xml {

    private Xml() {
    }

    /** Escapes {@code & < > " '} and replaces control characters that XML 1.0 forbids by U+FFFD. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(cp -> {
            switch (cp) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (allowed(cp)) {
                        out.appendCodePoint(cp);
                    } else {
                        out.append('\uFFFD');
                    }
                }
            }
        });
        return out.toString();
    }

    private static boolean allowed(int cp) {
        return cp == 0x9 || cp == 0xA || cp == 0xD
                || (cp >= 0x20 && cp <= 0xD7FF)
                || (cp >= 0xE000 && cp <= 0xFFFD)
                || (cp >= 0x10000 && cp <= 0x10FFFF);
    }
}
