package io.github.studylog.report;

import io.github.studylog.message.Messages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.check.Part;
import io.github.studylog.run.ReportFiles;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.finding.Rule;
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
        repo.replace("diagrams/web-cache/revalidate.json", "\"to\": \"cdn\", \"y\": 180", "\"to\": \"cdm\", \"y\": 180");
        var outcome = repo.run(Part.RECORDS, Part.DIAGRAMS);
        ReportInput input = ReportInput.of("test", outcome.result(), RuleCatalog.all());
        String text = new JsonReportWriter().render(input,
                Optional.of(new DiagramStatusReport(Messages.english()).json(outcome.diagrams().orElseThrow())),
                outcome.result().notes().stream().map(io.github.studylog.message.Message::english).toList());
        JsonNode json = JsonMapper.builder().build().readTree(text);
        List<Error> errors = reportSchema().validate(json);
        assertEquals(List.of(), errors);
        assertEquals(2, json.get("summary").get("errors").asInt(), json.toString());
        assertEquals("valid", json.get("diagrams").get(0).get("failedStep").asString());
    }

    @Test
    void notesAreInReportJsonAndValidate(@TempDir Path dir) throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("sessions/2026-10-01-web-cache-01.yaml", "    commit: unknown", "    commit: 61970989");
        var outcome = repo.run(Part.RECORDS);
        Path out = dir.resolve("target/studylog");
        assertEquals(List.of(), new ReportFiles(new io.github.studylog.content.OutputFiles(out))
                .write(outcome, ReportInput.of("test", outcome.result(), RuleCatalog.all())));
        JsonNode json = JsonMapper.builder().build().readTree(Files.readString(out.resolve("report.json")));
        assertEquals(List.of(), reportSchema().validate(json));
        assertTrue(json.get("notes").get(0).asString().startsWith("the content repository is not in a git work tree"),
                json.toString());
    }

    @Test
    void theReadmeListsEveryRule() throws Exception {
        // a rule is listed in README.md's rule table, or in that of its feature's page of the site
        StringBuilder readme = new StringBuilder(Files.readString(Path.of("README.md")));
        try (java.util.stream.Stream<Path> pages = Files.list(Path.of("src/site/markdown"))) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                readme.append(Files.readString(page));
            }
        }
        for (Rule rule : RuleCatalog.all()) {
            assertTrue(readme.toString().contains("| `" + rule.id() + "` |"), "README.md lacks rule " + rule.id());
        }
    }
}
