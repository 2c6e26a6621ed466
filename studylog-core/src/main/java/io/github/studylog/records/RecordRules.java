package io.github.studylog.records;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about reviews and sessions: their template in CHATGPT.md and their cross-references. */
public enum RecordRules implements Rule {
    /** A key the template requires is absent ({@link RecordSchemaValidator}). */
    RECORD_MISSING_KEY("record-missing-key", Severity.ERROR),
    /** A key the template does not have, with the nearest known key suggested ({@link RecordSchemaValidator}). */
    RECORD_UNKNOWN_KEY("record-unknown-key", Severity.ERROR),
    /** A value of the wrong type or form: not a date, not an integer, not one of the alternatives
     * ({@link RecordSchemaValidator}). */
    RECORD_VALUE("record-value", Severity.ERROR),
    /** A {@code <date>} that is not a real calendar day, e.g. 2026-02-30 ({@link PlaceholderChecks}). */
    RECORD_DATE("record-date", Severity.ERROR),
    /** A {@code <path>} that does not name a file inside the repository ({@link PlaceholderChecks}). */
    RECORD_PATH("record-path", Severity.ERROR),
    /** A {@code <heading>} absent from the doc of the record's review(s) ({@link PlaceholderChecks}). */
    RECORD_HEADING("record-heading", Severity.ERROR),
    /** A {@code <file-id>} that differs from the file name ({@link PlaceholderChecks}). */
    RECORD_FILE_ID("record-file-id", Severity.ERROR),
    /** Two files of one record id, {@code x.yaml} and {@code x.yml} ({@link RecordsCheck}). */
    RECORD_DUPLICATE_FILE("record-duplicate-file", Severity.ERROR),
    /** A {@code <review-ref>} or {@code <session-ref>} naming no existing record ({@link PlaceholderChecks}). */
    RECORD_UNKNOWN_REF("record-unknown-ref", Severity.ERROR),
    /** A session id not of the form {@code YYYY-MM-DD-<slug>-NN} ({@link SessionIdRule}). */
    SESSION_ID_FORMAT("session-id-format", Severity.ERROR),
    /** The date in a session id differs from its {@code date} field ({@link SessionIdRule}). */
    SESSION_DATE_MISMATCH("session-date-mismatch", Severity.ERROR),
    /** A session names a review that does not list it in {@code sessions} ({@link ReviewSessionLinksRule}). */
    REVIEW_SESSION_UNLISTED("review-session-unlisted", Severity.ERROR),
    /** A review lists a session that does not name the review back ({@link ReviewSessionLinksRule}). */
    REVIEW_SESSION_NOT_NAMED("review-session-not-named", Severity.ERROR),
    /** A review's status claims more than its sessions' asked questions show ({@link StatusEvidenceRule}). */
    REVIEW_STATUS_EVIDENCE("review-status-evidence", Severity.ERROR),
    /** Two sessions claim the same GitHub issue number ({@link IssueNumberRule}). */
    SESSION_ISSUE_DUPLICATE("session-issue-duplicate", Severity.ERROR),
    /** {@code last_reviewed} before the date of a listed session ({@link StaleReviewRule}). */
    REVIEW_STALE("review-stale", Severity.WARNING);

    private final RuleInfo info;

    RecordRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
