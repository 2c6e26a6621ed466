package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One real finding of each rule of RecordRules, in Japanese and in English, from an edit of the clean repo. */
class RecordMessagesTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String S1 = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String S2 = "sessions/2026-10-03-web-cache-02.yaml";

    @TempDir
    Path dir;

    private final Messages ja = Messages.of(Language.JA);
    private int repos;

    /** The edit's finding of {@code rule}: "[rule] Japanese" and "[rule] English". */
    private void assertTexts(String rule, Consumer<TestRepo> edit, String japanese, String english) {
        TestRepo repo = TestRepo.clean(dir.resolve("repo-" + repos++));
        edit.accept(repo);
        Finding f = repo.findings().stream()
                .filter(x -> x.ruleId().equals(rule))
                .findFirst()
                .orElseThrow(() -> new AssertionError(rule + " not in " + repo.locations()));
        assertEquals(
                List.of("[" + rule + "] " + japanese, "[" + rule + "] " + english),
                List.of(
                        "[" + rule + "] " + ja.text(f.message()),
                        "[" + rule + "] " + f.message().english()));
    }

    @Test
    void templateRulesSpeakJapanese() {
        assertTexts(
                "record-missing-key",
                r -> r.replace(S1, "    note: max-age と no-cache の違いを説明後に理解した。\n", ""),
                "`questions[1]` にキー `note` がありません（session の template で必須です）",
                "missing key `note` in `questions[1]` (the session template requires it)");
        assertTexts(
                "record-missing-key",
                r -> r.replace(REVIEW, "status: hinted\n", ""),
                "キー `status` がありません（review の template で必須です）",
                "missing key `status` (the review template requires it)");
        assertTexts(
                "record-unknown-key",
                r -> r.replace(REVIEW, "last_reviewed:", "last_reviwed:"),
                "知られていないキー `last_reviwed` です。`last_reviewed` のことでしょうか？",
                "unknown key `last_reviwed`; did you mean `last_reviewed`?");
        assertTexts(
                "record-unknown-key",
                r -> r.replace(S1, "    note: max-age", "    メモ: x\n    note: max-age"),
                "`questions[1]` に知られていないキー `メモ` があります。session の template のキーは `id`, `section`, `asked`,"
                        + " `outcome`, `note` です",
                "unknown key `メモ` in `questions[1]`; the session template has `id`, `section`, `asked`,"
                        + " `outcome`, `note`");
        assertTexts(
                "record-value",
                r -> r.replace(S1, "read: true", "read: yes"),
                "`diagrams[1].read` は`true` か `false`でなければなりませんが、`yes` が書かれています（これを真偽値として読むのは YAML 1.1 だけで"
                        + "、YAML 1.2 ではテキストとして読みます。`true` か `false` と書いてください）",
                "`diagrams[1].read` must be `true` or `false`; found `yes` (only YAML 1.1 reads it as a"
                        + " yes/no value; YAML 1.2 reads it as text: write `true` or `false`)");
        assertTexts(
                "record-value",
                r -> r.replace(REVIEW, "status: hinted", "status: done"),
                "`status` は`not_started`, `explained`, `hinted`, `self_explained` のどれかでなければなりませんが、`done` が書かれています",
                "`status` must be one of `not_started`, `explained`, `hinted`, `self_explained`; found `done`");
        assertTexts(
                "record-value",
                r -> r.replace(S1, "issue: 21", "issue: 0"),
                "`issue` はGitHub の issue 番号（正の整数）、または `unfiled`でなければなりませんが、数値 0 が書かれています",
                "`issue` must be a GitHub issue number (a positive whole number) or `unfiled`; found the number 0");
        assertTexts(
                "record-value",
                r -> r.replace(S1, "    note: max-age と no-cache の違いを説明後に理解した。", "    note: 42"),
                "`questions[1].note` は空でないテキストでなければなりませんが、数値 42 が書かれています",
                "`questions[1].note` must be a non-empty text; found the number 42");
        assertTexts(
                "record-value",
                r -> r.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026/10/03"),
                "`last_reviewed` はYYYY-MM-DD 形式の日付でなければなりませんが、`2026/10/03` が書かれています",
                "`last_reviewed` must be a date written YYYY-MM-DD; found `2026/10/03`");
        assertTexts(
                "record-value",
                r -> r.write(S2, "- a\n"),
                "記録全体はキーのマッピングでなければなりませんが、リストが書かれています",
                "the record must be a mapping of keys; found a list");
        assertTexts(
                "record-date",
                r -> r.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026-02-30"),
                "`2026-02-30` は実在する暦の日ではありません",
                "`2026-02-30` is not a real calendar day");
        assertTexts(
                "record-path",
                r -> r.replace(S1, "  - path: src/content/docs/web/cache.md", "  - path: src/content/docs/web/nope.md"),
                "リポジトリにファイル `src/content/docs/web/nope.md` はありません",
                "no file `src/content/docs/web/nope.md` in the repository");
        assertTexts(
                "record-heading",
                r -> r.replace(S1, "section: Cache-Control", "section: Cache-Contrl"),
                "`Cache-Contrl` は src/content/docs/web/cache.md の見出しにありません。いちばん近い見出しは `Cache-Control` です",
                "`Cache-Contrl` is not a heading of src/content/docs/web/cache.md; the nearest heading is"
                        + " `Cache-Control`");
        assertTexts(
                "record-file-id",
                r -> r.replace(REVIEW, "id: web-cache", "id: webcache"),
                "id `webcache` がファイル名 `web-cache.yaml` と違います",
                "the id `webcache` differs from the file name `web-cache.yaml`");
        assertTexts(
                "record-duplicate-file",
                r -> r.write("sessions/2026-10-01-web-cache-01.yml", r.read(S1).replace("ブラウザキャッシュ", "別の内容")),
                "`sessions/2026-10-01-web-cache-01.yml` と `sessions/2026-10-01-web-cache-01.yaml` の両方が記録"
                        + " `2026-10-01-web-cache-01` を持っています。読まれるのは `sessions/2026-10-01-web-cache-01.yaml` だけです"
                        + "。どちらか 1 つを残してください",
                "`sessions/2026-10-01-web-cache-01.yml` and `sessions/2026-10-01-web-cache-01.yaml` both"
                        + " hold the record `2026-10-01-web-cache-01`; only `sessions/2026-10-01-web-cache-01.yaml`"
                        + " is read: keep one of them");
        assertTexts(
                "record-unknown-ref",
                r -> r.replace(S1, "  - web-cache", "  - web-cach"),
                "review `web-cach` はありません（reviews に `web-cach.yaml` というファイルがありません）。`web-cache` のことでしょうか？",
                "no review `web-cach` exists (no file `web-cach.yaml` among the reviews); did you mean `web-cache`?");
        assertTexts(
                "record-unknown-ref",
                r -> r.replace(REVIEW, "  - 2026-10-01-web-cache-01", "  - 2026-10-01-web-cache-09"),
                "session `2026-10-01-web-cache-09` はありません（sessions に `2026-10-01-web-cache-09.yaml`"
                        + " というファイルがありません）。`2026-10-01-web-cache-01` のことでしょうか？",
                "no session `2026-10-01-web-cache-09` exists (no file `2026-10-01-web-cache-09.yaml` among"
                        + " the sessions); did you mean `2026-10-01-web-cache-01`?");
    }

    @Test
    void crossReferenceRulesSpeakJapanese() {
        assertTexts(
                "session-id-format",
                r -> {
                    r.write(
                            "sessions/web-cache-extra.yaml",
                            r.read(S2)
                                    .replace("id: 2026-10-03-web-cache-02", "id: web-cache-extra")
                                    .replace("issue: unfiled", "issue: 22"));
                    r.replace(
                            REVIEW,
                            "  - 2026-10-03-web-cache-02\n",
                            "  - 2026-10-03-web-cache-02\n  - web-cache-extra\n");
                },
                "session の id `web-cache-extra` が YYYY-MM-DD-<slug>-NN の形ではありません（例: 2026-09-08-architecture-queues-01）",
                "the session id `web-cache-extra` is not YYYY-MM-DD-<slug>-NN (e.g."
                        + " 2026-09-08-architecture-queues-01)");
        assertTexts(
                "session-date-mismatch",
                r -> r.replace(S2, "date: 2026-10-03", "date: 2026-10-02"),
                "`date: 2026-10-02` が id の中の日付 2026-10-03 と違います",
                "`date: 2026-10-02` differs from the date in the id, 2026-10-03");
        assertTexts(
                "review-session-unlisted",
                r -> r.replace(REVIEW, "  - 2026-10-03-web-cache-02\n", ""),
                "session `2026-10-03-web-cache-02` はこの review を指していますが、`sessions` にありません。`-"
                        + " 2026-10-03-web-cache-02` を追加してください",
                "session `2026-10-03-web-cache-02` names this review, but `sessions` does not list it; add"
                        + " `- 2026-10-03-web-cache-02`");
        assertTexts(
                "review-session-not-named",
                r -> r.replace(S1, "  - web-cache", "  - web-cach"),
                "session `2026-10-01-web-cache-01` はここに挙がっていますが、その `reviews` に `web-cache` がありません",
                "session `2026-10-01-web-cache-01` is listed here but its `reviews` does not name `web-cache`");
        assertTexts(
                "review-status-evidence",
                r -> r.replace(REVIEW, "status: hinted", "status: self_explained"),
                "`status: self_explained` は根拠を上回っています。session で出された質問の最もよい結果は `hinted`"
                        + " です（2026-10-03-web-cache-02）。内容の編集は根拠になりません",
                "`status: self_explained` claims more than the evidence: the best outcome of its sessions'"
                        + " asked questions is `hinted` (in 2026-10-03-web-cache-02); content edits are not evidence");
        assertTexts(
                "review-status-evidence",
                r -> r.replace(S2, "    asked: true\n    outcome: hinted", "    asked: false\n    outcome: hinted")
                        .replace(S1, "    asked: true", "    asked: false"),
                "`status: hinted` は根拠を上回っています。この review を指す session に、出された質問がありません。内容の編集は根拠になりません",
                "`status: hinted` claims more than the evidence: no session naming this review has an asked"
                        + " question; content edits are not evidence");
        assertTexts(
                "session-issue-duplicate",
                r -> r.replace(S2, "issue: unfiled", "issue: 21"),
                "issue #21 は、すでに session `2026-10-01-web-cache-01` のものです",
                "issue #21 is already claimed by session `2026-10-01-web-cache-01`");
        assertTexts(
                "review-stale",
                r -> r.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026-10-02"),
                "`last_reviewed: 2026-10-02` が、2026-10-03 の session `2026-10-03-web-cache-02` より前の日付です",
                "`last_reviewed: 2026-10-02` is before session `2026-10-03-web-cache-02` of 2026-10-03");
    }
}
