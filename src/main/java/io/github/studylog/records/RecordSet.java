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
            List<Located<String>> named = session.reviews();
            for (int i = 0; i < named.size(); i++) {
                String review = named.get(i).value();
                if (!namedBefore(named, i, review)) { // a review named twice by one session lists it once
                    sessionsByReview.computeIfAbsent(review, k -> new ArrayList<>()).add(session);
                }
            }
        }
    }

    /** Whether one of the first {@code end} names is {@code review} (a session names one review, or a few). */
    private static boolean namedBefore(List<Located<String>> named, int end, String review) {
        for (int i = 0; i < end; i++) {
            if (named.get(i).value().equals(review)) {
                return true;
            }
        }
        return false;
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
