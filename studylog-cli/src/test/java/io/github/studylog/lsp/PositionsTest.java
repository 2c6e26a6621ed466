package io.github.studylog.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.records.RecordRules;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.junit.jupiter.api.Test;

class PositionsTest {

    @Test
    void aCodePointColumnAfterAnEmojiIsOneUtf16UnitFurtherPerEmoji() {
        Positions p = new Positions("id: x\n「非同期ジョブ・キュー」😀 [壊れた](/nothing/)\n");
        // `[` is the 15th code point of line 2, and the 16th UTF-16 unit (the emoji is two)
        assertEquals(new Position(1, 15), p.at(2, 15));
        assertEquals(new Position(1, 11), p.at(2, 12));
    }

    @Test
    void linesEndAtLfCrlfAndALoneCr() {
        Positions p = new Positions("a\r\nb\rc\nd");
        assertEquals(new Position(1, 0), p.at(2, 1));
        assertEquals(new Position(2, 0), p.at(3, 1));
        assertEquals(new Position(3, 1), p.at(4, 2));
    }

    @Test
    void positionsPastTheLineOrTheTextAreClamped() {
        Positions p = new Positions("キュー\n");
        assertEquals(new Position(0, 3), p.at(1, 99));
        assertEquals(new Position(1, 0), p.at(5, 1));
    }

    @Test
    void aWholeLineFindingCoversItsLineAndAWholeFileFindingIsAtTheStart() {
        Positions p = new Positions("a: 1\nステータス: x\n");
        Finding line = Finding.of(RecordRules.RECORD_VALUE, "r.yaml", 2, 0, "record-value.must-be", "a", "b");
        assertEquals(new Range(new Position(1, 0), new Position(1, 8)), p.of(line));
        Finding file = Finding.of(RecordRules.RECORD_VALUE, "r.yaml", 0, 0, "record-value.must-be", "a", "b");
        assertEquals(new Range(new Position(0, 0), new Position(0, 4)), p.of(file), "the first line");
    }

    @Test
    void aFixStartingAtTheFindingWidensItsRange() {
        Positions p = new Positions("last_reviwed: 2026-10-03\n");
        Finding f = Finding.of(RecordRules.RECORD_VALUE, "r.yaml", 1, 1, "record-value.must-be", "a", "b")
                .withFix(Fix.replace("r.yaml", 1, 1, 12, "last_reviewed"));
        assertEquals(new Range(new Position(0, 0), new Position(0, 12)), p.of(f));
    }

    @Test
    void theEditBetweenTwoTextsNeverSplitsASurrogatePairOrACrlf() {
        assertEquals(
                new TextEdit(new Range(new Position(0, 1), new Position(0, 3)), "😃"), Positions.edit("a😀b", "a😃b"));
        assertEquals(
                new TextEdit(new Range(new Position(1, 0), new Position(1, 0)), "x\r\n"),
                Positions.edit("a\r\nb", "a\r\nx\r\nb"));
        assertEquals(
                new TextEdit(new Range(new Position(0, 1), new Position(1, 0)), "\n"),
                Positions.edit("a\r\nb", "a\nb"));
    }

    private static Finding at(String path, int line, int column) {
        return Finding.of(RecordRules.RECORD_VALUE, path, line, column, "record-value.must-be", "a", "b");
    }

    private static String covered(String text, Range r) {
        String line = text.split("\n", -1)[r.getStart().getLine()];
        return line.substring(r.getStart().getCharacter(), r.getEnd().getCharacter());
    }

    @Test
    void aYamlValuesRangeIsTheValueWithoutTheBlanksOrTheCommentAfterIt() {
        String text = "status: maybe   # 日本語のコメント\ntitle: 「非同期ジョブ・キュー」\n";
        Positions p = new Positions(text);
        assertEquals(new Range(new Position(0, 8), new Position(0, 13)), p.of(at("r.yaml", 1, 9)));
        assertEquals("「非同期ジョブ・キュー」", covered(text, p.of(at("r.yaml", 2, 8))));
    }

    @Test
    void aKeyAQuotedValueAndAFlowListAreEachOneToken() {
        String text = "論点: x\nreason: 'it''s ok' # c\ntags: [a, \"b]\", c] # c\n";
        Positions p = new Positions(text);
        assertEquals("論点", covered(text, p.of(at("r.yaml", 1, 1))));
        assertEquals("'it''s ok'", covered(text, p.of(at("r.yaml", 2, 9))));
        assertEquals("[a, \"b]\", c]", covered(text, p.of(at("r.yaml", 3, 7))));
    }

    @Test
    void aMarkdownFindingCoversItsLinkOrItsWord() {
        String text = "「非同期」😀 [壊れた](/web/nothing/) です。\n";
        Positions p = new Positions(text);
        assertEquals("[壊れた](/web/nothing/)", covered(text, p.of(at("a.md", 1, 8))));
        assertEquals("です。", covered(text, p.of(at("a.md", 1, 29))));
    }

    @Test
    void aFindingWithNothingToItsRightStillHasARange() {
        String text = "key:\n\nlast\n";
        Positions p = new Positions(text);
        // at the end of a line: the character before it
        assertEquals(new Range(new Position(0, 3), new Position(0, 4)), p.of(at("r.yaml", 1, 5)));
        // on an empty line: its line break
        assertEquals(new Range(new Position(1, 0), new Position(2, 0)), p.of(at("r.yaml", 2, 1)));
        // on an empty last line: the line break before it
        Positions last = new Positions("a: 1\nb: 2\n");
        assertEquals(new Range(new Position(1, 4), new Position(2, 0)), last.of(at("r.yaml", 3, 1)));
        assertEquals(new Range(new Position(0, 0), new Position(0, 0)), new Positions("").of(at("r.yaml", 1, 1)));
    }

    @Test
    void theAgreedEncodingCountsTheColumns() {
        String text = "title: 非同期😀 x\n";
        Finding x = at("r.yaml", 1, 13);
        assertEquals(
                new Position(0, 13),
                new Positions(text, Positions.Encoding.UTF16).of(x).getStart());
        assertEquals(
                new Position(0, 12),
                new Positions(text, Positions.Encoding.UTF32).of(x).getStart());
        assertEquals(
                new Position(0, 21),
                new Positions(text, Positions.Encoding.UTF8).of(x).getStart());
        Positions bytes = new Positions(text, Positions.Encoding.UTF8);
        assertEquals(8, bytes.utf16(new Position(0, 10)), "the second character of 非同期, by its first byte");
        assertEquals(8, bytes.utf16(new Position(0, 11)), "inside a character: its start");
    }

    @Test
    void theFirstEncodingTheClientOffersThatTheServerKnowsIsAgreed() {
        assertEquals(Positions.Encoding.UTF8, Positions.Encoding.negotiate(java.util.List.of("utf-8", "utf-16")));
        assertEquals(Positions.Encoding.UTF32, Positions.Encoding.negotiate(java.util.List.of("utf-7", "utf-32")));
        assertEquals(Positions.Encoding.UTF16, Positions.Encoding.negotiate(java.util.List.of("utf-7")));
        assertEquals(Positions.Encoding.UTF16, Positions.Encoding.negotiate(java.util.List.of()));
    }
}
