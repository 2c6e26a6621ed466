package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.git.GitHistory;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SyncDraftStepTest {

    @TempDir
    Path dir;

    GitHistory history;

    @BeforeEach
    void openHistory() {
        history = GitHistory.lazy(dir);
    }

    @AfterEach
    void closeHistory() {
        history.close();
    }

    private final ListLog log = new ListLog();

    private SyncDraftStep step(TestRepo repo) {
        return new SyncDraftStep(
                repo.root(),
                "sessions",
                "CHATGPT.md",
                out(),
                log,
                line -> log.info("detail " + line),
                io.github.studylog.message.Messages.english());
    }

    private Path out() {
        return dir.resolve("target/studylog");
    }

    @Test
    void writesTheDraftsAndReturnsTheZip() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        Optional<Path> zip = step(repo).run(outcome, history, Optional.empty(), Map.of());
        assertEquals(Optional.of(dir.resolve("target/studylog/session-sync.zip")), zip);
        assertTrue(Files.isRegularFile(dir.resolve("target/studylog/session-sync/2026-10-03-web-cache-02.md")));
    }

    @Test
    void anUnknownSessionIsABuildFailureNamingTheNearestId() {
        TestRepo repo = TestRepo.clean(dir);
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        RunRefusal e = assertThrows(
                RunRefusal.class,
                () -> step(repo).run(outcome, history, Optional.of("2026-10-01-webcache-01"), Map.of()));
        assertTrue(e.getMessage().contains("nearest known id is 2026-10-01-web-cache-01"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("target/studylog/session-sync")));
    }

    @Test
    void withoutTheTemplateNothingIsWritten() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        repo.write("CHATGPT.md", repo.read("CHATGPT.md").replace("template=session-sync", ""));
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        assertTrue(
                outcome.result().findings().stream().anyMatch(f -> f.ruleId().equals("template-missing")),
                outcome.result().findings().toString());
        assertEquals(Optional.empty(), step(repo).run(outcome, history, Optional.empty(), Map.of()));
        assertFalse(Files.exists(dir.resolve("target/studylog/session-sync")));
        assertEquals(
                List.of("W studylog: no Session Sync drafts: the session-sync template of CHATGPT.md is broken (see its"
                        + " findings)"),
                log.lines());
    }

    @Test
    void aFolderWithoutSessionsWarnsOfNothingAndPromisesNoFinding() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        try (var files = Files.list(dir.resolve("sessions"))) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        assertEquals(Optional.empty(), step(repo).run(outcome, history, Optional.empty(), Map.of()));
        assertEquals(List.of("I detail studylog: no Session Sync drafts: there are no session records"), log.lines());
    }

    @Test
    void theDraftsWrittenAreOneLineTheFilesDetail() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        step(repo).run(outcome, history, Optional.empty(), Map.of());
        List<String> shown =
                log.lines().stream().filter(l -> !l.startsWith("I detail ")).toList();
        assertEquals(List.of("I studylog: wrote 1 Session Sync draft to " + out().resolve("session-sync.zip")), shown);
        assertTrue(
                log.lines().stream().anyMatch(l -> l.startsWith("I detail studylog: wrote ")),
                log.lines().toString());
    }
}
