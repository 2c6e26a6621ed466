package io.github.studylog.due;

import java.time.LocalDate;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What is due on one day: every citation, oldest due first, and every review, most overdue first.
 *
 * @param today       the day judged on
 * @param dueSoonDays the {@code due-soon} window
 * @param citations   the citations: unchecked first, then by due date, then the undated kinds; each group by
 *                    place
 * @param reviews     the reviews: by days overdue (most first), then relative overdueness, then id; reviews with no
 *                    due date last
 */
public record DueReport(LocalDate today, int dueSoonDays, List<CitationDue> citations, List<ReviewDue> reviews) {

    public DueReport {
        citations = List.copyOf(citations);
        reviews = List.copyOf(reviews);
    }

    /** How many citations have each status, every status listed (0 included), in the statuses' order. */
    public Map<CitationStatus, Integer> counts() {
        Map<CitationStatus, Integer> counts = new EnumMap<>(CitationStatus.class);
        for (CitationStatus status : CitationStatus.values()) {
            counts.put(status, 0);
        }
        citations.forEach(c -> counts.merge(c.status(), 1, Integer::sum));
        return counts;
    }

    /** The most overdue review with a due date: the next to revisit. */
    public Optional<ReviewDue> next() {
        return reviews.stream().filter(r -> r.due().isPresent()).findFirst();
    }
}
