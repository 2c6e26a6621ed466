package io.github.studylog.content;

import java.util.Comparator;
import java.util.List;

/**
 * Replaces {@code [start, end)} of a text by {@code replacement}: the minimal, byte-preserving edit of the goals
 * that change content ({@code init}'s template blocks and due section, {@code fix.FixApplier} for
 * {@code studylog:fix}); every other character stays.
 *
 * @param start       first character offset replaced
 * @param end         offset after the last character replaced ({@code start} for an insertion)
 * @param replacement the new text
 */
public record TextEdit(int start, int end, String replacement) {

    /** Applies non-overlapping edits (in any order) to {@code text}. */
    public static String apply(String text, List<TextEdit> edits) {
        StringBuilder out = new StringBuilder(text);
        edits.stream()
                .sorted(Comparator.comparingInt(TextEdit::start)
                        .thenComparingInt(TextEdit::end)
                        .reversed())
                .forEach(e -> out.replace(e.start, e.end, e.replacement));
        return out.toString();
    }
}
