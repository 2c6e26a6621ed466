package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.result.FileKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The console styles of {@code studylog.format}: how one finding and the closing summary are printed.
 *
 * <ul>
 *   <li>{@code default}: {@code path:line:col: severity [rule] message}, the severity word in ANSI colour;</li>
 *   <li>{@code plain}: the same without colour;</li>
 *   <li>{@code json}: one compact JSON object per line ({@code "type": "finding"} or {@code "summary"}).</li>
 * </ul>
 * In the text styles control characters of paths and messages are shown escaped, so one finding stays one line
 * and content cannot send terminal escape sequences.
 */
public enum ConsoleFormat {
    DEFAULT,
    PLAIN,
    JSON;

    static final String RED = "\u001B[1;31m";
    static final String YELLOW = "\u001B[33m";
    static final String RESET = "\u001B[0m";

    /**
     * The style to print with: colour only where the host itself colours, in an interactive build or with
     * {@code style.color=always}. Maven 3 strips colour codes from batch-mode output by itself; Maven 4 writes them
     * to the log as they are, so every goal asks here.
     *
     * @param interactive whether the build is interactive (not {@code -B})
     * @param styleColor  Maven's {@code style.color} ({@code auto}, {@code always}, {@code never} …)
     */
    public ConsoleFormat forConsole(boolean interactive, String styleColor) {
        if (this != DEFAULT) {
            return this;
        }
        boolean colour = switch (styleColor.strip().toLowerCase(Locale.ROOT)) {
            case "always", "force" -> true;
            case "never", "false", "no" -> false;
            default -> interactive;
        };
        return colour ? DEFAULT : PLAIN;
    }

    /** The style named by {@code studylog.format}; blank means {@code default}. */
    public static ConsoleFormat parse(String value) {
        if (value == null || value.isBlank()) {
            return DEFAULT;
        }
        for (ConsoleFormat format : values()) {
            if (format.label().equals(value.trim().toLowerCase(Locale.ROOT))) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown studylog.format '" + value + "': use default, plain or json");
    }

    /** The word used in {@code studylog.format}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** One finding as one line, without a line terminator, without a link to its rule's page. */
    public String line(Finding finding, Messages messages) {
        return line(finding, messages, RuleDocs.NONE);
    }

    /**
     * One finding as one line, without a line terminator. The text styles end with the rule's page in
     * parentheses, as compilers and linters end a diagnostic with its help link; the JSON style carries it as
     * {@code helpUri}.
     */
    public String line(Finding finding, Messages messages, RuleDocs docs) {
        Optional<String> page = docs.page(finding.ruleId(), messages.language());
        String link = page.map(uri -> " (" + uri + ")").orElse("");
        return switch (this) {
            case PLAIN -> FindingLine.of(finding, messages) + link;
            case DEFAULT ->
                FindingLine.location(finding) + ": "
                        + colour(
                                finding.isError() ? RED : YELLOW,
                                finding.severity().label())
                        + " [" + finding.ruleId() + "] " + FindingLine.oneLine(finding.text(messages)) + link;
            case JSON -> {
                ObjectNode json = JsonNodeFactory.instance.objectNode();
                json.put("type", "finding");
                json.put("path", finding.path());
                json.put("line", finding.line());
                json.put("column", finding.column());
                json.put("severity", finding.severity().label());
                json.put("rule", finding.ruleId());
                json.put("message", finding.text(messages));
                page.ifPresent(uri -> json.put("helpUri", uri));
                yield Json.compact(json);
            }
        };
    }

    /**
     * The closing line, e.g. {@code studylog: 4 files checked (1 review, 1 session, 2 docs), 2 errors,
     * 3 warnings in 120 ms}; kinds without files are left out of the text styles.
     */
    public String summary(RunSummary summary, Messages messages) {
        return summary(summary, messages, false);
    }

    /**
     * The closing line as a replay of this run prints it: the same counts, saying it is the last run's result,
     * without a time (the JSON style: {@code "replayed": true} instead of {@code elapsedMs}).
     */
    public String replayedSummary(RunSummary summary, Messages messages) {
        return summary(summary, messages, true);
    }

    private String summary(RunSummary summary, Messages messages, boolean replayed) {
        if (this == JSON) {
            ObjectNode json = JsonNodeFactory.instance.objectNode();
            json.put("type", "summary");
            ObjectNode files = json.putObject("files");
            summary.filesPerKind().forEach((kind, count) -> files.put(kind.label(), count));
            json.put("filesTotal", summary.filesTotal());
            json.put("errors", summary.errors());
            json.put("warnings", summary.warnings());
            if (summary.inSource() + summary.baselined() > 0) {
                json.put("suppressedInSource", summary.inSource());
                json.put("baselined", summary.baselined());
            }
            if (replayed) {
                json.put("replayed", true);
            } else {
                json.put("elapsedMs", summary.elapsedMillis());
            }
            return Json.compact(json);
        }
        List<String> kinds = new ArrayList<>();
        for (Map.Entry<FileKind, Integer> entry : summary.filesPerKind().entrySet()) {
            if (entry.getValue() > 0) {
                kinds.add(messages.counted(kindKey(entry.getKey()), entry.getValue()));
            }
        }
        String errors = messages.counted("console.errors", summary.errors());
        String warnings = messages.counted("console.warnings", summary.warnings());
        return messages.text(
                replayed ? "console.summary.replayed" : "console.summary",
                messages.counted("console.files", summary.filesTotal()),
                kinds.isEmpty()
                        ? ""
                        : messages.text("console.kinds", String.join(messages.text("console.comma"), kinds)),
                summary.errors() > 0 ? colour(RED, errors) : errors,
                summary.warnings() > 0 ? colour(YELLOW, warnings) : warnings,
                suppressed(summary, messages),
                summary.elapsedMillis());
    }

    /** The counted text naming a kind's files ({@code 2 sessions}): the base key of its {@code .one}/{@code .other}. */
    private static String kindKey(FileKind kind) {
        return switch (kind) {
            case REVIEW -> "console.kind.review";
            case SESSION -> "console.kind.session";
            case DOC -> "console.kind.doc";
            case DIAGRAM -> "console.kind.diagram";
            case SVG -> "console.kind.svg";
            case INSTRUCTIONS -> "console.kind.instructions";
        };
    }

    /** {@code , 3 suppressed inline, 5 baselined}: only the kinds that occurred. */
    private static String suppressed(RunSummary summary, Messages messages) {
        return (summary.inSource() > 0 ? messages.text("console.suppressed-inline", summary.inSource()) : "")
                + (summary.baselined() > 0 ? messages.text("console.baselined", summary.baselined()) : "");
    }

    private String colour(String ansi, String text) {
        return this == DEFAULT ? ansi + text + RESET : text;
    }
}
