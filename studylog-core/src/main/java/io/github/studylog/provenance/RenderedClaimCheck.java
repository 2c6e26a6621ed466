package io.github.studylog.provenance;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.render.DiagramStatus;
import io.github.studylog.yaml.Located;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code session-rendered-claim}: a session says {@code rendered: true} for a diagram whose pipeline fails
 * in this build. Needs this build's diagram verdicts, so it runs only where the diagrams part ran
 * ({@code studylog:check}); a diagram the build did not look at gets no verdict and no finding.
 */
public final class RenderedClaimCheck {

    public void check(Collection<SessionRecord> sessions, List<DiagramStatus> statuses, FindingSink sink) {
        // only a diagram that fails can make a claim wrong: a build that drew every one needs no look at a session
        Map<String, DiagramStatus> failed = new HashMap<>();
        statuses.stream().filter(s -> s.firstFailure() != null).forEach(s -> failed.put(s.path(), s));
        if (failed.isEmpty()) {
            return;
        }
        for (SessionRecord session : sessions) {
            for (SessionRecord.DiagramClaim claim : session.diagramClaims()) {
                DiagramStatus status = failed.get(claim.path().value());
                if (status == null || status.firstFailure() == null) {
                    continue; // most claims: a diagram this build drew, or did not look at
                }
                Optional<Located<String>> rendered =
                        claim.rendered().filter(r -> r.value().equalsIgnoreCase("true"));
                if (rendered.isEmpty()) {
                    continue;
                }
                Located<String> at = rendered.get();
                sink.add(Finding.of(
                        ProvenanceRules.SESSION_RENDERED_CLAIM,
                        session.path(),
                        at.line(),
                        at.column(),
                        "session-rendered-claim.cannot-draw",
                        claim.path().value(),
                        status.firstFailure().name()));
            }
        }
    }
}
