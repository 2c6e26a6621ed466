package io.github.studylog.apply;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules of {@code studylog:apply-sync} about the issue itself (SPEC §8); the record gets every records rule too. */
public enum ApplyRules implements Rule {
    /** The event's {@code author_association} is not in {@code studylog.trustedAssociations} ({@link ApplySync}). */
    APPLY_UNTRUSTED("apply-sync-untrusted", Severity.ERROR,
            "The issue's author is not trusted to change the study records.",
            "Only OWNER, MEMBER and COLLABORATOR (studylog.trustedAssociations) may file Session Sync issues that "
                    + "are applied; a maintainer can re-file the issue."),
    /** The title is not the template's title, or its id is not a session id ({@link IssueRecordReader}). */
    APPLY_TITLE("apply-sync-title", Severity.ERROR,
            "The issue title is not `[Session Sync] <session-id>` as the session-sync template says.",
            "Write the title as the template does, with the session id YYYY-MM-DD-<slug>-NN."),
    /** The record's {@code id} differs from the id in the title ({@link IssueRecordReader}). */
    APPLY_ID_MISMATCH("apply-sync-id-mismatch", Severity.ERROR,
            "The record's `id` differs from the session id in the issue title.",
            "Make the title and the record's `id` name the same session."),
    /** The body is empty, or has no record block, or several ({@link IssueRecordReader}). */
    APPLY_RECORD_BLOCK("apply-sync-record-block", Severity.ERROR,
            "The issue body does not hold exactly one record block of the session-sync template.",
            "Put the session YAML in one ```yaml block under the template's heading."),
    /** {@code sessions/<id>.yaml} exists with different data ({@link ApplySync}). */
    APPLY_SESSION_EXISTS("apply-sync-session-exists", Severity.ERROR,
            "The session file already exists with different data.",
            "Check which version is right; -Dstudylog.overwrite=true replaces the file with the issue's record."),
    /** A review cannot be edited in place: a list it must change is missing or written in an unsupported form
     * ({@link ReviewEditor}). */
    APPLY_REVIEW_EDIT("apply-sync-review-edit", Severity.ERROR,
            "A review cannot be updated in place for this session.",
            "Write the review's `sessions` and `needs_revisit` as block lists (`- item` lines), or update it by "
                    + "hand.");

    private final RuleInfo info;

    ApplyRules(String id, Severity severity, String summary, String help) {
        this.info = new RuleInfo(id, severity, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
