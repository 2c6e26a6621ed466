package io.github.studylog.records;

import io.github.studylog.finding.Fix;
import io.github.studylog.template.PlaceholderType;
import java.util.List;
import java.util.Optional;

/**
 * A value of a record whose placeholder check needs the whole repository (a path exists, a heading is in the
 * review's doc, a reference resolves, a date is a real day, an id equals the file name). Collected while the
 * record's node tree exists and checked once every record is known ({@link PlaceholderChecks}).
 *
 * @param types    the placeholder types the value may have, in template order (each needs such a check)
 * @param text     the scalar text
 * @param line     1-based line
 * @param column   1-based column
 * @param spanLine where the text is written (inside its quotes), for a fix that rewrites it: its 1-based line,
 *                 or 0 when the place is not known (a value over several lines, a block scalar)
 * @param spanFrom the span's first 1-based column
 * @param spanTo   the 1-based column after the span's end
 */
public record PendingValue(
        List<PlaceholderType> types, String text, int line, int column, int spanLine, int spanFrom, int spanTo) {

    public PendingValue {
        types = List.copyOf(types);
        java.util.Objects.requireNonNull(text, "text");
        if (spanLine < 0 || (spanLine > 0 && (spanFrom < 1 || spanTo < spanFrom))) {
            throw new IllegalArgumentException("bad span " + spanLine + ":" + spanFrom + "-" + spanTo);
        }
    }

    /** A value whose place is not known. */
    public PendingValue(List<PlaceholderType> types, String text, int line, int column) {
        this(types, text, line, column, 0, 0, 0);
    }

    /** A value written where {@code span} says (a fix of the record's file with no replacement yet), if known. */
    public static PendingValue at(List<PlaceholderType> types, String text, int line, int column, Optional<Fix> span) {
        return span.filter(f -> f.startLine() == f.endLine())
                .map(f -> new PendingValue(types, text, line, column, f.startLine(), f.startColumn(), f.endColumn()))
                .orElseGet(() -> new PendingValue(types, text, line, column));
    }

    /**
     * Where the text is written in the file at {@code path}, as a fix with no replacement yet: the values are many
     * (about 17 a session) and a fix is wanted only for a finding, so the span is kept as three numbers.
     */
    public Optional<Fix> textSpan(String path) {
        return spanLine == 0 ? Optional.empty() : Optional.of(new Fix(path, spanLine, spanFrom, spanLine, spanTo, ""));
    }
}
