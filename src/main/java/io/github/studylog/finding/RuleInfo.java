package io.github.studylog.finding;

import java.util.Objects;

/**
 * The description of a rule, held by each rule enum constant.
 *
 * @param id       stable id, e.g. {@code record-unknown-key}
 * @param severity default severity
 * @param summary  one sentence: what the rule checks
 * @param help     what an author does to fix a finding
 */
public record RuleInfo(String id, Severity severity, String summary, String help) {

    public RuleInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(help, "help");
    }
}
