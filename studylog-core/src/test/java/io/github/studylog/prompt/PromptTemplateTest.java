package io.github.studylog.prompt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The prompt's text: a session-prompt block of CHATGPT.md (or a kind's), else the built-in Japanese default. */
class PromptTemplateTest {

    @TempDir
    Path dir;

    static final String BLOCK = String.join(
            "\n",
            "",
            "## 開始プロンプト",
            "",
            "````markdown template=session-prompt",
            "# {title}（{review}、{status}）",
            "",
            "`AGENTS.md` を読んでから始めてください。種類：{kind}。リポジトリ：{repo}",
            "",
            "{files}",
            "",
            "復習：",
            "",
            "{needs_revisit}",
            "",
            "最新：{latest_session}",
            "````",
            "");

    static SessionPrompts.Result build(
            TestRepo repo, Optional<String> review, Optional<String> kind, Optional<String> url) throws IOException {
        CheckOutcome outcome = repo.run();
        try (GitHistory history = GitHistory.lazy(repo.root())) {
            return new SessionPrompts(ContentLayout.defaults(repo.root()), LinkSettings.defaults(), history)
                    .build(outcome.templates(), outcome.records().orElseThrow().records(), review, kind, url);
        }
    }

    private static String text(TestRepo repo, Optional<String> kind) throws IOException {
        SessionPrompts.Result result = build(repo, Optional.of("web-cache"), kind, Optional.empty());
        assertEquals(Optional.empty(), result.refusal(), result.findings().toString());
        return result.prompts().get(0).text();
    }

    private TestRepo withBlock(String block) {
        TestRepo repo = TestRepo.clean(dir).write("AGENTS.md", "# AGENTS.md\n");
        return repo.write("CHATGPT.md", repo.read("CHATGPT.md") + block);
    }

    @Test
    void theTemplateIsFilledAndItsLiteralPathIsReadByEverySession() throws IOException {
        TestRepo repo = withBlock(BLOCK);
        assertEquals(
                String.join(
                        "\n",
                        "# HTTPキャッシュ（web-cache、hinted）",
                        "",
                        "`AGENTS.md` を読んでから始めてください。種類：learn。リポジトリ：（GitHub の URL は分かりません）",
                        "",
                        "- `CHATGPT.md` @ unknown — 毎回読むファイル（git の管理外です）",
                        "- `AGENTS.md` @ unknown — 毎回読むファイル（git の管理外です）",
                        "- `src/content/docs/web/cache.md` @ unknown — 教材（git の管理外です）",
                        "- `diagrams/web-cache/revalidate.json` @ unknown — 図の JSON（正本）（git の管理外です）",
                        "- `public/diagrams/web-cache/freshness.svg` @ unknown — 手描きの図（SVG が正本）（git の管理外です）",
                        "- `reviews/web-cache.yaml` @ unknown — review（git の管理外です）",
                        "- `sessions/2026-10-03-web-cache-02.yaml` @ unknown — session（最新）（git の管理外です）",
                        "- `sessions/2026-10-01-web-cache-01.yaml` @ unknown — session（git の管理外です）",
                        "",
                        "復習：",
                        "",
                        "- 条件付きリクエスト：ETag と Last-Modified の使い分けはヒント後の理解。",
                        "",
                        "最新：2026-10-03-web-cache-02",
                        ""),
                text(repo, Optional.empty()));
    }

    @Test
    void anUnknownSlotIsTemplateUnknownSlotAtItsLineAndNoPromptIsWritten() throws IOException {
        TestRepo repo = withBlock(BLOCK.replace("最新：{latest_session}", "最新：{newest}"));
        List<Finding> findings = repo.run().result().findings();
        assertEquals(1, findings.size(), findings.toString());
        assertEquals("template-unknown-slot", findings.get(0).ruleId());
        assertEquals("CHATGPT.md:87:4", findings.get(0).location());
        assertTrue(
                findings.get(0).message().english().contains("{latest_session}"),
                findings.get(0).message().english());
        SessionPrompts.Result result = build(repo, Optional.of("web-cache"), Optional.empty(), Optional.empty());
        assertEquals(List.of(), result.prompts());
        assertTrue(
                result.refusal().orElseThrow().english().contains("template=session-prompt"),
                result.refusal().get().english());
    }

    @Test
    void aLiteralPathThatIsNoFileIsPromptPathMissingAtItsLine() throws IOException {
        TestRepo repo = withBlock(BLOCK.replace("`AGENTS.md`", "`AGENTS.md` と `notes/なし.md`"));
        SessionPrompts.Result result = build(repo, Optional.of("web-cache"), Optional.empty(), Optional.empty());
        assertEquals(List.of(), result.prompts());
        assertEquals(1, result.findings().size());
        Finding f = result.findings().get(0);
        assertEquals("prompt-path-missing", f.ruleId());
        assertEquals("CHATGPT.md:79:16", f.location());
        assertTrue(f.message().english().contains("`notes/なし.md`"), f.message().english());
        assertEquals(
                "the `template=session-prompt` block names `notes/なし.md`, which every session would be told to "
                        + "read: no file `notes/なし.md` in the repository",
                f.message().english());
        assertEquals(
                "`template=session-prompt` ブロックが挙げている `notes/なし.md` は、毎回のセッションで読むよう指示される"
                        + "ファイルですが、使えません: リポジトリにファイル `notes/なし.md` はありません",
                Messages.of(Language.JA).text(f.message()));
        assertEquals(
                "CHATGPT.md の `template=session-prompt` ブロックが、リポジトリにないファイルを 1 個挙げています" + "（上の指摘を見てください）",
                Messages.of(Language.JA).text(result.refusal().orElseThrow()));
    }

    @Test
    void aPathNamedInPlainProseThatIsNoFileIsPromptPathMissingAtItsLineAndColumn() throws IOException {
        TestRepo repo = withBlock(BLOCK.replace(
                "`AGENTS.md` を読んでから", "CHATGPT.md、AGENTS.md、src/content/docs/career/nothing.md と次のファイルを読んでから"));
        SessionPrompts.Result result = build(repo, Optional.of("web-cache"), Optional.empty(), Optional.empty());
        assertEquals(List.of(), result.prompts());
        assertEquals(
                List.of("CHATGPT.md:79:22 [prompt-path-missing] the `template=session-prompt` block names "
                        + "`src/content/docs/career/nothing.md`, which every session would be told to read: no file "
                        + "`src/content/docs/career/nothing.md` in the repository"),
                result.findings().stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "] "
                                + f.message().english())
                        .toList());
    }

    @Test
    void aPathNamedInPlainProseIsReadByEverySession() throws IOException {
        TestRepo repo = withBlock(BLOCK.replace(
                "`AGENTS.md` を読んでから", "CHATGPT.md、AGENTS.md、src/content/docs/web/cache.md と次のファイルを読んでから"));
        String text = text(repo, Optional.empty());
        assertTrue(
                text.contains("- `CHATGPT.md` @ unknown — 毎回読むファイル（git の管理外です）\n"
                        + "- `AGENTS.md` @ unknown — 毎回読むファイル（git の管理外です）\n"
                        + "- `src/content/docs/web/cache.md` @ unknown — 毎回読むファイル（git の管理外です）\n"),
                text);
    }

    @Test
    void proseSpeakingOfAgentsMdNeedsNoSuchFile() throws IOException {
        TestRepo repo = TestRepo.clean(dir);
        repo.write(
                "CHATGPT.md",
                repo.read("CHATGPT.md") + BLOCK.replace("`AGENTS.md` を読んでから", "CHATGPT.md と AGENTS.md の原則に従ってから"));
        SessionPrompts.Result result = build(repo, Optional.of("web-cache"), Optional.empty(), Optional.empty());
        assertEquals(List.of(), result.findings());
        assertEquals(1, result.prompts().size());
    }

    @Test
    void aKindSelectsItsOwnBlockAndFallsBackToTheDefaultOne() throws IOException {
        TestRepo repo = withBlock(BLOCK + "\n```markdown template=session-prompt-interview\n面接：{review} {kind}\n```\n");
        assertEquals("面接：web-cache interview\n", text(repo, Optional.of("interview")));
        assertTrue(text(repo, Optional.of("drill")).startsWith("# HTTPキャッシュ（web-cache、hinted）\n"));
    }

    @Test
    void withoutABlockTheBuiltInDefaultAsksWhatChatgptMdsPrinciplesSay() throws IOException {
        String text = text(TestRepo.clean(dir), Optional.of("drill"));
        assertTrue(text.startsWith("# 学習セッションの開始：HTTPキャッシュ\n"), text);
        for (String asked : List.of(
                "セッションの種類は `drill`",
                "`unknown` と記録してください",
                "（`read`）",
                "（`rendered`）",
                "一度に一問だけ",
                "（`hinted`）",
                "（`self_explained`）",
                "模範解答を先に出さない",
                "`[Session Sync]` Issue を作成してください",
                "タイトルと本文をコピーできる形で返してください",
                "- 条件付きリクエスト：ETag と Last-Modified の使い分けはヒント後の理解。",
                "最新の session は 2026-10-03-web-cache-02 です")) {
            assertTrue(text.contains(asked), asked + " in\n" + text);
        }
        assertTrue(!text.contains("{"), text);
    }

    @Test
    void anUnknownReviewIsAnInvalidRequestListingTheKnownOnes() {
        InvalidRequestException e = assertThrows(
                InvalidRequestException.class,
                () -> build(TestRepo.clean(dir), Optional.of("web-cach"), Optional.empty(), Optional.empty()));
        assertEquals(
                "studylog.review: `web-cach` names no review in reviews/; did you mean `web-cache`?"
                        + " The reviews are: web-cache",
                e.getMessage());
    }

    @Test
    void anUnknownKindAndANonGithubRepoUrlAreInvalidRequests() {
        InvalidRequestException kind = assertThrows(
                InvalidRequestException.class,
                () -> build(TestRepo.clean(dir), Optional.empty(), Optional.of("exam"), Optional.empty()));
        assertTrue(
                kind.getMessage()
                        .startsWith(
                                "studylog.kind: `exam` is no session kind; the kinds are drill," + " interview, learn"),
                kind.getMessage());
        InvalidRequestException url = assertThrows(
                InvalidRequestException.class,
                () -> build(
                        TestRepo.clean(dir),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.of("https://gitlab.com/learner/tech2026")));
        assertTrue(url.getMessage().startsWith("studylog.repoUrl: "), url.getMessage());
    }

    @Test
    void theRepoUrlParameterGivesPermalinksOnlyToCommittedFiles() throws IOException {
        SessionPrompts.Result result = build(
                TestRepo.clean(dir),
                Optional.empty(),
                Optional.empty(),
                Optional.of("git@github.com:learner/tech2026.git"));
        String text = result.prompts().get(0).text();
        assertTrue(text.contains("リポジトリ：https://github.com/learner/tech2026\n"), text);
        assertTrue(!text.contains("/blob/"), "outside git nothing is pinned:\n" + text);
    }
}
