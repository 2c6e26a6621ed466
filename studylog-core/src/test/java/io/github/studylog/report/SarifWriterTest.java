package io.github.studylog.report;

import static io.github.studylog.report.Fixtures.EMOJI_PATH;
import static io.github.studylog.report.Fixtures.JAPANESE_PATH;
import static io.github.studylog.report.Fixtures.NASTY_MESSAGE;
import static io.github.studylog.report.Fixtures.WARN_ONLY_PATH;
import static io.github.studylog.report.Fixtures.finding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.result.CheckedFile;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

class SarifWriterTest {

    private static final SarifSchemaValidator VALIDATOR = new SarifSchemaValidator();

    private final SarifWriter writer = new SarifWriter(URI.create("https://example.org/studylog"));

    private static JsonNode parse(String sarif) {
        return SarifSchemaValidator.MAPPER.readTree(sarif);
    }

    private static String fingerprintOf(JsonNode result) {
        return result.get("partialFingerprints")
                .get(SarifWriter.FINGERPRINT_KEY)
                .asString();
    }

    @Test
    void outputIsValidAgainstTheSarifSchema() {
        assertEquals(List.of(), VALIDATOR.errors(writer.render(Fixtures.input())));
        assertEquals(List.of(), VALIDATOR.errors(new SarifWriter().render(Fixtures.input())));
    }

    @Test
    void outputIsValidAgainstTheOfficialOasisSchema() {
        SarifSchemaValidator official = new SarifSchemaValidator(SarifSchemaValidator.OFFICIAL);
        assertEquals(List.of(), official.errors(writer.render(Fixtures.input())));
        assertEquals(List.of(), official.errors(new SarifWriter().render(Fixtures.input())));
        // the official schema does catch a broken document, so the check above can fail
        assertFalse(official.errors("{\"version\": \"2.0.0\", \"runs\": []}").isEmpty());
    }

    @Test
    void aJapaneseRunIsValidAndCarriesMessageIdsArgumentsAndTheRulesMessageStrings() {
        ReportInput japanese = Fixtures.input().in(Messages.of(Language.JA));
        String sarif = writer.render(japanese);
        assertEquals(List.of(), VALIDATOR.errors(sarif));
        assertEquals(List.of(), new SarifSchemaValidator(SarifSchemaValidator.OFFICIAL).errors(sarif));
        JsonNode run = parse(sarif).get("runs").get(0);
        JsonNode first = run.get("results").get(0);
        assertEquals("test.text", first.get("message").get("id").asString());
        String argument = first.get("message").get("arguments").get(0).asString();
        assertEquals("【" + argument + "】", first.get("message").get("text").asString());
        JsonNode rule = run.get("tool")
                .get("driver")
                .get("rules")
                .get(first.get("ruleIndex").asInt());
        assertEquals(
                "【{0}】", rule.get("messageStrings").get("test.text").get("text").asString());
        JsonNode mid = null;
        for (JsonNode r : run.get("tool").get("driver").get("rules")) {
            if (r.get("id").asString().equals("alpha-error")) {
                mid = r;
            }
        }
        assertEquals(
                "alpha は正しくなければなりません。", mid.get("shortDescription").get("text").asString());
        // the same results, ids and arguments in English; only the texts differ
        JsonNode english =
                parse(writer.render(Fixtures.input())).get("runs").get(0).get("results");
        for (int i = 0; i < english.size(); i++) {
            assertEquals(
                    english.get(i).get("message").get("id"),
                    run.get("results").get(i).get("message").get("id"));
            assertEquals(
                    english.get(i).get("message").get("arguments"),
                    run.get("results").get(i).get("message").get("arguments"));
            assertEquals(
                    english.get(i).get("partialFingerprints"),
                    run.get("results").get(i).get("partialFingerprints"));
        }
    }

    @Test
    void aMessageFormatPatternBecomesSarifsForm() {
        assertEquals("the issue's author {0}", SarifWriter.sarifPattern("the issue''s author {0}"));
        assertEquals("a JSON object {{ … }} holds {1}", SarifWriter.sarifPattern("a JSON object '{' … '}' holds {1}"));
        assertEquals("`{{slot}}` is unknown: {0}", SarifWriter.sarifPattern("`'{slot}'` is unknown: {0}"));
        assertEquals("no quote at all", SarifWriter.sarifPattern("no quote at all"));
        assertEquals("nearest", SarifWriter.messageId("record-unknown-key", "record-unknown-key.nearest"));
        assertEquals("test.text", SarifWriter.messageId("alpha-error", "test.text"));
    }

    @Test
    void emptyRunIsValidAndHasAnEmptyResultsArray() {
        String sarif = writer.render(new ReportInput("1.0.0", List.of(), List.of(), List.of()));
        assertEquals(List.of(), VALIDATOR.errors(sarif));
        JsonNode run = parse(sarif).get("runs").get(0);
        assertTrue(run.get("results").isArray());
        assertEquals(0, run.get("results").size());
    }

    @Test
    void schemaRejectsWhatGithubWouldReject() {
        String bad = """
                {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [
                  {"message": {"text": "m"}, "level": "fatal", "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": "has space.md"}, "region": {"startLine": 0}}}]}]}]}
                """;
        List<String> errors = VALIDATOR.errors(bad);
        assertTrue(errors.stream().anyMatch(e -> e.contains("level")), errors::toString);
        assertTrue(errors.stream().anyMatch(e -> e.contains("startLine")), errors::toString);
        assertTrue(errors.stream().anyMatch(e -> e.contains("uri")), errors::toString);
        assertFalse(VALIDATOR
                .errors("{\"version\": \"2.1.0\", \"runs\": [], \"extra\": 1}")
                .isEmpty());
    }

    @Test
    void driverListsEveryRuleSortedWithDescriptionsAndDefaultLevel() {
        JsonNode driver = parse(writer.render(Fixtures.input()))
                .get("runs")
                .get(0)
                .get("tool")
                .get("driver");
        assertEquals("studylog", driver.get("name").asString());
        assertEquals("0.1.0-test", driver.get("semanticVersion").asString());
        assertEquals(
                "https://example.org/studylog", driver.get("informationUri").asString());
        List<String> ids = new ArrayList<>();
        driver.get("rules").forEach(rule -> ids.add(rule.get("id").asString()));
        assertEquals(List.of("alpha-error", "mid-error", "unused-rule", "zeta-warn"), ids);
        JsonNode mid = driver.get("rules").get(1);
        assertEquals("日本語の規則です。", mid.get("shortDescription").get("text").asString());
        assertEquals("日本語の規則です。", mid.get("fullDescription").get("text").asString());
        assertEquals("見出しを直してください。", mid.get("help").get("text").asString());
        assertEquals("error", mid.get("defaultConfiguration").get("level").asString());
        assertEquals(
                "warning",
                driver.get("rules")
                        .get(3)
                        .get("defaultConfiguration")
                        .get("level")
                        .asString());
    }

    @Test
    void everyRuleLinksToItsPageOnTheSiteInTheRunsLanguage() {
        JsonNode driver = parse(new SarifWriter().render(Fixtures.input()))
                .get("runs")
                .get(0)
                .get("tool")
                .get("driver");
        assertEquals(RuleDocs.PUBLISHED_URL, driver.get("informationUri").asString(), "the site, without its own");
        driver.get("rules")
                .forEach(rule -> assertEquals(
                        RuleDocs.PUBLISHED_URL + "rules/" + rule.get("id").asString() + ".html",
                        rule.get("helpUri").asString()));
        JsonNode ja = parse(new SarifWriter()
                        .render(Fixtures.input()
                                .in(Messages.of(Language.JA))
                                .withDocs(RuleDocs.parse("https://docs.example.org/studylog"))))
                .get("runs")
                .get(0)
                .get("tool")
                .get("driver");
        assertEquals(
                "https://docs.example.org/studylog/ja/rules/alpha-error.html",
                ja.get("rules").get(0).get("helpUri").asString());
    }

    @Test
    void informationUriIsLeftOutWhenUnknownAndMustBeAbsolute() {
        JsonNode driver = parse(new SarifWriter().render(Fixtures.input().withDocs(RuleDocs.NONE)))
                .get("runs")
                .get(0)
                .get("tool")
                .get("driver");
        assertFalse(driver.has("informationUri"));
        driver.get("rules").forEach(rule -> assertFalse(rule.has("helpUri"), "studylog.docsUrl=none"));
        assertThrows(IllegalArgumentException.class, () -> new SarifWriter(URI.create("docs/index.html")));
    }

    @Test
    void resultsFollowFindingOrderAndPointAtTheirRule() {
        JsonNode run = parse(writer.render(Fixtures.input())).get("runs").get(0);
        JsonNode rules = run.get("tool").get("driver").get("rules");
        JsonNode results = run.get("results");
        List<Finding> sorted = Fixtures.input().findings();
        assertEquals(sorted.size(), results.size());
        for (int i = 0; i < sorted.size(); i++) {
            JsonNode result = results.get(i);
            Finding finding = sorted.get(i);
            assertEquals(finding.ruleId(), result.get("ruleId").asString());
            assertEquals(
                    finding.ruleId(),
                    rules.get(result.get("ruleIndex").asInt()).get("id").asString());
            assertEquals(finding.severity().label(), result.get("level").asString());
            assertEquals(
                    finding.message().english(),
                    result.get("message").get("text").asString());
        }
        // the downgraded alpha finding carries its own severity, not the rule's default
        assertEquals("warning", results.get(0).get("level").asString());
        assertEquals("error", results.get(1).get("level").asString());
        assertEquals(NASTY_MESSAGE, results.get(1).get("message").get("text").asString());
    }

    @Test
    void locationsArePercentEncodedRelativeUrisWithRegions() throws Exception {
        JsonNode results =
                parse(writer.render(Fixtures.input())).get("runs").get(0).get("results");
        JsonNode emoji = results.get(1).get("locations").get(0).get("physicalLocation");
        String uri = emoji.get("artifactLocation").get("uri").asString();
        assertEquals("docs/notes%20%F0%9F%9A%80/100%25%20done%2Cok%3Ayes.md", uri);
        assertEquals(EMOJI_PATH, new URI(uri).getPath());
        assertEquals("%SRCROOT%", emoji.get("artifactLocation").get("uriBaseId").asString());
        assertEquals(2, emoji.get("region").get("startLine").asInt());
        assertEquals(1, emoji.get("region").get("startColumn").asInt());

        JsonNode wholeFile = results.get(2).get("locations").get(0).get("physicalLocation");
        String japaneseUri = wholeFile.get("artifactLocation").get("uri").asString();
        assertTrue(japaneseUri.chars().allMatch(c -> c > 0x20 && c < 0x7F), japaneseUri);
        assertEquals(JAPANESE_PATH, new URI(japaneseUri).getPath());
        assertEquals(1, wholeFile.get("region").get("startLine").asInt());
        assertFalse(wholeFile.get("region").has("startColumn"));

        JsonNode noColumn = results.get(4).get("locations").get(0).get("physicalLocation");
        assertEquals(WARN_ONLY_PATH, noColumn.get("artifactLocation").get("uri").asString());
        assertEquals(3, noColumn.get("region").get("startLine").asInt());
        assertFalse(noColumn.get("region").has("startColumn"));
    }

    @Test
    void findingWithoutPathHasNoLocationButStaysValid() {
        Finding repoWide = finding(TestRules.ALPHA_ERROR, "", 0, 0, "repository-wide problem");
        String sarif = writer.render(new ReportInput("1.0.0", List.of(repoWide), List.of(), List.of()));
        assertEquals(List.of(), VALIDATOR.errors(sarif));
        assertFalse(parse(sarif).get("runs").get(0).get("results").get(0).has("locations"));
    }

    @Test
    void fingerprintSurvivesALineMoveButNotAMessageChange() {
        Finding before = finding(TestRules.MID_ERROR, JAPANESE_PATH, 12, 4, "見出しがありません");
        Finding moved = finding(TestRules.MID_ERROR, JAPANESE_PATH, 40, 1, "見出しがありません");
        Finding reworded = finding(TestRules.MID_ERROR, JAPANESE_PATH, 12, 4, "見出しが足りません");
        String a = fingerprintOf(firstResult(before));
        assertEquals(a, fingerprintOf(firstResult(moved)));
        assertNotEquals(a, fingerprintOf(firstResult(reworded)));
        assertTrue(a.matches("[0-9a-f]{64}:1"), a);
    }

    @Test
    void identicalFindingsOnTwoLinesGetDistinctFingerprints() {
        Finding first = finding(TestRules.ZETA_WARN, WARN_ONLY_PATH, 3, 1, "zeta used");
        Finding second = finding(TestRules.ZETA_WARN, WARN_ONLY_PATH, 9, 1, "zeta used");
        JsonNode results = parse(writer.render(new ReportInput("1", List.of(second, first), List.of(), List.of())))
                .get("runs")
                .get(0)
                .get("results");
        String one = fingerprintOf(results.get(0));
        String two = fingerprintOf(results.get(1));
        assertTrue(one.endsWith(":1") && two.endsWith(":2"), one + " " + two);
        assertEquals(one.substring(0, 64), two.substring(0, 64));
    }

    private JsonNode firstResult(Finding finding) {
        return parse(writer.render(new ReportInput("1", List.of(finding), List.of(), List.of())))
                .get("runs")
                .get(0)
                .get("results")
                .get(0);
    }

    @Test
    void outputIsDeterministicWhateverTheInputOrder() {
        String first = writer.render(Fixtures.input());
        List<Finding> shuffled = new ArrayList<>(Fixtures.findings());
        Collections.reverse(shuffled);
        List<Rule> rules = new ArrayList<>(TestRules.all());
        Collections.reverse(rules);
        List<CheckedFile> files = new ArrayList<>(Fixtures.checkedFiles());
        Collections.reverse(files);
        String second = writer.render(new ReportInput("0.1.0-test", shuffled, files, List.copyOf(rules)));
        assertEquals(first, second);
        assertFalse(first.contains("\r"), "line ends must be \\n on every OS");
        assertFalse(first.contains(Path.of("").toAbsolutePath().toString()));
        assertTrue(first.endsWith("}\n"));
    }

    @Test
    void writesReportSarifIntoTheOutputDirectory(@TempDir Path dir) throws Exception {
        Path written = writer.write(Fixtures.input(), new OutputFiles(dir));
        assertEquals(dir.resolve("report.sarif").toAbsolutePath().normalize(), written);
        String onDisk = Files.readString(written, StandardCharsets.UTF_8);
        assertEquals(writer.render(Fixtures.input()), onDisk);
        byte[] once = Files.readAllBytes(written);
        writer.write(Fixtures.input(), new OutputFiles(dir));
        assertEquals(List.of(written), listing(dir));
        assertTrue(java.util.Arrays.equals(once, Files.readAllBytes(written)));
    }

    private static List<Path> listing(Path dir) throws Exception {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.toAbsolutePath().normalize()).toList();
        }
    }
}
