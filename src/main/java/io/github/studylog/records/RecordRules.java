package io.github.studylog.records;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about reviews and sessions: their template (SPEC §1) and their cross-references (SPEC §2). */
public enum RecordRules implements Rule {
    /** A key the template requires is absent ({@link RecordSchemaValidator}). */
    RECORD_MISSING_KEY("record-missing-key", Severity.ERROR, "A record lacks a key its template requires.",
            "Add the key, or mark it `# optional` in the CHATGPT.md template if it may be left out."),
    /** A key the template does not have, with the nearest known key suggested ({@link RecordSchemaValidator}). */
    RECORD_UNKNOWN_KEY("record-unknown-key", Severity.ERROR, "A record has a key its template does not know.",
            "Fix the spelling (the message suggests the nearest key) or add the key to the template."),
    /** A value of the wrong type or form: not a date, not an integer, not one of the alternatives
     * ({@link RecordSchemaValidator}). */
    RECORD_VALUE("record-value", Severity.ERROR, "A value does not match its placeholder in the template.",
            "Write the value as the placeholder asks, e.g. `true`/`false` for <bool>, YYYY-MM-DD for <date>."),
    /** A {@code <date>} that is not a real calendar day, e.g. 2026-02-30 ({@link PlaceholderChecks}). */
    RECORD_DATE("record-date", Severity.ERROR, "A date is not a real calendar day.",
            "Use an existing date, YYYY-MM-DD."),
    /** A {@code <path>} that does not name a file inside the repository ({@link PlaceholderChecks}). */
    RECORD_PATH("record-path", Severity.ERROR, "A path does not name an existing file inside the repository.",
            "Write a repo-relative path of an existing file; no `..`, no absolute path."),
    /** A {@code <heading>} absent from the doc of the record's review(s) ({@link PlaceholderChecks}). */
    RECORD_HEADING("record-heading", Severity.ERROR, "A section name is not a heading of the review's doc.",
            "Use the heading text exactly as in the doc (the message suggests the nearest heading)."),
    /** A {@code <file-id>} that differs from the file name ({@link PlaceholderChecks}). */
    RECORD_FILE_ID("record-file-id", Severity.ERROR, "A record's id differs from its file name.",
            "Make the id equal to the file name without `.yaml` (or rename the file)."),
    /** Two files of one record id, {@code x.yaml} and {@code x.yml} ({@link RecordsCheck}). */
    RECORD_DUPLICATE_FILE("record-duplicate-file", Severity.ERROR,
            "Two files hold the same record id (`x.yaml` and `x.yml`).",
            "Keep one of the two files: the site and the check would otherwise each read a different one."),
    /** A {@code <review-ref>} or {@code <session-ref>} naming no existing record ({@link PlaceholderChecks}). */
    RECORD_UNKNOWN_REF("record-unknown-ref", Severity.ERROR, "A record refers to a review or session that does not exist.",
            "Fix the id or add the missing record."),
    /** A session id not of the form {@code YYYY-MM-DD-<slug>-NN} ({@link SessionIdRule}). */
    SESSION_ID_FORMAT("session-id-format", Severity.ERROR, "A session id is not YYYY-MM-DD-<slug>-NN.",
            "Name sessions like 2026-09-08-architecture-queues-01."),
    /** The date in a session id differs from its {@code date} field ({@link SessionIdRule}). */
    SESSION_DATE_MISMATCH("session-date-mismatch", Severity.ERROR, "A session's id date differs from its `date`.",
            "Make the id's date and the `date` field the same day."),
    /** A session names a review that does not list it in {@code sessions} ({@link ReviewSessionLinksRule}). */
    REVIEW_SESSION_UNLISTED("review-session-unlisted", Severity.ERROR,
            "A session names a review whose `sessions` list does not contain it.",
            "Add the session id to the review's `sessions` list."),
    /** A review lists a session that does not name the review back ({@link ReviewSessionLinksRule}). */
    REVIEW_SESSION_NOT_NAMED("review-session-not-named", Severity.ERROR,
            "A review lists a session that does not name the review in its `reviews`.",
            "Add the review id to the session's `reviews`, or remove the session from the review."),
    /** A review's status claims more than its sessions' asked questions show ({@link StatusEvidenceRule}). */
    REVIEW_STATUS_EVIDENCE("review-status-evidence", Severity.ERROR,
            "A review's status exceeds the best outcome among its sessions' asked questions.",
            "Lower the status: only a session's outcome is evidence (not_started < explained < hinted "
                    + "< self_explained); editing the doc is not."),
    /** Two sessions claim the same GitHub issue number ({@link IssueNumberRule}). */
    SESSION_ISSUE_DUPLICATE("session-issue-duplicate", Severity.ERROR, "Two sessions claim the same issue number.",
            "Each [Session Sync] issue belongs to one session; fix the number."),
    /** {@code last_reviewed} before the date of a listed session ({@link StaleReviewRule}). */
    REVIEW_STALE("review-stale", Severity.WARNING, "A review's `last_reviewed` is older than a session it lists.",
            "Update `last_reviewed` to the date of the newest session.");

    private final RuleInfo info;

    RecordRules(String id, Severity severity, String summary, String help) {
        this.info = new RuleInfo(id, severity, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
