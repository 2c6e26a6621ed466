package io.github.studylog.sync;

/** A YAML double-quoted scalar on one line: escapes only what YAML needs and what a reader would not see. */
final class DoubleQuoted {

    private DoubleQuoted() {}

    static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\u0085':
                    out.append("\\N");
                    break;
                // U+2028 and U+2029 take the default escape (backslash, u, four digits): snakeyaml-engine 3.2
                // does not read the YAML escapes backslash-L and backslash-P
                default:
                    if (needsEscape(c)) {
                        out.append(c <= 0xFF ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.append('"').toString();
    }

    /** Control characters, line separators and the byte order mark: not written raw anywhere in the YAML. */
    static boolean needsEscape(char c) {
        return c < 0x20
                || (c >= 0x7F && c <= 0x9F)
                || c == '\u2028'
                || c == '\u2029'
                || c == '\uFEFF'
                || c == '\uFFFE'
                || c == '\uFFFF';
    }
}
