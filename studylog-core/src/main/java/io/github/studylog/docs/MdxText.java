package io.github.studylog.docs;

/**
 * The text of an MDX doc with what MDX does not read as Markdown replaced by spaces (line breaks and so every
 * offset kept), before flexmark reads the rest as Markdown:
 * <ul>
 * <li>JavaScript expressions {@code {…}} in text and in JSX attributes ({@code code={`…`}},
 * {@code set:html={"<a href=…>"}}), and {@code {/* … *}/} comments: their links and headings are not the page's.
 * Braces, strings, template literals and comments inside are followed to the matching {@code }};</li>
 * <li>ESM: a block of lines whose first starts with {@code import} or {@code export} at the line's start, to
 * the next blank line (mdxjs-esm);</li>
 * <li>fenced code, by MDX's fence rules: with indented code turned off, an opener and its closer may be indented by
 * any number of spaces or tabs (micromark's {@code codeFenced} lifts the three-space limit when
 * {@code codeIndented} is disabled), so a fence opened at four spaces and closed at two is one block.</li>
 * </ul>
 * Code spans are kept as they are (an expression's brace inside one is text). String attribute values of JSX tags
 * are kept: {@link HtmlTags} reads them.
 *
 * <p>Written as a pass over the text because no Java parser implements MDX (the reference is micromark's JavaScript
 * extensions), and flexmark, which reads the rest, has no notion of JSX; the pass holds to MDX's documented
 * behaviour for these constructs ({@code MdxTextTest} quotes the cases).
 */
final class MdxText {

    /** An expression longer than this is not MDX a site builds: its brace is left as text. */
    private static final int MAX_EXPRESSION = 200_000;
    /** Template literals nested deeper than this inside an expression are not followed (the brace is text). */
    private static final int MAX_TEMPLATE_DEPTH = 32;

    private final String text;
    private final char[] out;
    /**
     * Set by the first brace that has no match: MDX refuses such a file, and following every later brace to the
     * end again would make the pass quadratic; the rest of the text's braces are text.
     */
    private boolean unbalanced;
    /** Per backtick run length, the offset up to which no closing run exists (so the search is not repeated). */
    private final java.util.Map<Integer, Integer> noCloserBefore = new java.util.HashMap<>();

    private MdxText(String text) {
        this.text = text;
        this.out = text.toCharArray();
    }

    /** The text with MDX's JavaScript and fenced code blanked. */
    static String blanked(String text) {
        MdxText mdx = new MdxText(text);
        mdx.scan();
        return new String(mdx.out);
    }

    private void scan() {
        int n = text.length();
        int i = 0;
        boolean lineStart = true;
        boolean previousBlank = true;
        while (i < n) {
            if (lineStart) {
                int end = lineEnd(i);
                int first = skipIndent(i, end);
                // a line of a CRLF file ends in "\r", the start of its line ending
                boolean blank = first == end || (first == end - 1 && text.charAt(first) == '\r');
                int fence = fenceLength(first, end);
                if (fence > 0
                        && !(text.charAt(first) == '`'
                                && text.indexOf('`', first + fence) >= 0
                                && text.indexOf('`', first + fence) < end)) {
                    i = skipFence(i, text.charAt(first), fence);
                    previousBlank = false;
                    continue;
                }
                if (previousBlank && first == i && (startsWord(i, "import") || startsWord(i, "export"))) {
                    i = skipEsm(i);
                    previousBlank = true;
                    continue;
                }
                previousBlank = blank;
                lineStart = false;
            }
            char c = text.charAt(i);
            if (c == '\n') {
                lineStart = true;
                i++;
            } else if (c == '\\' && i + 1 < n && text.charAt(i + 1) != '\n') {
                i += 2;
            } else if (c == '`') {
                i = skipCodeSpan(i);
            } else if (c == '{') {
                int end = expressionEnd(i);
                if (end > 0) {
                    blank(i, end);
                    i = end;
                } else {
                    i++;
                }
            } else if (c == '<' && i + 1 < n && (Character.isLetter(text.charAt(i + 1)) || text.charAt(i + 1) == '>')) {
                i = tag(i);
            } else {
                i++;
            }
        }
    }

    private int lineEnd(int i) {
        int end = text.indexOf('\n', i);
        return end < 0 ? text.length() : end;
    }

    /** After the spaces, tabs and container markers ({@code >}, list bullets and numbers) opening a line. */
    private int skipIndent(int i, int end) {
        while (i < end) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '>') {
                i++;
            } else if ((c == '-' || c == '*' || c == '+') && i + 1 < end && text.charAt(i + 1) == ' ') {
                i += 2;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < end && j - i < 9 && Character.isDigit(text.charAt(j))) {
                    j++;
                }
                if (j + 1 < end && (text.charAt(j) == '.' || text.charAt(j) == ')') && text.charAt(j + 1) == ' ') {
                    i = j + 2;
                } else {
                    return i;
                }
            } else {
                return i;
            }
        }
        return i;
    }

    /** The length of a fence marker run (three or more {@code `} or {@code ~}) at i, or 0. */
    private int fenceLength(int i, int end) {
        if (i >= end || (text.charAt(i) != '`' && text.charAt(i) != '~')) {
            return 0;
        }
        char c = text.charAt(i);
        int j = i;
        while (j < end && text.charAt(j) == c) {
            j++;
        }
        return j - i >= 3 ? j - i : 0;
    }

    /** Blanks a fenced code block from its opening line to its closer (or the end), the start of the next line. */
    private int skipFence(int lineStart, char marker, int length) {
        int end = lineEnd(lineStart);
        blank(lineStart, end);
        int i = end + 1;
        while (i < text.length()) {
            int e = lineEnd(i);
            int first = i;
            while (first < e
                    && (text.charAt(first) == ' ' || text.charAt(first) == '\t' || text.charAt(first) == '>')) {
                first++;
            }
            int run = fenceLength(first, e);
            boolean closes = run >= length
                    && text.charAt(first) == marker
                    && text.substring(first + run, e).isBlank();
            blank(i, e);
            i = e + 1;
            if (closes) {
                break;
            }
        }
        return Math.min(i, text.length());
    }

    private boolean startsWord(int i, String word) {
        int after = i + word.length();
        return text.startsWith(word, i)
                && after < text.length()
                && (text.charAt(after) == ' ' || text.charAt(after) == '{' || text.charAt(after) == '*');
    }

    /** Blanks an ESM block to the next blank line; the offset of that line. */
    private int skipEsm(int i) {
        while (i < text.length()) {
            int e = lineEnd(i);
            if (text.substring(i, e).isBlank()) {
                return i;
            }
            blank(i, e);
            i = e + 1;
        }
        return text.length();
    }

    /** Past a code span opened by the backtick run at i (or just past the run when it is never closed). */
    private int skipCodeSpan(int i) {
        int run = 0;
        while (i + run < text.length() && text.charAt(i + run) == '`') {
            run++;
        }
        int j = i + run;
        if (noCloserBefore.getOrDefault(run, -1) > j) {
            return j;
        }
        while (j < text.length()) {
            if (text.charAt(j) == '\n' && j + 1 < text.length() && blankLineAt(j + 1)) {
                break;
            }
            if (text.charAt(j) == '`') {
                int k = j;
                while (k < text.length() && text.charAt(k) == '`') {
                    k++;
                }
                if (k - j == run) {
                    return k;
                }
                j = k;
            } else {
                j++;
            }
        }
        noCloserBefore.put(run, j);
        return i + run;
    }

    private boolean blankLineAt(int i) {
        int e = lineEnd(i);
        return text.substring(i, e).isBlank();
    }

    /**
     * A JSX tag from its {@code <} to after its {@code >}: quoted attribute values are kept, expressions in it
     * blanked.
     */
    private int tag(int i) {
        int j = i + 1;
        while (j < text.length()) {
            char c = text.charAt(j);
            if (c == '>') {
                return j + 1;
            }
            if (c == '"' || c == '\'') {
                int close = text.indexOf(c, j + 1);
                if (close < 0) {
                    return j + 1;
                }
                j = close + 1;
            } else if (c == '{') {
                int end = expressionEnd(j);
                if (end < 0) {
                    return j + 1;
                }
                blank(j, end);
                if (end - j >= 2 && j > 0 && text.charAt(j - 1) == '=') {
                    // an attribute's value stays a value, an empty one, for the tag reader
                    out[j] = '"';
                    out[j + 1] = '"';
                }
                j = end;
            } else if (c == '<') {
                return j;
            } else {
                j++;
            }
        }
        return j;
    }

    /**
     * The offset after the {@code }} matching the {@code {} at i, following strings, template literals and
     * comments inside; -1 when there is none within {@link #MAX_EXPRESSION} characters.
     */
    private int expressionEnd(int i) {
        if (unbalanced) {
            return -1;
        }
        int end = expressionEnd(i, 0);
        unbalanced = end < 0;
        return end;
    }

    private int expressionEnd(int i, int templates) {
        if (templates > MAX_TEMPLATE_DEPTH) {
            return -1;
        }
        int depth = 0;
        int limit = Math.min(text.length(), i + MAX_EXPRESSION);
        int j = i;
        while (j < limit) {
            char c = text.charAt(j);
            if (c == '{') {
                depth++;
                j++;
            } else if (c == '}') {
                depth--;
                j++;
                if (depth == 0) {
                    return j;
                }
            } else if (c == '"' || c == '\'') {
                j = stringEnd(j, c, limit);
            } else if (c == '`') {
                j = templateEnd(j, limit, templates + 1);
            } else if (c == '/' && j + 1 < limit && text.charAt(j + 1) == '*') {
                int close = text.indexOf("*/", j + 2);
                j = close < 0 ? limit : close + 2;
            } else if (c == '/' && j + 1 < limit && text.charAt(j + 1) == '/') {
                j = lineEnd(j);
            } else {
                j++;
            }
            if (j < 0) {
                return -1;
            }
        }
        return -1;
    }

    private int stringEnd(int j, char quote, int limit) {
        j++;
        while (j < limit) {
            char c = text.charAt(j);
            if (c == '\\') {
                j += 2;
            } else if (c == quote) {
                return j + 1;
            } else if (c == '\n') {
                return j; // a JSX text quote, not a string
            } else {
                j++;
            }
        }
        return -1;
    }

    private int templateEnd(int j, int limit, int templates) {
        j++;
        while (j < limit) {
            char c = text.charAt(j);
            if (c == '\\') {
                j += 2;
            } else if (c == '`') {
                return j + 1;
            } else if (c == '$' && j + 1 < limit && text.charAt(j + 1) == '{') {
                int end = expressionEnd(j + 1, templates);
                if (end < 0) {
                    return -1;
                }
                j = end;
            } else {
                j++;
            }
        }
        return -1;
    }

    private void blank(int from, int to) {
        for (int k = from; k < to && k < out.length; k++) {
            if (out[k] != '\n' && out[k] != '\r') {
                out[k] = ' ';
            }
        }
    }
}
