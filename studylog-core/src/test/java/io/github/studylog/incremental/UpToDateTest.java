package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UpToDateTest {

    @TempDir
    Path repo;

    private String fingerprint() {
        return InputFingerprint.walk("config", repo, List.of("sessions", "public"), List.of())
                .hash();
    }

    private void write(String relative, String text) throws IOException {
        Path file = repo.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void theFingerprintFollowsEveryInputButNotTheOutputs() throws IOException {
        write("sessions/2026-10-01-a-01.yaml", "id: 2026-10-01-a-01\n");
        write("target/studylog/report.json", "{}");
        write(".git/HEAD", "ref: refs/heads/main\n");
        write(".git/refs/heads/main", "1111111111111111111111111111111111111111\n");
        String first = fingerprint();
        assertEquals(first, fingerprint(), "the same inputs give the same fingerprint");

        write("target/studylog/report.json", "{\"changed\": true}");
        write("build.log", "a log written during the build");
        assertEquals(first, fingerprint(), "outputs and other files are not inputs");

        write("sessions/2026-10-01-a-01.yaml", "id: 2026-10-01-a-01\ndate: 2026-10-01\n");
        String edited = fingerprint();
        assertNotEquals(first, edited, "an edited record");

        Files.setLastModifiedTime(
                repo.resolve("sessions/2026-10-01-a-01.yaml"), FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        assertNotEquals(edited, fingerprint(), "a touched record");
        String touched = fingerprint();

        write("public/diagrams/新しい図.svg", "<svg/>");
        assertNotEquals(touched, fingerprint(), "a new file in a content folder");
        String added = fingerprint();

        write(".git/refs/heads/main", "2222222222222222222222222222222222222222\n");
        String committed = fingerprint();
        assertNotEquals(added, committed, "a new commit (the drafts name commits)");
        assertNotEquals(
                committed,
                InputFingerprint.walk("other config", repo, List.of("sessions", "public"), List.of())
                        .hash(),
                "another configuration");
    }

    @Test
    void aSavedRunIsReplayedOnlyWhileItsInputsAndOutputsAreUnchanged() throws IOException {
        Path out = repo.resolve("target/studylog");
        write("target/studylog/report.json", "{}");
        Path cache = repo.resolve("target/studylog-cache");
        UpToDate upToDate = new UpToDate(cache, repo, out);
        write("AGENTS.md", "# 名前で参照されるファイル\n");
        RunTranscript transcript = new RunTranscript(
                List.of(
                        new RunTranscript.Line(RunTranscript.Level.ERROR, "reviews/a.yaml:1:1: error [x] 見出し\\行\n二行目"),
                        new RunTranscript.Line(RunTranscript.Level.INFO, "studylog: 1 file checked")),
                1,
                0,
                Optional.of("session-sync.zip"));
        upToDate.save("inputs-1", List.of("AGENTS.md", "missing.md"), transcript);

        assertEquals(Optional.of(transcript), upToDate.previous("inputs-1"));
        assertEquals(Optional.empty(), upToDate.previous("inputs-2"), "other inputs");

        write("AGENTS.md", "# 書き換えた\n");
        assertEquals(Optional.empty(), upToDate.previous("inputs-1"), "a file the run consulted by name changed");
        upToDate.save("inputs-1", List.of("AGENTS.md"), transcript);
        assertEquals(Optional.of(transcript), upToDate.previous("inputs-1"));

        write("target/studylog/report.json", "{\"edited\": true}");
        assertEquals(Optional.empty(), upToDate.previous("inputs-1"), "an output was changed since");

        upToDate.save("inputs-1", List.of(), transcript);
        upToDate.forget();
        assertEquals(Optional.empty(), upToDate.previous("inputs-1"), "forgotten");

        write("target/studylog-cache/" + UpToDate.FILE, "garbage\n");
        assertEquals(Optional.empty(), upToDate.previous("inputs-1"), "an unreadable state file is no state");
        assertTrue(Files.exists(out.resolve("report.json")));
    }

    @Test
    void theStateFileHoldsNoAbsolutePathAndReplaysTheRepoPathAsItIsNow() throws IOException {
        Path out = repo.resolve("target/studylog");
        Path cache = repo.resolve("target/studylog-cache");
        write("target/studylog/report.json", "{}");
        UpToDate upToDate = new UpToDate(cache, repo, out);
        String absolute = repo.toAbsolutePath().normalize().toString();
        RunTranscript transcript = new RunTranscript(
                List.of(new RunTranscript.Line(
                        RunTranscript.Level.INFO,
                        "studylog: wrote " + absolute + "/target/studylog/session-sync/a.md")),
                0,
                0,
                Optional.empty());
        upToDate.save("inputs-1", List.of(), transcript);

        String state = Files.readString(cache.resolve(UpToDate.FILE));
        assertFalse(state.contains(absolute), state);
        assertTrue(state.contains("I\tstudylog: wrote ${basedir}/target/studylog/session-sync/a.md\n"), state);
        assertFalse(Files.exists(out.resolve(UpToDate.FILE)), "nothing of the state in the uploaded reports folder");
        assertEquals(Optional.of(transcript), upToDate.previous("inputs-1"));
    }

    @Test
    void aStateKeptInsideTheOutputDirectoryIsNoOutputOfItsOwn() throws IOException {
        // -Dstudylog.cacheDirectory may name a folder inside the output directory: writing the state there must
        // not make the outputs look changed, or a rerun would never be replayed
        Path out = repo.resolve("target/studylog");
        write("target/studylog/report.json", "{}");
        UpToDate upToDate = new UpToDate(out.resolve("キャッシュ"), repo, out);
        RunTranscript transcript = new RunTranscript(
                List.of(new RunTranscript.Line(RunTranscript.Level.INFO, "studylog: 1 file checked")),
                0,
                0,
                Optional.empty());
        upToDate.save("inputs-1", List.of(), transcript);
        assertTrue(Files.isRegularFile(out.resolve("キャッシュ").resolve(UpToDate.FILE)));
        assertEquals(Optional.of(transcript), upToDate.previous("inputs-1"));
    }
}
