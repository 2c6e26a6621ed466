package io.github.studylog.suppress;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules of the inline suppressions ({@link InlineSuppressions}): the comments themselves. */
public enum SuppressRules implements Rule {
    /** A {@code studylog-disable…} comment that suppresses no finding, or names no known rule. */
    SUPPRESSION_UNUSED("suppression-unused"),
    /** A {@code studylog-disable…} comment that names no rule: a blanket "disable everything" is refused. */
    SUPPRESSION_NO_RULE("suppression-no-rule");

    private final RuleInfo info;

    SuppressRules(String id) {
        this.info = new RuleInfo(id, Severity.WARNING);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
