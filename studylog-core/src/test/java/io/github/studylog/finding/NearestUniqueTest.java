package io.github.studylog.finding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The candidate a fix may rewrite to: the one nearest, never one of two equally near. */
class NearestUniqueTest {

    @Test
    void oneNearestCandidateIsTheFix() {
        assertEquals(Optional.of("last_reviewed"), Nearest.unique("last_reviwed", List.of("last_reviewed", "status")));
    }

    @Test
    void twoEquallyNearCandidatesAreNoFix() {
        assertEquals(
                Optional.of("/web/cab/"),
                Nearest.to("/web/caz/", List.of("/web/cab/", "/web/car/")),
                "the hint picks one alphabetically …");
        assertEquals(
                Optional.empty(),
                Nearest.unique("/web/caz/", List.of("/web/cab/", "/web/car/")),
                "… but a fix never guesses");
    }

    @Test
    void aFarCandidateIsNoFix() {
        assertEquals(Optional.empty(), Nearest.unique("xx", List.of("id", "doc")));
    }
}
