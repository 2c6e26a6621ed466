package io.github.studylog.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The smallest input that triggers each rule, and its absence; rule id, line and column are exact. */
class DiagramRulesTest {

    static final DiagramValidator VALIDATOR = new DiagramValidator();

    /** A valid sequence diagram, one element per line; {@code %s} marks are replaced by the tests. */
    static final String SEQUENCE = """
            {
              "schema_version": 1,
              "diagram_type": "sequence",
              "meta": {"title": "ログイン"},
              "participants": [
                {"id": "user", "type": "frontend", "label": "利用者"},
                {"id": "api", "type": "backend", "label": "API"}
              ],
              "messages": [
                {"from": "user", "to": "api", "y": 200, "label": "POST /login"},
                {"from": "api", "to": "user", "y": 240, "label": "200 OK", "variant": "return"}
              ]
            }
            """;

    static final String LIFECYCLE = """
            {
              "schema_version": 1,
              "diagram_type": "lifecycle",
              "meta": {"title": "注文の状態"},
              "lanes": [
                {"id": "main", "label": "主な流れ"},
                {"id": "errors", "label": "例外"}
              ],
              "states": [
                {"id": "draft", "type": "start", "label": "下書き", "lane": "main", "col": 0},
                {"id": "paid", "type": "success", "label": "支払い済み", "lane": "main", "col": 1},
                {"id": "failed", "type": "failure", "label": "失敗", "lane": "errors", "col": 1}
              ],
              "transitions": [
                {"from": "draft", "to": "paid", "label": "支払う", "labelDy": -25},
                {"from": "draft", "to": "failed", "fromSide": "bottom"}
              ]
            }
            """;

    static DiagramValidation run(String json) {
        return VALIDATOR.validate("diagrams/t.json", json.getBytes(StandardCharsets.UTF_8));
    }

    static Finding only(DiagramValidation result) {
        assertEquals(1, result.findings().size(), () -> "findings: " + result.findings());
        return result.findings().get(0);
    }

    /** The 1-based column (in code points) where {@code needle} starts on {@code line} of {@code json}. */
    static int col(String json, int line, String needle) {
        String text = json.split("\n", -1)[line - 1];
        int index = text.indexOf(needle);
        if (index < 0) {
            throw new IllegalArgumentException(needle + " not on line " + line + ": " + text);
        }
        return text.codePointCount(0, index) + 1;
    }

    static void assertFinding(Finding f, Rule rule, int line, int column) {
        assertEquals(rule.id(), f.ruleId(), f::toString);
        assertEquals(line + ":" + column, f.line() + ":" + f.column(), f::toString);
        assertEquals("diagrams/t.json", f.path());
    }

    @Test
    void validDiagramsHaveNoFinding() {
        DiagramValidation seq = run(SEQUENCE);
        assertTrue(seq.valid(), () -> seq.findings().toString());
        assertTrue(seq.parsed());
        assertEquals("sequence", seq.diagramType());
        assertNotNull(seq.diagram());
        DiagramValidation life = run(LIFECYCLE);
        assertTrue(life.valid(), () -> life.findings().toString());
    }

    // diagram-json-syntax

    @Test
    void trailingCommaIsASyntaxErrorAtTheClosingBracket() {
        DiagramValidation r = run(SEQUENCE.replace("\"variant\": \"return\"}", "\"variant\": \"return\"},"));
        assertFalse(r.parsed());
        assertNull(r.diagram());
        Finding f = only(r);
        assertFinding(f, DiagramRules.DIAGRAM_JSON_SYNTAX, 12, 3);
        assertTrue(f.message().english().contains("trailing comma"), f.message().english());
    }

    @Test
    void byteOrderMarkIsASyntaxError() {
        byte[] body = SEQUENCE.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withBom, 3, body.length);
        Finding f = only(VALIDATOR.validate("diagrams/t.json", withBom));
        assertFinding(f, DiagramRules.DIAGRAM_JSON_SYNTAX, 1, 1);
        assertTrue(
                f.message().english().contains("byte order mark"), f.message().english());
    }

    @Test
    void duplicateKeyIsASyntaxErrorAtTheSecondKey() {
        Finding f = only(run("{\n  \"a\": 1,\n  \"a\": 2\n}"));
        assertFinding(f, DiagramRules.DIAGRAM_JSON_SYNTAX, 3, 3);
        assertTrue(
                f.message().english().contains("`a` appears twice"), f.message().english());
    }

    @Test
    void commentsAndNanAreSyntaxErrors() {
        assertFinding(only(run("{\n  // note\n  \"a\": 1}")), DiagramRules.DIAGRAM_JSON_SYNTAX, 2, 3);
        assertFinding(only(run("{\"a\": NaN}")), DiagramRules.DIAGRAM_JSON_SYNTAX, 1, 7);
    }

    @Test
    void columnsCountCodePoints() {
        // the emoji is one column although it is two UTF-16 units
        Finding f = only(run("{\"😀\": 1 2}"));
        assertFinding(f, DiagramRules.DIAGRAM_JSON_SYNTAX, 1, 9);
    }

    @Test
    void deepNestingFailsFastWithAFinding() {
        long start = System.nanoTime();
        Finding f = only(run("[".repeat(10_000)));
        assertEquals(DiagramRules.DIAGRAM_JSON_SYNTAX.id(), f.ruleId());
        assertTrue(f.message().english().contains("nested"), f.message().english());
        assertTrue(System.nanoTime() - start < 2_000_000_000L);
    }

    @Test
    void hugeFileFailsFastAsUnreadableNotAsSyntax() {
        byte[] big = new byte[20 * 1024 * 1024];
        java.util.Arrays.fill(big, (byte) ' ');
        big[0] = '{';
        big[big.length - 1] = '}';
        long start = System.nanoTime();
        Finding f = only(VALIDATOR.validate("diagrams/t.json", big));
        // strict JSON, just too large: the rule every content file uses for that (README, file-unreadable)
        assertEquals("file-unreadable 1:1", f.ruleId() + " " + f.line() + ":" + f.column(), f::toString);
        assertTrue(System.nanoTime() - start < 2_000_000_000L);
    }

    @Test
    void invalidUtf8IsUnreadableNotSyntax() {
        byte[] bytes = "{\"meta\": \"\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
        Finding f = only(VALIDATOR.validate("diagrams/t.json", bytes));
        assertEquals("file-unreadable", f.ruleId(), f::toString);
        assertTrue(f.line() >= 1 && f.column() >= 1, f::toString);
    }

    // diagram-type-unknown

    @Test
    void unknownDiagramTypeIsReportedAtItsValue() {
        Finding f = only(run(SEQUENCE.replace("\"diagram_type\": \"sequence\"", "\"diagram_type\": \"sequense\"")));
        assertFinding(f, DiagramRules.DIAGRAM_TYPE_UNKNOWN, 3, 19);
        assertTrue(
                f.message().english().contains("did you mean `sequence`"),
                f.message().english());
    }

    @Test
    void missingDiagramTypeIsReportedAtTheObject() {
        Finding f = only(run(SEQUENCE.replace("\"diagram_type\": \"sequence\",", "")));
        assertFinding(f, DiagramRules.DIAGRAM_TYPE_UNKNOWN, 1, 1);
    }

    // diagram-schema

    @Test
    void missingKeyIsReportedAtItsObjectNamingTheKey() {
        Finding f = only(run(SEQUENCE.replace(", \"label\": \"200 OK\"", "")));
        assertFinding(f, DiagramRules.DIAGRAM_SCHEMA, 11, 5);
        assertEquals("message 2 has no `label`", f.message().english());
    }

    @Test
    void unknownKeyIsReportedAtItsObjectNamingKeyAndElement() {
        Finding f = only(run(LIFECYCLE
                .replace("\"col\": 1}", "\"col\": 1, \"colour\": \"red\"}")
                .replace(
                        "\"lane\": \"errors\", \"col\": 1, \"colour\": \"red\"}",
                        "\"lane\": \"errors\", \"col\": 1}")));
        assertFinding(f, DiagramRules.DIAGRAM_SCHEMA, 11, 5);
        assertTrue(
                f.message().english().startsWith("unknown key `colour` in state `paid`"),
                f.message().english());
    }

    @Test
    void schemaVersionAsTextIsASchemaError() {
        Finding f = only(run(SEQUENCE.replace("\"schema_version\": 1", "\"schema_version\": \"1\"")));
        assertFinding(f, DiagramRules.DIAGRAM_SCHEMA, 2, 21);
        assertTrue(f.message().english().contains("without quotes"), f.message().english());
    }

    @Test
    void wrongEnumValueListsTheAllowedValues() {
        String json = SEQUENCE.replace("\"variant\": \"return\"", "\"variant\": \"reply\"");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_SCHEMA, 11, col(json, 11, "\"reply\""));
        assertTrue(
                f.message().english().contains("`variant` of message 2")
                        && f.message().english().contains("`return`"),
                f.message().english());
    }

    @Test
    void idWithTrailingNewlineIsNotAnId() {
        String json = SEQUENCE.replace("{\"id\": \"api\"", "{\"id\": \"api\\n\"");
        DiagramValidation r = run(json);
        assertEquals(DiagramRules.DIAGRAM_SCHEMA.id(), r.findings().get(0).ruleId(), r.findings()::toString);
        assertFinding(r.findings().get(0), DiagramRules.DIAGRAM_SCHEMA, 7, col(json, 7, "\"api\\n\""));
        assertTrue(
                r.findings().get(0).message().english().contains("participant 2"),
                r.findings().get(0).message().english());
    }

    // diagram-duplicate-id

    @Test
    void duplicateParticipantIdIsReportedAtTheSecondId() {
        String json = SEQUENCE.replace("{\"id\": \"api\"", "{\"id\": \"user\"");
        DiagramValidation r = run(json);
        Finding f = r.findings().get(0);
        assertFinding(f, DiagramRules.DIAGRAM_DUPLICATE_ID, 7, col(json, 7, "\"user\""));
        assertTrue(
                f.message().english().contains("first on line 6"), f.message().english());
        assertFalse(r.valid());
    }

    // diagram-reference

    @Test
    void danglingReferenceSuggestsTheNearestId() {
        String json = SEQUENCE.replace("\"from\": \"user\", \"to\": \"api\"", "\"from\": \"usr\", \"to\": \"api\"");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_REFERENCE, 10, col(json, 10, "\"usr\""));
        assertTrue(
                f.message().english().contains("did you mean `user`?"),
                f.message().english());
    }

    @Test
    void viewFocusMustNameAState() {
        String json = LIFECYCLE.replace(
                "\"title\": \"注文の状態\"",
                "\"title\": \"注文の状態\", \"views\": [{\"id\": \"v\", \"label\": \"流れ\", "
                        + "\"focus\": [\"draft\", \"payed\"]}]");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_REFERENCE, 4, col(json, 4, "\"payed\""));
        assertTrue(
                f.message().english().contains("did you mean `paid`?"),
                f.message().english());
    }

    // diagram-layout

    @Test
    void selfMessageIsALayoutError() {
        Finding f = only(
                run(SEQUENCE.replace("\"from\": \"api\", \"to\": \"user\"", "\"from\": \"api\", \"to\": \"api\"")));
        assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 11, 5);
        assertTrue(f.message().english().contains("to itself"), f.message().english());
    }

    @Test
    void messagesCloserThan28pxAreALayoutError() {
        String json = SEQUENCE.replace("\"y\": 240", "\"y\": 220");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 11, col(json, 11, "220"));
        assertTrue(
                f.message().english().contains("only 20px below message 1"),
                f.message().english());
        assertTrue(run(SEQUENCE.replace("\"y\": 240", "\"y\": 228")).valid());
    }

    @Test
    void messageBelowTheReadableRangeIsALayoutError() {
        assertTrue(run(SEQUENCE.replace("\"y\": 240", "\"y\": 677")).valid());
        String json = SEQUENCE.replace("\"y\": 240", "\"y\": 678");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 11, col(json, 11, "678"));
    }

    @Test
    void eventLaneColumn3IsALayoutError() {
        String json = LIFECYCLE.replace("\"lane\": \"errors\", \"col\": 1", "\"lane\": \"errors\", \"col\": 3");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 12, col(json, 12, "3}"));
        assertTrue(f.message().english().contains("columns 0 to 2"), f.message().english());
    }

    @Test
    void cjkLabelTooWideForAParticipantBox() {
        // 6 CJK characters (12 units) fit in 86px, 7 (14 units) do not
        assertTrue(run(SEQUENCE.replace("\"label\": \"利用者\"", "\"label\": \"認証サービス\""))
                .valid());
        String json = SEQUENCE.replace("\"label\": \"利用者\"", "\"label\": \"認証用サービス\"");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 6, col(json, 6, "\"認証用サービス\""));
        assertTrue(f.message().english().contains("14 units"), f.message().english());
    }

    @Test
    void statesCloserThan10pxAreALayoutError() {
        // without transitions: a route into either of two overlapping states runs through the other one
        String json = LIFECYCLE
                .replace("\"lane\": \"errors\", \"col\": 1", "\"lane\": \"main\", \"col\": 1")
                .replaceAll("(?s)\"transitions\": \\[.*?\\]", "\"transitions\": []");
        Finding f = only(run(json));
        assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 12, 5);
        assertTrue(f.message().english().contains("overlap"), f.message().english());
    }

    @Test
    void findingsCarryTheRuleSeverityAndAreSorted() {
        DiagramValidation r = run(SEQUENCE.replace("\"y\": 200", "\"y\": 700").replace("\"y\": 240", "\"y\": 690"));
        List<Finding> findings = r.findings();
        assertTrue(findings.size() >= 2, findings::toString);
        for (int i = 1; i < findings.size(); i++) {
            assertTrue(Finding.ORDER.compare(findings.get(i - 1), findings.get(i)) <= 0);
        }
        assertTrue(findings.stream().allMatch(Finding::isError));
    }
}
