package io.github.studylog.sync;

/**
 * A multi-line text as a YAML literal block scalar ({@code |}), the readable form for a narrative: every line as
 * written, Markdown included, with the chomping indicator that keeps the text's final line breaks exactly.
 */
final class LiteralBlock {

    private LiteralBlock() {}

    /**
     * Whether the text can be a literal block read back unchanged: it has a line break, no character needing an
     * escape (tabs are fine), and its first non-empty line does not start with a blank (that would change the
     * detected indentation).
     */
    static boolean fits(String text) {
        if (text.indexOf('\n') < 0) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\n' && c != '\t' && DoubleQuoted.needsEscape(c)) {
                return false;
            }
        }
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty()) {
                return line.charAt(0) != ' ' && line.charAt(0) != '\t';
            }
        }
        return false;
    }

    /** {@code |…} then the lines at {@code indent}; no final line break (the caller continues). */
    static String write(String text, int indent) {
        String chomping;
        String body;
        if (!text.endsWith("\n")) {
            chomping = "-";
            body = text;
        } else {
            chomping = text.endsWith("\n\n") ? "+" : "";
            body = text.substring(0, text.length() - 1);
        }
        StringBuilder out = new StringBuilder("|").append(chomping);
        String pad = " ".repeat(Math.max(indent, 1));
        for (String line : body.split("\n", -1)) {
            out.append('\n');
            if (!line.isEmpty()) {
                out.append(pad).append(line);
            }
        }
        return out.toString();
    }
}
