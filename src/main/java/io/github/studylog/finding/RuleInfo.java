package io.github.studylog.finding;

import java.util.Objects;
import java.util.Optional;

/**
 * The identity of a rule, held by each rule enum constant. Its texts are in the message catalogue under
 * {@code <id>.summary} and {@code <id>.help} ({@code io/github/studylog/messages/<domain>.properties}).
 *
 * @param id       stable id, e.g. {@code record-unknown-key}
 * @param severity default severity
 * @param summary  TRANSITIONAL: the English summary of a rule whose texts are not in the catalogue yet
 * @param help     TRANSITIONAL: the English help of such a rule
 */
public record RuleInfo(String id, Severity severity, Optional<String> summary, Optional<String> help) {

    public RuleInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(help, "help");
    }

    /** A rule whose summary and help are in the catalogue. */
    public RuleInfo(String id, Severity severity) {
        this(id, severity, Optional.empty(), Optional.empty());
    }

    /** TRANSITIONAL: a rule whose texts are still written here. */
    @Deprecated
    public RuleInfo(String id, Severity severity, String summary, String help) {
        this(id, severity, Optional.of(summary), Optional.of(help));
    }
}
