package io.github.studylog.docs;

import io.github.studylog.content.LineIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Gives each external link of one doc its {@link LinkProse}: the text after it, up to the next link, the end of its
 * block (a blank line for a tag) or {@link LinkProse#MAX_AFTER} characters, with code (spans, blocks) and comments
 * one space per code point. Collects the links and the code first, then reads once every link is known, since a
 * tag's link is only found after flexmark's tree was walked.
 */
final class LinkProseReader {

    /** A link found, by offsets. {@code blockEnd} is the end of its block, or -1 when unknown (a tag). */
    private record Found(int index, int start, int end, int blockEnd, String text) {}

    private final String text;
    private final LineIndex positions;
    private final List<int[]> code = new ArrayList<>();
    private final List<Found> external = new ArrayList<>();
    private final List<Integer> starts = new ArrayList<>();

    LinkProseReader(String text, LineIndex positions) {
        this.text = text;
        this.positions = positions;
    }

    /** True for the links that are citations: {@code http} or {@code https}, whatever the case. */
    static boolean external(String url) {
        String lower = url.strip().toLowerCase(Locale.ROOT);
        return lower.startsWith("http://") || lower.startsWith("https://");
    }

    /** A range whose text is code or a comment, never prose. */
    void code(int start, int end) {
        code.add(new int[] {start, end});
    }

    /** Any link's start: the text after an earlier link stops there. */
    void start(int offset) {
        starts.add(offset);
    }

    /**
     * An external link at {@code index} of the doc's link list, written from {@code start} to {@code end}, in a block
     * ending at {@code blockEnd} (-1: unknown).
     */
    void external(int index, int start, int end, int blockEnd, String shown) {
        starts.add(start);
        external.add(new Found(index, start, end, blockEnd, shown));
    }

    /** The links with their prose. */
    List<DocLink> apply(List<DocLink> links) {
        List<DocLink> out = new ArrayList<>(links);
        code.sort((a, b) -> Integer.compare(a[0], b[0]));
        int[] sorted = starts.stream().mapToInt(Integer::intValue).sorted().toArray();
        for (Found found : external) {
            int stop = Math.min(text.length(), found.end() + LinkProse.MAX_AFTER);
            if (found.blockEnd() >= 0) {
                stop = Math.min(stop, found.blockEnd());
            }
            int next = Arrays.binarySearch(sorted, found.end());
            next = next >= 0 ? next : -next - 1;
            if (next < sorted.length && sorted[next] < stop) {
                stop = sorted[next];
            }
            stop = Math.max(found.end(), Math.min(stop, blankLine(found.end(), stop)));
            LinkProse prose = new LinkProse(
                    found.text(), prose(found.end(), stop), positions.line(found.end()), positions.column(found.end()));
            out.set(found.index(), out.get(found.index()).with(prose));
        }
        return out;
    }

    /** The offset of the first blank line's start after {@code from}, or {@code stop}. */
    private int blankLine(int from, int stop) {
        int lineEnd = text.indexOf('\n', from);
        while (lineEnd >= 0 && lineEnd < stop) {
            int next = lineEnd + 1;
            int i = next;
            while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r')) {
                i++;
            }
            if (i >= text.length() || text.charAt(i) == '\n') {
                return lineEnd;
            }
            lineEnd = text.indexOf('\n', next);
        }
        return stop;
    }

    /** The text between the offsets, code and comments one space per code point. */
    private String prose(int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        int i = from;
        while (i < to) {
            int cp = text.codePointAt(i);
            int width = Character.charCount(cp);
            out.appendCodePoint(cp == '\n' || cp == '\r' || !inCode(i) ? cp : ' ');
            i += width;
        }
        return out.toString();
    }

    /** Whether a code range holds the offset (the ranges sorted by start, never overlapping). */
    private boolean inCode(int offset) {
        int low = 0;
        int high = code.size() - 1;
        int last = -1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            if (code.get(mid)[0] <= offset) {
                last = mid;
                low = mid + 1;
            } else {
                high = mid - 1;
            }
        }
        return last >= 0 && offset < code.get(last)[1];
    }
}
