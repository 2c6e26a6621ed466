package io.github.studylog.fix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Fix;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fixes as minimal edits: exact bytes, CRLF and Japanese text kept, overlaps and stale ranges left out. */
class FixApplierTest {

    private static final String P = "reviews/r.yaml";

    @Test
    void replacesOnlyTheRangeInCodePointsKeepingCrlfAndComments() {
        String text = "title: 日本語\r\nflag: yes # そのまま\r\n";
        FixApplier.Applied applied = FixApplier.apply(text, List.of(Fix.replace(P, 2, 7, 3, "true")));
        assertEquals("title: 日本語\r\nflag: true # そのまま\r\n", applied.text());
    }

    @Test
    void insertionsAtOnePlaceKeepTheirOrder() {
        String text = "sessions:\n  - a\n";
        FixApplier.Applied applied =
                FixApplier.apply(text, List.of(Fix.insert(P, 3, 1, "  - b\n"), Fix.insert(P, 3, 1, "  - c\n")));
        assertEquals("sessions:\n  - a\n  - b\n  - c\n", applied.text());
    }

    @Test
    void aNewLastLineOfAFileWithoutAFinalLineBreakGetsOne() {
        assertEquals(
                "s:\n  - a\n  - b\n",
                FixApplier.apply("s:\n  - a", List.of(Fix.insert(P, 3, 1, "  - b\n")))
                        .text());
    }

    @Test
    void overlappingAndOutOfRangeFixesAreLeftOut() {
        String text = "key: value\n";
        FixApplier.Applied applied = FixApplier.apply(
                text,
                List.of(
                        Fix.replace(P, 1, 6, 5, "other"),
                        Fix.replace(P, 1, 8, 2, "xx"),
                        Fix.replace(P, 9, 1, 1, "z"),
                        Fix.replace(P, 1, 40, 1, "z")));
        assertEquals("key: other\n", applied.text());
        assertEquals(3, applied.skipped().size());
    }

    private static String applied(String text, Fix... fixes) {
        return FixApplier.apply(text, List.of(fixes)).text();
    }

    private static int skipped(String text, Fix... fixes) {
        return FixApplier.apply(text, List.of(fixes)).skipped().size();
    }

    @Test
    void replacementsThatTouchBothApplyOnesThatShareACharacterDoNot() {
        String text = "key: value\n";
        assertEquals("KEY= value\n", applied(text, Fix.replace(P, 1, 1, 3, "KEY"), Fix.replace(P, 1, 4, 1, "=")));
        assertEquals("KEY= value\n", applied(text, Fix.replace(P, 1, 4, 1, "="), Fix.replace(P, 1, 1, 3, "KEY")));
        assertEquals(1, skipped(text, Fix.replace(P, 1, 1, 4, "KEY:"), Fix.replace(P, 1, 4, 2, "= ")));
        assertEquals(1, skipped(text, Fix.replace(P, 1, 4, 2, "= "), Fix.replace(P, 1, 1, 4, "KEY:")));
        assertEquals(
                1,
                skipped(text, Fix.replace(P, 1, 1, 10, "all"), Fix.replace(P, 1, 3, 2, "in")),
                "one inside the other");
        assertEquals(
                1,
                skipped(text, Fix.replace(P, 1, 1, 3, "KEY"), Fix.replace(P, 1, 1, 3, "Key")),
                "the same range twice");
        assertEquals(
                1,
                skipped(text, Fix.replace(P, 1, 1, 4, "KEY:"), Fix.replace(P, 1, 1, 2, "KE")),
                "two ranges from one start");
    }

    @Test
    void anInsertionAtEitherEndOfAReplacementAppliesOneInsideItDoesNot() {
        String text = "key: value\n";
        Fix value = Fix.replace(P, 1, 6, 5, "other");
        assertEquals("key: Xother\n", applied(text, value, Fix.insert(P, 1, 6, "X")));
        assertEquals("key: otherY\n", applied(text, value, Fix.insert(P, 1, 11, "Y")));
        assertEquals("key: Xother\n", applied(text, Fix.insert(P, 1, 6, "X"), value), "the insertion first");
        assertEquals("key: otherY\n", applied(text, Fix.insert(P, 1, 11, "Y"), value));
        assertEquals(1, skipped(text, value, Fix.insert(P, 1, 8, "Z")));
        assertEquals(1, skipped(text, Fix.insert(P, 1, 8, "Z"), value), "a replacement across an insertion");
        assertEquals(
                "key: vaZlue\nW",
                applied(text, Fix.insert(P, 1, 8, "Z"), Fix.insert(P, 2, 1, "W")),
                "insertions at two places");
    }

    @Test
    void aRangeMustBeInTheTextAsItIsNow() {
        String text = "a\nいろは\r\n";
        assertEquals("a\nいろは!\r\n", applied(text, Fix.insert(P, 2, 4, "!")), "the end of a CRLF line, before CR");
        assertEquals(1, skipped(text, Fix.insert(P, 2, 5, "!")), "past the end of the line");
        assertEquals("a\nいろは\r\nに\n", applied(text, Fix.insert(P, 3, 1, "に\n")), "the line after the last");
        assertEquals(1, skipped(text, Fix.insert(P, 4, 1, "x")), "two lines after the last");
        assertEquals(1, skipped(text, Fix.insert(P, 3, 2, "x")), "a column of the line after the last");
        assertEquals("b\nいろは\r\n", applied(text, Fix.replace(P, 1, 1, 1, "b")));
        assertEquals("a\nb\n", applied("\nb\n", Fix.insert(P, 1, 1, "a")), "an empty first line");
        assertEquals(1, skipped("\nb\n", Fix.insert(P, 1, 2, "a")), "past the end of an empty first line");
    }
}
