package io.github.studylog.provenance;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about what a session claims to have read and seen (SPEC §2, provenance). */
public enum ProvenanceRules implements Rule {
    /** A source's {@code commit} names no commit of the content repository's history, or several
     * ({@link SourceProvenanceCheck}). */
    SOURCE_COMMIT_UNKNOWN("source-commit-unknown", Severity.ERROR,
            "A source's commit is not a commit of the repository's git history.",
            "Write the commit the file was read at (`git log -1 --format=%h -- <path>`), or `unknown`."),
    /** A source's {@code path} does not exist in the tree of its {@code commit} ({@link SourceProvenanceCheck}). */
    SOURCE_PATH_NOT_IN_COMMIT("source-path-not-in-commit", Severity.ERROR,
            "A source's path does not exist in the commit it names.",
            "Write the commit the file was actually read at; a file cannot be read before it was added."),
    /** A source's commit is dated more than one day after the session ({@link SourceProvenanceCheck}). */
    SOURCE_COMMIT_AFTER_SESSION("source-commit-after-session", Severity.WARNING,
            "A source's commit is dated after the session (one day of slack for time zones).",
            "A session cannot have read a later commit: check the commit id and the session's `date`."),
    /** {@code rendered: true} for a diagram whose pipeline fails in this build ({@link RenderedClaimCheck}). */
    SESSION_RENDERED_CLAIM("session-rendered-claim", Severity.WARNING,
            "A session says a diagram was rendered, but this build cannot draw it.",
            "Write `rendered: false` (the learner cannot have seen a picture that does not render), or fix the "
                    + "diagram. Checked by `studylog:check`, which runs the diagrams; `studylog:records` alone "
                    + "does not.");

    private final RuleInfo info;

    ProvenanceRules(String id, Severity severity, String summary, String help) {
        this.info = new RuleInfo(id, severity, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
