package io.github.studylog.sessions;

import io.github.studylog.records.RecordSet;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The newest session of every review, reviews in id order. A review's sessions are those naming it in
 * their {@code reviews}, whether or not the review lists them; {@link LatestSession#listed()} tells which.
 *
 * @param reviews one entry per review, sorted by review id
 */
public record LatestSessions(List<ReviewLatest> reviews) {

    public LatestSessions {
        reviews = List.copyOf(reviews);
    }

    /** Computes the newest session of each review of {@code records}. */
    public static LatestSessions of(RecordSet records) {
        List<ReviewLatest> out = new ArrayList<>();
        for (ReviewRecord review : new TreeMap<>(records.reviews()).values()) {
            Optional<SessionRecord> newest = newestOf(records.sessionsOf(review.id()));
            out.add(new ReviewLatest(review.id(), newest.map(s -> describe(s, review))));
        }
        return new LatestSessions(out);
    }

    /** The newest of {@code sessions} by {@link SessionOrder}, empty for none. */
    public static Optional<SessionRecord> newestOf(List<SessionRecord> sessions) {
        return sessions.stream().max(SessionOrder.OLDEST_FIRST);
    }

    /** The ids of the newest sessions, one per review that has any, without repeats, sorted. */
    public List<String> sessionIds() {
        return reviews.stream()
                .flatMap(r -> r.latest().stream())
                .map(LatestSession::sessionId)
                .distinct()
                .sorted()
                .toList();
    }

    private static LatestSession describe(SessionRecord session, ReviewRecord review) {
        boolean listed = review.sessions().stream().anyMatch(s -> s.value().equals(session.id()));
        List<String> revisit =
                session.needsRevisit().stream().map(Located::value).toList();
        return new LatestSession(
                session.id(),
                session.date().map(Located::value),
                session.issue().map(Located::value),
                revisit,
                listed);
    }
}
