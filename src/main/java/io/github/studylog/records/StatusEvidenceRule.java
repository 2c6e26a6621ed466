package io.github.studylog.records;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.Optional;

/**
 * {@code review-status-evidence}: a review's {@code status} does not exceed the best {@code outcome} among the
 * asked questions of the sessions naming it (not_started &lt; explained &lt; hinted &lt; self_explained).
 * Editing the doc is not evidence; only a session is.
 */
public final class StatusEvidenceRule implements CrossReferenceRule {

    @Override
    public void check(RecordSet records, FindingSink sink) {
        for (ReviewRecord review : records.reviews().values()) {
            Optional<Located<String>> status = review.status();
            Optional<Outcome> claimed = status.flatMap(s -> Outcome.of(s.value()));
            if (claimed.isEmpty()) {
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
                String evidence = bestSession == null ? "no session naming this review has an asked question"
                        : "the best outcome of its sessions' asked questions is `" + best.word() + "` (in "
                                + bestSession + ")";
                sink.add(Finding.untranslated(RecordRules.REVIEW_STATUS_EVIDENCE, review.path(), at.line(), at.column(),
                        "`status: " + at.value() + "` claims more than the evidence: " + evidence
                                + "; content edits are not evidence"));
            }
        }
    }
}
