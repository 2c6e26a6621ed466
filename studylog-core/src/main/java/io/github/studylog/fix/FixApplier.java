package io.github.studylog.fix;

import io.github.studylog.content.TextEdit;
import io.github.studylog.finding.Fix;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Applies the fixes of one file as minimal text edits ({@link TextEdit}): each fix's range (lines and code-point
 * columns) becomes character offsets, and only those characters change; comments, quoting, line ends and every
 * other byte stay. A fix whose range is not in the text (the file changed since the check) or that overlaps an
 * earlier one is left out, so a wrong edit is never made; insertions at the same place keep the fixes' order.
 */
public final class FixApplier {

    /**
     * The text after the fixes, and the fixes that were applied.
     *
     * @param text    the new text
     * @param applied the fixes applied, in the order given
     * @param skipped the fixes left out (outside the text or overlapping another)
     */
    public record Applied(String text, List<Fix> applied, List<Fix> skipped) {

        public Applied {
            applied = List.copyOf(applied);
            skipped = List.copyOf(skipped);
        }
    }

    private FixApplier() {}

    public static Applied apply(String text, List<Fix> fixes) {
        List<Integer> lineStarts = lineStarts(text);
        List<TextEdit> edits = new ArrayList<>();
        List<Fix> applied = new ArrayList<>();
        List<Fix> skipped = new ArrayList<>();
        for (Fix fix : fixes) {
            Optional<Integer> start = offset(text, lineStarts, fix.startLine(), fix.startColumn());
            Optional<Integer> end = offset(text, lineStarts, fix.endLine(), fix.endColumn());
            if (start.isEmpty()
                    || end.isEmpty()
                    || end.get() < start.get()
                    || overlaps(edits, start.get(), end.get())) {
                skipped.add(fix);
                continue;
            }
            String replacement = fix.replacement();
            if (start.get() == text.length()
                    && !text.isEmpty()
                    && !text.endsWith("\n")
                    && fix.startLine() == lineStarts.size() + 1) {
                replacement = "\n" + replacement; // a new last line of a file without a final line break
            }
            int at = start.get();
            int sameInsertion = -1;
            for (int i = 0; i < edits.size(); i++) {
                TextEdit e = edits.get(i);
                if (e.start() == at && e.end() == at && end.get() == at) {
                    sameInsertion = i;
                }
            }
            if (sameInsertion >= 0) {
                TextEdit earlier = edits.get(sameInsertion);
                edits.set(sameInsertion, new TextEdit(at, at, earlier.replacement() + replacement));
            } else {
                edits.add(new TextEdit(at, end.get(), replacement));
            }
            applied.add(fix);
        }
        return new Applied(TextEdit.apply(text, edits), applied, skipped);
    }

    private static boolean overlaps(List<TextEdit> edits, int start, int end) {
        for (TextEdit e : edits) {
            boolean insertion = start == end || e.start() == e.end();
            if (insertion
                    ? (start > e.start() && start < e.end()) || (e.start() > start && e.start() < end)
                    : start < e.end() && e.start() < end) {
                return true;
            }
        }
        return false;
    }

    private static List<Integer> lineStarts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' && i + 1 < text.length()) {
                starts.add(i + 1);
            }
        }
        return starts;
    }

    /** The offset of a 1-based line and code-point column; the line after the last is the text's end. */
    private static Optional<Integer> offset(String text, List<Integer> lineStarts, int line, int column) {
        if (line == lineStarts.size() + 1 && column == 1) {
            return Optional.of(text.length());
        }
        if (line < 1 || line > lineStarts.size()) {
            return Optional.empty();
        }
        int start = lineStarts.get(line - 1);
        int end = text.indexOf('\n', start);
        end = end < 0 ? text.length() : end;
        if (end > start && text.charAt(end - 1) == '\r') {
            end--;
        }
        if (column - 1 > text.codePointCount(start, end)) {
            return Optional.empty();
        }
        return Optional.of(text.offsetByCodePoints(start, column - 1));
    }
}
