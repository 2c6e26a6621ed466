package io.github.studylog.sessions;

import java.util.Objects;
import java.util.Optional;

/**
 * One review and its newest session.
 *
 * @param reviewId the review's id
 * @param latest   its newest session, empty when no session names the review
 */
public record ReviewLatest(String reviewId, Optional<LatestSession> latest) {

    public ReviewLatest {
        Objects.requireNonNull(reviewId, "reviewId");
        Objects.requireNonNull(latest, "latest");
    }
}
