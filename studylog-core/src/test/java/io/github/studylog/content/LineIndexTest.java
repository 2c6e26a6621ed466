package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.LineIndex.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineIndexTest {

    private static Position p(int line, int column) {
        return new Position(line, column);
    }

    @Test
    void lfEndsALine() {
        LineIndex index = LineIndex.of("ab\ncd");
        assertEquals(2, index.lineCount());
        assertEquals(p(1, 1), index.at(0));
        assertEquals(p(1, 3), index.at(2));
        assertEquals(p(2, 1), index.at(3));
        assertEquals(p(2, 3), index.at(5));
    }

    @Test
    void crlfIsOneLineEnd() {
        LineIndex index = LineIndex.of("ab\r\ncd");
        assertEquals(2, index.lineCount());
        assertEquals(p(1, 3), index.at(2));
        assertEquals(p(1, 3), index.at(3)); // inside the line end: one past the line's last code point
        assertEquals(p(2, 1), index.at(4));
        assertEquals(p(2, 2), index.atCodePoint(5));
    }

    @Test
    void aLoneCrEndsALine() {
        LineIndex index = LineIndex.of("ab\rcd\r");
        assertEquals(3, index.lineCount());
        assertEquals(p(2, 1), index.at(3));
        assertEquals(p(2, 3), index.at(5));
        assertEquals(p(3, 1), index.at(6));
        assertEquals(p(3, 1), index.atCodePoint(6));
    }

    @Test
    void mixedLineEndsCountAsStringLines() {
        String text = "a\nb\r\nc\rd\n\re";
        LineIndex index = LineIndex.of(text);
        assertEquals(6, index.lineCount());
        assertEquals(text.split("\r\n|\r|\n", -1).length, index.lineCount());
        assertEquals(List.of("a", "b", "c", "d", "", "e"), LineIndex.lines(text), "the lines it counts, as text");
        assertEquals(List.of("記録", ""), LineIndex.lines("記録\r\n"), "a final line end leaves an empty last line");
        assertEquals(
                List.of("a", "b", "c", "d", "", "e"),
                java.util.stream.IntStream.rangeClosed(1, 6)
                        .mapToObj(index::lineText)
                        .toList(),
                "the index gives the same lines");
        assertEquals("記録", LineIndex.of("\uFEFF記録").lineText(1), "line 1 without the BOM, which is no column");
        assertEquals(p(4, 1), index.at(text.indexOf('d')));
        assertEquals(p(5, 1), index.at(text.indexOf('d') + 2));
        assertEquals(p(6, 1), index.at(text.indexOf('e')));
        assertEquals(p(6, 1), index.atCodePoint(text.indexOf('e')));
    }

    @Test
    void unicodeLineBreaksOtherThanCrAndLfAreColumns() {
        LineIndex index = LineIndex.of("a\u0085b\u2028c\u2029d");
        assertEquals(1, index.lineCount());
        assertEquals(p(1, 7), index.at(6));
    }

    @Test
    void aLeadingBomIsNotAColumn() {
        LineIndex index = LineIndex.of("\uFEFFab\ncd");
        assertEquals(p(1, 1), index.at(0));
        assertEquals(p(1, 1), index.at(1));
        assertEquals(p(1, 2), index.at(2));
        assertEquals(p(2, 1), index.at(4));
        assertEquals(p(1, 2), index.atCodePoint(1)); // code points count after the BOM, as the YAML engine's
        assertEquals(p(1, 3), index.atUtf16(1, 99));
    }

    @Test
    void aBomLaterInTheTextIsAColumn() {
        assertEquals(p(2, 2), LineIndex.of("a\n\uFEFFb").at(3));
    }

    @Test
    void anEmojiIsOneColumn() {
        String text = "x😀y\n😀😀z";
        LineIndex index = LineIndex.of(text);
        assertEquals(p(1, 3), index.at(3));
        assertEquals(p(1, 2), index.at(2)); // between the halves of a pair: the pair's column
        assertEquals(p(1, 4), index.at(4));
        assertEquals(p(2, 3), index.at(9));
        assertEquals(p(2, 4), index.at(10));
        assertEquals(p(2, 3), index.atCodePoint(6));
        assertEquals(p(1, 3), index.atUtf16(1, 4));
        assertEquals(p(2, 3), index.atUtf16(2, 5)); // the z after two pairs
    }

    @Test
    void cjkIsOneColumnPerCharacter() {
        LineIndex index = LineIndex.of("勉強\nする");
        assertEquals(p(1, 3), index.at(2));
        assertEquals(p(2, 2), index.at(4));
    }

    @Test
    void anEmptyTextIsOneEmptyLine() {
        LineIndex index = LineIndex.of("");
        assertEquals(1, index.lineCount());
        assertEquals(p(1, 1), index.at(0));
        assertEquals(p(1, 1), index.at(5));
        assertEquals(p(1, 1), index.atCodePoint(3));
        assertEquals(p(1, 1), index.atUtf16(4, 4));
    }

    @Test
    void offsetsAtAndPastTheEndAreClampedToTheLastLine() {
        LineIndex index = LineIndex.of("ab\ncde");
        assertEquals(p(2, 4), index.at(6));
        assertEquals(p(2, 4), index.at(100));
        assertEquals(p(1, 1), index.at(-3));
        assertEquals(p(2, 4), index.atCodePoint(100));
        assertEquals(p(2, 4), index.atUtf16(9, 1));
        assertEquals(p(1, 3), index.atUtf16(1, 50));
    }

    @Test
    void aTextEndingInALineEndHasAnEmptyLastLine() {
        LineIndex index = LineIndex.of("ab\n");
        assertEquals(2, index.lineCount());
        assertEquals(p(2, 1), index.at(3));
    }

    @Test
    void manyLinesAreIndexedPastTheFirstSixteen() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            text.append("行").append(i).append(i % 3 == 0 ? "\r\n" : "\n");
        }
        text.append("最後");
        String all = text.toString();
        LineIndex index = LineIndex.of(all);
        assertEquals(41, index.lineCount());
        assertEquals(p(17, 1), index.at(all.indexOf("行17")));
        assertEquals(p(40, 3), index.at(all.indexOf("行40") + 2));
        assertEquals(p(41, 2), index.at(all.length() - 1));
        assertEquals(p(41, 2), index.atCodePoint(all.codePointCount(0, all.length()) - 1));
    }

    @Test
    void exactlySixteenLineEndsMakeSeventeenLines() {
        String text = "あ\n".repeat(16);
        LineIndex index = LineIndex.of(text);
        assertEquals(17, index.lineCount());
        assertEquals(p(16, 2), index.at(31));
        assertEquals(p(17, 1), index.at(32));
    }

    @Test
    void manyPairsOnOneLineAreOneColumnEach() {
        // U+10000 is the first pair: its high half is U+D800 itself; then more pairs than the first array holds
        String text = "\uD800\uDC00" + "😀".repeat(20) + "x\n" + "😀".repeat(9) + "y";
        LineIndex index = LineIndex.of(text);
        assertEquals(p(1, 2), index.at(2));
        assertEquals(p(1, 22), index.at(text.indexOf('x')));
        assertEquals(p(2, 10), index.at(text.indexOf('y')));
        assertEquals(p(2, 10), index.atCodePoint(text.codePointCount(0, text.indexOf('y'))));
    }

    @Test
    void aLoneHighSurrogateAtTheEndIsOneColumn() {
        LineIndex index = LineIndex.of("a\uD83D");
        assertEquals(1, index.lineCount());
        assertEquals(p(1, 2), index.at(1));
        assertEquals(p(1, 3), index.at(2));
    }

    @Test
    void aLeadingBomIsNotACodePointOfTheLinesAfterIt() {
        String text = "\uFEFFあい\nうえ";
        LineIndex index = LineIndex.of(text);
        assertEquals(p(2, 1), index.atCodePoint(3));
        assertEquals(p(2, 2), index.atCodePoint(4));
    }
}
