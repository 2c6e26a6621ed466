package io.github.studylog.report;

import io.github.studylog.finding.Rule;
import java.util.List;

/**
 * Rules for the report tests; ids deliberately not in declaration order. The texts are in the test bundle, {@code
 * src/test/resources/io/github/studylog/messages/test.properties}.
 */
final class TestRules {
    static final Rule ZETA_WARN = Rule.warning("zeta-warn");
    static final Rule ALPHA_ERROR = Rule.error("alpha-error");
    static final Rule MID_ERROR = Rule.error("mid-error");
    static final Rule UNUSED = Rule.warning("unused-rule");

    /** Every rule above, in declaration order. */
    static List<Rule> all() {
        return List.of(ZETA_WARN, ALPHA_ERROR, MID_ERROR, UNUSED);
    }

    private TestRules() {}
}
