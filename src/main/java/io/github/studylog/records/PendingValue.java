package io.github.studylog.records;

import io.github.studylog.finding.Fix;
import java.util.Optional;

import io.github.studylog.template.PlaceholderType;
import java.util.List;

/**
 * A value of a record whose placeholder check needs the whole repository (a path exists, a heading is in the
 * review's doc, a reference resolves, a date is a real day, an id equals the file name). Collected while the
 * record's node tree exists and checked once every record is known ({@link PlaceholderChecks}).
 *
 * @param types  the placeholder types the value may have, in template order (each needs such a check)
 * @param text   the scalar text
 * @param line   1-based line
 * @param column 1-based column
 * @param textSpan where the text is written (inside its quotes), for a fix that rewrites it
 */
public record PendingValue(List<PlaceholderType> types, String text, int line, int column, Optional<Fix> textSpan) {

    public PendingValue {
        types = List.copyOf(types);
        java.util.Objects.requireNonNull(textSpan, "textSpan");
    }

    /** A value whose place is not known. */
    public PendingValue(List<PlaceholderType> types, String text, int line, int column) {
        this(types, text, line, column, Optional.empty());
    }
}
