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
        assertEquals(new Range(new Position(0, 0), new Position(0, 0)), p.of(file));
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
}
