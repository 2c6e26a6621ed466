package io.github.studylog.provenance;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about what a session claims to have read and seen (its provenance). */
public enum ProvenanceRules implements Rule {
    /** A source's {@code commit} names no commit of the content repository's history, or several
     * ({@link SourceProvenanceCheck}). */
    SOURCE_COMMIT_UNKNOWN("source-commit-unknown", Severity.ERROR),
    /** A source's {@code path} does not exist in the tree of its {@code commit} ({@link SourceProvenanceCheck}). */
    SOURCE_PATH_NOT_IN_COMMIT("source-path-not-in-commit", Severity.ERROR),
    /** A source's commit is dated more than one day after the session ({@link SourceProvenanceCheck}). */
    SOURCE_COMMIT_AFTER_SESSION("source-commit-after-session", Severity.WARNING),
    /** {@code rendered: true} for a diagram whose pipeline fails in this build ({@link RenderedClaimCheck}). */
    SESSION_RENDERED_CLAIM("session-rendered-claim", Severity.WARNING);

    private final RuleInfo info;

    ProvenanceRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
