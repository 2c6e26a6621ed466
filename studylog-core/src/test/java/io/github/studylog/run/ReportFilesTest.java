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

    /** The diagnostic's start line and byte column, and its first suggestion's start column. */
    private static void assertStarts(JsonNode d, int line, int column, int suggestionColumn) {
        JsonNode start = d.path("location").path("range").path("start");
        assertEquals(line, start.path("line").asInt(), d.toString());
        assertEquals(column, start.path("column").asInt(), d.toString());
        assertEquals(
                suggestionColumn,
                d.path("suggestions")
                        .get(0)
                        .path("range")
                        .path("start")
                        .path("column")
                        .asInt(),
                d.toString());
    }

    @Test
    void aColumnIsCountedInUtf8BytesOfItsLine() throws Exception {
        // three kana of three bytes each before the link: code-point column 4 is byte column 10; the suggestion
        // replaces the target: 9 + 5 + 15 + 2 bytes before it
        assertStarts(onlyDiagnostic(LINK, "これは[HTTPキャッシュ](/web/cahce/)"), 14, 10, 32);
    }

    @Test
    void aLoneCarriageReturnEndsALineForTheByteColumnAsItDoesForTheFinding() throws Exception {
        // the line before the link ends in a lone CR: the finding is on line 15, and its byte column is counted in
        // line 15's text (splitting at LF only would count it in the text of the line after, and give 4)
        assertStarts(onlyDiagnostic(LINK, "前置き\rこれは[HTTPキャッシュ](/web/cahce/)"), 15, 10, 32);
    }
}
