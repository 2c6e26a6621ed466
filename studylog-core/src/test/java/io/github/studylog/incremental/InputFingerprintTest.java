package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.FileStat;
import io.github.studylog.content.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputFingerprintTest {

    private static final List<String> FOLDERS = List.of("reviews", "sessions", "src/content/docs", "src");

    private static InputFingerprint.Walked walk(Path repo) {
        return InputFingerprint.walk("config", repo, FOLDERS, List.of());
    }

    private static ContentFiles listedFrom(Path repo, InputFingerprint.Walked walked) {
        return new ContentFiles(new RepoPaths(repo), Map.of("sessions/上書き.yaml", "id: x\n"), "", walked.listing());
    }

    @Test
    void theWalkListsAFolderAsItsOwnWalkWouldWithTheSameStats(@TempDir Path repo, @TempDir Path outside)
            throws Exception {
        Files.createDirectories(repo.resolve("sessions/sub"));
        Files.createDirectories(repo.resolve("sessions/.hidden"));
        Files.createDirectories(repo.resolve("sessions/dir.yaml"));
        Files.writeString(repo.resolve("sessions/記録.yaml"), "id: a\n");
        Files.writeString(repo.resolve("sessions/大文字.YML"), "id: b\n");
        Files.writeString(repo.resolve("sessions/.隠し.yaml"), "id: c\n");
        Files.writeString(repo.resolve("sessions/メモ.txt"), "メモ\n");
        Files.writeString(repo.resolve("sessions/sub/下.yaml"), "id: d\n");
        Files.writeString(repo.resolve("sessions/.hidden/隠しフォルダ.yaml"), "id: e\n");
        Files.writeString(outside.resolve("外.yaml"), "id: f\n");
        Files.createSymbolicLink(repo.resolve("sessions/linked.yaml"), outside.resolve("外.yaml"));
        InputFingerprint.Walked walked = walk(repo);
        ContentFiles fromWalk = listedFrom(repo, walked);
        ContentFiles own = new ContentFiles(new RepoPaths(repo), Map.of("sessions/上書き.yaml", "id: x\n"));

        List<String> expected =
                List.of("sessions/linked.yaml", "sessions/上書き.yaml", "sessions/大文字.YML", "sessions/記録.yaml");
        assertEquals(expected, own.list("sessions", false, ".yaml", ".yml"));
        assertEquals(expected, fromWalk.list("sessions", false, ".yaml", ".yml"));
        for (String path : expected) {
            assertEquals(
                    own.stat(path).map(InputFingerprintTest::sizeAndTime),
                    fromWalk.stat(path).map(InputFingerprintTest::sizeAndTime),
                    path);
        }
        assertEquals(Optional.of(List.of(6L)), fromWalk.stat("sessions/記録.yaml").map(s -> List.of(s.size())));
        assertEquals(Optional.empty(), fromWalk.stat("sessions/linked.yaml"), "a link is looked at, and leaves");
        assertEquals(walked.hash(), walk(repo).hash(), "the same walk, the same fingerprint");
    }

    private static List<Long> sizeAndTime(FileStat stat) {
        return List.of(stat.size(), stat.modifiedNanos());
    }

    @Test
    void aFolderIsListedAsTheWalkFoundIt(@TempDir Path repo) throws Exception {
        Files.createDirectories(repo.resolve("reviews"));
        Files.writeString(repo.resolve("reviews/復習.yaml"), "id: r\n");
        InputFingerprint.Walked walked = walk(repo);
        Files.writeString(repo.resolve("reviews/後から.yaml"), "id: s\n");
        assertEquals(
                List.of("reviews/復習.yaml"),
                listedFrom(repo, walked).list("reviews", false, ".yaml"),
                "the files fingerprinted are the files checked");
        assertEquals(
                List.of("reviews/後から.yaml", "reviews/復習.yaml"),
                new ContentFiles(new RepoPaths(repo)).list("reviews", false, ".yaml"));
    }

    @Test
    void aFolderListedWithItsSubfoldersOrNotWalkedIsWalkedByTheLister(@TempDir Path repo) throws Exception {
        Files.createDirectories(repo.resolve("src/content/docs/guide"));
        Files.createDirectories(repo.resolve("diagrams"));
        InputFingerprint.Walked walked = walk(repo);
        Files.writeString(repo.resolve("src/content/docs/guide/新しい.md"), "# 新しい\n");
        Files.writeString(repo.resolve("diagrams/図.json"), "{}\n");
        ContentFiles files = listedFrom(repo, walked);
        assertEquals(List.of("src/content/docs/guide/新しい.md"), files.list("src/content/docs", true, ".md"));
        assertEquals(List.of("diagrams/図.json"), files.list("diagrams", false, ".json"));
    }

    @Test
    void theFingerprintHoldsEachFilesPathBelowTheRepoItsSizeTimeAndKind(
            @TempDir Path one, @TempDir Path two, @TempDir Path outside) throws Exception {
        FileTime time = FileTime.fromMillis(1_700_000_000_000L);
        for (Path repo : List.of(one, two)) {
            Files.createDirectories(repo.resolve("sessions/古い"));
            Files.createDirectories(repo.resolve("reviews"));
            Files.createDirectories(repo.resolve("src/content/docs"));
            Files.setLastModifiedTime(Files.writeString(repo.resolve("sessions/記録.yaml"), "id: a\n"), time);
            Files.setLastModifiedTime(Files.writeString(repo.resolve("sessions/古い/b.yaml"), "id: b\n"), time);
        }
        String first = walk(one).hash();
        assertEquals(first, walk(two).hash(), "the same files in another folder: paths below the repo");

        Files.move(two.resolve("sessions/記録.yaml"), two.resolve("sessions/記録2.yaml"));
        String renamed = walk(two).hash();
        assertNotEquals(first, renamed, "a renamed file, the same size and time");
        Files.move(two.resolve("sessions/記録2.yaml"), two.resolve("sessions/記録.yaml"));
        assertEquals(first, walk(two).hash(), "and back");

        Files.move(two.resolve("sessions/古い/b.yaml"), two.resolve("sessions/b.yaml"));
        Files.setLastModifiedTime(two.resolve("sessions/b.yaml"), time);
        assertNotEquals(first, walk(two).hash(), "a file moved up a folder");
        Files.move(two.resolve("sessions/b.yaml"), two.resolve("sessions/古い/b.yaml"));
        assertEquals(first, walk(two).hash());

        Files.setLastModifiedTime(two.resolve("sessions/記録.yaml"), FileTime.fromMillis(1_700_000_000_001L));
        assertNotEquals(first, walk(two).hash(), "a time one millisecond later");
        Files.setLastModifiedTime(two.resolve("sessions/記録.yaml"), time);

        Files.setLastModifiedTime(Files.writeString(outside.resolve("記録.yaml"), "id: a\n"), time);
        Files.delete(two.resolve("sessions/記録.yaml"));
        Files.createSymbolicLink(two.resolve("sessions/記録.yaml"), outside.resolve("記録.yaml"));
        assertNotEquals(first, walk(two).hash(), "a link where a file was");
    }

    private static final FileTime TIME = FileTime.fromMillis(1_700_000_000_000L);

    private static Path write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        return Files.setLastModifiedTime(Files.writeString(file, text), TIME);
    }

    /** The fingerprint of the reviews and sessions of {@code repo}, under {@code configuration}, with {@code extra}. */
    private static String hash(Path repo, String configuration, Path... extra) {
        return InputFingerprint.walk(configuration, repo, List.of("reviews", "sessions"), List.of(extra))
                .hash();
    }

    @Test
    void theConfigurationTheExtraFilesAndAFolderThatAppearsAreEachAnInput(@TempDir Path repo, @TempDir Path plugin)
            throws Exception {
        write(repo.resolve("sessions/記録.yaml"), "id: a\n");
        Path jar = write(plugin.resolve("studylog-maven-plugin.jar"), "jar");
        String base = hash(repo, "config", jar);
        assertEquals(base, hash(repo, "config", jar));
        assertNotEquals(base, hash(repo, "config2", jar), "another configuration");
        assertNotEquals(base, hash(repo, "config"), "without the plugin's jar");

        Files.setLastModifiedTime(jar, FileTime.fromMillis(1_700_000_000_001L));
        assertNotEquals(base, hash(repo, "config", jar), "another build of the plugin");
        Files.setLastModifiedTime(jar, TIME);
        assertEquals(base, hash(repo, "config", jar));

        Files.createDirectories(repo.resolve("reviews"));
        assertNotEquals(base, hash(repo, "config", jar), "an empty reviews folder where there was none");
    }

    @Test
    void aHiddenFolderOrNodeModulesInAFolderIsNoInputAnotherFolderIs(@TempDir Path repo) throws Exception {
        write(repo.resolve("sessions/記録.yaml"), "id: a\n");
        String base = hash(repo, "config");
        write(repo.resolve("sessions/.cache/記録.yaml"), "id: b\n");
        write(repo.resolve("sessions/node_modules/pkg/index.yaml"), "id: c\n");
        assertEquals(base, hash(repo, "config"), "hidden folders and node_modules are skipped");
        write(repo.resolve("sessions/古い/記録.yaml"), "id: d\n");
        assertNotEquals(base, hash(repo, "config"), "a file in a subfolder");

        // a folder the run names is walked even when its own name is hidden
        Path workflow = write(repo.resolve(".github/workflows/studylog.yml"), "on: push\n");
        String github = InputFingerprint.walk("config", repo, List.of(".github"), List.of())
                .hash();
        Files.setLastModifiedTime(workflow, FileTime.fromMillis(1_700_000_000_001L));
        assertNotEquals(
                github,
                InputFingerprint.walk("config", repo, List.of(".github"), List.of())
                        .hash());
    }

    @Test
    void theGitStateAboveTheRepoIsAnInputPieceByPiece(@TempDir Path work) throws Exception {
        // the content repo is a folder of the work tree: its git directory is found upwards
        Path repo = work.resolve("content");
        write(repo.resolve("sessions/記録.yaml"), "id: a\n");
        String none = hash(repo, "config");
        Path git = work.resolve(".git");
        write(git.resolve("HEAD"), "ref: refs/heads/main\n");
        write(git.resolve("refs/heads/main"), "1111111111111111111111111111111111111111\n");
        String previous = hash(repo, "config");
        assertNotEquals(none, previous, "a git directory");

        write(git.resolve("refs/heads/next"), "1111111111111111111111111111111111111111\n");
        assertEquals(previous, hash(repo, "config"), "a branch HEAD does not name is not read");
        // each file is written with the same time, and both branches name the same commit: HEAD's size stays, so
        // only its text tells them apart
        List<String> steps = List.of(
                "HEAD=ref: refs/heads/next\n",
                "refs/heads/next=2222\n",
                "index=index",
                "index=index, two entries",
                "packed-refs=3333 refs/heads/main\n",
                "shallow=4444\n",
                "HEAD=5555555555555555555555555555555555555555\n");
        for (String step : steps) {
            String name = step.substring(0, step.indexOf('='));
            write(git.resolve(name), step.substring(name.length() + 1));
            String now = hash(repo, "config");
            assertNotEquals(previous, now, step);
            assertEquals(now, hash(repo, "config"), step);
            previous = now;
        }
    }

    @Test
    void aLinkedWorkTreeIsFollowedToItsOwnHeadAndTheCommonBranches(@TempDir Path main, @TempDir Path tree)
            throws Exception {
        Path common = main.resolve(".git");
        Path own = common.resolve("worktrees/wt");
        write(own.resolve("HEAD"), "ref: refs/heads/feature\n");
        write(own.resolve("commondir"), "../..\n");
        write(common.resolve("refs/heads/feature"), "1111\n");
        write(tree.resolve("sessions/記録.yaml"), "id: a\n");
        String none = hash(tree, "config");
        Files.writeString(tree.resolve(".git"), "gitdir: " + own + "\n");
        String base = hash(tree, "config");
        assertNotEquals(none, base, "the work tree's git state");

        write(common.resolve("refs/heads/feature"), "2222\n");
        String committed = hash(tree, "config");
        assertNotEquals(base, committed, "a commit on the work tree's branch, kept in the common directory");
        write(common.resolve("packed-refs"), "3333 refs/heads/feature\n");
        String packed = hash(tree, "config");
        assertNotEquals(committed, packed, "the common directory's packed refs");
        write(own.resolve("HEAD"), "4444\n");
        assertNotEquals(packed, hash(tree, "config"), "the work tree's own HEAD");

        Files.writeString(tree.resolve(".git"), "no git directory named here\n");
        assertEquals(none, hash(tree, "config"), "a .git file naming no git directory is passed by");
    }

    @Test
    void theFilesARunConsultedByNameAreFingerprintedThereOrNot(@TempDir Path repo) throws Exception {
        String missing = InputFingerprint.ofFiles(repo, List.of("AGENTS.md"));
        assertNotEquals(missing, InputFingerprint.ofFiles(repo, List.of("README.md")), "which file is missing");
        Path agents = write(repo.resolve("AGENTS.md"), "# 手順\n");
        String there = InputFingerprint.ofFiles(repo, List.of("AGENTS.md"));
        assertNotEquals(missing, there, "the file appeared");
        Files.setLastModifiedTime(agents, FileTime.fromMillis(1_700_000_000_001L));
        assertNotEquals(there, InputFingerprint.ofFiles(repo, List.of("AGENTS.md")), "the file was touched");
        write(repo.resolve("README.md"), "# 読んで\n");
        assertEquals(
                InputFingerprint.ofFiles(repo, List.of("AGENTS.md", "README.md")),
                InputFingerprint.ofFiles(repo, List.of("README.md", "AGENTS.md")),
                "in any order");
    }
}
