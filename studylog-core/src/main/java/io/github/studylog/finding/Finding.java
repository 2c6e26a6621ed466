package io.github.studylog.finding;

import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One problem found in the content repository. Findings are plain data: every output format
 * (console, JSON, SARIF, JUnit, GitHub annotations) is a writer over a list of them.
 *
 * @param rule     the rule that was broken
 * @param severity error or warning
 * @param path     repo-relative path with forward slashes (never absolute)
 * @param line     1-based line, 0 when the whole file is meant
 * @param column   1-based column, 0 when the whole line is meant
 * @param message  the sentence a content author reads, as data: its catalogue key and the values it quotes
 *                 ({@link Messages} makes the text in the chosen language); always valid Unicode: an unpaired
 *                 surrogate (half of an emoji quoted by a library's message) becomes U+FFFD here, so no report
 *                 writer can fail on it
 * @param fix      the certain fix, when the rule that raised the finding knows one ({@link #withFix})
 */
public record Finding(
        Rule rule, Severity severity, String path, int line, int column, Message message, Optional<Fix> fix) {

    /** Sort order of every report, the same in every language: path, line, column, rule id, message key, values. */
    public static final Comparator<Finding> ORDER = Comparator.comparing(Finding::path)
            .thenComparingInt(Finding::line)
            .thenComparingInt(Finding::column)
            .thenComparing(f -> f.rule().id())
            .thenComparing(f -> f.message().key())
            .thenComparing(f -> f.message().identity());

    public Finding {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("negative location " + line + ":" + column);
        }
        // the safety net: sources quote code points (Text.codePoint); whatever slips through is still encodable
        path = Text.validUnicode(path);
        message = message.map(Text::validUnicode);
    }

    /** A finding without a fix. */
    public Finding(Rule rule, Severity severity, String path, int line, int column, Message message) {
        this(rule, severity, path, line, column, message, Optional.empty());
    }

    /** This finding with a certain fix. */
    public Finding withFix(Fix certain) {
        return new Finding(rule, severity, path, line, column, message, Optional.of(certain));
    }

    /** A finding at a location, with the rule's default severity. */
    public static Finding of(Rule rule, String path, int line, int column, Message message) {
        return new Finding(rule, rule.defaultSeverity(), path, line, column, message);
    }

    /** A finding at a location, with the rule's default severity, its message made of a key and its values. */
    public static Finding of(Rule rule, String path, int line, int column, String key, @Nullable Object... args) {
        return of(rule, path, line, column, Message.of(key, args));
    }

    /** This finding's sentence in the catalogue's language. */
    public String text(Messages messages) {
        return messages.text(message);
    }

    /** {@code path:line:col}, as editors and CI logs link it. */
    public String location() {
        return path + ":" + line + ":" + column;
    }

    public String ruleId() {
        return rule.id();
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
