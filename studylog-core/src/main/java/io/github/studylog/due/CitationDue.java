package io.github.studylog.due;

import java.time.LocalDate;
import java.util.Optional;

/**
 * One citation: an external link of a doc, with its kind, its checked-on date and where it stands today.
 *
 * @param path        the doc
 * @param line        the link's line
 * @param column      the link's column
 * @param text        the link's text
 * @param url         its destination
 * @param kind        its kind
 * @param kindFrom    where the kind came from: {@code marker} (the parenthesis after it), {@code policy} (a URL
 *                    prefix of the {@code studylog=due} block) or {@code none}
 * @param checked     the day it was last checked, when a valid one is written
 * @param checkedFrom where that date came from: {@code inline} (the parenthesis), {@code page}
 *                    ({@code sources_checked}) or {@code none}
 * @param age         days from {@code checked} to today
 * @param maxAge      days a check holds, for a dated kind
 * @param due         the day it must be checked again: {@code checked} plus {@code maxAge}
 * @param status      where it stands today
 */
public record CitationDue(
        String path,
        int line,
        int column,
        String text,
        String url,
        CitationKind kind,
        String kindFrom,
        Optional<LocalDate> checked,
        String checkedFrom,
        Optional<Long> age,
        Optional<Integer> maxAge,
        Optional<LocalDate> due,
        CitationStatus status) {

    /** {@code path:line:column}. */
    public String location() {
        return path + ":" + line + ":" + column;
    }
}
