package io.github.studylog.content;

import java.util.Comparator;
import java.util.List;

/**
 * Replaces {@code [start, end)} of a text by {@code replacement}: the minimal, byte-preserving edit every goal
 * that changes content uses ({@code init}'s template blocks, {@code fix}); every other character stays.
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
