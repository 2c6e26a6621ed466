package io.github.studylog.report;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules for the report tests; ids deliberately not in declaration order. */
enum TestRules implements Rule {
    ZETA_WARN("zeta-warn", Severity.WARNING, "Zeta is discouraged.", "Remove zeta."),
    ALPHA_ERROR("alpha-error", Severity.ERROR, "Alpha must be valid.", "Fix alpha: see the \"spec\" & <docs>."),
    MID_ERROR("mid-error", Severity.ERROR, "日本語の規則です。", "見出しを直してください。"),
    UNUSED("unused-rule", Severity.WARNING, "Never reported in tests.", "Nothing to do.");

    private final RuleInfo info;

    TestRules(String id, Severity severity, String summary, String help) {
        this.info = new RuleInfo(id, severity, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
