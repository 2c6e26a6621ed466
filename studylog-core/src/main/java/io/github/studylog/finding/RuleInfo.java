package io.github.studylog.finding;

import java.util.Objects;

/**
 * The identity of a rule, held by each rule enum constant. Its texts are in the message catalogue under
 * {@code <id>.summary} and {@code <id>.help} ({@code io/github/studylog/messages/<domain>.properties} and the
 * {@code _ja} twin): {@link Rule#summary} and {@link Rule#help} read them in the run's language.
 *
 * @param id       stable id, e.g. {@code record-unknown-key}
 * @param severity default severity
 */
public record RuleInfo(String id, Severity severity) {

    public RuleInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(severity, "severity");
    }
}
