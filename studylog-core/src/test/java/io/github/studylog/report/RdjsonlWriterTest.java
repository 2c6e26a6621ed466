package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.message.Messages;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** report.rdjsonl: one reviewdog Diagnostic per line, suggestions for fixable findings, byte columns. */
class RdjsonlWriterTest {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final String DOC = "src/content/docs/web/cache.md";
    private static final String LINE = "見出し [古い頁](/web/cahce/) へ";

    private static List<JsonNode> parse(String text) {
        assertTrue(text.endsWith("\n"));
        return text.lines().map(MAPPER::readTree).toList();
    }

    @Test
    void everyLineIsOneDiagnosticOfReviewdogsFormat() {
        List<JsonNode> lines = parse(new RdjsonlWriter().render(Fixtures.input()));

        assertEquals(Fixtures.input().findings().size(), lines.size());
        for (JsonNode d : lines) {
            assertTrue(d.path("message").isString(), d.toString());
            assertTrue(d.path("location").path("path").isString(), d.toString());
            assertTrue(List.of("ERROR", "WARNING").contains(d.path("severity").asString()), d.toString());
            assertTrue(d.path("code").path("value").asString().matches("[a-z]+(-[a-z]+)*"), d.toString());
            assertEquals(
                    RuleDocs.PUBLISHED_URL + "rules/"
                            + d.path("code").path("value").asString() + ".html",
                    d.path("code").path("url").asString(),
                    "the rule's page");
            assertEquals(RuleDocs.PUBLISHED_URL, d.path("source").path("url").asString());
            assertFalse(d.has("suggestions"), "no fix, no suggestion: " + d);
        }
        parse(new RdjsonlWriter().render(Fixtures.input().withDocs(RuleDocs.NONE)))
                .forEach(d -> assertFalse(d.path("code").has("url"), "studylog.docsUrl=none: " + d));
        JsonNode wholeFile = lines.stream()
                .filter(d -> d.path("message").asString().startsWith("ファイル全体"))
                .findFirst()
                .orElseThrow();
        assertFalse(wholeFile.path("location").has("range"), "a whole-file finding has no range");
    }

    @Test
    void aFixableFindingCarriesItsSuggestionWithColumnsInUtf8Bytes() {
        // `cahce` starts at code point 16 of the line, after six three-byte characters
        Finding f = Finding.of(TestRules.ALPHA_ERROR, DOC, 3, 5, "test.text", "`/web/cahce/` is no page of the site")
                .withFix(Fix.replace(DOC, 3, 16, 5, "cache"));
        ReportInput input = new ReportInput("t", List.of(f), List.of(), TestRules.all());
        Map<Integer, String> file = Map.of(3, LINE);

        JsonNode d = parse(new RdjsonlWriter((path, line) -> Optional.ofNullable(file.get(line))).render(input))
                .get(0);

        assertEquals(
                3, d.path("location").path("range").path("start").path("line").asInt());
        assertEquals(
                3 * 3 + 1 + 1,
                d.path("location").path("range").path("start").path("column").asInt(),
                "code point 5 (`[`) follows 見出し and a space: 10 bytes");
        JsonNode suggestion = d.path("suggestions").get(0);
        assertEquals("cache", suggestion.path("text").asString());
        int start = suggestion.path("range").path("start").path("column").asInt();
        int end = suggestion.path("range").path("end").path("column").asInt();
        byte[] bytes = LINE.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals("cahce", new String(bytes, start - 1, end - start, java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void suppressedFindingsAreLeftOut() {
        Finding f = Finding.of(TestRules.ALPHA_ERROR, DOC, 3, 5, "test.text", "古い");
        ReportInput input = new ReportInput(
                "t",
                List.of(),
                List.of(),
                TestRules.all(),
                List.of(new Suppressed(f, Suppressed.Kind.EXTERNAL)),
                Messages.english());
        assertEquals("", new RdjsonlWriter().render(input));
    }
}
