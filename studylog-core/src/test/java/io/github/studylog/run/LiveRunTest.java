package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LiveRunTest {

    private static final String SESSION = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String REVIEW = "reviews/web-cache.yaml";

    @TempDir
    Path dir;

    private LiveRun live(TestRepo repo) {
        return live(repo, EnumSet.of(Part.RECORDS));
    }

    private LiveRun live(TestRepo repo, Set<Part> parts) {
        ContentLayout layout = ContentLayout.defaults(repo.root());
        layout = new ContentLayout(
                layout.root(),
                layout.docs(),
                layout.reviews(),
                layout.sessions(),
                layout.diagrams(),
                layout.publicDiagrams(),
                layout.instructions(),
                dir.resolve("out"));
        CheckRequest check = new CheckRequest(layout, parts, Optional.empty(), Optional.empty(), "1.0-test");
        return new LiveRun(new RunRequest(
                check, "lsp", ConsoleFormat.PLAIN, false, true, dir.resolve("cache"), "", Map.of(), Optional.empty()));
    }

    private static List<String> locations(LiveRun.Outcome outcome) {
        return outcome.findings().stream()
                .map(f -> f.location() + " [" + f.ruleId() + "]")
                .toList();
    }

    @Test
    void theEditorsTextIsCheckedAndTheDiskIsLeftAlone() throws Exception {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        assertEquals(List.of(), live.check(Map.of()).findings());
        String text = repo.read(SESSION);
        String edited = text.replace("outcome: explained", "outcome: maybe");
        assertEquals(List.of(SESSION + ":18:14 [record-value]"), locations(live.check(Map.of(SESSION, edited))));
        assertEquals(text, repo.read(SESSION));
        assertFalse(Files.exists(repo.root().resolve("target")), "nothing is written into the repository");
        assertEquals(List.of(), live.check(Map.of()).findings(), "without the overlay, the disk again");
    }

    @Test
    void aSessionsEditJudgesItsReviewAgainAndTheRestComesFromTheCache() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        live.check(Map.of());
        String edited = repo.read(SESSION).replace("reviews:\n  - web-cache\n", "reviews:\n  - web-cach\n");
        LiveRun.Outcome outcome = live.check(Map.of(SESSION, edited));
        assertTrue(
                locations(outcome).contains(REVIEW + ":12:5 [review-session-not-named]"),
                locations(outcome).toString());
        assertTrue(outcome.cacheHits() > 0, "the unchanged files come from the cache");
        assertEquals(List.of(), live.check(Map.of()).findings());
    }

    @Test
    void aCheckToldWhatChangedJudgesThoseFilesAgainAndTakesTheOthersFromTheLastCheckUnlooked() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        assertEquals(List.of(), live.check(Map.of(), Optional.of(Set.of())).findings(), "the first check: all");
        repo.replace(SESSION, "outcome: explained", "outcome: maybe");
        LiveRun.Outcome untold = live.check(Map.of(), Optional.of(Set.of()));
        assertEquals(List.of(), untold.findings(), "a file not told of is the last check's, not even looked at");
        LiveRun.Outcome told = live.check(Map.of(), Optional.of(Set.of(SESSION)));
        assertEquals(List.of(SESSION + ":18:14 [record-value]"), locations(told));
        assertEquals(
                untold.cacheHits() - 2,
                told.cacheHits(),
                "only the session told of missed (as a session and its comments)");
        assertEquals(
                List.of(SESSION + ":18:14 [record-value]"),
                locations(live.check(Map.of(), Optional.empty())),
                "what changed unknown: every file looked at");
    }

    @Test
    void aSessionsEditToldOfJudgesItsReviewAgain() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        live.check(Map.of(), Optional.empty());
        String edited = repo.read(SESSION).replace("reviews:\n  - web-cache\n", "reviews:\n  - web-cach\n");
        LiveRun.Outcome outcome = live.check(Map.of(SESSION, edited), Optional.of(Set.of(SESSION)));
        assertTrue(
                locations(outcome).contains(REVIEW + ":12:5 [review-session-not-named]"),
                locations(outcome).toString());
        assertEquals(
                List.of(), live.check(Map.of(), Optional.of(Set.of(SESSION))).findings(), "the editor closed");
    }

    @Test
    void aTemplateToldOfJudgesEveryRecordAgain() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        live.check(Map.of(), Optional.empty());
        repo.replace("CHATGPT.md", "kind: <learn|interview|drill>", "kind: <learn|interview>");
        List<String> found = locations(live.check(Map.of(), Optional.of(Set.of("CHATGPT.md"))));
        assertTrue(
                found.stream()
                        .anyMatch(f ->
                                f.startsWith("sessions/2026-10-03-web-cache-02.yaml:") && f.endsWith("[record-value]")),
                "the drill session, not told of, is judged by the new template: " + found);
    }

    @Test
    void filesCreatedAndDeletedAreListedAgain() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        live.check(Map.of(), Optional.empty());
        String copy = "sessions/2026-10-05-web-cache-03.yaml";
        repo.write(copy, repo.read(SESSION).replace("2026-10-01-web-cache-01", "2026-10-05-web-cache-03"));
        List<String> created = locations(live.check(Map.of(), Optional.of(Set.of(copy))));
        assertTrue(
                created.contains(REVIEW + ":12:5 [review-session-unlisted]")
                        || created.stream()
                                .anyMatch(f -> f.startsWith(REVIEW) && f.endsWith("[review-session-unlisted]")),
                created.toString());
        repo.delete(copy);
        assertEquals(List.of(), live.check(Map.of(), Optional.of(Set.of(copy))).findings(), "deleted: gone again");
    }

    @Test
    void theDiagramsAreTheLastChecksUntilAFileOfTheirsIsToldOf() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo, EnumSet.of(Part.RECORDS, Part.DIAGRAMS));
        assertEquals(List.of(), live.check(Map.of(), Optional.empty()).findings());
        String diagram = "diagrams/web-cache/revalidate.json";
        repo.write(diagram, "{");
        assertEquals(
                List.of(),
                live.check(Map.of(), Optional.of(Set.of(SESSION))).findings(),
                "a session told of: the diagrams are the last check's, not read again");
        List<String> found = locations(live.check(Map.of(), Optional.of(Set.of(diagram))));
        assertTrue(found.stream().anyMatch(f -> f.startsWith(diagram + ":")), found.toString());
        List<String> again = locations(live.check(Map.of(), Optional.of(Set.of(SESSION))));
        assertEquals(found, again, "taken again with its findings");
        assertEquals(found, locations(live.check(Map.of(), Optional.empty())), "and the same when drawn again");
    }

    @Test
    void aDocThatIsOnlyInTheEditorIsChecked() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        LiveRun live = live(repo);
        String doc = "src/content/docs/web/new.md";
        List<Finding> findings = live.check(Map.of(doc, "---\ntitle: 新しいページ\n---\n\n[壊れた](/web/nothing/)\n"))
                .findings();
        assertEquals(
                List.of(doc + ":5:1 [doc-link-page]"),
                findings.stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "]")
                        .toList());
    }
}
