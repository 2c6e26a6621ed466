package io.github.studylog.suppress;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules of the inline suppressions ({@link InlineSuppressions}): the comments themselves. */
public enum SuppressRules implements Rule {
    /** A {@code studylog-disable…} comment that suppresses no finding, or names no known rule. */
    SUPPRESSION_UNUSED("suppression-unused",
            "A studylog-disable comment suppresses no finding (the problem was fixed, or the rule id is wrong).",
            "Remove the comment, or correct the rule id it names; stale suppressions hide the next real problem."),
    /** A {@code studylog-disable…} comment that names no rule: a blanket "disable everything" is refused. */
    SUPPRESSION_NO_RULE("suppression-no-rule",
            "A studylog-disable comment names no rule; disabling every rule at once is refused.",
            "Name the rule(s) the comment is for, e.g. `studylog-disable-next-line doc-link-page`; the README lists"
                    + " every rule id. To accept many old findings, use `mvn studylog:baseline`.");

    private final RuleInfo info;

    SuppressRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.WARNING, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
