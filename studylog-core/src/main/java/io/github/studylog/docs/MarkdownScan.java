package io.github.studylog.docs;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One linear pass over a Markdown text measuring what {@link MarkdownLimits} bounds, before flexmark sees it:
 * lines, the nesting of {@code >} and list markers that open a line, the length of each paragraph (consecutive
 * non-blank lines outside fenced code; a list item, heading or fence starts a new one) and every run of one
 * thematic-break marker ({@code *}, {@code _}, {@code -}, spaces and tabs between allowed) on a line.
 *
 * <p>A long block of raw HTML or JSX lines (a {@code <table>} of hundreds of rows: in an {@code .mdx} file one
 * paragraph to flexmark, whose inline parse of it is quadratic) is handed to flexmark in pieces: where a line that
 * ends with a tag's {@code >} is followed by one that starts with {@code <}, once the piece so far has
 * {@link #PIECE} characters, that {@code >} becomes a line break, so flexmark sees a blank line there (offsets kept;
 * the tags themselves are read by {@link HtmlTags} from the text as written). Only a piece that cannot be cut so is
 * measured against the paragraph limit.
 */
final class MarkdownScan {

    /** A run of one marker: offsets of its first and last marker, and how many markers it has. */
    record Run(int start, int end, char marker, int count) {}

    /**
     * The visible characters of a piece of a long tag block after which it is cut: flexmark's inline parse of one
     * piece stays in milliseconds, and an ordinary paragraph (shorter) is never cut.
     */
    static final int PIECE = 3_000;

    private final String text;
    private final MarkdownLimits limits;
    private final List<Run> longRuns = new ArrayList<>();
    /** The offsets of the {@code >} that end a piece of a long tag block: line breaks to flexmark. */
    private final List<Integer> cuts = new ArrayList<>();

    private int lines = 1;
    private int nestingAt = -1;
    private int nesting;
    private int paragraphAt = -1;
    /** The limit the reported paragraph broke: the plain limit, or four times it for one of few links. */
    private int paragraphLimit;
    /** The {@code [}, {@code `} and {@code <} of the paragraph being measured: what makes its parse quadratic. */
    private int unitOpeners;

    private int paragraph;
    private int listMarkers;

    private MarkdownScan(String text, MarkdownLimits limits) {
        this.text = text;
        this.limits = limits;
    }

    static MarkdownScan of(String text, MarkdownLimits limits) {
        MarkdownScan scan = new MarkdownScan(text, limits);
        if (text.length() <= limits.maxChars()) {
            scan.scan();
        }
        return scan;
    }

    private void scan() {
        boolean inFence = false;
        int unitStart = -1;
        int unitChars = 0;
        int start = 0;
        int tagEnd = -1; // the offset of the `>` that ends the previous line when it closes a tag, else -1
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            int afterPrefix = prefix(start, end);
            char first = afterPrefix < end ? text.charAt(afterPrefix) : '\n';
            boolean fence = text.startsWith("```", afterPrefix) || text.startsWith("~~~", afterPrefix);
            boolean blank = text.substring(start, end).isBlank();
            boolean opens = fence || first == '#' || listMarkers > 0;
            if (blank || opens || inFence) {
                unitChars = endUnit(unitStart, unitChars);
                unitOpeners = 0;
                unitStart = -1;
            } else if (unitStart >= 0 && tagEnd >= 0 && unitChars >= PIECE && opensTag(afterPrefix, end)) {
                // a long block of tag lines: the piece so far ends here, as if a blank line followed it
                unitChars = endUnit(unitStart, unitChars);
                unitOpeners = 0;
                unitStart = -1;
                cuts.add(tagEnd);
            }
            if (fence) {
                inFence = !inFence;
            } else if (!blank && !inFence) {
                if (unitStart < 0) {
                    unitStart = start;
                }
                unitChars += visible(start, end) + 1;
            }
            tagEnd = inFence || fence ? -1 : tagEnd(start, end);
            runs(start, end);
            if (end == text.length()) {
                break;
            }
            lines++;
            start = end + 1;
        }
        endUnit(unitStart, unitChars);
    }

    /** True when the line's first character after its indentation is {@code <}. */
    private boolean opensTag(int from, int end) {
        int i = from;
        while (i < end && isSpace(text.charAt(i))) {
            i++;
        }
        return i < end && text.charAt(i) == '<';
    }

    /** The offset of the line's last visible character when it is a {@code >} closing a tag of that line, else -1. */
    private int tagEnd(int start, int end) {
        int last = end - 1;
        while (last >= start && Character.isWhitespace(text.charAt(last))) {
            last--;
        }
        if (last <= start || text.charAt(last) != '>') {
            return -1;
        }
        return text.lastIndexOf('<', last) >= start ? last : -1;
    }

    /**
     * The length a paragraph may have: {@link MarkdownLimits#maxParagraph}, or four times it when the paragraph has
     * fewer than one link, code span or tag opener per hundred allowed characters (a long line of text or a big
     * table costs flexmark little; its inline parser is quadratic in the openers it matches).
     */
    private int paragraphLimit() {
        return unitOpeners < limits.maxParagraph() / 100 ? 4 * limits.maxParagraph() : limits.maxParagraph();
    }

    /**
     * The characters of a line that are not spaces or tabs: what flexmark's inline parser works through (an MDX
     * doc's JavaScript is blanked to spaces before this scan).
     */
    private int visible(int start, int end) {
        int count = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t') {
                count++;
                if (c == '[' || c == '`' || c == '<') {
                    unitOpeners++;
                }
            }
        }
        return count;
    }

    private int endUnit(int unitStart, int unitChars) {
        if (unitStart >= 0 && paragraphAt < 0 && unitChars > paragraphLimit()) {
            paragraphAt = unitStart;
            paragraph = unitChars;
            paragraphLimit = paragraphLimit();
        }
        return 0;
    }

    /**
     * Skips the {@code >} and list markers opening a line (with the spaces after them), counting them; the offset
     * after the last one. Sets {@link #listMarkers} to how many of them are list markers.
     */
    private int prefix(int start, int end) {
        int i = start;
        int depth = 0;
        int last = start;
        int over = -1;
        listMarkers = 0;
        while (true) {
            while (i < end && isSpace(text.charAt(i))) {
                i++;
            }
            int marker = i;
            int after = markerEnd(i, end);
            if (after < 0) {
                break;
            }
            if (text.charAt(marker) != '>') {
                listMarkers++;
            }
            depth++;
            if (depth == limits.maxNesting() + 1) {
                over = marker;
            }
            i = after < end && isSpace(text.charAt(after)) ? after + 1 : after;
            last = i;
        }
        if (over >= 0 && nestingAt < 0) {
            nestingAt = over;
            nesting = depth;
        }
        return last;
    }

    /** The offset after a {@code >} or list marker ({@code -}, {@code *}, {@code +}, {@code 1.}, {@code 1)}) at i. */
    private int markerEnd(int i, int end) {
        if (i >= end) {
            return -1;
        }
        char c = text.charAt(i);
        if (c == '>') {
            return i + 1;
        }
        if ("-*+".indexOf(c) >= 0) {
            return i + 1 < end && isSpace(text.charAt(i + 1)) ? i + 1 : -1;
        }
        int j = i;
        while (j < end && j - i < 9 && text.charAt(j) >= '0' && text.charAt(j) <= '9') {
            j++;
        }
        boolean delimited = j > i && j + 1 < end && (text.charAt(j) == '.' || text.charAt(j) == ')');
        if (!delimited || !isSpace(text.charAt(j + 1))) {
            return -1;
        }
        return j + 1;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t';
    }

    private void runs(int start, int end) {
        char marker = 0;
        int count = 0;
        int runStart = 0;
        int runEnd = 0;
        for (int i = start; i <= end; i++) {
            char c = i < end ? text.charAt(i) : '\n';
            if (c == marker) {
                count++;
                runEnd = i;
            } else if (marker != 0 && isSpace(c)) {
                continue;
            } else {
                if (count > limits.maxRun()) {
                    longRuns.add(new Run(runStart, runEnd, marker, count));
                }
                boolean starts = c == '*' || c == '_' || c == '-';
                marker = starts ? c : 0;
                count = starts ? 1 : 0;
                runStart = i;
                runEnd = i;
            }
        }
    }

    /** The finding that refuses the text (size, lines, nesting, paragraph), if a limit is exceeded. */
    Optional<Finding> refusal(String path) {
        if (text.length() > limits.maxChars()) {
            return Optional.of(
                    Finding.of(DocRules.DOC_LIMIT, path, 1, 1, "doc-limit.chars", text.length(), limits.maxChars()));
        }
        if (lines > limits.maxLines()) {
            return Optional.of(Finding.of(
                    DocRules.DOC_LIMIT, path, limits.maxLines() + 1, 1, "doc-limit.lines", lines, limits.maxLines()));
        }
        if (nestingAt >= 0) {
            return Optional.of(at(path, nestingAt, Message.of("doc-limit.nesting", nesting, limits.maxNesting())));
        }
        if (paragraphAt >= 0) {
            return Optional.of(at(path, paragraphAt, Message.of("doc-limit.paragraph", paragraph, paragraphLimit)));
        }
        return Optional.empty();
    }

    /** The finding for the first run of markers over the limit, if any. */
    Optional<Finding> longRun(String path) {
        if (longRuns.isEmpty()) {
            return Optional.empty();
        }
        Run run = longRuns.get(0);
        return Optional.of(at(
                path,
                run.start(),
                longRuns.size() > 1
                        ? Message.of(
                                "doc-limit.run-more", run.count(), run.marker(), limits.maxRun(), longRuns.size() - 1)
                        : Message.of("doc-limit.run", run.count(), run.marker(), limits.maxRun())));
    }

    /**
     * The text flexmark may see: every long run cut to its first three markers, the rest spaces, and every long tag
     * block cut into pieces (offsets kept).
     */
    String defused(String original) {
        if (longRuns.isEmpty() && cuts.isEmpty()) {
            return original;
        }
        char[] chars = original.toCharArray();
        for (int cut : cuts) {
            chars[cut] = '\n';
        }
        for (Run run : longRuns) {
            int kept = 0;
            for (int i = run.start(); i <= run.end(); i++) {
                if (chars[i] == run.marker() && ++kept > 3) {
                    chars[i] = ' ';
                }
            }
        }
        return new String(chars);
    }

    private Finding at(String path, int offset, Message message) {
        LineIndex.Position position = LineIndex.of(text).at(offset);
        return Finding.of(DocRules.DOC_LIMIT, path, position.line(), position.column(), message);
    }
}
