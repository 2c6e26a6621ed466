package io.github.studylog.docs;

/**
 * The YAML front matter of a doc: the lines between a first line {@code ---} and the next {@code ---}
 * (or {@code ...}) line, as Astro reads it.
 *
 * @param present  the doc starts with {@code ---}
 * @param unclosed it starts with {@code ---} but no closing line follows
 * @param yaml     the YAML text between the fences
 * @param end      offset just after the closing line (0 when absent)
 */
record FrontMatter(boolean present, boolean unclosed, String yaml, int end) {

    static FrontMatter find(String text) {
        // Astro accepts blank lines before the opening line
        int open = 0;
        int leading = 0;
        while (true) {
            int nl = text.indexOf('\n', open);
            if (nl < 0 || !text.substring(open, nl).isBlank()) {
                break;
            }
            open = nl + 1;
            leading++;
        }
        if (!(text.startsWith("---\n", open) || text.startsWith("---\r\n", open))) {
            return new FrontMatter(false, false, "", 0);
        }
        int lineStart = text.indexOf('\n', open) + 1;
        int yamlStart = lineStart;
        String lines = "\n".repeat(leading); // so the YAML's line numbers stay those of the file
        while (lineStart < text.length()) {
            int lineEnd = text.indexOf('\n', lineStart);
            int stop = lineEnd < 0 ? text.length() : lineEnd;
            String line = text.substring(lineStart, stop).replace("\r", "");
            if (line.equals("---") || line.equals("...")) {
                return new FrontMatter(
                        true,
                        false,
                        lines + text.substring(yamlStart, lineStart),
                        lineEnd < 0 ? text.length() : lineEnd + 1);
            }
            lineStart = stop + 1;
        }
        // with blank lines before it, an opening line never closed is a thematic break, not front matter
        return leading > 0 ? new FrontMatter(false, false, "", 0) : new FrontMatter(true, true, "", 0);
    }

    /** The text with the front matter replaced by spaces, keeping every offset and line. */
    String blanked(String text) {
        if (!present || unclosed) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            out.append(c == '\n' || c == '\r' ? c : ' ');
        }
        return out.append(text, end, text.length()).toString();
    }
}
