package io.github.studylog.report;

import static io.github.studylog.report.ConsoleFormat.RED;
import static io.github.studylog.report.ConsoleFormat.RESET;
import static io.github.studylog.report.ConsoleFormat.YELLOW;
import static io.github.studylog.report.Fixtures.EMOJI_PATH;
import static io.github.studylog.report.Fixtures.JAPANESE_PATH;
import static io.github.studylog.report.Fixtures.NASTY_MESSAGE;
import static io.github.studylog.report.Fixtures.finding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.result.FileKind;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ConsoleFormatTest {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final Finding NASTY = finding(TestRules.ALPHA_ERROR, EMOJI_PATH, 2, 1, NASTY_MESSAGE);
    private static final Finding JAPANESE = finding(TestRules.ZETA_WARN, JAPANESE_PATH, 0, 0, "ファイル全体: zeta");

    @Test
    void aLineEndsWithItsRulesPageWhenTheRunHasLinks() {
        RuleDocs docs = RuleDocs.PUBLISHED;
        assertEquals(
                JAPANESE_PATH + ":0:0: warning [zeta-warn] ファイル全体: zeta (" + RuleDocs.PUBLISHED_URL
                        + "rules/zeta-warn.html)",
                ConsoleFormat.PLAIN.line(JAPANESE, Messages.english(), docs));
        assertTrue(ConsoleFormat.DEFAULT
                .line(JAPANESE, Messages.of(Language.JA), docs)
                .endsWith(" (" + RuleDocs.PUBLISHED_URL + "ja/rules/zeta-warn.html)"));
        JsonNode json = MAPPER.readTree(ConsoleFormat.JSON.line(JAPANESE, Messages.english(), docs));
        assertEquals(
                RuleDocs.PUBLISHED_URL + "rules/zeta-warn.html",
                json.get("helpUri").asString());
        assertEquals(
                ConsoleFormat.PLAIN.line(JAPANESE, Messages.english()),
                ConsoleFormat.PLAIN.line(JAPANESE, Messages.english(), RuleDocs.NONE),
                "none: no link");
        assertFalse(MAPPER.readTree(ConsoleFormat.JSON.line(JAPANESE, Messages.english(), RuleDocs.NONE))
                .has("helpUri"));
    }

    @Test
    void plainLineIsOneLineWithVisibleControlCharacters() {
        assertEquals(
                EMOJI_PATH + ":2:1: error [alpha-error] bad <tag> & \"quote\" ]]> 100% a,b:c\\nsecond line"
                        + "\\r\\nthird",
                ConsoleFormat.PLAIN.line(NASTY, Messages.english()));
        assertEquals(
                JAPANESE_PATH + ":0:0: warning [zeta-warn] ファイル全体: zeta",
                ConsoleFormat.PLAIN.line(JAPANESE, Messages.english()));
        Finding escape = finding(TestRules.ALPHA_ERROR, "a.md", 1, 1, "x\u001B[2J\u009By\u2028z\tw");
        assertEquals(
                "a.md:1:1: error [alpha-error] x\\u001B[2J\\u009By\\u2028z\\tw",
                ConsoleFormat.PLAIN.line(escape, Messages.english()));
    }

    @Test
    void defaultLineColoursOnlyTheSeverity() {
        assertEquals(
                EMOJI_PATH + ":2:1: " + RED + "error" + RESET + " [alpha-error] bad <tag> & \"quote\" ]]> "
                        + "100% a,b:c\\nsecond line\\r\\nthird",
                ConsoleFormat.DEFAULT.line(NASTY, Messages.english()));
        assertEquals(
                JAPANESE_PATH + ":0:0: " + YELLOW + "warning" + RESET + " [zeta-warn] ファイル全体: zeta",
                ConsoleFormat.DEFAULT.line(JAPANESE, Messages.english()));
        Finding escape = finding(TestRules.ZETA_WARN, "a.md", 1, 1, "\u001B[31mfake");
        String line = ConsoleFormat.DEFAULT.line(escape, Messages.english());
        assertEquals(2, line.chars().filter(c -> c == 0x1B).count(), "only our own colour codes: " + line);
    }

    @Test
    void jsonLineRoundTripsEveryField() {
        String line = ConsoleFormat.JSON.line(NASTY, Messages.english());
        assertFalse(line.contains("\n") || line.contains("\r"));
        JsonNode json = MAPPER.readTree(line);
        assertEquals("finding", json.get("type").asString());
        assertEquals(EMOJI_PATH, json.get("path").asString());
        assertEquals(2, json.get("line").asInt());
        assertEquals(1, json.get("column").asInt());
        assertEquals("error", json.get("severity").asString());
        assertEquals("alpha-error", json.get("rule").asString());
        assertEquals(NASTY_MESSAGE, json.get("message").asString());
        assertEquals(
                "{\"type\":\"finding\",\"path\":\"" + JAPANESE_PATH + "\",\"line\":0,\"column\":0,"
                        + "\"severity\":\"warning\",\"rule\":\"zeta-warn\",\"message\":\"ファイル全体: zeta\"}",
                ConsoleFormat.JSON.line(JAPANESE, Messages.english()));
    }

    @Test
    void summaryInEachStyle() {
        RunSummary summary = RunSummary.of(Fixtures.input(), 120);
        assertEquals(
                "studylog: 4 files checked (1 review, 1 session, 2 docs), 2 errors, 3 warnings in 120 ms",
                ConsoleFormat.PLAIN.summary(summary, Messages.english()));
        assertEquals(
                "studylog: 4 files checked (1 review, 1 session, 2 docs), " + RED + "2 errors" + RESET + ", " + YELLOW
                        + "3 warnings" + RESET + " in 120 ms",
                ConsoleFormat.DEFAULT.summary(summary, Messages.english()));
        JsonNode json = MAPPER.readTree(ConsoleFormat.JSON.summary(summary, Messages.english()));
        assertEquals("summary", json.get("type").asString());
        assertEquals(1, json.get("files").get("review").asInt());
        assertEquals(0, json.get("files").get("svg").asInt());
        assertEquals(6, json.get("files").size());
        assertEquals(4, json.get("filesTotal").asInt());
        assertEquals(2, json.get("errors").asInt());
        assertEquals(3, json.get("warnings").asInt());
        assertEquals(120, json.get("elapsedMs").asLong());
    }

    @Test
    void eachKindCountedInTheLearnersLanguage() {
        Map<FileKind, Integer> two = new EnumMap<>(FileKind.class);
        for (FileKind kind : FileKind.values()) {
            two.put(kind, 2);
        }
        RunSummary many = new RunSummary(two, 0, 0, 7);
        assertEquals(
                "studylog: 12 files checked (2 reviews, 2 sessions, 2 docs, 2 diagrams, 2 SVGs, "
                        + "2 instructions files), 0 errors, 0 warnings in 7 ms",
                ConsoleFormat.PLAIN.summary(many, Messages.english()));
        Map<FileKind, Integer> one = new EnumMap<>(FileKind.class);
        one.put(FileKind.REVIEW, 1);
        one.put(FileKind.DIAGRAM, 1);
        one.put(FileKind.INSTRUCTIONS, 1);
        String japanese = ConsoleFormat.PLAIN.summary(new RunSummary(one, 0, 0, 7), Messages.of(Language.JA));
        assertTrue(japanese.contains("（レビュー 1、図 1、指示ファイル 1）"), japanese);
        String english = ConsoleFormat.PLAIN.summary(new RunSummary(one, 0, 0, 7), Messages.english());
        assertTrue(english.contains("(1 review, 1 diagram, 1 instructions file)"), english);
    }

    @Test
    void summarySingularAndEmpty() {
        RunSummary one = new RunSummary(Map.of(FileKind.SVG, 1), 1, 1, 0);
        assertEquals(
                "studylog: 1 file checked (1 SVG), 1 error, 1 warning in 0 ms",
                ConsoleFormat.PLAIN.summary(one, Messages.english()));
        RunSummary none = new RunSummary(Map.of(), 0, 0, 5);
        assertEquals(
                "studylog: 0 files checked, 0 errors, 0 warnings in 5 ms",
                ConsoleFormat.DEFAULT.summary(none, Messages.english()));
        assertThrows(IllegalArgumentException.class, () -> new RunSummary(Map.of(), -1, 0, 0));
    }

    @Test
    void parsesStudylogFormat() {
        assertEquals(ConsoleFormat.DEFAULT, ConsoleFormat.parse(null));
        assertEquals(ConsoleFormat.DEFAULT, ConsoleFormat.parse(" "));
        assertEquals(ConsoleFormat.DEFAULT, ConsoleFormat.parse("default"));
        assertEquals(ConsoleFormat.PLAIN, ConsoleFormat.parse(" Plain "));
        assertEquals(ConsoleFormat.JSON, ConsoleFormat.parse("JSON"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConsoleFormat.parse("xml"));
        assertEquals("unknown studylog.format 'xml': use default, plain or json", e.getMessage());
    }
}
