package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code studylog:prompt} without Maven: the prompt written under the output folder and printed, or a clear error. */
class PromptRunTest {

    @TempDir
    Path dir;

    private static PromptRun.Request request(TestRepo repo, Optional<String> review) {
        return new PromptRun.Request(
                ContentLayout.defaults(repo.root()),
                LinkSettings.defaults(),
                review,
                Optional.empty(),
                Optional.empty(),
                "test",
                ConsoleFormat.PLAIN);
    }

    @Test
    void writesPromptsReviewIdMdAndPrintsIt() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        ListLog log = new ListLog();
        List<Path> written = new PromptRun().run(request(repo, Optional.empty()), log);
        Path file = repo.root().resolve("target/studylog/prompts/web-cache.md");
        assertEquals(List.of(file), written);
        String text = Files.readString(file);
        assertTrue(text.startsWith("# 学習セッションの開始：HTTPキャッシュ\n"), text);
        assertEquals(
                "I studylog: the session prompt of web-cache (7 files), written to " + file + ":",
                log.lines().get(0));
        assertEquals(
                List.of(text.split("\n")),
                log.lines().subList(1, log.lines().size()).stream()
                        .map(l -> l.substring(2))
                        .toList());
        new PromptRun().run(request(repo, Optional.of("web-cache")), new ListLog());
        assertEquals(text, Files.readString(file), "the same content gives the same bytes");
    }

    @Test
    void anUnknownReviewIsAnInvalidRequest() {
        TestRepo repo = TestRepo.clean(dir);
        InvalidRequestException e = assertThrows(
                InvalidRequestException.class,
                () -> new PromptRun().run(request(repo, Optional.of("dns")), new ListLog()));
        assertTrue(e.getMessage().endsWith("The reviews are: web-cache"), e.getMessage());
    }

    @Test
    void aBrokenPromptTemplateIsARefusalShowingItsFinding() {
        TestRepo repo = TestRepo.clean(dir);
        repo.write("CHATGPT.md", repo.read("CHATGPT.md") + "\n```markdown template=session-prompt\n{topic}\n```\n");
        ListLog log = new ListLog();
        RunRefusal e = assertThrows(RunRefusal.class, () -> new PromptRun().run(request(repo, Optional.empty()), log));
        assertTrue(
                e.getMessage().startsWith("studylog:prompt wrote no prompt: the `template=session-prompt` block"),
                e.getMessage());
        assertEquals(1, log.lines().size(), log.lines().toString());
        assertTrue(
                log.lines()
                        .get(0)
                        .startsWith("E CHATGPT.md:75:1: error [template-unknown-slot] unknown slot" + " `{topic}`"),
                log.lines().get(0));
    }

    @Test
    void aBrokenPromptTemplateReportsItsUnknownSlotAndItsMissingPathInOneRun() {
        TestRepo repo = TestRepo.clean(dir);
        repo.write(
                "CHATGPT.md",
                repo.read("CHATGPT.md") + "\n```markdown template=session-prompt\n{topic}\n`docs/ない.md` を読む\n```\n");
        ListLog log = new ListLog();
        RunRefusal e = assertThrows(RunRefusal.class, () -> new PromptRun().run(request(repo, Optional.empty()), log));
        assertTrue(
                e.getMessage().startsWith("studylog:prompt wrote no prompt: the `template=session-prompt` block"),
                e.getMessage());
        assertEquals(
                List.of("CHATGPT.md:75:1 template-unknown-slot", "CHATGPT.md:76:2 prompt-path-missing"),
                log.lines().stream()
                        .map(l -> l.replaceAll("^E (\\S+:\\d+:\\d+): error \\[([a-z-]+)].*$", "$1 $2"))
                        .sorted()
                        .toList());
    }

    @Test
    void aJapaneseRunPrintsItsLinesAndRefusalInJapanese() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        ListLog log = new ListLog();
        PromptRun.Request english = request(repo, Optional.empty());
        PromptRun.Request japanese = new PromptRun.Request(
                english.layout(),
                english.links(),
                english.review(),
                english.kind(),
                english.repoUrl(),
                english.version(),
                english.console(),
                Language.JA);
        new PromptRun().run(japanese, log);
        Path file = repo.root().resolve("target/studylog/prompts/web-cache.md");
        assertEquals(
                "I studylog: web-cache のセッション開始プロンプト（ファイル 7 個）を " + file + " に書き込みました:",
                log.lines().get(0));

        repo.write("CHATGPT.md", repo.read("CHATGPT.md") + "\n```markdown template=session-prompt\n{topic}\n```\n");
        RunRefusal e = assertThrows(RunRefusal.class, () -> new PromptRun().run(japanese, new ListLog()));
        assertEquals(
                "studylog:prompt はプロンプトを書きませんでした: CHATGPT.md の `template=session-prompt` ブロックが"
                        + "壊れています（上の指摘を見てください）。プロンプトを書くには直してください",
                e.getMessage());
    }
}
