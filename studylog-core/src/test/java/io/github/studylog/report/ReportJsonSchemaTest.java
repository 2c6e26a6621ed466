package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.check.Part;
import io.github.studylog.message.Messages;
import io.github.studylog.run.ReportFiles;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ReportJsonSchemaTest {

    private static Schema reportSchema() throws Exception {
        String text = Files.readString(Path.of("schemas/report.schema.json"));
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(JsonMapper.builder().build().readTree(text));
    }

    @Test
    void reportJsonOfACleanAndABrokenRepoValidatesAgainstItsSchema(@TempDir Path dir) throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("reviews/web-cache.yaml", "status: hinted", "status: done");
        repo.replace(
                "diagrams/web-cache/revalidate.json", "\"to\": \"cdn\", \"y\": 180", "\"to\": \"cdm\", \"y\": 180");
        var outcome = repo.run(Part.RECORDS, Part.DIAGRAMS);
        ReportInput input = ReportInput.of("test", outcome.result(), RuleCatalog.all());
        String text = new JsonReportWriter()
                .render(
                        input,
                        Optional.of(new DiagramStatusReport(Messages.english())
                                .json(outcome.diagrams().orElseThrow())),
                        outcome.result().notes().stream()
                                .map(io.github.studylog.message.Message::english)
                                .toList());
        JsonNode json = JsonMapper.builder().build().readTree(text);
        List<Error> errors = reportSchema().validate(json);
        assertEquals(List.of(), errors);
        assertEquals(2, json.get("summary").get("errors").asInt(), json.toString());
        assertEquals("valid", json.get("diagrams").get(0).get("failedStep").asString());
        json.get("findings")
                .forEach(f -> assertEquals(
                        RuleDocs.PUBLISHED_URL + "rules/" + f.get("rule").asString() + ".html",
                        f.get("helpUri").asString(),
                        "the same link as SARIF's helpUri"));
        JsonNode none = JsonMapper.builder()
                .build()
                .readTree(new JsonReportWriter().render(input.withDocs(RuleDocs.NONE), Optional.empty(), List.of()));
        none.get("findings").forEach(f -> assertFalse(f.has("helpUri"), "studylog.docsUrl=none"));
    }

    @Test
    void notesAreInReportJsonAndValidate(@TempDir Path dir) throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("sessions/2026-10-01-web-cache-01.yaml", "    commit: unknown", "    commit: 61970989");
        var outcome = repo.run(Part.RECORDS);
        Path out = dir.resolve("target/studylog");
        assertEquals(
                List.of(),
                new ReportFiles(new io.github.studylog.content.OutputFiles(out))
                        .write(outcome, ReportInput.of("test", outcome.result(), RuleCatalog.all())));
        JsonNode json = JsonMapper.builder().build().readTree(Files.readString(out.resolve("report.json")));
        assertEquals(List.of(), reportSchema().validate(json));
        assertTrue(
                json.get("notes").get(0).asString().startsWith("the content repository is not in a git work tree"),
                json.toString());
    }
}
