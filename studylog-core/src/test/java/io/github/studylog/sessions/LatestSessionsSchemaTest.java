package io.github.studylog.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.check.Part;
import io.github.studylog.testing.TestRepo;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/** {@code latest-sessions.json} matches the shipped {@code schemas/latest-sessions.schema.json}. */
class LatestSessionsSchemaTest {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private static Schema schema() throws Exception {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
        try (InputStream in = LatestSessionsSchemaTest.class.getResourceAsStream(
                "/io/github/studylog/schemas/latest-sessions.schema.json")) {
            return registry.getSchema(in);
        }
    }

    private static List<String> errors(Schema schema, String json) {
        return schema.validate(MAPPER.readTree(json)).stream()
                .map(e -> e.getInstanceLocation() + " " + e.getMessage())
                .toList();
    }

    @Test
    void theWrittenFileIsValid(@TempDir Path dir) throws Exception {
        String review = TestRepo.clean(dir).read("reviews/web-cache.yaml");
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "reviews/a-empty.yaml",
                        review.replace("id: web-cache", "id: a-empty")
                                .replaceAll("(?s)sessions:\n.*", "sessions: []\n"))
                .replace("sessions/2026-10-03-web-cache-02.yaml", "issue: unfiled", "issue: 22");
        LatestSessions latest = LatestSessions.of(
                repo.run(Part.LATEST_SESSIONS).records().orElseThrow().records());
        String json = new LatestSessionsJson().render(latest);
        assertEquals(List.of(), errors(schema(), json));
    }

    @Test
    void theSchemaRejectsAWrongDocument() throws Exception {
        String wrong = "{\"reviews\": [{\"review\": \"x\", \"latest\": {\"session\": \"s\", \"listed\": \"yes\"}}]}";
        assertFalse(errors(schema(), wrong).isEmpty());
    }
}
