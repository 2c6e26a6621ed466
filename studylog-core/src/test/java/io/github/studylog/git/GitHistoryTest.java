package io.github.studylog.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GitHistoryTest {

    @TempDir
    Path dir;

    static void write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    static RevCommit commit(Git git, String message, int second, String... paths) throws Exception {
        for (String path : paths) {
            git.add().addFilepattern(path).call();
        }
        PersonIdent who = new PersonIdent(
                "学習者",
                "learner@example.com",
                java.time.Instant.ofEpochSecond(1_790_000_000L + second),
                java.time.ZoneOffset.UTC);
        return git.commit()
                .setMessage(message)
                .setAuthor(who)
                .setCommitter(who)
                .setSign(false)
                .call();
    }

    @Test
    void lastCommitPerFileUnknownForModifiedUntrackedAndMissing() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write(dir.resolve("a.md"), "一\n");
            write(dir.resolve("docs/b.md"), "二\n");
            write(dir.resolve("c.md"), "三\n");
            RevCommit first = commit(git, "first", 1, "a.md", "docs/b.md", "c.md");
            write(dir.resolve("docs/b.md"), "二 改\n");
            RevCommit second = commit(git, "second", 2, "docs/b.md");
            write(dir.resolve("c.md"), "三 作業中\n");
            write(dir.resolve("new.md"), "未追跡\n");
            Path index = dir.resolve(".git/index");
            FileTime indexTime = Files.getLastModifiedTime(index);
            byte[] indexBytes = Files.readAllBytes(index);

            try (GitHistory commits = GitHistory.lazy(dir)) {
                assertTrue(commits.inGit());
                Map<String, String> found = commits.lastCommits(
                        List.of("a.md", "docs/b.md", "c.md", "new.md", "gone.md", "../x.md", "docs"));
                assertEquals(first.getName(), found.get("a.md"));
                assertEquals(second.getName(), found.get("docs/b.md"));
                assertEquals("unknown", found.get("c.md"), "modified in the working tree");
                assertEquals("unknown", found.get("new.md"), "untracked");
                assertEquals("unknown", found.get("gone.md"));
                assertEquals("unknown", found.get("../x.md"));
                assertEquals("unknown", found.get("docs"), "a folder is not a file");
                assertEquals(
                        List.of("a.md", "docs/b.md", "c.md", "new.md", "gone.md", "../x.md", "docs"),
                        List.copyOf(found.keySet()));
            }
            assertEquals(indexTime, Files.getLastModifiedTime(index), "read-only: the index is not rewritten");
            assertTrue(java.util.Arrays.equals(indexBytes, Files.readAllBytes(index)));
        }
    }

    @Test
    void aStagedButUncommittedChangeIsUnknown() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write(dir.resolve("a.md"), "一\n");
            commit(git, "first", 1, "a.md");
            write(dir.resolve("a.md"), "一 改\n");
            git.add().addFilepattern("a.md").call();
            try (GitHistory commits = GitHistory.lazy(dir)) {
                assertEquals("unknown", commits.lastCommits(List.of("a.md")).get("a.md"));
            }
        }
    }

    @Test
    void theContentRepoMayBeASubfolderOfTheWorkTree() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write(dir.resolve("study/a.md"), "一\n");
            write(dir.resolve("a.md"), "別物\n");
            RevCommit first = commit(git, "first", 1, "study/a.md", "a.md");
            write(dir.resolve("a.md"), "別物 改\n");
            RevCommit second = commit(git, "second", 2, "a.md");
            try (GitHistory commits = GitHistory.lazy(dir.resolve("study"))) {
                assertEquals(
                        first.getName(), commits.lastCommits(List.of("a.md")).get("a.md"));
            }
            try (GitHistory commits = GitHistory.lazy(dir)) {
                assertEquals(
                        second.getName(), commits.lastCommits(List.of("a.md")).get("a.md"));
            }
        }
    }

    @Test
    void aRevertedFileGetsTheCommitThatRestoredIt() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write(dir.resolve("a.md"), "元\n");
            commit(git, "first", 1, "a.md");
            write(dir.resolve("a.md"), "変更\n");
            commit(git, "second", 2, "a.md");
            write(dir.resolve("a.md"), "元\n");
            RevCommit third = commit(git, "revert", 3, "a.md");
            write(dir.resolve("b.md"), "無関係\n");
            commit(git, "fourth", 4, "b.md");
            try (GitHistory commits = GitHistory.lazy(dir)) {
                assertEquals(
                        third.getName(), commits.lastCommits(List.of("a.md")).get("a.md"));
            }
        }
    }

    @Test
    void aMergeKeepingOneSideNamesTheCommitWhoseContentIsKept() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write(dir.resolve("a.md"), "元\n");
            commit(git, "base", 1, "a.md");
            git.branchCreate().setName("side").call();
            write(dir.resolve("a.md"), "main の版\n");
            RevCommit mainChange = commit(git, "main change", 2, "a.md");
            git.checkout().setName("side").call();
            write(dir.resolve("a.md"), "side の版\n");
            commit(git, "side change, newer", 3, "a.md");
            git.checkout().setName("main").call();
            git.merge()
                    .include(git.getRepository().resolve("side"))
                    .setStrategy(org.eclipse.jgit.merge.MergeStrategy.OURS)
                    .setCommit(true)
                    .call();
            assertEquals("main の版\n", Files.readString(dir.resolve("a.md")));
            try (GitHistory commits = GitHistory.lazy(dir)) {
                assertEquals(
                        mainChange.getName(),
                        commits.lastCommits(List.of("a.md")).get("a.md"));
            }
        }
    }

    @Test
    void theBoundaryOfAShallowCloneIsNotTakenForTheChange() throws Exception {
        Path origin = dir.resolve("origin");
        Path shallow = dir.resolve("shallow");
        try (Git git = Git.init()
                .setDirectory(origin.toFile())
                .setInitialBranch("main")
                .call()) {
            write(origin.resolve("a.md"), "一\n");
            write(origin.resolve("b.md"), "二\n");
            commit(git, "first", 1, "a.md", "b.md");
            write(origin.resolve("b.md"), "二 改\n");
            write(origin.resolve("c.md"), "三\n");
            commit(git, "second", 2, "b.md", "c.md");
            write(origin.resolve("c.md"), "三 改\n");
            commit(git, "third", 3, "c.md");
        }
        try (Git clone = Git.cloneRepository()
                .setURI(origin.toUri().toString())
                .setDirectory(shallow.toFile())
                .setDepth(2)
                .call()) {
            assertEquals(
                    1,
                    clone.getRepository()
                            .getObjectDatabase()
                            .getShallowCommits()
                            .size());
        }
        try (GitHistory commits = GitHistory.lazy(shallow)) {
            Map<String, String> found = commits.lastCommits(List.of("a.md", "b.md"));
            assertEquals("unknown", found.get("a.md"), "a.md was last changed before the shallow boundary");
            assertEquals("unknown", found.get("b.md"), "the boundary commit's parent is missing: no proof");
        }
    }

    @Test
    void noCommitYetIsUnknown() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            write(dir.resolve("a.md"), "一\n");
            try (GitHistory commits = GitHistory.lazy(dir)) {
                assertTrue(commits.inGit());
                assertEquals(Map.of("a.md", "unknown"), commits.lastCommits(List.of("a.md")));
            }
        }
    }

    @Test
    void outsideGitEverythingIsUnknown() throws Exception {
        write(dir.resolve("a.md"), "一\n");
        try (GitHistory commits = GitHistory.lazy(dir)) {
            assertFalse(commits.inGit(), "the temp dir must not be inside a git work tree for this test");
            assertEquals(Map.of("a.md", "unknown"), commits.lastCommits(List.of("a.md")));
        }
    }

    @Test
    void outsideGitEveryQuestionIsAnsweredWithoutOpeningARepository() throws Exception {
        Path content = dir.resolve("学習ログ");
        Files.createDirectories(content);
        assertFalse(GitHistory.mayBeInGit(content, null), "the test needs a folder outside any work tree");
        try (GitHistory history = GitHistory.lazy(content)) {
            assertEquals(
                    List.of("b.md", "a.md"),
                    List.copyOf(history.lastCommits(List.of("b.md", "a.md")).keySet()));
            assertEquals(
                    Map.of("a.md", GitHistory.UNKNOWN, "b.md", GitHistory.UNKNOWN),
                    history.lastCommits(List.of("b.md", "a.md")));
            assertEquals(CommitLookup.outsideGit(), history.lookup("0123abc"));
            assertFalse(history.hasFile("0123abc", "a.md"));
            assertFalse(history.inGit());
            assertFalse(history.isShallow());
            assertTrue(history.originUrl().isEmpty());
            assertFalse(history.opened(), "JGit is not loaded outside git");
        }
    }
}
