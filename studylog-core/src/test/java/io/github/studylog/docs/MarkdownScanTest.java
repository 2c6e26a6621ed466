package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkdownScan} with small limits (nesting 2, paragraphs of 10 characters, runs of 3 …), so each boundary is a
 * text of one or two lines.
 */
class MarkdownScanTest {

    /** Nesting 2, the other limits far away. */
    private static final MarkdownLimits NESTING = limits(1000, 1000, 3, 2, 1000);
    /** Paragraphs of 10 characters. */
    private static final MarkdownLimits PARAGRAPH = limits(1000, 1000, 3, 100, 10);
    /** 100 characters, 5 lines. */
    private static final MarkdownLimits SIZE = limits(100, 5, 3, 100, 1000);
    /** Runs of 3 markers. */
    private static final MarkdownLimits SMALL = limits(1000, 1000, 3, 100, 1000);

    private static MarkdownLimits limits(int chars, int lines, int run, int nesting, int paragraph) {
        return new MarkdownLimits(chars, lines, run, nesting, paragraph, 10, 10, 10, Duration.ofSeconds(10), 1L << 20);
    }

    private static String refusal(String text) {
        return refusal(text, NESTING);
    }

    private static String refusal(String text, MarkdownLimits limits) {
        return MarkdownScan.of(text, limits)
                .refusal("a.md")
                .map(MarkdownScanTest::line)
                .orElse("none");
    }

    private static String longRun(String text) {
        return MarkdownScan.of(text, SMALL)
                .longRun("a.md")
                .map(MarkdownScanTest::line)
                .orElse("none");
    }

    private static String line(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    private static String nest(int line, int column, int deep) {
        return line + ":" + column + " [doc-limit] `>` and list markers nest " + deep + " deep on this line, more than"
                + " the limit of 2; the file was not checked further";
    }

    @Test
    void everyKindOfMarkerCountsTowardsTheNesting() {
        assertEquals("none", refusal("> - a\n"));
        assertEquals(nest(1, 5, 3), refusal("> - > a\n"));
        assertEquals(nest(1, 7, 3), refusal("1. 2) * a\n"));
        assertEquals(nest(1, 5, 3), refusal("+\t>\t> a\n"));
        assertEquals(nest(1, 3, 3), refusal(">>> a\n"));
        // the first line over the limit is reported, at its third marker, with its depth
        assertEquals(nest(2, 7, 4), refusal("a\n  > > > > a\n> > > a\n"));
    }

    @Test
    void whatIsNoMarker() {
        // a marker needs a space or tab after it, an ordered one 1 to 9 digits and `.` or `)`
        assertEquals("none", refusal("> > -a\n"));
        assertEquals("none", refusal("> > 1.a\n"));
        assertEquals("none", refusal("> > 1:a\n"));
        assertEquals("none", refusal("> > .a\n"));
        assertEquals("none", refusal("> > 1234567890. a\n"));
        assertEquals(nest(1, 5, 3), refusal("> > 123456789. a\n"));
        assertEquals("none", refusal("> > -"));
        assertEquals("none", refusal("> > 1."));
    }

    @Test
    void aParagraphIsItsLinesUpToABlankLineHeadingListItemOrFenceAndAnItemKeepsItsContinuationLines() {
        String over = " [doc-limit] this paragraph has %d characters, more than the limit of 10 (flexmark's inline"
                + " parsing slows down with the square of a paragraph's length; add blank lines); the file was not"
                + " checked further";
        assertEquals("none", refusal("aaaa\nbbbb\n", PARAGRAPH));
        assertEquals("1:1" + String.format(over, 11), refusal("aaaa\nbbbbb\n", PARAGRAPH));
        assertEquals("none", refusal("aaaa\n\nbbbbb\n", PARAGRAPH));
        assertEquals("none", refusal("aaaa\n# bbbb\n", PARAGRAPH));
        assertEquals("none", refusal("- aaaa\n- bbbb\n", PARAGRAPH));
        assertEquals("none", refusal("aaaa\n```\nbbbbbbbbbbbb\n```\n", PARAGRAPH));
        assertEquals(
                "1:1" + String.format(over, 15),
                refusal("- a\n  bbbbbb\n  cccc\n", PARAGRAPH)); // indentation not counted
        // the first paragraph over the limit is the one reported
        assertEquals("1:1" + String.format(over, 12), refusal("aaaaaaaaaaa\n\nbbbbbbbbbbbbbbb\n", PARAGRAPH));
        assertEquals("3:1" + String.format(over, 12), refusal("aa\n\nbbbbbbbbbbb", PARAGRAPH));
    }

    @Test
    void sizeAndLinesAtTheirLimits() {
        assertEquals("none", refusal("\n\n\n\n", SIZE));
        assertEquals(
                "6:1 [doc-limit] the file has 6 lines, more than the limit of 5; the file was not checked" + " further",
                refusal("\n\n\n\n\n", SIZE));
        assertEquals("none", refusal("a".repeat(100), SIZE));
        assertEquals(
                "1:1 [doc-limit] the file has 101 characters, more than the limit of 100; the file was not"
                        + " checked further",
                refusal("a".repeat(101), SIZE));
    }

    @Test
    void runsOfOneMarkerWithSpacesBetween() {
        String run = " [doc-limit] a run of 4 `%s` on one line, more than the limit of 3; it was read as a run of 3";
        assertEquals("none", longRun("***\n- - -\n"));
        assertEquals("1:1" + String.format(run, "*"), longRun("* *\t* *\n"));
        assertEquals("1:7" + String.format(run, "-"), longRun("--- a ----\n"));
        assertEquals("2:1" + String.format(run, "_") + " (and 1 more such runs)", longRun("a\n____**___ _\n"));
        assertEquals("none", longRun("*-*-*-*-\n"));
    }

    @Test
    void aDefusedRunKeepsThreeMarkersAndEveryOffset() {
        MarkdownScan scan = MarkdownScan.of("a ** * * *b\n-----", SMALL);
        assertEquals("a ** *    b\n---  ", scan.defused("a ** * * *b\n-----"));
        assertEquals(Optional.empty(), MarkdownScan.of("***", SMALL).longRun("a.md"));
        assertEquals("***", MarkdownScan.of("***", SMALL).defused("***"));
    }
}
