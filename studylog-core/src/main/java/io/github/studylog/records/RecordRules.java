package io.github.studylog.records;

import io.github.studylog.finding.Rule;

/** Rules about reviews and sessions: their template in CHATGPT.md and their cross-references. */
public final class RecordRules {
    /** A key the template requires is absent ({@link RecordSchemaValidator}). */
    public static final Rule RECORD_MISSING_KEY = Rule.error("record-missing-key");

    /** A key the template does not have, with the nearest known key suggested ({@link RecordSchemaValidator}). */
    public static final Rule RECORD_UNKNOWN_KEY = Rule.error("record-unknown-key");

    /** A value of the wrong type or form: not a date, not an integer, not one of the alternatives
     * ({@link RecordSchemaValidator}). */
    public static final Rule RECORD_VALUE = Rule.error("record-value");

    /** A {@code <date>} that is not a real calendar day, e.g. 2026-02-30 ({@link PlaceholderChecks}). */
    public static final Rule RECORD_DATE = Rule.error("record-date");

    /** A {@code <path>} that does not name a file inside the repository ({@link PlaceholderChecks}). */
    public static final Rule RECORD_PATH = Rule.error("record-path");

    /** A {@code <heading>} absent from the doc of the record's review(s) ({@link PlaceholderChecks}). */
    public static final Rule RECORD_HEADING = Rule.error("record-heading");

    /** A {@code <file-id>} that differs from the file name ({@link PlaceholderChecks}). */
    public static final Rule RECORD_FILE_ID = Rule.error("record-file-id");

    /** Two files of one record id, {@code x.yaml} and {@code x.yml} ({@link RecordsCheck}). */
    public static final Rule RECORD_DUPLICATE_FILE = Rule.error("record-duplicate-file");

    /** A {@code <review-ref>} or {@code <session-ref>} naming no existing record ({@link PlaceholderChecks}). */
    public static final Rule RECORD_UNKNOWN_REF = Rule.error("record-unknown-ref");

    /** A session id not of the form {@code YYYY-MM-DD-<slug>-NN} ({@link SessionIdRule}). */
    public static final Rule SESSION_ID_FORMAT = Rule.error("session-id-format");

    /** The date in a session id differs from its {@code date} field ({@link SessionIdRule}). */
    public static final Rule SESSION_DATE_MISMATCH = Rule.error("session-date-mismatch");

    /** A session names a review that does not list it in {@code sessions} ({@link ReviewSessionLinksRule}). */
    public static final Rule REVIEW_SESSION_UNLISTED = Rule.error("review-session-unlisted");

    /** A review lists a session that does not name the review back ({@link ReviewSessionLinksRule}). */
    public static final Rule REVIEW_SESSION_NOT_NAMED = Rule.error("review-session-not-named");

    /** A review's status claims more than its sessions' asked questions show ({@link StatusEvidenceRule}). */
    public static final Rule REVIEW_STATUS_EVIDENCE = Rule.error("review-status-evidence");

    /** Two sessions claim the same GitHub issue number ({@link IssueNumberRule}). */
    public static final Rule SESSION_ISSUE_DUPLICATE = Rule.error("session-issue-duplicate");

    /** {@code last_reviewed} before the date of a listed session ({@link StaleReviewRule}). */
    public static final Rule REVIEW_STALE = Rule.warning("review-stale");

    private RecordRules() {}
}
