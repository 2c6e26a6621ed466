package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.message.Messages;
import io.github.studylog.result.FileKind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Markdown job summary for GitHub Actions: a heading, a counts table and a findings table (errors first, at
 * most {@code maxRows} rows, each cell escaped and cut to {@value #MAX_CELL} characters).
 *
 * <p>{@link #appendTo} is the one place the plugin writes outside its output directory: GitHub asks every step
 * to append its summary to the file named by {@code $GITHUB_STEP_SUMMARY}, which the runner owns. It appends
 * (never replaces), so other steps' summaries stay.
 */
public final class GithubStepSummary {

    public static final int DEFAULT_MAX_ROWS = 200;
    static final int MAX_CELL = 300;

    private static final Comparator<Finding> ERRORS_FIRST =
            Comparator.comparing((Finding f) -> !f.isError()).thenComparing(Finding.ORDER);

    private final int maxRows;

    public GithubStepSummary() {
        this(DEFAULT_MAX_ROWS);
    }

    public GithubStepSummary(int maxRows) {
        if (maxRows < 0) {
            throw new IllegalArgumentException("maxRows < 0: " + maxRows);
        }
        this.maxRows = maxRows;
    }

    /** The summary file GitHub named in the environment ({@code GITHUB_STEP_SUMMARY}), if any. */
    public static Optional<Path> summaryFile(Map<String, String> environment) {
        String name = environment.get("GITHUB_STEP_SUMMARY");
        return name == null || name.isBlank() ? Optional.empty() : Optional.of(Path.of(name));
    }

    /** Appends the summary to {@code summaryFile}, creating it if needed; see the class comment. */
    public void appendTo(Path summaryFile, ReportInput input) throws IOException {
        String text = render(input);
        if (Files.exists(summaryFile) && Files.size(summaryFile) > 0) {
            text = "\n" + text;
        }
        Files.writeString(
                summaryFile,
                text,
                StandardCharsets.UTF_8,
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE,
                StandardOpenOption.APPEND);
    }

    /** The summary as Markdown, ending in a newline. */
    public String render(ReportInput input) {
        StringBuilder md = new StringBuilder(4096);
        Messages m = input.messages();
        md.append("## studylog: ").append(verdict(input)).append("\n\n");
        md.append("| ")
                .append(m.text("summary.checked"))
                .append(" | ")
                .append(m.text("summary.files"))
                .append(" |\n| --- | ---: |\n");
        int total = 0;
        for (Map.Entry<FileKind, Integer> entry : input.filesPerKind().entrySet()) {
            md.append("| ")
                    .append(m.text(kindKey(entry.getKey())))
                    .append(" | ")
                    .append(entry.getValue())
                    .append(" |\n");
            total += entry.getValue();
        }
        md.append("| **")
                .append(m.text("summary.total"))
                .append("** | **")
                .append(total)
                .append("** |\n\n");
        md.append("| ")
                .append(m.text("summary.findings"))
                .append(" | ")
                .append(m.text("summary.count"))
                .append(" |\n| --- | ---: |\n");
        md.append("| ")
                .append(m.text("summary.errors"))
                .append(" | ")
                .append(input.errorCount())
                .append(" |\n");
        md.append("| ")
                .append(m.text("summary.warnings"))
                .append(" | ")
                .append(input.warningCount())
                .append(" |\n");
        if (!input.suppressed().isEmpty()) {
            md.append("| ")
                    .append(m.text("summary.suppressed-inline"))
                    .append(" | ")
                    .append(input.suppressedCount(Suppressed.Kind.IN_SOURCE))
                    .append(" |\n");
            md.append("| ")
                    .append(m.text("summary.baselined"))
                    .append(" | ")
                    .append(input.suppressedCount(Suppressed.Kind.EXTERNAL))
                    .append(" |\n");
        }
        md.append('\n');
        new GithubAnnotations()
                .select(input)
                .overflow()
                .ifPresent(sentence -> md.append("_")
                        .append(cell(m.text("summary.sentence", m.text(sentence))))
                        .append("_\n\n"));
        if (input.findings().isEmpty()) {
            return md.append(m.text("summary.no-findings")).append("\n").toString();
        }
        List<Finding> rows = new ArrayList<>(input.findings());
        rows.sort(ERRORS_FIRST);
        md.append("| ")
                .append(m.text("summary.severity"))
                .append(" | ")
                .append(m.text("summary.location"))
                .append(" | ")
                .append(m.text("summary.rule"))
                .append(" | ")
                .append(m.text("summary.message"))
                .append(" |\n| --- | --- | --- | --- |\n");
        for (Finding finding : rows.subList(0, Math.min(maxRows, rows.size()))) {
            md.append("| ")
                    .append(finding.severity().label())
                    .append(" | ")
                    .append(cell(finding.location()))
                    .append(" | ")
                    .append(cell(finding.ruleId()))
                    .append(" | ")
                    .append(cell(input.text(finding)))
                    .append(" |\n");
        }
        if (rows.size() > maxRows) {
            md.append("\n_")
                    .append(m.text(
                            "summary.sentence",
                            m.text("summary.showing", maxRows, rows.size(), JunitXmlWriter.FILE_NAME)))
                    .append("_\n");
        }
        return md.toString();
    }

    private static String verdict(ReportInput input) {
        long errors = input.errorCount();
        long warnings = input.warningCount();
        Messages m = input.messages();
        if (errors + warnings == 0) {
            return m.text("summary.verdict.clean");
        }
        return m.text("summary.verdict", m.counted("console.errors", errors), m.counted("console.warnings", warnings));
    }

    /**
     * Text safe inside a Markdown table cell: HTML-significant characters as entities, Markdown punctuation and
     * pipes backslash-escaped, line breaks as {@code <br>}, other control characters shown as {@code \\uXXXX},
     * cut to {@value #MAX_CELL} code points.
     */
    static String cell(String text) {
        String cut = text;
        if (text.codePointCount(0, text.length()) > MAX_CELL) {
            cut = text.substring(0, text.offsetByCodePoints(0, MAX_CELL)) + "…";
        }
        StringBuilder out = new StringBuilder(cut.length() + 16);
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '\r' -> {
                    out.append("<br>");
                    if (i + 1 < cut.length() && cut.charAt(i + 1) == '\n') {
                        i++;
                    }
                }
                case '\n' -> out.append("<br>");
                case '|', '\\', '`', '*', '_', '[', ']', '~', '#', '!' ->
                    out.append('\\').append(c);
                default ->
                    out.append(Character.isISOControl(c) ? String.format("\\u%04X", (int) c) : String.valueOf(c));
            }
        }
        return out.toString();
    }

    /** The summary table's row heading of a kind's files. */
    private static String kindKey(FileKind kind) {
        return switch (kind) {
            case REVIEW -> "summary.kind.review";
            case SESSION -> "summary.kind.session";
            case DOC -> "summary.kind.doc";
            case DIAGRAM -> "summary.kind.diagram";
            case SVG -> "summary.kind.svg";
            case INSTRUCTIONS -> "summary.kind.instructions";
        };
    }
}
