package io.github.studylog.due;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * When a review is due for a revisit: {@code last_reviewed} plus the interval of its status.
 *
 * @param review        the review id
 * @param path          its file
 * @param status        its {@code status} as written
 * @param lastReviewed  its {@code last_reviewed}, when a valid date
 * @param interval      the days its status waits ({@code revisit_days}), when the status is known
 * @param due           the day it is due
 * @param daysOverdue   days from {@code due} to today (negative: not yet due)
 * @param relative      relative overdueness: days overdue divided by the interval (at least one day), two
 *                      decimals; 0 when not yet due
 * @param needsRevisit  the {@code needs_revisit} sections, in file order
 */
public record ReviewDue(
        String review,
        String path,
        String status,
        Optional<LocalDate> lastReviewed,
        Optional<Integer> interval,
        Optional<LocalDate> due,
        Optional<Long> daysOverdue,
        Optional<BigDecimal> relative,
        List<String> needsRevisit) {

    public ReviewDue {
        needsRevisit = List.copyOf(needsRevisit);
    }
}
