package io.github.studylog.apply;

import io.github.studylog.finding.Rule;

/** Rules of {@code studylog:apply-sync} about the issue itself; the record gets every records rule too. */
public final class ApplyRules {
    /** The event's {@code author_association} is not in {@code studylog.trustedAssociations} ({@link ApplySync}). */
    public static final Rule APPLY_SYNC_UNTRUSTED = Rule.error("apply-sync-untrusted");

    /** The title is not the template's title, or its id is not a session id ({@link IssueRecordReader}). */
    public static final Rule APPLY_SYNC_TITLE = Rule.error("apply-sync-title");

    /** The record's {@code id} differs from the id in the title ({@link IssueRecordReader}). */
    public static final Rule APPLY_SYNC_ID_MISMATCH = Rule.error("apply-sync-id-mismatch");

    /** The body is empty, or has no record block, or several ({@link IssueRecordReader}). */
    public static final Rule APPLY_SYNC_RECORD_BLOCK = Rule.error("apply-sync-record-block");

    /** A draft given as a bare session record holds no record: prose, nothing, a list ({@link BareRecord}). */
    public static final Rule APPLY_SYNC_NO_RECORD = Rule.error("apply-sync-no-record");

    /** {@code sessions/<id>.yaml} exists with different data ({@link ApplySync}). */
    public static final Rule APPLY_SYNC_SESSION_EXISTS = Rule.error("apply-sync-session-exists");

    /** A review cannot be edited in place: a list it must change is missing or written in an unsupported form
     * ({@link ReviewEditor}). */
    public static final Rule APPLY_SYNC_REVIEW_EDIT = Rule.error("apply-sync-review-edit");

    private ApplyRules() {}
}
