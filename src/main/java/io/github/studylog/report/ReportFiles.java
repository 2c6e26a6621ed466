package io.github.studylog.report;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.template.RecordTemplate;
import java.io.IOException;
import java.util.Optional;

/**
 * Writes every report file of a pass under the output directory: {@code report.json}, and the JSON Schemas
 * compiled from the CHATGPT.md templates ({@code schemas/review.schema.json}, {@code schemas/session.schema.json})
 * for editors' YAML language servers.
 */
public final class ReportFiles {

    private final OutputFiles out;
    private final String toolVersion;

    public ReportFiles(OutputFiles out, String toolVersion) {
        this.out = out;
        this.toolVersion = toolVersion;
    }

    public void write(CheckOutcome outcome) throws IOException {
        out.write(JsonReportWriter.FILE, new JsonReportWriter().write(toolVersion, outcome.result()));
        writeSchema(outcome.templates().review());
        writeSchema(outcome.templates().session());
    }

    private void writeSchema(Optional<RecordTemplate> template) throws IOException {
        if (template.isPresent()) {
            out.write("schemas/" + template.get().name() + ".schema.json", Json.pretty(template.get().schema()));
        }
    }
}
