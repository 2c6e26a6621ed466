package io.github.studylog.report;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.template.RecordTemplate;
import java.io.IOException;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Writes every report file of a pass under the output directory, each by its own writer over the same
 * {@link ReportInput}: {@code report.json}, {@code report.sarif}, {@code TEST-studylog.xml}, and the JSON Schemas
 * compiled from the CHATGPT.md templates ({@code schemas/review.schema.json}, {@code schemas/session.schema.json})
 * for editors' YAML language servers.
 */
public final class ReportFiles {

    private final OutputFiles out;

    public ReportFiles(OutputFiles out) {
        this.out = out;
    }

    public void write(CheckOutcome outcome, ReportInput input) throws IOException {
        Optional<JsonNode> diagrams = outcome.diagrams().map(d -> new DiagramStatusReport().json(d));
        out.write(JsonReportWriter.FILE,
                writer -> new JsonReportWriter().write(input, diagrams, outcome.result().notes(), writer));
        new SarifWriter().write(input, out);
        new JunitXmlWriter().write(input, out);
        writeSchema(outcome.templates().review());
        writeSchema(outcome.templates().session());
    }

    private void writeSchema(Optional<RecordTemplate> template) throws IOException {
        if (template.isPresent()) {
            out.write("schemas/" + template.get().name() + ".schema.json", Json.pretty(template.get().schema()));
        }
    }
}
