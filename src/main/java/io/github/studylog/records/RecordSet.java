package io.github.studylog.records;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every review and session that loaded, by id, in path order. */
public record RecordSet(Map<String, ReviewRecord> reviews, Map<String, SessionRecord> sessions) {

    public RecordSet {
        reviews = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(reviews));
        sessions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sessions));
    }

    public Optional<ReviewRecord> review(String id) {
        return Optional.ofNullable(reviews.get(id));
    }

    public Optional<SessionRecord> session(String id) {
        return Optional.ofNullable(sessions.get(id));
    }

    /** The sessions naming {@code reviewId} in their {@code reviews}, in path order. */
    public List<SessionRecord> sessionsOf(String reviewId) {
        return sessions.values().stream()
                .filter(s -> s.reviews().stream().anyMatch(r -> r.value().equals(reviewId)))
                .toList();
    }
}
