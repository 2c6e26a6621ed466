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

    private SyncDraftStep step(TestRepo repo) {
        return new SyncDraftStep(
                repo.root(),
                "sessions",
                "CHATGPT.md",
                out(),
                new ListLog(),
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
    }
}
