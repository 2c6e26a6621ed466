package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One broken repo checked in English and in Japanese: the same rule ids, locations, severities, counts and verdict;
 * only the texts change, and in Japanese they read as Japanese.
 */
class LanguageRunTest {

    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @TempDir
    Path dir;

    private record Run(RunResult result, ListLog log, JsonNode report, JsonNode sarif, String junit) {}

    private static TestRepo broken(Path dir) {
        return TestRepo.clean(dir)
                .replace("reviews/web-cache.yaml", "last_reviewed:", "last_reviwed:")
                .replace("reviews/web-cache.yaml", "status: hinted", "status: self_explained");
    }

    private static Run run(TestRepo repo, Language language) throws IOException {
        CheckRequest check = new CheckRequest(
                        ContentLayout.defaults(repo.root()),
                        EnumSet.of(Part.RECORDS),
                        Optional.empty(),
                        Optional.empty(),
                        "1.0-test")
                .in(language);
        RunRequest request = new RunRequest(
                check,
                "check",
                ConsoleFormat.PLAIN,
                false,
                false,
                repo.root().resolve("target/studylog-cache"),
                "3.9.16",
                Map.of());
        ListLog log = new ListLog();
        RunResult result = new StudylogRun().run(request, log);
        Path out = repo.root().resolve("target/studylog");
        return new Run(
                result,
                log,
                MAPPER.readTree(out.resolve("report.json").toFile()),
                MAPPER.readTree(out.resolve("report.sarif").toFile()),
                Files.readString(out.resolve("TEST-studylog.xml")));
    }

    private static List<String> where(JsonNode report) {
        List<String> where = new ArrayList<>();
        report.get("findings")
                .forEach(f -> where.add(f.get("rule").asString() + " "
                        + f.get("path").asString() + ":" + f.get("line").asInt() + ":"
                        + f.get("column").asInt() + " " + f.get("severity").asString()));
        return where;
    }

    @Test
    void theLanguageChangesTheTextsOnly() throws IOException {
        TestRepo repo = broken(dir);
        Run en = run(repo, Language.EN);
        Run ja = run(repo, Language.JA);

        assertTrue(en.result().errors() >= 2, en.log().lines().toString());
        assertEquals(en.result().errors(), ja.result().errors());
        assertEquals(en.result().warnings(), ja.result().warnings());
        assertEquals(
                en.result().failure(repo.root()).isPresent(),
                ja.result().failure(repo.root()).isPresent());
        assertEquals(where(en.report()), where(ja.report()));
        for (int i = 0; i < en.report().get("findings").size(); i++) {
            String english = en.report().get("findings").get(i).get("message").asString();
            String japanese = ja.report().get("findings").get(i).get("message").asString();
            assertNotEquals(english, japanese);
            assertTrue(JAPANESE.matcher(japanese).find(), japanese);
        }
        // SARIF: the same results, message ids and arguments; the rendered text and the rule texts follow the language
        JsonNode enResults = en.sarif().get("runs").get(0).get("results");
        JsonNode jaResults = ja.sarif().get("runs").get(0).get("results");
        assertEquals(enResults.size(), jaResults.size());
        for (int i = 0; i < enResults.size(); i++) {
            assertEquals(enResults.get(i).get("ruleId"), jaResults.get(i).get("ruleId"));
            assertEquals(enResults.get(i).get("locations"), jaResults.get(i).get("locations"));
            assertEquals(
                    enResults.get(i).get("message").get("id"),
                    jaResults.get(i).get("message").get("id"));
            assertEquals(
                    enResults.get(i).get("message").get("arguments"),
                    jaResults.get(i).get("message").get("arguments"));
            assertTrue(
                    JAPANESE.matcher(jaResults.get(i).get("message").get("text").asString())
                            .find());
        }
        JsonNode rule = ja.sarif()
                .get("runs")
                .get(0)
                .get("tool")
                .get("driver")
                .get("rules")
                .get(0);
        assertTrue(
                JAPANESE.matcher(rule.get("shortDescription").get("text").asString())
                        .find(),
                rule.toString());
        assertTrue(JAPANESE.matcher(ja.junit()).find());
        // the console: every finding line and the summary in Japanese, the verdict too
        List<String> summary = ja.log().lines().stream()
                .filter(l -> l.startsWith("I studylog: "))
                .toList();
        assertTrue(summary.get(0).contains("をチェックしました"), summary.toString());
        ja.log().lines().stream()
                .filter(l -> l.startsWith("E "))
                .forEach(l -> assertTrue(JAPANESE.matcher(l).find(), l));
        assertTrue(ja.result()
                .failure(repo.root(), io.github.studylog.message.Messages.of(Language.JA))
                .orElseThrow()
                .contains("を見つけました"));
    }
}
