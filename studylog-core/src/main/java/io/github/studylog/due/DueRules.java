package io.github.studylog.due;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about what decays: the external sources the docs cite, and the policy that says how fast. */
public enum DueRules implements Rule {
    /** A {@code living} or {@code unpinned} citation with no checked-on date, inline or the page's. */
    SOURCE_UNCHECKED("source-unchecked", Severity.ERROR),
    /** A checked-on date (inline or {@code sources_checked}) that names no calendar day, or a day after today. */
    SOURCE_DATE("source-date", Severity.ERROR),
    /** A {@code living} or {@code unpinned} citation checked longer ago than its kind's {@code max_age_days};
     * an error with {@code studylog.failOnStale}. */
    SOURCE_STALE("source-stale", Severity.WARNING),
    /** A malformed {@code studylog=due} block in CHATGPT.md. */
    DUE_POLICY("due-policy", Severity.ERROR);

    private final RuleInfo info;

    DueRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
