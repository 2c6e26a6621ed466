package io.github.studylog.run;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.report.DiagramStatusReport;
import io.github.studylog.report.Json;
import io.github.studylog.report.JsonReportWriter;
import io.github.studylog.report.JunitXmlWriter;
import io.github.studylog.report.ReportInput;
import io.github.studylog.report.SarifWriter;
import io.github.studylog.template.RecordTemplate;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Writes every report file of a pass under the output directory, each by its own writer over the same
 * {@link ReportInput}: {@code report.json}, {@code report.sarif}, {@code TEST-studylog.xml}, and the JSON Schemas
 * compiled from the CHATGPT.md templates ({@code schemas/review.schema.json}, {@code schemas/session.schema.json})
 * for editors' YAML language servers. One output that cannot be written does not stop the others.
 */
public final class ReportFiles {

    /** Writes one output; may fail. */
    private interface Output {
        void write() throws IOException;
    }

    private final OutputFiles out;

    public ReportFiles(OutputFiles out) {
        this.out = out;
    }

    /**
     * Writes every report.
     *
     * @return one sentence per output that could not be written, empty when all were
     */
    public List<String> write(CheckOutcome outcome, ReportInput input) {
        List<String> failures = new ArrayList<>();
        Optional<JsonNode> diagrams = outcome.diagrams().map(d -> new DiagramStatusReport().json(d));
        attempt(JsonReportWriter.FILE, failures, () -> out.write(JsonReportWriter.FILE,
                writer -> new JsonReportWriter().write(input, diagrams, outcome.result().notes(), writer)));
        attempt(SarifWriter.FILE_NAME, failures, () -> new SarifWriter().write(input, out));
        attempt(JunitXmlWriter.FILE_NAME, failures, () -> new JunitXmlWriter().write(input, out));
        for (Optional<RecordTemplate> template : List.of(outcome.templates().review(), outcome.templates().session())) {
            if (template.isPresent()) {
                String file = "schemas/" + template.get().name() + ".schema.json";
                attempt(file, failures, () -> out.write(file, Json.pretty(template.get().schema())));
            }
        }
        return failures;
    }

    private void attempt(String file, List<String> failures, Output output) {
        try {
            output.write();
        } catch (IOException | RuntimeException e) {
            failures.add("studylog could not write " + out.resolve(file) + ": " + e
                    + ". Check that the directory is writable (or set studylog.outputDirectory).");
        }
    }
}
