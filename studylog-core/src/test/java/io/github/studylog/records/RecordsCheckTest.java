package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which docs' headings a record's {@code <heading>} values are checked against. */
class RecordsCheckTest {

    private static ReviewRecord review(String id, Optional<String> doc) {
        return new ReviewRecord(
                id,
                "reviews/" + id + ".yaml",
                doc.map(d -> new Located<>(d, 3, 6)),
                Optional.empty(),
                Optional.empty(),
                List.of(),
                new Located<>("", 1, 1));
    }

    private static SessionRecord session(String... reviews) {
        return new SessionRecord(
                "2026-10-01-x-01",
                "sessions/2026-10-01-x-01.yaml",
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                java.util.Arrays.stream(reviews)
                        .map(r -> new Located<>(r, 5, 5))
                        .toList(),
                List.of(),
                List.of(),
                List.of(),
                List.of());
    }

    @Test
    void aReviewsHeadingsAreThoseOfItsOwnDoc() {
        assertEquals(
                List.of("docs/a.md"),
                RecordsCheck.headingDocPaths(
                        Optional.of(review("a", Optional.of("docs/a.md"))), Optional.empty(), id -> Optional.empty()));
        assertEquals(
                List.of(),
                RecordsCheck.headingDocPaths(
                        Optional.of(review("a", Optional.empty())), Optional.empty(), id -> Optional.empty()));
    }

    @Test
    void aSessionsHeadingsAreThoseOfTheDocsOfItsReviewsEachOnce() {
        Map<String, ReviewRecord> reviews = Map.of(
                "a",
                review("a", Optional.of("docs/a.md")),
                "b",
                review("b", Optional.of("docs/b.md")),
                "c",
                review("c", Optional.of("docs/a.md")),
                "d",
                review("d", Optional.empty()));
        assertEquals(
                List.of("docs/b.md", "docs/a.md"),
                RecordsCheck.headingDocPaths(
                        Optional.empty(),
                        Optional.of(session("b", "missing", "a", "d", "c", "b")),
                        id -> Optional.ofNullable(reviews.get(id))));
    }
}
