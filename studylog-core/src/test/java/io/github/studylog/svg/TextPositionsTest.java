package io.github.studylog.svg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TextPositionsTest {

    /** Lines: 1 {@code <svg>}, 2 {@code "  <rect/>"}, 3 a tab, 4 {@code <g>}, 5 {@code " \uFEFFa<"}. */
    private final TextPositions positions = new TextPositions("\uFEFF<svg>\r\n  <rect/>\r\t\n<g>\n \uFEFFa<");

    @Test
    void skipSpaceFindsTheNextMarkupAcrossLines() {
        assertArrayEquals(new int[] {1, 1}, positions.skipSpace(1, 1), "the BOM is not part of the text");
        assertArrayEquals(new int[] {2, 3}, positions.skipSpace(2, 1));
        assertArrayEquals(new int[] {2, 3}, positions.skipSpace(1, 6), "past the end of a line: the next line");
        assertArrayEquals(new int[] {4, 1}, positions.skipSpace(3, 1), "a tab-only line is skipped");
        assertArrayEquals(new int[] {5, 3}, positions.skipSpace(5, 1), "U+FEFF inside the text counts as space");
        assertArrayEquals(new int[] {5, 7}, positions.skipSpace(5, 7), "nothing after it: the position given");
        assertArrayEquals(new int[] {0, 4}, positions.skipSpace(0, 4));
        assertArrayEquals(new int[] {6, 1}, positions.skipSpace(6, 1));
    }

    @Test
    void markupStartStepsBackToALessThanAlreadyRead() {
        assertArrayEquals(new int[] {2, 3}, positions.markupStart(2, 3), "at the <");
        assertArrayEquals(new int[] {2, 3}, positions.markupStart(2, 4), "just after the <");
        assertArrayEquals(new int[] {2, 3}, positions.markupStart(2, 1));
        assertArrayEquals(new int[] {2, 5}, positions.markupStart(2, 5), "two after the <: not moved");
        assertArrayEquals(new int[] {4, 1}, positions.markupStart(4, 2), "the last full line");
        assertArrayEquals(new int[] {1, 1}, positions.markupStart(1, 1));
        assertArrayEquals(new int[] {5, 4}, positions.markupStart(5, 5), "past the end, after a < ending the text");
        assertArrayEquals(new int[] {5, 3}, positions.markupStart(5, 3));
        assertArrayEquals(new int[] {7, 2}, positions.markupStart(7, 2), "a line past the text is kept");
        assertArrayEquals(new int[] {0, 3}, positions.markupStart(0, 3));
    }

    @Test
    void tagStartIsTheLastLessThanAtOrBefore() {
        assertEquals(3, positions.tagStart(2, 9));
        assertEquals(3, positions.tagStart(2, 3));
        assertEquals(2, positions.tagStart(2, 2), "no < before: the column given");
        assertEquals(3, positions.tagStart(2, 100));
        assertEquals(1, positions.tagStart(4, 3), "a < in the first column");
        assertEquals(4, positions.tagStart(5, 4));
        assertEquals(5, positions.tagStart(0, 5));
        assertEquals(5, positions.tagStart(6, 5));
        assertEquals(7, positions.tagStart(3, 7), "a line without <");
    }

    @Test
    void linesCountCrLfCrAndLf() {
        assertEquals(5, positions.lines().lineCount());
    }

    @Test
    void theFirstLineTheLastLineAndNeighbouringLessThans() {
        TextPositions odd = new TextPositions("<svg>\na<<b\n<ab<\nx<");
        assertArrayEquals(new int[] {1, 1}, odd.markupStart(1, 2), "just after the < of the first line");
        assertArrayEquals(new int[] {2, 3}, odd.markupStart(2, 3), "at the second of two <");
        assertArrayEquals(new int[] {3, 1}, odd.markupStart(3, 2), "a < further on does not count");
        assertArrayEquals(new int[] {4, 4}, odd.markupStart(4, 4), "two past the end of the last line");
        assertEquals(1, odd.tagStart(1, 3));
        assertEquals(2, odd.tagStart(4, 3), "on the last line");
    }
}
