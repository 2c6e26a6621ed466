package io.github.studylog.suppress;

import io.github.studylog.finding.Rule;

/** Rules of the inline suppressions ({@link InlineSuppressions}): the comments themselves. */
public final class SuppressRules {
    /** A {@code studylog-disable…} comment that suppresses no finding, or names no known rule. */
    public static final Rule SUPPRESSION_UNUSED = Rule.warning("suppression-unused");

    /** A {@code studylog-disable…} comment that names no rule: a blanket "disable everything" is refused. */
    public static final Rule SUPPRESSION_NO_RULE = Rule.warning("suppression-no-rule");

    private SuppressRules() {}
}
