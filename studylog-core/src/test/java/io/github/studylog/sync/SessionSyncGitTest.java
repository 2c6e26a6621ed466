package io.github.studylog.sync;

import static io.github.studylog.testing.TestGit.commit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drafts of a content repo that is a subfolder of a real git work tree. */
class SessionSyncGitTest {

    @TempDir
    Path dir;

    @Test
    void eachSourceGetsItsLastCommitAndUncommittedFilesAreUnknown() throws Exception {
        Files.createDirectories(dir.resolve("study"));
        TestRepo repo = TestRepo.clean(dir.resolve("study"))
                .replace(
                        "sessions/2026-10-03-web-cache-02.yaml",
                        "sources:\n  - path: src/content/docs/web/cache.md\n    commit: unknown\n",
                        "sources:\n  - path: CHATGPT.md\n    commit: unknown\n"
                                + "  - path: src/content/docs/web/cache.md\n    commit: unknown\n"
                                + "  - path: reviews/web-cache.yaml\n    commit: unknown\n"
                                + "  - path: notes/memo.md\n    commit: unknown\n");
        Files.writeString(dir.resolve("README.md"), "ルート\n");
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit first = commit(git, "教材を追加", 1);
            repo.replace("src/content/docs/web/cache.md", "#", "# ");
            RevCommit second = commit(git, "教材を更新", 2);
            repo.replace("reviews/web-cache.yaml", "title: HTTPキャッシュ", "title: HTTP キャッシュ");
            repo.write("notes/memo.md", "未追跡のメモ\n");

            String body = SessionSyncTest.drafts(repo).get(0).body();
            assertTrue(
                    body.endsWith("## 参照\n\n"
                            + "- CHATGPT.md @ " + first.getName() + "\n"
                            + "- src/content/docs/web/cache.md @ " + second.getName() + "\n"
                            + "- reviews/web-cache.yaml @ unknown\n"
                            + "- notes/memo.md @ unknown\n"),
                    body);
            assertEquals(first.getName().length(), 40);
        }
    }
}
