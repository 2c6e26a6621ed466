package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.content.UnifiedDiff;
import io.github.studylog.finding.Finding;
import io.github.studylog.provenance.ProvenanceRules;
import io.github.studylog.report.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ApplyReportTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static List<Error> validate(ApplyResult result) throws Exception {
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(JSON.readTree(Files.readString(Path.of("schemas/apply-sync-result.schema.json"))));
        return schema.validate(JSON.readTree(Json.pretty(new ApplyReport().json(result, "test"))));
    }

    @Test
    void aRefusalListsEachFindingAtItsBodyLineAndValidates() throws Exception {
        Finding f = Finding.of(ProvenanceRules.SOURCE_COMMIT_UNKNOWN, "issue #13", 13, 13, "test.text",
                "`deadbeefcafe1234` is not a commit | of this history");
        ApplyResult result = new ApplyResult(ApplyResult.Status.REFUSED, false,
                Optional.of("2026-09-10-int-burst-01-01"), Optional.of(13L), List.of(), List.of(f),
                List.of("history is shallow: 1 commit not verified"), List.of());
        assertEquals(List.of(), validate(result));
        String comment = new ApplyReport().comment(result);
        assertTrue(comment.startsWith("**studylog: this Session Sync issue was not applied.** Nothing was written."),
                comment);
        assertTrue(comment.contains("| issue #13 line 13, column 13 | error | `source-commit-unknown` | "
                + "`deadbeefcafe1234` is not a commit \\| of this history |\n"), comment);
        assertTrue(comment.contains("\nNotes:\n\n- history is shallow: 1 commit not verified\n"), comment);
    }

    @Test
    void anAppliedResultShowsTheFilesAndADiffFenceLongerThanAnyBacktickRunInside() throws Exception {
        FileChange change = new FileChange("sessions/2026-10-05-web-cache-03.yaml", Optional.empty(), "a: ```\n",
                UnifiedDiff.of("sessions/2026-10-05-web-cache-03.yaml", Optional.empty(), "a: ```\n"));
        ApplyResult result = new ApplyResult(ApplyResult.Status.APPLIED, true, Optional.of("2026-10-05-web-cache-03"),
                Optional.empty(), List.of(change), List.of(), List.of(), List.of("status hint"));
        assertEquals(List.of(), validate(result));
        String comment = new ApplyReport().comment(result);
        assertTrue(comment.contains("````diff\n--- /dev/null\n+++ b/sessions/2026-10-05-web-cache-03.yaml\n"
                + "@@ -0,0 +1 @@\n+a: ```\n````\n"), comment);
        assertTrue(comment.contains("(dry run: nothing written)"), comment);
    }
}
