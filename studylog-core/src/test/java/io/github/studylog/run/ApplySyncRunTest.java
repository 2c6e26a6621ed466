package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** studylog:apply-sync's console lines, comment and refusal verdict follow the run's language. */
class ApplySyncRunTest {

    @TempDir
    Path dir;

    private Optional<String> run(TestRepo repo, Language language, ListLog log) throws IOException {
        Path issue = dir.resolve("issue.md");
        Files.writeString(issue, "title: [Session Sync] ../x\nlabels: session-sync\n\n## 記録\n\n```yaml\nid: x\n```\n");
        ContentLayout layout = ContentLayout.defaults(repo.root());
        return new ApplySyncRun()
                .run(
                        new ApplySyncRun.Request(
                                layout,
                                issue,
                                Set.of("OWNER"),
                                false,
                                false,
                                false,
                                "test",
                                ConsoleFormat.PLAIN,
                                language),
                        log);
    }

    @Test
    void aRefusalIsSaidInTheRunsLanguage() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        Path comment = ContentLayout.defaults(repo.root()).outputDir().resolve("apply-sync/comment.md");

        ListLog english = new ListLog();
        assertEquals(
                Optional.of("studylog refused the Session Sync issue: 1 error, nothing written; see the lines "
                        + "above and " + comment + " (for gh issue comment --body-file)"),
                run(repo, Language.EN, english));
        assertEquals(
                "I studylog: applying draft Markdown issue.md: [Session Sync] ../x",
                english.lines().get(0));
        assertTrue(
                english.lines().contains("E studylog: refused (no session id); nothing written"),
                english.lines().toString());

        ListLog japanese = new ListLog();
        assertEquals(
                Optional.of("studylog は Session Sync issue を反映しませんでした: エラー 1 件があるため、何も書き込んでいません。" + "上の行と " + comment
                        + "（gh issue comment --body-file 用）を見てください"),
                run(repo, Language.JA, japanese));
        List<String> lines = japanese.lines();
        assertEquals("I studylog: 下書きの Markdown issue.md を反映します: [Session Sync] ../x", lines.get(0));
        assertTrue(lines.contains("E studylog: （セッション ID なし） を反映しませんでした。何も書き込んでいません"), lines.toString());
        assertTrue(lines.contains("I studylog: " + comment + " と result.json を書き込みました"), lines.toString());
        assertTrue(Files.readString(comment).startsWith("**studylog: この Session Sync issue は反映されませんでした。**"));
    }
}
