package io.github.studylog.records;

import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every review and session that loaded, by id, in path order, with the sessions of each review indexed once. */
public final class RecordSet {

    private final Map<String, ReviewRecord> reviews;
    private final Map<String, SessionRecord> sessions;
    private final Map<String, List<SessionRecord>> sessionsByReview = new HashMap<>();

    public RecordSet(Map<String, ReviewRecord> reviews, Map<String, SessionRecord> sessions) {
        this.reviews = Collections.unmodifiableMap(new LinkedHashMap<>(reviews));
        this.sessions = Collections.unmodifiableMap(new LinkedHashMap<>(sessions));
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

    public Optional<SessionRecord> session(String id) {
        return Optional.ofNullable(sessions.get(id));
    }

    /** The sessions naming {@code reviewId} in their {@code reviews}, in path order. */
    public List<SessionRecord> sessionsOf(String reviewId) {
        return Collections.unmodifiableList(sessionsByReview.getOrDefault(reviewId, List.of()));
    }
}
