package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The report files a run writes from the content's own text: report.rdjsonl's UTF-8 byte columns. */
class ReportFilesTest {

    private static final String INDEX = "src/content/docs/web/index.mdx";
    private static final String LINK = "[HTTPキャッシュ](/web/cache/)";

    @TempDir
    Path dir;

    /** The one rdjsonl diagnostic of a run over the clean repo with {@code from} replaced by {@code to} in INDEX. */
    private JsonNode onlyDiagnostic(String from, String to) throws Exception {
        TestRepo repo = TestRepo.clean(dir).replace(INDEX, from, to);
        new StudylogRun().run(RunRequests.records(repo, "check"), new ListLog());
        JsonMapper json = JsonMapper.builder().build();
        List<JsonNode> lines = Files.readAllLines(repo.root().resolve("target/studylog/report.rdjsonl")).stream()
                .map(json::readTree)
                .toList();
        assertEquals(1, lines.size(), lines.toString());
        return lines.get(0);
    }

    @Test
    void aColumnIsCountedInUtf8BytesOfItsLine() throws Exception {
        JsonNode d = onlyDiagnostic(LINK, "これは[HTTPキャッシュ](/web/cahce/)");
        assertEquals(
                14, d.path("location").path("range").path("start").path("line").asInt(), d.toString());
        // three kana of three bytes each before the link: code-point column 4 is byte column 10
        assertEquals(
                10,
                d.path("location").path("range").path("start").path("column").asInt(),
                d.toString());
        // the suggestion replaces the target: 9 + 5 + 15 + 2 bytes before it
        assertEquals(
                32,
                d.path("suggestions")
                        .get(0)
                        .path("range")
                        .path("start")
                        .path("column")
                        .asInt(),
                d.toString());
    }

    @Test
    void aLoneCarriageReturnEndsALineForTheByteColumnAsItDoesForTheFinding() throws Exception {
        // the line before the link ends in a lone CR: the finding is on line 15, and its byte column is counted in
        // line 15's text (splitting at LF only would count it in the text of the line after, and give 4)
        JsonNode d = onlyDiagnostic(LINK, "前置き\rこれは[HTTPキャッシュ](/web/cahce/)");
        assertEquals(
                15, d.path("location").path("range").path("start").path("line").asInt(), d.toString());
        assertEquals(
                10,
                d.path("location").path("range").path("start").path("column").asInt(),
                d.toString());
        // the suggestion replaces the target: 9 + 5 + 15 + 2 bytes before it
        assertEquals(
                32,
                d.path("suggestions")
                        .get(0)
                        .path("range")
                        .path("start")
                        .path("column")
                        .asInt(),
                d.toString());
    }
}
