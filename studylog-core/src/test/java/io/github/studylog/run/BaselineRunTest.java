package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.message.Language;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** studylog:baseline and check with a baseline: only new findings fail, fixed entries are named for pruning. */
class BaselineRunTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String CACHE = "src/content/docs/web/cache.md";

    @TempDir
    Path dir;

    private static RunRequest request(TestRepo repo) {
        return RunRequests.records(repo, "check");
    }

    private static List<String> errors(ListLog log) {
        return log.lines().stream().filter(l -> l.startsWith("E ")).toList();
    }

    /** Two old problems: an unknown key in a review and a broken link in a doc. */
    private TestRepo old() {
        return TestRepo.clean(dir)
                .replace(REVIEW, "status: hinted\n", "status: hinted\nメモ: 古い書き方\n")
                .replace(
                        CACHE,
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)",
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)\n\n[古い頁](/web/old/)");
    }

    @Test
    void theBaselineIsSortedStableAndAcceptsEveryCurrentFinding() {
        TestRepo repo = old();
        BaselineRun.Result result = new BaselineRun().run(request(repo), new ListLog());
        String first = repo.read("studylog-baseline.json");
        new BaselineRun().run(request(repo), new ListLog());

        assertEquals(2, result.entries());
        assertEquals(first, repo.read("studylog-baseline.json"), "the same findings write the same bytes");
        assertTrue(
                first.indexOf("\"path\" : \"reviews/web-cache.yaml\"")
                        < first.indexOf("\"path\" : \"src/content/docs/web/cache.md\""),
                "sorted by path: " + first);
        assertTrue(first.contains("\"rule\" : \"record-unknown-key\""), first);
        assertTrue(first.contains("\"message\" : \"unknown key `メモ`"), first);

        ListLog log = new ListLog();
        RunResult check = new StudylogRun().run(request(repo), log);
        assertEquals(0, check.errors());
        assertEquals(Optional.empty(), check.failure(repo.root()));
        assertTrue(
                log.lines().stream().anyMatch(l -> l.contains(", 0 errors, 0 warnings, 2 baselined in ")),
                log.lines().toString());
    }

    @Test
    void aMovedFindingStaysBaselinedAndANewOneFailsAlone() {
        TestRepo repo = old();
        new BaselineRun().run(request(repo), new ListLog());
        // lines move above both old findings; one new error appears
        repo.replace(REVIEW, "id: web-cache\n", "# 追記: 上に行を足しても基準は保たれる\nid: web-cache\n")
                .replace(CACHE, "## Cache-Control", "## Cache-Control\n\n追加の段落。\n\n[新しい頁](/web/new/)");

        ListLog log = new ListLog();
        RunResult check = new StudylogRun().run(request(repo), log);

        assertEquals(1, check.errors());
        assertEquals(
                List.of("E " + CACHE + ":11:1: error [doc-link-page] `/web/new/` is no page of the site"),
                errors(log).stream()
                        .map(l -> l.replaceAll(" \\(.*", "").replaceAll("; .*", ""))
                        .toList());
        assertTrue(check.failure(repo.root()).isPresent());
    }

    @Test
    void fixedEntriesAreNamedForPruning() {
        TestRepo repo = old();
        new BaselineRun().run(request(repo), new ListLog());
        repo.replace(REVIEW, "メモ: 古い書き方\n", "");

        ListLog log = new ListLog();
        RunResult check = new StudylogRun().run(request(repo), log);

        assertEquals(0, check.errors());
        assertTrue(
                log.lines().contains("I note: 1 baseline entry is fixed; run studylog:baseline to prune them"),
                log.lines().toString());
        BaselineRun.Result pruned = new BaselineRun().run(request(repo), new ListLog());
        assertEquals(1, pruned.entries());
        assertEquals(2, pruned.previous());
    }

    @Test
    void withoutTheFileNothingIsBaselined() {
        ListLog log = new ListLog();
        RunResult check = new StudylogRun().run(request(old()), log);
        assertEquals(2, check.errors());
        assertFalse(
                log.lines().stream().anyMatch(l -> l.contains("baselined")),
                log.lines().toString());
    }

    @Test
    void aJapaneseRunSaysWhatItWroteInJapanese() {
        TestRepo repo = old();
        RunRequest english = request(repo);
        RunRequest japanese = new RunRequest(
                english.check().in(Language.JA),
                english.goal(),
                english.console(),
                english.failOnWarning(),
                english.incremental(),
                english.cacheDirectory(),
                english.hostVersion(),
                english.environment(),
                english.baseline());
        ListLog log = new ListLog();
        new BaselineRun().run(japanese, log);
        assertEquals("I studylog: ベースラインを取ります。下の指摘は今のまま受け入れます", log.lines().get(0));
        assertTrue(
                log.lines()
                        .contains("I studylog: studylog-baseline.json を 2 件の項目で書き込みました。これからの "
                                + "studylog:check は、ここにない指摘でだけ失敗します。このファイルを commit してください。"),
                log.lines().toString());
        ListLog again = new ListLog();
        new BaselineRun().run(english, again);
        assertTrue(
                again.lines()
                        .contains("I studylog: wrote studylog-baseline.json with 2 entries (was 2); "
                                + "studylog:check now fails only on findings it does not list. Commit the file."),
                again.lines().toString());
    }
}
