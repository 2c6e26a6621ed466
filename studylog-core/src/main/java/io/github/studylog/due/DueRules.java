package io.github.studylog.due;

import io.github.studylog.finding.Rule;

/** Rules about what decays: the external sources the docs cite, and the policy that says how fast. */
public final class DueRules {
    /** A {@code living} or {@code unpinned} citation with no checked-on date, inline or the page's. */
    public static final Rule SOURCE_UNCHECKED = Rule.error("source-unchecked");

    /** A checked-on date (inline or {@code sources_checked}) that names no calendar day, or a day after today. */
    public static final Rule SOURCE_DATE = Rule.error("source-date");

    /** A {@code living} or {@code unpinned} citation checked longer ago than its kind's {@code max_age_days};
     * an error with {@code studylog.failOnStale}. */
    public static final Rule SOURCE_STALE = Rule.warning("source-stale");

    /** A malformed {@code studylog=due} block in CHATGPT.md. */
    public static final Rule DUE_POLICY = Rule.error("due-policy");

    private DueRules() {}
}
