package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.apply.ApplyResult;
import io.github.studylog.check.Part;
import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.Overrides;
import io.github.studylog.config.Setting;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Session Sync draft checked and rendered without being filed: the gate's findings at the draft's own lines, the
 * issue {@code sync-draft} makes, and nothing written into the repository.
 */
class DraftRunTest {

    private static final String SESSION = "sessions/2026-10-03-web-cache-02.yaml";

    @TempDir
    Path dir;

    @TempDir
    Path out;

    private ContentLayout layout(TestRepo repo) {
        ContentLayout d = ContentLayout.defaults(repo.root());
        return new ContentLayout(
                d.root(),
                d.docs(),
                d.reviews(),
                d.sessions(),
                d.diagrams(),
                d.publicDiagrams(),
                d.instructions(),
                out.resolve("studylog"));
    }

    private DraftRun.Checked check(TestRepo repo, String text, Optional<String> name, Language language) {
        return new DraftRun().check(new DraftRun.Request(layout(repo), text, name, Optional.empty(), "test", language));
    }

    @Test
    void aSessionRecordOfTheRepositoryIsAlreadyApplied() {
        TestRepo repo = TestRepo.clean(dir);
        DraftRun.Checked checked = check(repo, repo.read(SESSION), Optional.empty(), Language.EN);
        assertEquals(ApplyResult.Status.ALREADY_APPLIED, checked.status());
        assertEquals(List.of(), checked.findings());
        assertEquals(SESSION, checked.name());
        assertEquals(DraftRun.Form.SESSION_YAML, checked.form());
        assertTrue(checked.exists());
        assertFalse(Files.exists(repo.root().resolve("target")), "nothing is written into the repository");
    }

    @Test
    void aBrokenRecordHasTheGatesFindingsAtItsOwnLinesInTheRunsLanguage() {
        TestRepo repo = TestRepo.clean(dir);
        String text = repo.read(SESSION)
                .replace("outcome: hinted", "outcome: maybe")
                .replace("needs_revisit:", "needs_revisti:");
        DraftRun.Checked checked = check(repo, text, Optional.of("下書き.yaml"), Language.JA);
        assertEquals(ApplyResult.Status.REFUSED, checked.status());
        // the misspelt key is unknown, and the key it should have been is missing; the review whose status the
        // hinted answer was evidence for loses it: the gate reports the reviews a session edits too
        assertEquals(
                List.of(
                        "reviews/web-cache.yaml:4 review-status-evidence",
                        "下書き.yaml:1 record-missing-key",
                        "下書き.yaml:" + line(text, "outcome: maybe") + " record-value",
                        "下書き.yaml:" + line(text, "needs_revisti:") + " record-unknown-key"),
                checked.findings().stream()
                        .map(f -> f.path() + ":" + f.line() + " " + f.ruleId())
                        .toList());
        String message = Messages.of(Language.JA).text(checked.findings().get(3).message());
        assertTrue(message.contains("needs_revisit"), message);
        assertEquals(
                repo.read(SESSION).replace("outcome: maybe", "outcome: hinted"),
                repo.read(SESSION),
                "the session file is unchanged");
    }

    @Test
    void anIssueBodyIsReadAsTheGateReadsItAndItsFindingsAreAtTheBodysLines() {
        TestRepo repo = TestRepo.clean(dir);
        String record = repo.read(SESSION)
                .replace("2026-10-03-web-cache-02", "2026-10-05-web-cache-03")
                .replace("date: 2026-10-03", "date: 2026-10-05")
                .replace("outcome: hinted", "outcome: maybe");
        String body = "## Session record\n\n```yaml\n" + record + "```\n\n## Session narrative\n\n304\n";
        DraftRun.Checked checked = check(repo, body, Optional.empty(), Language.EN);
        assertEquals(DraftRun.Form.ISSUE_BODY, checked.form());
        assertEquals(Optional.of("2026-10-05-web-cache-03"), checked.sessionId());
        assertFalse(checked.exists());
        assertEquals(
                List.of("the issue body:" + line(body, "outcome: maybe") + " record-value"),
                checked.findings().stream()
                        .map(f -> f.path() + ":" + f.line() + " " + f.ruleId())
                        .toList());
    }

    @Test
    void aTextTooLargeForTheGateIsOneFinding() {
        TestRepo repo = TestRepo.clean(dir);
        DraftRun.Checked checked = check(repo, "a".repeat(5 * 1024 * 1024), Optional.empty(), Language.EN);
        assertEquals(ApplyResult.Status.REFUSED, checked.status());
        assertEquals(
                List.of("file-unreadable"),
                checked.findings().stream().map(f -> f.ruleId()).toList());
    }

    @Test
    void aNameOutsideTheRepositoryIsAWrongRequest() {
        TestRepo repo = TestRepo.clean(dir);
        InvalidRequestException e = assertThrows(
                InvalidRequestException.class, () -> check(repo, "id: x\n", Optional.of("../x.yaml"), Language.EN));
        assertTrue(e.getMessage().contains("no path inside the repository"), e.getMessage());
    }

    @Test
    void renderIsTheIssueSyncDraftMakesOfTheRecord() {
        TestRepo repo = TestRepo.clean(dir);
        String text = repo.read(SESSION)
                .replace("2026-10-03-web-cache-02", "2026-10-05-web-cache-03")
                .replace("date: 2026-10-03", "date: 2026-10-05");
        DraftRun.Rendered rendered = new DraftRun()
                .render(new DraftRun.Request(
                        layout(repo), text, Optional.empty(), Optional.empty(), "test", Language.EN));
        assertEquals("2026-10-05-web-cache-03", rendered.sessionId());
        assertEquals(
                "[Session Sync] 2026-10-05-web-cache-03",
                rendered.draft().orElseThrow().title());
        assertTrue(
                rendered.draft().get().body().contains("id: 2026-10-05-web-cache-03"),
                rendered.draft().get().body());
        assertEquals(List.of(), rendered.findings());
        assertFalse(Files.exists(repo.root().resolve("sessions/2026-10-05-web-cache-03.yaml")));
    }

    @Test
    void renderWithoutASessionIdIsAWrongRequest() {
        TestRepo repo = TestRepo.clean(dir);
        assertThrows(
                InvalidRequestException.class,
                () -> new DraftRun()
                        .render(new DraftRun.Request(
                                layout(repo),
                                "date: 2026-10-05\n",
                                Optional.empty(),
                                Optional.empty(),
                                "test",
                                Language.EN)));
    }

    @Test
    void theRepositoryCheckCountsWhatTheGoalCountsAndWritesOutsideIt() {
        TestRepo repo = TestRepo.clean(dir).replace(SESSION, "outcome: hinted", "outcome: maybe");
        RepoCheckRun.Checked checked = new RepoCheckRun()
                .check(
                        ConfigResolver.resolve(
                                repo.root(),
                                Overrides.none()
                                        .with(
                                                Setting.OUTPUT_DIRECTORY,
                                                layout(repo).outputDir().toString(),
                                                "test")
                                        .with(Setting.LANG, "en", "test"),
                                "en"),
                        EnumSet.of(Part.RECORDS),
                        "test",
                        out.resolve("state"));
        assertEquals(2, checked.errors());
        assertEquals(
                List.of("review-status-evidence", "record-value"),
                checked.findings().stream().map(f -> f.ruleId()).toList());
        assertFalse(Files.exists(repo.root().resolve("target")));
        assertTrue(Files.isDirectory(out.resolve("studylog")));
    }

    private static int line(String text, String needle) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(needle)) {
                return i + 1;
            }
        }
        throw new AssertionError(needle);
    }
}
