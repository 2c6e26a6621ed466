package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.testing.TestRepo;
import io.github.studylog.yaml.Located;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The facts of a session file, each with its position. */
class SessionRecordTest {

    private static final String S1 = "sessions/2026-10-01-web-cache-01.yaml";

    private static SessionRecord session(TestRepo repo) {
        FindingSink sink = new FindingSink();
        RecordFile file = new RecordLoader(new ContentFiles(new RepoPaths(repo.root())))
                .parse(S1, RecordKind.SESSION, repo.read(S1), sink)
                .orElseThrow();
        assertEquals(List.of(), sink.sorted());
        return SessionRecord.of(file);
    }

    @Test
    void everyFactOfTheCleanSessionWithItsPosition(@TempDir Path dir) {
        SessionRecord s = session(TestRepo.clean(dir));
        assertEquals("2026-10-01-web-cache-01", s.id());
        assertEquals(S1, s.path());
        assertEquals(Optional.of(new Located<>("2026-10-01-web-cache-01", 1, 5)), s.idField());
        assertEquals(Optional.of(new Located<>("2026-10-01", 2, 7)), s.date());
        assertEquals(Optional.of(new Located<>("21", 6, 8)), s.issue());
        assertEquals(List.of(new Located<>("web-cache", 5, 5)), s.reviews());
        assertEquals(List.of(new Located<>("条件付きリクエスト", 21, 5)), s.needsRevisit());
        assertEquals(
                List.of(new SessionRecord.Source(
                        new Located<>("src/content/docs/web/cache.md", 8, 11),
                        Optional.of(new Located<>("unknown", 9, 13)))),
                s.sources());
        assertEquals(
                List.of(new SessionRecord.DiagramClaim(
                        new Located<>("diagrams/web-cache/revalidate.json", 11, 11),
                        Optional.of(new Located<>("true", 12, 11)),
                        Optional.of(new Located<>("false", 13, 15)))),
                s.diagramClaims());
        assertEquals(
                List.of(new SessionRecord.Question(
                        Optional.of(new Located<>("Q1", 15, 9)),
                        true,
                        Optional.of(new Located<>("explained", 18, 14)),
                        Optional.of(new Located<>("Cache-Control", 16, 14)),
                        Optional.of(new Located<>("max-age と no-cache の違いを説明後に理解した。", 19, 11)))),
                s.questions());
    }

    @Test
    void entriesWithoutAPathAreLeftOutAndOnlyABooleanTrueIsAsked(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace(
                S1,
                "  - path: src/content/docs/web/cache.md\n    commit: unknown\n",
                "  - commit: abc1234\n  - path: src/content/docs/web/cache.md\n    commit: 1234567\n");
        repo.replace(
                S1,
                "  - path: diagrams/web-cache/revalidate.json\n",
                "  - read: true\n    rendered: true\n  - path: diagrams/web-cache/revalidate.json\n");
        repo.replace(S1, "    asked: true", "    asked: \"true\"");
        SessionRecord s = session(repo);
        assertEquals(
                List.of(new SessionRecord.Source(
                        new Located<>("src/content/docs/web/cache.md", 9, 11),
                        Optional.of(new Located<>("1234567", 10, 13)))),
                s.sources());
        assertEquals(
                List.of(new SessionRecord.DiagramClaim(
                        new Located<>("diagrams/web-cache/revalidate.json", 14, 11),
                        Optional.of(new Located<>("true", 15, 11)),
                        Optional.of(new Located<>("false", 16, 15)))),
                s.diagramClaims());
        assertEquals(
                List.of(false),
                s.questions().stream().map(SessionRecord.Question::asked).toList());
    }
}
