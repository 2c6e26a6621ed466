package io.github.studylog.report;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.finding.Text;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * {@code report.json}: the findings and checked files of a pass, described by {@code schemas/report.schema.json}.
 * No timestamps and no absolute paths, so two runs on the same content give the same bytes. Every text is written
 * as valid Unicode (an unpaired surrogate as U+FFFD), so the UTF-8 encoder never fails on it.
 */
public final class JsonReportWriter {

    public static final String FILE = "report.json";

    /**
     * Writes the report as it goes (a large repo's report is never held in memory as a tree).
     *
     * @param diagrams the per-diagram status object, when the diagrams part ran
     * @param notes    facts about the run that are not findings (a shallow clone, a missing font); none: omitted
     */
    public void write(ReportInput input, Optional<JsonNode> diagrams, List<String> notes, Writer writer)
            throws IOException {
        try (JsonGenerator json = Json.prettyGenerator(writer)) {
            json.writeStartObject();
            json.writeStringProperty("$schema", "https://studylog.github.io/schemas/report.schema.json");
            json.writeObjectPropertyStart("tool");
            json.writeStringProperty("name", "studylog");
            json.writeStringProperty("version", Text.validUnicode(input.toolVersion()));
            json.writeEndObject();
            json.writeObjectPropertyStart("summary");
            json.writeNumberProperty("errors", input.errorCount());
            json.writeNumberProperty("warnings", input.warningCount());
            if (!input.suppressed().isEmpty()) {
                json.writeObjectPropertyStart("suppressed");
                for (Suppressed.Kind kind : Suppressed.Kind.values()) {
                    json.writeNumberProperty(kind.label(), input.suppressedCount(kind));
                }
                json.writeEndObject();
            }
            json.writeObjectPropertyStart("files");
            for (Map.Entry<FileKind, Integer> e : input.filesPerKind().entrySet()) {
                json.writeNumberProperty(e.getKey().label(), e.getValue());
            }
            json.writeEndObject();
            json.writeEndObject();
            json.writeArrayPropertyStart("findings");
            for (Map.Entry<Finding, Optional<Suppressed.Kind>> entry : input.allFindings()) {
                Finding f = entry.getKey();
                json.writeStartObject();
                json.writeStringProperty("rule", f.ruleId());
                json.writeStringProperty("severity", f.severity().label());
                json.writeStringProperty("path", f.path());
                json.writeNumberProperty("line", f.line());
                json.writeNumberProperty("column", f.column());
                json.writeStringProperty("message", input.text(f));
                Optional<String> help = input.helpUri(f.ruleId());
                if (help.isPresent()) {
                    json.writeStringProperty("helpUri", help.get());
                }
                if (entry.getValue().isPresent()) {
                    json.writeStringProperty(
                            "suppressed", entry.getValue().get().label());
                }
                if (f.fix().isPresent()) {
                    Fix fix = f.fix().get();
                    json.writeObjectPropertyStart("fix");
                    json.writeNumberProperty("startLine", fix.startLine());
                    json.writeNumberProperty("startColumn", fix.startColumn());
                    json.writeNumberProperty("endLine", fix.endLine());
                    json.writeNumberProperty("endColumn", fix.endColumn());
                    json.writeStringProperty("text", fix.replacement());
                    json.writeEndObject();
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayPropertyStart("files");
            for (CheckedFile file : input.checkedFiles()) {
                json.writeStartObject();
                json.writeStringProperty("path", Text.validUnicode(file.path()));
                json.writeStringProperty("kind", file.kind().label());
                json.writeEndObject();
            }
            json.writeEndArray();
            if (diagrams.isPresent()) {
                json.writeName("diagrams");
                Json.write(json, diagrams.get());
            }
            if (!notes.isEmpty()) {
                json.writeArrayPropertyStart("notes");
                for (String note : notes) {
                    json.writeString(Text.validUnicode(note));
                }
                json.writeEndArray();
            }
            json.writeEndObject();
            json.writeRaw('\n');
        } catch (JacksonException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** The report as text, for tests and small runs. */
    public String render(ReportInput input, Optional<JsonNode> diagrams, List<String> notes) {
        OutputFiles.Content content = writer -> write(input, diagrams, notes, writer);
        return content.text();
    }
}
