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
        FixApplier.Applied applied = FixApplier.apply(text, List.of(Fix.insert(P, 3, 1, "  - b\n"),
                Fix.insert(P, 3, 1, "  - c\n")));
        assertEquals("sessions:\n  - a\n  - b\n  - c\n", applied.text());
    }

    @Test
    void aNewLastLineOfAFileWithoutAFinalLineBreakGetsOne() {
        assertEquals("s:\n  - a\n  - b\n",
                FixApplier.apply("s:\n  - a", List.of(Fix.insert(P, 3, 1, "  - b\n"))).text());
    }

    @Test
    void overlappingAndOutOfRangeFixesAreLeftOut() {
        String text = "key: value\n";
        FixApplier.Applied applied = FixApplier.apply(text, List.of(Fix.replace(P, 1, 6, 5, "other"),
                Fix.replace(P, 1, 8, 2, "xx"), Fix.replace(P, 9, 1, 1, "z"), Fix.replace(P, 1, 40, 1, "z")));
        assertEquals("key: other\n", applied.text());
        assertEquals(3, applied.skipped().size());
    }
}
