package io.github.studylog.apply;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules of {@code studylog:apply-sync} about the issue itself; the record gets every records rule too. */
public enum ApplyRules implements Rule {
    /** The event's {@code author_association} is not in {@code studylog.trustedAssociations} ({@link ApplySync}). */
    APPLY_UNTRUSTED("apply-sync-untrusted"),
    /** The title is not the template's title, or its id is not a session id ({@link IssueRecordReader}). */
    APPLY_TITLE("apply-sync-title"),
    /** The record's {@code id} differs from the id in the title ({@link IssueRecordReader}). */
    APPLY_ID_MISMATCH("apply-sync-id-mismatch"),
    /** The body is empty, or has no record block, or several ({@link IssueRecordReader}). */
    APPLY_RECORD_BLOCK("apply-sync-record-block"),
    /** A draft given as a bare session record holds no record: prose, nothing, a list ({@link BareRecord}). */
    APPLY_NO_RECORD("apply-sync-no-record"),
    /** {@code sessions/<id>.yaml} exists with different data ({@link ApplySync}). */
    APPLY_SESSION_EXISTS("apply-sync-session-exists"),
    /** A review cannot be edited in place: a list it must change is missing or written in an unsupported form
     * ({@link ReviewEditor}). */
    APPLY_REVIEW_EDIT("apply-sync-review-edit");

    private final RuleInfo info;

    ApplyRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
