package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Fix;
import io.github.studylog.testing.TestRepo;
import io.github.studylog.yaml.Located;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The facts of a review file, with the places its fixes edit. */
class ReviewRecordTest {

    private static final String REVIEW = "reviews/web-cache.yaml";

    private static ReviewRecord review(TestRepo repo) {
        FindingSink sink = new FindingSink();
        RecordFile file = new RecordLoader(new ContentFiles(new RepoPaths(repo.root())))
                .parse(REVIEW, RecordKind.REVIEW, repo.read(REVIEW), sink)
                .orElseThrow();
        assertEquals(List.of(), sink.sorted());
        return ReviewRecord.of(file);
    }

    @Test
    void everyFactOfTheCleanReviewWithItsPosition(@TempDir Path dir) {
        ReviewRecord r = review(TestRepo.clean(dir));
        assertEquals(
                new ReviewRecord(
                        "web-cache",
                        REVIEW,
                        Optional.of(new Located<>("src/content/docs/web/cache.md", 3, 6)),
                        Optional.of(new Located<>("hinted", 4, 9)),
                        Optional.of(new Located<>("2026-10-03", 5, 16)),
                        List.of(
                                new Located<>("2026-10-01-web-cache-01", 12, 5),
                                new Located<>("2026-10-03-web-cache-02", 13, 5)),
                        new Located<>("sessions", 11, 1),
                        Optional.of(new Fix(REVIEW, 5, 16, 5, 26, "")),
                        Optional.of(new Fix(REVIEW, 14, 1, 14, 1, "  - ")),
                        List.of("条件付きリクエスト")),
                r);
    }

    @Test
    void withoutSessionsTheKeyIsTheDocumentStartAndNothingIsAppended(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace(REVIEW, "sessions:\n  - 2026-10-01-web-cache-01\n  - 2026-10-03-web-cache-02\n", "");
        repo.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: |\n  2026-10-03");
        ReviewRecord r = review(repo);
        assertEquals(new Located<>("", 1, 1), r.sessionsKey());
        assertEquals(List.of(), r.sessions());
        assertEquals(Optional.empty(), r.sessionInsert());
        assertEquals(Optional.empty(), r.lastReviewedText(), "a block scalar is not rewritten");
    }

    @Test
    void headingsToRevisitArePlainItemsOrSections(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace(REVIEW, "  - section: 条件付きリクエスト\n", "  - Cache-Control\n  - section: 条件付きリクエスト\n");
        assertEquals(List.of("Cache-Control", "条件付きリクエスト"), review(repo).needsRevisit());
    }

    @Test
    void withoutNeedsRevisitThereIsNothingToRevisit(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace(REVIEW, "  - section: 条件付きリクエスト\n    reason: ETag と Last-Modified の使い分けはヒント後の理解。\n", "");
        repo.replace(REVIEW, "needs_revisit:\n", "");
        assertEquals(List.of(), review(repo).needsRevisit());
    }
}
