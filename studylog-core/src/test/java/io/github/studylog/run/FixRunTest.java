package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** studylog:fix, one test per fix: the exact bytes after, every other byte of the file kept. */
class FixRunTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String SESSION = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String INDEX = "src/content/docs/web/index.mdx";

    @TempDir
    Path dir;

    private static RunRequest request(TestRepo repo) {
        return RunRequests.records(repo, "fix");
    }

    private FixRun.Result fix(TestRepo repo) {
        return new FixRun().run(request(repo), false, new ListLog());
    }

    /** Breaks {@code path} by one replacement, fixes, and expects the file as it was, or as {@code expected}. */
    private void fixesBack(String path, String from, String to, String expected) {
        TestRepo repo = TestRepo.clean(dir);
        String original = repo.read(path);
        repo.replace(path, from, to);
        FixRun.Result result = fix(repo);
        assertEquals(expected == null ? original : original.replace(from, expected), repo.read(path));
        assertEquals(1, result.changes().size(), result.changes().toString());
        assertEquals(0, result.check().orElseThrow().errors(), "the re-check passes");
    }

    @Test
    void anUnlistedSessionIsAddedToTheReview() {
        fixesBack(
                REVIEW,
                "  - 2026-10-01-web-cache-01\n  - 2026-10-03-web-cache-02",
                "  - 2026-10-01-web-cache-01",
                null);
    }

    @Test
    void anUnlistedSessionIsAddedAtTheListsIndentationBeforeATrailingComment() {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace(
                REVIEW,
                "sessions:\n  - 2026-10-01-web-cache-01\n  - 2026-10-03-web-cache-02",
                "sessions:\n    -   2026-10-01-web-cache-01   # 最初の回\n# 末尾のコメント");
        fix(repo);
        assertTrue(
                repo.read(REVIEW)
                        .endsWith("sessions:\n    -   2026-10-01-web-cache-01   # 最初の回\n"
                                + "    -   2026-10-03-web-cache-02\n# 末尾のコメント\n"),
                repo.read(REVIEW));
    }

    @Test
    void aStaleLastReviewedMovesToTheNewestSessionsDateKeepingItsQuotes() {
        fixesBack(
                REVIEW,
                "last_reviewed: 2026-10-03",
                "last_reviewed: '2026-10-02'  # 手で更新",
                "last_reviewed: '2026-10-03'  # 手で更新");
    }

    @Test
    void anUnknownKeyNearOneTemplateKeyIsRenamed() {
        fixesBack(
                REVIEW,
                "last_reviewed: 2026-10-03",
                "last_reviwed: 2026-10-03 # コメントは残る",
                "last_reviewed: 2026-10-03 # コメントは残る");
    }

    @Test
    void aYaml11BooleanWordBecomesTrueOrFalse() {
        fixesBack(SESSION, "    read: true\n    rendered: false", "    read: yes\n    rendered: off", null);
    }

    @Test
    void aLinkToAMissingPageIsRewrittenToTheNearestPage() {
        fixesBack(INDEX, "[HTTPキャッシュ](/web/cache/)", "[HTTPキャッシュ](/web/cahce/)", null);
    }

    @Test
    void aLinkToAMissingHeadingIdIsRewrittenToTheNearestId() {
        fixesBack(
                INDEX,
                "[HTTPキャッシュ](/web/cache/)",
                "[HTTPキャッシュ](/web/cache/#cache-contrl)",
                "[HTTPキャッシュ](/web/cache/#cache-control)");
    }

    @Test
    void aSectionNearOneHeadingIsRewrittenToIt() {
        fixesBack(
                SESSION,
                "    section: Cache-Control\n",
                "    section: \"Cache-Contrl\"\n",
                "    section: \"Cache-Control\"\n");
    }

    @Test
    void anUnknownKeyNearNoTemplateKeyIsNoFix() {
        TestRepo repo = TestRepo.clean(dir);
        // `xx` is two edits from `id`, too far for a typo: nothing is renamed
        repo.replace(REVIEW, "status: hinted\n", "status: hinted\nxx: 1\n");
        String broken = repo.read(REVIEW);
        FixRun.Result result = fix(repo);
        assertEquals(broken, repo.read(REVIEW));
        assertEquals(0, result.changes().size());
        assertEquals(1, result.check().orElseThrow().errors());
    }

    @Test
    void everyFixableFindingIsASuggestionInReportRdjsonl() throws Exception {
        TestRepo repo = TestRepo.clean(dir)
                .replace(REVIEW, "last_reviewed:", "last_reviwed:")
                .replace(SESSION, "    read: true", "    read: yes")
                .replace(INDEX, "[HTTPキャッシュ](/web/cache/)", "[HTTPキャッシュ](/web/cahce/)");
        new StudylogRun().run(request(repo), new ListLog());
        tools.jackson.databind.json.JsonMapper json =
                tools.jackson.databind.json.JsonMapper.builder().build();
        java.util.List<tools.jackson.databind.JsonNode> lines =
                java.nio.file.Files.readAllLines(repo.root().resolve("target/studylog/report.rdjsonl")).stream()
                        .map(json::readTree)
                        .toList();
        tools.jackson.databind.JsonNode report =
                json.readTree(repo.root().resolve("target/studylog/report.json").toFile());
        long fixable = 0;
        for (tools.jackson.databind.JsonNode f : report.path("findings")) {
            if (f.has("fix")) {
                fixable++;
                assertTrue(
                        lines.stream()
                                .anyMatch(d -> d.path("code")
                                                .path("value")
                                                .asString()
                                                .equals(f.path("rule").asString())
                                        && d.path("suggestions")
                                                .get(0)
                                                .path("text")
                                                .asString()
                                                .equals(f.path("fix")
                                                        .path("text")
                                                        .asString())),
                        f.toString());
            }
        }
        assertEquals(3, fixable, report.toString());
        assertEquals(report.path("findings").size(), lines.size());
    }

    @Test
    void aDryRunPrintsTheDiffAndWritesNothing() {
        TestRepo repo = TestRepo.clean(dir).replace(REVIEW, "last_reviewed:", "last_reviwed:");
        String broken = repo.read(REVIEW);
        ListLog log = new ListLog();
        FixRun.Result result = new FixRun().run(request(repo), true, log);

        assertEquals(broken, repo.read(REVIEW));
        assertEquals(Optional.empty(), result.check());
        assertTrue(
                log.lines().contains("I -last_reviwed: 2026-10-03"), log.lines().toString());
        assertTrue(
                log.lines().contains("I +last_reviewed: 2026-10-03"),
                log.lines().toString());
        assertTrue(log.lines().contains("I --- a/" + REVIEW), log.lines().toString());
    }

    @Test
    void aDryRunWritesItsDiffAsAPatchInTheOutputFolder() throws IOException {
        TestRepo repo = TestRepo.clean(dir).replace(REVIEW, "last_reviewed:", "last_reviwed:");
        ListLog log = new ListLog();
        FixRun.Result result = new FixRun().run(request(repo), true, log);

        Path patch = dir.resolve("target/studylog/" + FixRun.PATCH);
        assertEquals(result.changes().get(0).diff(), Files.readString(patch));
        assertTrue(Files.readString(patch).startsWith("--- a/" + REVIEW + "\n+++ b/" + REVIEW + "\n@@ "));
        assertTrue(
                log.lines()
                        .contains("I studylog: dry run: 1 fix(es) in 1 file(s) would be applied; no content "
                                + "file was changed. The patch is target/studylog/fix.diff (`git apply target/studylog/fix.diff` "
                                + "applies it; run without -Dstudylog.dryRun to apply the fixes)"),
                log.lines().toString());

        repo.replace(REVIEW, "last_reviwed:", "last_reviewed:");
        new FixRun().run(request(repo), true, new ListLog());
        assertEquals("", Files.readString(patch), "nothing to fix: an empty patch, not the last one");
    }

    @Test
    void aSessionAddedToAReviewThenMovesItsLastReviewed() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026-10-01")
                .replace(
                        REVIEW,
                        "  - 2026-10-01-web-cache-01\n  - 2026-10-03-web-cache-02",
                        "  - 2026-10-01-web-cache-01");
        FixRun.Result result = fix(repo);
        assertEquals(TestRepo.clean(dir.resolve("fresh")).read(REVIEW), repo.read(REVIEW));
        assertEquals(2, result.fixed());
    }
}
