package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Messages;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.BiFunction;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@value #FILE_NAME}: the counted findings in reviewdog's rdjsonl format (one Diagnostic JSON object per line), for
 * {@code reviewdog -f=rdjsonl -reporter=github-pr-review}, which posts them as review comments and the
 * {@code suggestions} as GitHub "suggested changes".
 *
 * <p>Each line has {@code message}, {@code location.path} and {@code location.range.start} (left out for a
 * whole-file finding; {@code column} left out for a whole-line one), {@code severity} ({@code ERROR} or
 * {@code WARNING}), {@code source.name} and {@code source.url} (the plugin's site), {@code code.value} (the rule id)
 * and {@code code.url} (the rule's page; both left out with {@code studylog.docsUrl=none}), and for a finding with a
 * {@link Fix} one {@code suggestions} entry with its range and replacement text.
 * reviewdog counts columns in UTF-8 bytes; the findings count code points, so each column is converted with the
 * line's text when the caller can give it ({@code lineText}), as-is otherwise. Suppressed findings are left out:
 * nobody should be asked to review them.
 */
public final class RdjsonlWriter implements ReportFileWriter {

    public static final String FILE_NAME = "report.rdjsonl";

    private final BiFunction<String, Integer, Optional<String>> lineText;

    /** A writer that keeps columns as the findings count them (no file text at hand). */
    public RdjsonlWriter() {
        this((path, line) -> Optional.empty());
    }

    /** @param lineText the text of a line of a repo-relative file (1-based), to count columns in UTF-8 bytes */
    public RdjsonlWriter(BiFunction<String, Integer, Optional<String>> lineText) {
        this.lineText = lineText;
    }

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    @Override
    public void write(ReportInput input, Writer writer) throws IOException {
        for (Finding finding : input.findings()) {
            writer.write(Json.compact(diagnostic(finding, input)));
            writer.write('\n');
        }
    }

    private ObjectNode diagnostic(Finding f, ReportInput input) {
        Messages messages = input.messages();
        ObjectNode d = JsonNodeFactory.instance.objectNode();
        d.put("message", messages.text(f.message()));
        ObjectNode location = d.putObject("location");
        location.put("path", f.path());
        if (f.line() > 0) {
            ObjectNode start = location.putObject("range").putObject("start");
            start.put("line", f.line());
            if (f.column() > 0) {
                start.put("column", byteColumn(f.path(), f.line(), f.column()));
            }
        }
        d.put("severity", f.severity() == Severity.ERROR ? "ERROR" : "WARNING");
        ObjectNode source = d.putObject("source").put("name", "studylog");
        input.docs().site().ifPresent(site -> source.put("url", site));
        ObjectNode code = d.putObject("code").put("value", f.ruleId());
        input.helpUri(f.ruleId()).ifPresent(page -> code.put("url", page));
        if (f.fix().isPresent()) {
            Fix fix = f.fix().get();
            ObjectNode suggestion = d.putArray("suggestions").addObject();
            ObjectNode range = suggestion.putObject("range");
            range.putObject("start")
                    .put("line", fix.startLine())
                    .put("column", byteColumn(fix.path(), fix.startLine(), fix.startColumn()));
            range.putObject("end")
                    .put("line", fix.endLine())
                    .put("column", byteColumn(fix.path(), fix.endLine(), fix.endColumn()));
            suggestion.put("text", fix.replacement());
        }
        return d;
    }

    /** A 1-based code-point column as reviewdog's 1-based UTF-8 byte column, when the line's text is known. */
    int byteColumn(String path, int line, int column) {
        Optional<String> text = lineText.apply(path, line);
        if (text.isEmpty()) {
            return column;
        }
        String s = text.get();
        int codePoints = s.codePointCount(0, s.length());
        int before = Math.min(column - 1, codePoints);
        int end = s.offsetByCodePoints(0, before);
        return s.substring(0, end).getBytes(StandardCharsets.UTF_8).length + (column - 1 - before) + 1;
    }
}
