package io.github.studylog.run;

import io.github.studylog.check.Beside;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.LineIndex;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.due.DueJson;
import io.github.studylog.due.DueMarkdown;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Text;
import io.github.studylog.report.DiagramStatusReport;
import io.github.studylog.report.FindingLine;
import io.github.studylog.report.Json;
import io.github.studylog.report.JsonReportWriter;
import io.github.studylog.report.JunitXmlWriter;
import io.github.studylog.report.RdjsonlWriter;
import io.github.studylog.report.ReportInput;
import io.github.studylog.report.SarifWriter;
import io.github.studylog.template.RecordTemplate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import tools.jackson.databind.JsonNode;

/**
 * Writes every report file of a pass under the output directory, each by its own writer over the same
 * {@link ReportInput}: {@code report.json}, {@code report.sarif}, {@code TEST-studylog.xml}, {@code report.rdjsonl}
 * (reviewdog), what is due ({@code due.json}, {@code due.md}, when the records part ran), and the JSON Schemas
 * compiled from the CHATGPT.md templates ({@code schemas/review.schema.json}, {@code schemas/session.schema.json})
 * for editors' YAML language servers.
 *
 * <p>One output that cannot be written never stops the others: each is tried, and each failure comes back as one
 * line for the console (the findings themselves are printed by the caller, whatever happens here).
 */
public final class ReportFiles {

    private final OutputFiles out;
    private final Optional<ContentFiles> content;

    /** Reports whose columns are the findings' own ({@code report.rdjsonl} without the files' text). */
    public ReportFiles(OutputFiles out) {
        this.out = out;
        this.content = Optional.empty();
    }

    /** Reports of the repo at {@code root}, whose files {@code report.rdjsonl} reads to count columns in bytes. */
    public ReportFiles(OutputFiles out, Path root) {
        this.out = out;
        this.content = Optional.of(new ContentFiles(new RepoPaths(root)));
    }

    /** One output and how to write it. */
    @FunctionalInterface
    private interface Output {
        void write() throws IOException;
    }

    /**
     * Writes every report; never throws.
     *
     * @return one line per output that could not be written ({@code report.sarif: …}), empty when all were
     */
    public List<String> write(CheckOutcome outcome, ReportInput input) {
        List<String> failures = new ArrayList<>();
        Optional<JsonNode> diagrams;
        try {
            diagrams = outcome.diagrams().map(d -> new DiagramStatusReport(input.messages()).json(d));
        } catch (RuntimeException e) {
            failures.add(input.messages().text("run.diagrams-part", JsonReportWriter.FILE, describe(e)));
            diagrams = Optional.empty();
        }
        Optional<JsonNode> diagramStatus = diagrams;
        // SARIF and JUnit beside the rest: the writers share nothing but the (immutable) input, each writes its own
        // file, and at this point of a run the second core is mostly idle
        CompletableFuture<List<String>> beside = Beside.start("studylog-reports", () -> {
            List<String> own = new ArrayList<>();
            attempt(own, SarifWriter.FILE_NAME, () -> new SarifWriter().write(input, out));
            attempt(own, JunitXmlWriter.FILE_NAME, () -> new JunitXmlWriter().write(input, out));
            return own;
        });
        List<String> rest = new ArrayList<>();
        try {
            attempt(
                    failures,
                    JsonReportWriter.FILE,
                    () -> out.write(
                            JsonReportWriter.FILE,
                            writer -> new JsonReportWriter()
                                    .write(
                                            input,
                                            diagramStatus,
                                            outcome.result().notes().stream()
                                                    .map(input.messages()::text)
                                                    .toList(),
                                            writer)));
            attempt(rest, RdjsonlWriter.FILE_NAME, () -> new RdjsonlWriter(lineText()).write(input, out));
            if (outcome.due().isPresent()) {
                attempt(
                        rest,
                        DueJson.FILE,
                        () -> out.write(
                                DueJson.FILE,
                                writer -> new DueJson().write(outcome.due().get(), writer)));
                attempt(
                        rest,
                        DueMarkdown.FILE,
                        () -> out.write(
                                DueMarkdown.FILE,
                                new DueMarkdown(input.messages())
                                        .render(outcome.due().get())));
            }
            writeSchema(rest, outcome.templates().review());
            writeSchema(rest, outcome.templates().session());
        } finally {
            // the failures in the order the files are listed above, whichever thread ended first
            failures.addAll(Beside.join(beside));
        }
        failures.addAll(rest);
        return List.copyOf(failures);
    }

    /** The text of a line of a content file, each file read once. */
    private BiFunction<String, Integer, Optional<String>> lineText() {
        Map<String, List<String>> lines = new HashMap<>();
        return (path, line) -> {
            if (content.isEmpty() || path.isEmpty()) {
                return Optional.empty();
            }
            List<String> text = lines.computeIfAbsent(
                    path,
                    p -> content.get()
                            .read(p, new FindingSink())
                            .map(f -> LineIndex.lines(f.text()))
                            .orElse(List.of()));
            return line >= 1 && line <= text.size() ? Optional.of(text.get(line - 1)) : Optional.empty();
        };
    }

    private void writeSchema(List<String> failures, Optional<RecordTemplate> template) {
        if (template.isPresent()) {
            String file = "schemas/" + template.get().name() + ".schema.json";
            attempt(
                    failures,
                    file,
                    () -> out.write(file, Json.pretty(template.get().schema())));
        }
    }

    private static void attempt(List<String> failures, String file, Output output) {
        try {
            output.write();
        } catch (IOException | RuntimeException e) {
            failures.add(file + ": " + describe(e));
        }
    }

    /** An exception as one line: its type (a bare path is a typical NIO message) and its message. */
    static String describe(Exception e) {
        String message = e.getMessage() == null ? "" : e.getMessage().strip();
        int nl = message.indexOf('\n');
        if (nl >= 0) {
            message = message.substring(0, nl).strip();
        }
        String text = e.getClass().getSimpleName() + (message.isEmpty() ? "" : " " + message);
        return Text.validUnicode(FindingLine.oneLine(text));
    }
}
