package io.github.studylog.sessions;

import io.github.studylog.content.IssueNumber;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The newest session of one review.
 *
 * @param sessionId    the session's id
 * @param date         its {@code date} as written, empty when absent
 * @param issue        its {@code issue} as written: a number or {@code unfiled}; empty when absent
 * @param needsRevisit its {@code needs_revisit} list, in file order
 * @param listed       whether the review already lists the session in its {@code sessions}
 */
public record LatestSession(
        String sessionId, Optional<String> date, Optional<String> issue, List<String> needsRevisit, boolean listed) {

    public LatestSession {
        Objects.requireNonNull(sessionId, "sessionId");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(issue, "issue");
        needsRevisit = List.copyOf(needsRevisit);
    }

    /** The issue number when {@code issue} is a positive decimal integer. */
    public Optional<Long> issueNumber() {
        return issue.filter(i -> i.length() <= 18 && IssueNumber.hasForm(i)).map(Long::valueOf);
    }
}
