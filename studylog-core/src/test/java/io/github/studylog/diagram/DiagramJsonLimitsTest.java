package io.github.studylog.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentRules;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Text;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The diagram JSON bounds: for each, the smallest input that exceeds it (an exact finding naming the limit and the
 * measured value) and one just under it (parsed). And messages that quote content quote code points.
 */
class DiagramJsonLimitsTest {

    private static final DiagramParser PARSER = new DiagramParser();

    private static Finding only(String json) {
        return only(json.getBytes(StandardCharsets.UTF_8));
    }

    private static Finding only(byte[] bytes) {
        List<Finding> findings =
                DiagramRulesTest.VALIDATOR.validate("diagrams/t.json", bytes).findings();
        assertEquals(1, findings.size(), findings.toString());
        return findings.get(0);
    }

    private static void assertFinding(Finding f, Rule rule, int line, int column, String message) {
        assertEquals(rule.id(), f.ruleId(), f.toString());
        assertEquals(line + ":" + column, f.line() + ":" + f.column(), f.toString());
        assertEquals(message, f.message().english());
        assertTrue(Text.isValidUnicode(f.message().english()));
    }

    private static void assertParsed(String json) {
        ParsedJson parsed = PARSER.parse(json.getBytes(StandardCharsets.UTF_8));
        assertTrue(
                parsed.parsed(),
                () -> parsed.line() + ":" + parsed.column() + " "
                        + parsed.problem().english());
    }

    @Test
    void backslashBeforeAnEmojiQuotesTheCodePointNotHalfASurrogatePair() {
        // issue 16: 9 bytes, `["\🌀"]`; the message quoted the high surrogate and no report could be written
        byte[] nine = "[\"\\\uD83C\uDF00\"]".getBytes(StandardCharsets.UTF_8);
        assertEquals(9, nine.length);
        assertFinding(
                only(nine),
                DiagramRules.DIAGRAM_JSON_SYNTAX,
                1,
                3,
                "`\\` followed by U+1F300 (\uD83C\uDF00) is not a JSON escape; write a backslash in a text as `\\\\`");
    }

    @Test
    void backslashBeforeALetterQuotesItsCodePoint() {
        assertFinding(
                only("{\"a\": \"\\q\"}"),
                DiagramRules.DIAGRAM_JSON_SYNTAX,
                1,
                8,
                "`\\` followed by U+0071 (q) is not a JSON escape; write a backslash in a text as `\\\\`");
    }

    @Test
    void anEmojiWhereAValueBelongsIsQuotedAsACodePoint() {
        Finding f = only("[\uD83C\uDF00]");
        assertEquals(DiagramRules.DIAGRAM_JSON_SYNTAX.id(), f.ruleId());
        assertTrue(Text.isValidUnicode(f.message().english()), f.message().english());
    }

    @Test
    void jacksonsQuotedCharBecomesTheCodePointAtTheOffset() {
        String text = "[\uD83C\uDF00]";
        assertEquals(
                "Unexpected character (U+1F300 (\uD83C\uDF00)): x",
                DiagramParser.quotedCharsAsCodePoints(
                        "Unexpected character ('\uD83C' (code 55356 / 0xd83c)): x", text, 1));
        assertEquals("got U+0007", DiagramParser.quotedCharsAsCodePoints("got '\u0007' (code 7)", "[\u0007]", 1));
    }

    @Test
    void nestingDepth() {
        int over = DiagramParser.MAX_DEPTH + 1;
        assertFinding(
                only("[".repeat(over) + "]".repeat(over)),
                DiagramRules.DIAGRAM_JSON_SYNTAX,
                1,
                over + 1,
                "the JSON is nested 101 levels deep; the limit for a diagram file is 100 (nesting depth)");
        assertParsed("[".repeat(DiagramParser.MAX_DEPTH) + "]".repeat(DiagramParser.MAX_DEPTH));
    }

    /** {@code over} exceeds a limit (an exact finding, wherever Jackson noticed it), {@code under} is just within. */
    private static void assertLimit(String over, String under, String message) {
        Finding f = only(over);
        assertFinding(f, DiagramRules.DIAGRAM_JSON_SYNTAX, 1, f.column(), message);
        assertTrue(f.column() > 1, f.toString());
        assertParsed(under);
    }

    @Test
    void textLength() {
        int max = DiagramParser.MAX_STRING_CHARS;
        assertLimit(
                "[\"" + "あ".repeat(max + 1) + "\"]",
                "[\"" + "あ".repeat(max) + "\"]",
                "a text is 100001 characters long (counted so far); the limit for a diagram file is 100000 "
                        + "(text length)");
    }

    @Test
    void keyLength() {
        int max = DiagramParser.MAX_NAME_CHARS;
        assertLimit(
                "{\"" + "k".repeat(max + 1) + "\": 1}",
                "{\"" + "k".repeat(max) + "\": 1}",
                "a key is 1001 characters long (counted so far); the limit for a diagram file is 1000 (key length)");
    }

    @Test
    void numberLength() {
        int max = DiagramParser.MAX_NUMBER_CHARS;
        assertLimit(
                "[" + "7".repeat(max + 1) + "]",
                "[" + "7".repeat(max) + "]",
                "a number is written with 101 characters; the limit for a diagram file is 100 (number length)");
    }

    @Test
    void elementCount() {
        // an array of n numbers is n + 2 tokens
        int numbers = (int) DiagramParser.MAX_TOKENS - 1;
        assertLimit(
                "[" + "1,".repeat(numbers - 1) + "1]",
                "[" + "1,".repeat(numbers - 2) + "1]",
                "the JSON holds 200001 tokens (brackets, keys and values); the limit for a diagram file is 200000 "
                        + "(element count)");
    }

    @Test
    void fileSize() {
        byte[] over = new byte[DiagramParser.MAX_BYTES + 1];
        Arrays.fill(over, (byte) ' ');
        over[0] = '[';
        over[over.length - 1] = ']';
        assertFinding(
                only(over),
                ContentRules.FILE_UNREADABLE,
                1,
                1,
                "the file is 4096 KiB; diagram files over 4 MiB are not read");
        byte[] under = Arrays.copyOf(over, DiagramParser.MAX_BYTES);
        under[under.length - 1] = ']';
        assertTrue(PARSER.parse(under).parsed());
    }

    @Test
    void unreadableBytesAreLocatedWithALoneCrEndingALine() {
        // found by DiagramJsonFuzzTest: the NUL byte was reported on line 1 although a lone CR ends line 1
        assertFinding(
                only("{\"a\",\n  \r b\u0000\"}".getBytes(StandardCharsets.UTF_8)),
                ContentRules.FILE_UNREADABLE,
                3,
                3,
                "the file contains a NUL byte; it is not a text file");
        // an overlong form is located at its first byte, not at the end of the file
        assertFinding(
                only(new byte[] {'[', '"', (byte) 0xC0, (byte) 0xAF, '"', ']'}),
                ContentRules.FILE_UNREADABLE,
                1,
                3,
                "the file is not valid UTF-8 (byte 0xC0); save it as UTF-8");
    }
}
