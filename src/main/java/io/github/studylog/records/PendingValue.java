package io.github.studylog.records;

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
 */
public record PendingValue(List<PlaceholderType> types, String text, int line, int column) {

    public PendingValue {
        types = List.copyOf(types);
    }
}
