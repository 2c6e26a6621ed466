package io.github.studylog.prompt;

import static io.github.studylog.testing.TestGit.commit;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.StoredConfig;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each file pinned to the commit that last changed it, as a permalink of the origin remote; a changed file is not. */
class PromptGitTest {

    @TempDir
    Path dir;

    @Test
    void pinsAreTheLastCommitsAndAChangedFileIsMarked() throws Exception {
        Files.createDirectories(dir.resolve("study"));
        TestRepo repo = TestRepo.clean(dir.resolve("study"));
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            StoredConfig config = git.getRepository().getConfig();
            config.setString("remote", "origin", "url", "ssh://git@github.com/learner/study.git");
            config.save();
            RevCommit first = commit(git, "教材と記録を追加", 1);
            repo.replace("src/content/docs/web/cache.md", "ETag が一致すれば", "ETag（強い検証子）が一致すれば");
            RevCommit second = commit(git, "教材を更新", 2);
            repo.replace("reviews/web-cache.yaml", "title: HTTPキャッシュ", "title: HTTP キャッシュ");

            String text = PromptTemplateTest.build(repo, Optional.of("web-cache"), Optional.empty(), Optional.empty())
                    .prompts()
                    .get(0)
                    .text();
            String blob = "https://github.com/learner/study/blob/";
            assertTrue(text.contains("リポジトリ：https://github.com/learner/study\n"), text);
            assertTrue(
                    text.contains("- [`CHATGPT.md`](" + blob + first.getName() + "/CHATGPT.md) @ " + first.getName()
                            + " — 毎回読むファイル\n"),
                    text);
            assertTrue(
                    text.contains("- [`src/content/docs/web/cache.md`](" + blob + second.getName()
                            + "/src/content/docs/web/cache.md) @ " + second.getName() + " — 教材\n"),
                    text);
            assertTrue(
                    text.contains(
                            "- `reviews/web-cache.yaml` @ unknown — review" + "（最後のコミットの後に変更されたか、まだコミットされていません）\n"),
                    text);
            assertTrue(
                    text.contains("- [`sessions/2026-10-03-web-cache-02.yaml`](" + blob + first.getName()
                            + "/sessions/2026-10-03-web-cache-02.yaml) @ " + first.getName() + " — session（最新）\n"),
                    text);
        }
    }
}
