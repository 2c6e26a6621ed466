package io.github.studylog.records;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Sessions and reviews point at each other: a session's review lists it ({@code review-session-unlisted},
 * reported on the review, where the fix goes), and a session a review lists names the review back
 * ({@code review-session-not-named}, reported on the review's list item). Ids that exist nowhere are
 * {@code record-unknown-ref} findings of the template check, not repeated here.
 */
public final class ReviewSessionLinksRule implements CrossReferenceRule {

    @Override
    public void check(RecordSet records, FindingSink sink) {
        // each review's list as a set, made once: a review lists dozens of sessions, and every one of them asks
        Map<String, Set<String>> listedBy = new HashMap<>();
        for (ReviewRecord review : records.reviews().values()) {
            Set<String> ids = new HashSet<>();
            for (Located<String> listed : review.sessions()) {
                ids.add(listed.value());
            }
            listedBy.put(review.id(), ids);
        }
        for (SessionRecord session : records.sessions().values()) {
            for (Located<String> named : session.reviews()) {
                records.review(named.value()).ifPresent(review -> {
                    boolean listed =
                            Objects.requireNonNull(listedBy.get(review.id())).contains(session.id());
                    if (!listed) {
                        Located<String> key = review.sessionsKey();
                        Finding finding = Finding.of(
                                RecordRules.REVIEW_SESSION_UNLISTED,
                                review.path(),
                                key.line(),
                                key.column(),
                                "review-session-unlisted.unlisted",
                                session.id());
                        sink.add(review.sessionInsert()
                                .map(at -> finding.withFix(at.withReplacement(at.replacement() + session.id() + "\n")))
                                .orElse(finding));
                    }
                });
            }
        }
        for (ReviewRecord review : records.reviews().values()) {
            for (Located<String> listed : review.sessions()) {
                records.session(listed.value()).ifPresent(session -> {
                    boolean namesBack =
                            session.reviews().stream().anyMatch(r -> r.value().equals(review.id()));
                    if (!namesBack) {
                        sink.add(Finding.of(
                                RecordRules.REVIEW_SESSION_NOT_NAMED,
                                review.path(),
                                listed.line(),
                                listed.column(),
                                "review-session-not-named.not-named",
                                session.id(),
                                review.id()));
                    }
                });
            }
        }
    }
}
