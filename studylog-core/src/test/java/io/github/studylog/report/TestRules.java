package io.github.studylog.report;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules for the report tests; ids deliberately not in declaration order. */
enum TestRules implements Rule {
    ZETA_WARN("zeta-warn", Severity.WARNING),
    ALPHA_ERROR("alpha-error", Severity.ERROR),
    MID_ERROR("mid-error", Severity.ERROR),
    UNUSED("unused-rule", Severity.WARNING);

    private final RuleInfo info;

    /** The texts are in the test bundle, {@code src/test/resources/io/github/studylog/messages/test.properties}. */
    TestRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
