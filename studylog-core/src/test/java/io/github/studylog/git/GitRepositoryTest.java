package io.github.studylog.git;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The look for a {@code .git} entry that spares a run outside git from loading JGit. */
class GitRepositoryTest {

    @TempDir
    Path dir;

    private boolean gitAboveTheTempDir() {
        for (Path folder = dir.toAbsolutePath(); folder != null; folder = folder.getParent()) {
            if (Files.exists(folder.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void noGitEntryAboveAndNoGitDirMeansNoWorkTree() throws Exception {
        assumeFalse(gitAboveTheTempDir(), "the temp dir is inside a git work tree on this machine");
        Path content = Files.createDirectories(dir.resolve("学習/content"));
        assertFalse(GitHistory.mayBeInGit(content, null));
        assertFalse(GitHistory.mayBeInGit(content, ""), "an empty GIT_DIR is no GIT_DIR");
        try (GitRepository repo = GitRepository.open(content)) {
            assertFalse(repo.inGit());
        }
    }

    @Test
    void aGitFolderInTheRootOrAboveIsLookedAtByJGit() throws Exception {
        Path content = Files.createDirectories(dir.resolve("学習/content"));
        try (Git git = Git.init().setDirectory(dir.resolve("学習").toFile()).call()) {
            assertTrue(GitHistory.mayBeInGit(content, null));
            assertTrue(GitHistory.mayBeInGit(dir.resolve("学習"), null));
            try (GitRepository repo = GitRepository.open(content)) {
                assertTrue(repo.inGit(), "the work tree above the content repo is found");
            }
        }
    }

    @Test
    void aGitFileOfALinkedWorkTreeCounts() throws Exception {
        Path content = Files.createDirectories(dir.resolve("wt/content"));
        Files.writeString(dir.resolve("wt/.git"), "gitdir: /elsewhere/.git/worktrees/wt\n");
        assertTrue(GitHistory.mayBeInGit(content, null));
    }

    @Test
    void gitDirInTheEnvironmentCountsWithoutAnyGitEntry() {
        assertTrue(GitHistory.mayBeInGit(dir, "/somewhere/repo.git"));
    }
}
