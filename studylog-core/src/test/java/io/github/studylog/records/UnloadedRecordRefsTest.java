package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record that is there but does not load (its own finding says why): what names it is told so, not that no such
 * file exists. On the clean fixture, whose review {@code web-cache} lists both sessions.
 */
class UnloadedRecordRefsTest {

    private static final String SESSION = "sessions/2026-10-03-web-cache-02.yaml";

    private static String line(Finding f) {
        return f.location() + " [" + f.ruleId() + "] " + f.message().english();
    }

    @Test
    void aReviewAndADocNamingASessionThatDidNotLoadSayThatItIsThereAndTheReviewsStatusIsNotJudged(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.write(SESSION, repo.read(SESSION).replaceFirst("\nkind:", "\n\tkind:"));
        repo.write("src/content/docs/web/notes.md", "---\ntitle: 改訂メモ\n---\n2026-10-03-web-cache-02 の問いを追記した。\n");
        List<Finding> findings = repo.findings();
        assertEquals(
                List.of(
                        "reviews/web-cache.yaml:13:5 [record-unknown-ref] session `2026-10-03-web-cache-02` did not load: `"
                                + SESSION + "` has errors of its own; fix them first",
                        SESSION + ":3:1 [yaml-syntax] a tab is used for indentation; YAML indents with spaces only",
                        "src/content/docs/web/notes.md:4:1 [doc-session-unknown] session `2026-10-03-web-cache-02` did not"
                                + " load: `" + SESSION + "` has errors of its own; fix them first"),
                findings.stream().map(UnloadedRecordRefsTest::line).toList());
        assertEquals(
                "session `2026-10-03-web-cache-02` を読み込めませんでした。`" + SESSION + "` 自体のエラーを先に直してください",
                Messages.of(Language.JA).text(findings.get(0).message()));
        assertEquals(
                "セッション `2026-10-03-web-cache-02` を読み込めませんでした。`" + SESSION + "` 自体のエラーを先に直してください",
                Messages.of(Language.JA).text(findings.get(2).message()));
    }

    @Test
    void sessionsAndADocNamingAReviewThatDidNotLoadSayThatItIsThere(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.write(
                "reviews/web-cache.yaml", repo.read("reviews/web-cache.yaml").replaceFirst("\ntitle:", "\n\ttitle:"));
        List<Finding> findings = repo.findings();
        List<String> docs = findings.stream()
                .filter(f -> f.ruleId().equals("doc-review-unknown"))
                .map(UnloadedRecordRefsTest::line)
                .toList();
        assertEquals(
                List.of("src/content/docs/web/cache.md:4:9 [doc-review-unknown] review `web-cache` did not load: "
                        + "`reviews/web-cache.yaml` has errors of its own; fix them first"),
                docs);
        assertEquals(
                "レビュー `web-cache` を読み込めませんでした。`reviews/web-cache.yaml` 自体のエラーを先に直してください",
                Messages.of(Language.JA)
                        .text(findings.stream()
                                .filter(f -> f.ruleId().equals("doc-review-unknown"))
                                .findFirst()
                                .orElseThrow()
                                .message()));
        List<String> refs = findings.stream()
                .filter(f -> f.ruleId().equals("record-unknown-ref"))
                .map(UnloadedRecordRefsTest::line)
                .toList();
        assertEquals(
                List.of(
                        "sessions/2026-10-01-web-cache-01.yaml:5:5 [record-unknown-ref] review `web-cache` did not load: "
                                + "`reviews/web-cache.yaml` has errors of its own; fix them first",
                        SESSION
                                + ":5:5 [record-unknown-ref] review `web-cache` did not load: `reviews/web-cache.yaml` has "
                                + "errors of its own; fix them first"),
                refs);
    }

    @Test
    void aSessionThatIsNotThereIsStillUnknown(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.delete(SESSION);
        assertEquals(
                List.of("reviews/web-cache.yaml:13:5 [record-unknown-ref] no session `2026-10-03-web-cache-02`"
                        + " exists (no file `2026-10-03-web-cache-02.yaml` among the sessions); did you mean"
                        + " `2026-10-01-web-cache-01`?"),
                repo.findings().stream()
                        .filter(f -> f.ruleId().equals("record-unknown-ref"))
                        .map(UnloadedRecordRefsTest::line)
                        .toList());
    }
}
