package io.github.studylog.records;

import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every review and session that loaded, by id, in path order, with the sessions of each review indexed once; and the
 * files that are there but did not load (their own findings say why), by file id, so that a reference to one is
 * not told that no such file exists.
 */
public final class RecordSet {

    private final Map<String, ReviewRecord> reviews;
    private final Map<String, SessionRecord> sessions;
    private final Map<String, String> unloadedReviews;
    private final Map<String, String> unloadedSessions;
    private final Map<String, List<SessionRecord>> sessionsByReview = new HashMap<>();

    public RecordSet(Map<String, ReviewRecord> reviews, Map<String, SessionRecord> sessions) {
        this(reviews, sessions, Map.of(), Map.of());
    }

    /**
     * @param unloadedReviews the review files that did not load: file id to path
     * @param unloadedSessions the session files that did not load: file id to path
     */
    public RecordSet(
            Map<String, ReviewRecord> reviews,
            Map<String, SessionRecord> sessions,
            Map<String, String> unloadedReviews,
            Map<String, String> unloadedSessions) {
        this.reviews = Collections.unmodifiableMap(new LinkedHashMap<>(reviews));
        this.sessions = Collections.unmodifiableMap(new LinkedHashMap<>(sessions));
        this.unloadedReviews = Map.copyOf(unloadedReviews);
        this.unloadedSessions = Map.copyOf(unloadedSessions);
        for (SessionRecord session : this.sessions.values()) {
            List<String> named = new ArrayList<>(2);
            for (Located<String> review : session.reviews()) {
                addOnce(named, review.value()); // a review named twice by one session lists it once
            }
            for (String review : named) {
                sessionsByReview.computeIfAbsent(review, k -> new ArrayList<>()).add(session);
            }
        }
    }

    /**
     * Adds {@code value} unless it is there already: a record names one review or doc, or a few, so a list is the
     * cheapest set (and keeps their order).
     */
    static void addOnce(List<String> values, String value) {
        if (!values.contains(value)) {
            values.add(value);
        }
    }

    public Map<String, ReviewRecord> reviews() {
        return reviews;
    }

    public Map<String, SessionRecord> sessions() {
        return sessions;
    }

    public Optional<ReviewRecord> review(String id) {
        return Optional.ofNullable(reviews.get(id));
    }

    /** The review files that are there but did not load: file id to path. */
    public Map<String, String> unloadedReviews() {
        return unloadedReviews;
    }

    /** The session files that are there but did not load: file id to path. */
    public Map<String, String> unloadedSessions() {
        return unloadedSessions;
    }

    public Optional<SessionRecord> session(String id) {
        return Optional.ofNullable(sessions.get(id));
    }

    /** The sessions naming {@code reviewId} in their {@code reviews}, in path order. */
    public List<SessionRecord> sessionsOf(String reviewId) {
        return Collections.unmodifiableList(sessionsByReview.getOrDefault(reviewId, List.of()));
    }
}
