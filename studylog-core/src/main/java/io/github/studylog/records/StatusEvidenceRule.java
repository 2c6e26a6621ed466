package io.github.studylog.records;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.Located;
import java.util.Optional;

/**
 * {@code review-status-evidence}: a review's {@code status} does not exceed the best {@code outcome} among the
 * asked questions of the sessions naming it (not_started &lt; explained &lt; hinted &lt; self_explained).
 * Editing the doc is not evidence; only a session is. A review that lists a session whose file did not load is not
 * judged: its evidence is not all known, and that file's own finding comes first.
 */
public final class StatusEvidenceRule implements CrossReferenceRule {

    @Override
    public void check(RecordSet records, FindingSink sink) {
        for (ReviewRecord review : records.reviews().values()) {
            Optional<Located<String>> status = review.status();
            Optional<Outcome> claimed = status.flatMap(s -> Outcome.of(s.value()));
            if (claimed.isEmpty() || listsUnloaded(review, records)) {
                continue;
            }
            Outcome best = Outcome.NOT_STARTED;
            String bestSession = null;
            for (SessionRecord session : records.sessionsOf(review.id())) {
                for (SessionRecord.Question q : session.questions()) {
                    Optional<Outcome> outcome = q.outcome().flatMap(o -> Outcome.of(o.value()));
                    if (q.asked() && outcome.isPresent() && outcome.get().compareTo(best) > 0) {
                        best = outcome.get();
                        bestSession = session.id();
                    }
                }
            }
            if (claimed.get().compareTo(best) > 0) {
                Located<String> at = status.get();
                Message message = bestSession == null
                        ? Message.of("review-status-evidence.no-question", at.value())
                        : Message.of("review-status-evidence.best", at.value(), best.word(), bestSession);
                sink.add(
                        Finding.of(RecordRules.REVIEW_STATUS_EVIDENCE, review.path(), at.line(), at.column(), message));
            }
        }
    }

    private static boolean listsUnloaded(ReviewRecord review, RecordSet records) {
        for (Located<String> session : review.sessions()) {
            if (records.unloadedSessions().containsKey(session.value())) {
                return true;
            }
        }
        return false;
    }
}
