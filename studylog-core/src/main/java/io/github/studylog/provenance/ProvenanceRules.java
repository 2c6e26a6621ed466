package io.github.studylog.provenance;

import io.github.studylog.finding.Rule;

/** Rules about what a session claims to have read and seen (its provenance). */
public final class ProvenanceRules {
    /** A source's {@code commit} names no commit of the content repository's history, or several
     * ({@link SourceProvenanceCheck}). */
    public static final Rule SOURCE_COMMIT_UNKNOWN = Rule.error("source-commit-unknown");

    /** A source's {@code path} does not exist in the tree of its {@code commit} ({@link SourceProvenanceCheck}). */
    public static final Rule SOURCE_PATH_NOT_IN_COMMIT = Rule.error("source-path-not-in-commit");

    /** A source's commit is dated more than one day after the session ({@link SourceProvenanceCheck}). */
    public static final Rule SOURCE_COMMIT_AFTER_SESSION = Rule.warning("source-commit-after-session");

    /** {@code rendered: true} for a diagram whose pipeline fails in this build ({@link RenderedClaimCheck}). */
    public static final Rule SESSION_RENDERED_CLAIM = Rule.warning("session-rendered-claim");

    private ProvenanceRules() {}
}
