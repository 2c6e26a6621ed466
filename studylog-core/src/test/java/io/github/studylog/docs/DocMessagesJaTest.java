package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One real finding of every {@link DocRules} rule, in Japanese and in English, and every rule's texts. */
class DocMessagesJaTest {

    private static final Messages JA = Messages.of(Language.JA);
    private static final String DOC = "src/content/docs/web/links.md";

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    private static String ja(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] " + JA.text(f.message());
    }

    private static String en(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    private List<Finding> check(String body) {
        repo.write(DOC, "---\ntitle: リンク\n---\n" + body);
        return repo.findings().stream().filter(f -> f.path().equals(DOC)).toList();
    }

    @Test
    void everyLinkAndSessionRuleInJapaneseAndEnglish() {
        List<Finding> findings = check("[キャッシュ](/web/cache-typo/)\n\n[節](/web/cache/#条件付きリクエス)\n\n"
                + "![図](/diagrams/ない.png)\n\n[相対](../cache/)\n\n[ローカル](http://localhost:4321/web/)\n\n"
                + "2026-10-01-web-cache-03 の質問\n\n2026-10-03-web-cache-02（#5）\n\n2026-10-01-web-cache-01（#22）\n\n"
                + "[上](#ない節)\n\n![画像](./ない.png)\n");
        assertEquals(
                List.of(
                        "4:1 [doc-link-page] `/web/cache-typo/` はサイトのページではありません。いちばん近いページは `/web/cache/` です",
                        "6:1 [doc-link-anchor] `#条件付きリクエス` は `/web/cache/`（src/content/docs/web/cache.md）の見出し id に"
                                + "ありません。いちばん近いのは `#条件付きリクエスト` です",
                        "8:1 [doc-link-file] 画像 `/diagrams/ない.png` には `public/diagrams/ない.png` が必要ですが、存在しません",
                        "10:1 [doc-link-relative] 相対リンク `../cache/` の行き先は、サイトの末尾スラッシュの設定で変わります。"
                                + "サイトのルートから `/web/cache/` と書いてください（または studylog.relativeLinks=resolve を設定"
                                + "してください）",
                        "12:1 [doc-link-local] `http://localhost:4321/web/` は書いた人自身のマシン `localhost` を指しているため、"
                                + "サイトの読者は開けません。代わりにサイト上のパスでページをリンクしてください",
                        "14:1 [doc-session-unknown] `2026-10-01-web-cache-03` に当たるセッションが sessions/ にありません。"
                                + "`2026-10-01-web-cache-01` のことでしょうか？",
                        "16:25 [doc-session-issue] `2026-10-03-web-cache-02` が issue #5 と一緒に引用されていますが、このセッションは"
                                + " `issue: unfiled` なので、issue 番号を付けて引用できません",
                        "18:25 [doc-session-issue] `2026-10-01-web-cache-01` が issue #22 と一緒に引用されていますが、このセッションは"
                                + " `issue: 21` です。`#21` と引用してください",
                        "20:1 [doc-link-anchor] `#ない節` はこのページの見出し id にありません",
                        "22:1 [doc-link-file] 画像 `./ない.png` には（ドキュメントからの相対パスで）`src/content/docs/web/ない.png`"
                                + " が必要ですが、存在しません"),
                findings.stream().map(DocMessagesJaTest::ja).toList());
        assertEquals(
                List.of(
                        "4:1 [doc-link-page] `/web/cache-typo/` is no page of the site; the nearest page is `/web/cache/`",
                        "6:1 [doc-link-anchor] `#条件付きリクエス` is no heading id of `/web/cache/`"
                                + " (src/content/docs/web/cache.md); the nearest is `#条件付きリクエスト`",
                        "8:1 [doc-link-file] the image `/diagrams/ない.png` needs `public/diagrams/ない.png`, which does not exist",
                        "10:1 [doc-link-relative] the relative link `../cache/` depends on the site's trailing-slash setting;"
                                + " write it from the site root as `/web/cache/` (or set studylog.relativeLinks=resolve)",
                        "12:1 [doc-link-local] `http://localhost:4321/web/` points at `localhost`, the writer's own machine;"
                                + " readers of the site cannot open it. Link the page by its path on the site instead",
                        "14:1 [doc-session-unknown] `2026-10-01-web-cache-03` names no session in sessions/; did you mean"
                                + " `2026-10-01-web-cache-01`?",
                        "16:25 [doc-session-issue] `2026-10-03-web-cache-02` is cited with issue #5, but the session has"
                                + " `issue: unfiled`, so it cannot be cited with an issue number",
                        "18:25 [doc-session-issue] `2026-10-01-web-cache-01` is cited with issue #22, but the session has"
                                + " `issue: 21`; cite it as `#21`",
                        "20:1 [doc-link-anchor] `#ない節` is no heading id of this page",
                        "22:1 [doc-link-file] the image `./ない.png` needs `src/content/docs/web/ない.png` (relative to the doc),"
                                + " which does not exist"),
                findings.stream().map(DocMessagesJaTest::en).toList());
    }

    @Test
    void frontMatterAndLimitInJapaneseAndEnglish() {
        FindingSink sink = new FindingSink();
        new DocParser().parse(DOC, "---\ntitle: x\n\n" + "_".repeat(1001) + "\n", sink);
        new DocParser().parse("src/content/docs/web/list.md", "---\n- a\n---\n", sink);
        assertEquals(
                List.of(
                        "1:1 [doc-front-matter] front matter が `---` で始まっていますが、閉じる `---` の行がありません",
                        "4:1 [doc-limit] 1 行に `_` が 1001 個続いていて、上限の 1000 個を超えています。3 個の連続として読みました",
                        "2:1 [doc-front-matter] front matter は `key: value` の行からなるマッピングにしてください"),
                sink.sorted().stream().map(DocMessagesJaTest::ja).toList());
        assertEquals(
                List.of(
                        "1:1 [doc-front-matter] the front matter starts with `---` but has no closing `---` line",
                        "4:1 [doc-limit] a run of 1001 `_` on one line, more than the limit of 1000; it was read as a run of 3",
                        "2:1 [doc-front-matter] the front matter must be a mapping of `key: value` lines"),
                sink.sorted().stream().map(DocMessagesJaTest::en).toList());
    }

    @Test
    void unknownReviewInJapaneseAndEnglish() {
        repo.replace("src/content/docs/web/cache.md", "review: web-cache", "review: web-cach");
        Finding f = repo.findings().get(0);
        assertEquals(
                "4:9 [doc-review-unknown] `review: web-cach` に当たるレビューが reviews/ にありません。" + "`web-cache` のことでしょうか？",
                ja(f));
        assertEquals(
                "4:9 [doc-review-unknown] `review: web-cach` names no review in reviews/; did you mean"
                        + " `web-cache`?",
                en(f));
    }

    @Test
    void everyRuleHasItsSummaryAndHelpInBothLanguages() {
        for (Rule rule : RuleCatalog.declaredIn(DocRules.class)) {
            for (Messages messages : List.of(JA, Messages.english())) {
                assertTrue(messages.pattern(rule.id() + ".summary").isPresent(), rule.id());
                assertTrue(messages.pattern(rule.id() + ".help").isPresent(), rule.id());
            }
            assertNotEquals(rule.summary(Messages.english()), rule.summary(JA), rule.id());
        }
        assertEquals("A doc's front matter does not parse.", DocRules.DOC_FRONT_MATTER.summary(Messages.english()));
        assertEquals("ドキュメントの front matter を読み取れません。", DocRules.DOC_FRONT_MATTER.summary(JA));
        assertEquals(
                "Cite the number in the session's `issue:` field, e.g. `2026-09-08-architecture-queues-01（Issue #9）`;"
                        + " an `unfiled` session is cited without a number.",
                DocRules.DOC_SESSION_ISSUE.help(Messages.english()));
    }
}
