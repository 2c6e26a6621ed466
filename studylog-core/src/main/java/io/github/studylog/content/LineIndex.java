package io.github.studylog.content;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The one line/column index of a text: every finding's position that comes from an offset, or from a library's
 * own line and column, goes through it, so every surface counts lines the same way.
 * <p>
 * <b>The rule:</b> LF, CRLF and a lone CR each end a line (as {@link String#lines()}, editors and the fuzz contract
 * count them; U+0085, U+2028 and U+2029 do not); lines and columns are 1-based and columns count code points (an
 * emoji or a CJK character is one column). A text ending in a line end has an empty last line after it. A leading
 * byte order mark is not a column. An offset past the text, or inside a line end, is clamped to one past the last
 * code point of its line ({@code column ≤ line length + 1}).
 * <p>
 * Built once per text in O(n); each look-up is O(log n). Immutable and shareable.
 */
public final class LineIndex {

    /** A 1-based line and column (code points). */
    public record Position(int line, int column) {
        public static final Position START = new Position(1, 1);
    }

    private final String text;
    /** Char offset where each line's content starts. */
    private final int[] starts;
    /** Char offset where each line's content ends (its line end, or the end of the text). */
    private final int[] ends;
    /** Code-point offset of each line's start. */
    private final int[] codePointStarts;
    /** Char offsets of the high surrogate of every surrogate pair, ascending. */
    private final int[] pairs;

    private LineIndex(String text) {
        this.text = text;
        int n = text.length();
        int[] s = new int[16];
        int[] e = new int[16];
        int[] cp = new int[16];
        int[] p = new int[0];
        int pairCount = 0;
        int count = 0;
        int bom = Bom.length(text);
        int start = bom;
        int lineCodePointStart = 0;
        // one copy of the chars, read as an array: String.charAt's checks per char cost more than the copy (a
        // Japanese text is stored as UTF-16, and the index is built for every record and doc)
        char[] chars = text.toCharArray();
        for (int i = start; i < n; i++) {
            char c = chars[i];
            if (c > '\r' && c < Character.MIN_SURROGATE) {
                continue; // most chars, kana and kanji included: neither a line end nor half of a pair
            }
            if (c == '\n' || c == '\r') {
                if (count == s.length) {
                    s = Arrays.copyOf(s, count * 2);
                    e = Arrays.copyOf(e, count * 2);
                    cp = Arrays.copyOf(cp, count * 2);
                }
                s[count] = start;
                e[count] = i;
                cp[count] = lineCodePointStart;
                count++;
                if (c == '\r' && i + 1 < n && chars[i + 1] == '\n') {
                    i++;
                }
                start = i + 1;
                // every char before here is one code point but the second half of each pair
                lineCodePointStart = start - bom - pairCount;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(chars[i + 1])) {
                if (pairCount == p.length) {
                    p = Arrays.copyOf(p, Math.max(8, pairCount * 2));
                }
                p[pairCount++] = i;
                i++;
            }
        }
        if (count == s.length) {
            s = Arrays.copyOf(s, count + 1);
            e = Arrays.copyOf(e, count + 1);
            cp = Arrays.copyOf(cp, count + 1);
        }
        s[count] = start;
        e[count] = n;
        cp[count] = lineCodePointStart;
        count++;
        this.starts = Arrays.copyOf(s, count);
        this.ends = Arrays.copyOf(e, count);
        this.codePointStarts = Arrays.copyOf(cp, count);
        this.pairs = Arrays.copyOf(p, pairCount);
    }

    /** A line end as this index counts it: CRLF, a lone CR or LF. */
    private static final Pattern LINE_END = Pattern.compile("\r\n|\r|\n");

    /**
     * The lines of {@code text}, split where this index ends a line, without their line ends; a text ending in a
     * line end has an empty last line, so the list has {@link #lineCount()} entries.
     */
    public static List<String> lines(String text) {
        return List.of(LINE_END.split(text, -1));
    }

    /** The index of {@code text}. */
    public static LineIndex of(String text) {
        return new LineIndex(text);
    }

    /** The number of lines (at least 1: an empty text is one empty line). */
    public int lineCount() {
        return starts.length;
    }

    /** The content of a 1-based line, without its line end (and without the text's leading BOM on line 1). */
    public String lineText(int line) {
        return text.substring(starts[line - 1], ends[line - 1]);
    }

    /** The position of a char (UTF-16) offset; offsets outside the text are clamped. */
    public Position at(long charOffset) {
        int offset = (int) Math.max(0, Math.min(charOffset, text.length()));
        int index = Arrays.binarySearch(starts, offset);
        int line = index >= 0 ? index : Math.max(0, -index - 2);
        return new Position(line + 1, column(line, offset));
    }

    /** 1-based line of a char offset. */
    public int line(long charOffset) {
        return at(charOffset).line();
    }

    /** 1-based column (code points) of a char offset. */
    public int column(long charOffset) {
        return at(charOffset).column();
    }

    /**
     * The position of a code-point offset into the text after its leading BOM (if any): snakeyaml-engine's
     * {@code Mark.getIndex()}. Offsets past the text are clamped.
     */
    public Position atCodePoint(long codePointOffset) {
        long offset = Math.max(0, codePointOffset);
        int index = Arrays.binarySearch(codePointStarts, (int) Math.min(offset, Integer.MAX_VALUE));
        int line = index >= 0 ? index : Math.max(0, -index - 2);
        int width = width(line);
        long column = offset - codePointStarts[line] + 1;
        return new Position(line + 1, (int) Math.min(column, width + 1L));
    }

    /**
     * The position of a library's 1-based line and column counted in UTF-16 units (StAX): the column is recounted
     * in code points; a line past the text or a column past its line is clamped to the last line or one past the
     * line's last code point.
     */
    public Position atUtf16(int line, int utf16Column) {
        if (line > starts.length) {
            int last = starts.length - 1;
            return new Position(last + 1, width(last) + 1);
        }
        int l = Math.max(1, line) - 1;
        long offset = Math.min((long) starts[l] + Math.max(1, utf16Column) - 1, ends[l]);
        return new Position(l + 1, column(l, (int) offset));
    }

    /** Code points of a 0-based line's content. */
    private int width(int line) {
        return column(line, ends[line]) - 1;
    }

    private int column(int line, int offset) {
        int start = starts[line];
        int end = Math.min(Math.max(offset, start), ends[line]);
        int units = end - start;
        // a pair is one column; an offset inside a pair counts the pair as one code point before it
        int from = lowerBound(start);
        int to = lowerBound(end);
        if (to > from && pairs[to - 1] + 1 == end) {
            to--; // the offset sits between the halves of a pair: the pair starts here
            units--;
        }
        return units - (to - from) + 1;
    }

    /** The number of pairs whose high surrogate lies before {@code offset}. */
    private int lowerBound(int offset) {
        int index = Arrays.binarySearch(pairs, offset);
        return index >= 0 ? index : -index - 1;
    }
}
