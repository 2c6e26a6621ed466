package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.RuleDocs;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One run of a goal without Maven: the entry every goal, the tests and the coming watch loop call. */
class StudylogRunTest {

    @TempDir
    Path dir;

    private static RunRequest request(
            TestRepo repo, Set<Part> parts, boolean incremental, Map<String, String> environment) {
        CheckRequest check = new CheckRequest(
                ContentLayout.defaults(repo.root()), parts, Optional.empty(), Optional.empty(), "1.0-test");
        return new RunRequest(
                check,
                "check",
                ConsoleFormat.PLAIN,
                false,
                incremental,
                repo.root().resolve("target/studylog-cache"),
                "3.9.16",
                environment);
    }

    private static RunResult run(TestRepo repo, boolean incremental, ListLog log) {
        return new StudylogRun().run(request(repo, EnumSet.of(Part.RECORDS), incremental, Map.of()), log);
    }

    private static TestRepo broken(Path dir) {
        return TestRepo.clean(dir).replace("reviews/web-cache.yaml", "last_reviewed:", "last_reviwed:");
    }

    @Test
    void aCleanRepoPassesAndWritesEveryReport() {
        TestRepo repo = TestRepo.clean(dir);
        ListLog log = new ListLog();
        RunResult result = run(repo, false, log);

        assertEquals(0, result.errors());
        assertEquals(Optional.empty(), result.failure(repo.root()));
        assertFalse(result.replayed());
        assertEquals(List.of(), result.outputFailures());
        assertTrue(
                log.lines().get(log.lines().size() - 1).startsWith("I studylog: 6 files checked"),
                log.lines().toString());
        for (String file : List.of("report.json", "report.sarif", "TEST-studylog.xml")) {
            assertTrue(
                    Files.isRegularFile(repo.root().resolve("target/studylog").resolve(file)), file);
        }
    }

    @Test
    void findingsAreLoggedAsErrorsAndTheVerdictNamesTheReport() {
        TestRepo repo = broken(dir);
        ListLog log = new ListLog();
        RunResult result = run(repo, false, log);

        assertEquals(2, result.errors());
        assertEquals(
                List.of(
                        "E reviews/web-cache.yaml:1:1: error [record-missing-key] missing key `last_reviewed` (the review template "
                                + "requires it) (" + RuleDocs.PUBLISHED_URL + "rules/record-missing-key.html)",
                        "E reviews/web-cache.yaml:5:1: error [record-unknown-key] unknown key `last_reviwed`; did you mean "
                                + "`last_reviewed`? (" + RuleDocs.PUBLISHED_URL + "rules/record-unknown-key.html)"),
                log.lines().stream().filter(l -> l.startsWith("E ")).toList());
        assertEquals(
                Optional.of("studylog found 2 errors in " + repo.root() + "; see the lines above and "
                        + repo.root().resolve("target/studylog/report.json")),
                result.failure(repo.root()));
    }

    @Test
    void anUnchangedRerunReplaysTheSameLinesAndVerdict() {
        TestRepo repo = broken(dir);
        ListLog first = new ListLog();
        run(repo, true, first);
        ListLog second = new ListLog();
        RunResult replayed = run(repo, true, second);

        assertTrue(replayed.replayed());
        assertEquals(2, replayed.errors());
        assertEquals(
                "I studylog: nothing changed since the last run (-Dstudylog.incremental=false runs it anyway);"
                        + " its result:",
                second.lines().get(0));
        // the same lines, but for the closing one: the last run's counts, said to be replayed, without its time
        List<String> before = first.lines();
        List<String> again = second.lines().subList(1, second.lines().size());
        assertEquals(before.subList(0, before.size() - 1), again.subList(0, again.size() - 1));
        assertTrue(
                before.get(before.size() - 1)
                        .matches("I studylog: 6 files checked .*, 2 errors, 0 warnings in \\d+ ms"),
                before.toString());
        assertEquals(
                "I studylog: 6 files checked (1 review, 2 sessions, 2 docs, 1 instructions file), 2 errors, 0 warnings"
                        + " (the last run's result, replayed)",
                again.get(again.size() - 1));
    }

    private static RunRequest every(TestRepo repo, boolean failOnError, boolean verbose) {
        return with(request(repo, EnumSet.allOf(Part.class), false, Map.of()), failOnError, verbose);
    }

    /** {@code r} with these verdict and console settings. */
    private static RunRequest with(RunRequest r, boolean failOnError, boolean verbose) {
        return new RunRequest(
                r.check(),
                r.goal(),
                r.console(),
                r.failOnWarning(),
                r.incremental(),
                r.cacheDirectory(),
                r.hostVersion(),
                r.environment(),
                r.baseline(),
                r.docs(),
                failOnError,
                verbose);
    }

    @Test
    void aFailingCheckEndsWithItsFindingsAndOneSummaryLine() {
        TestRepo repo = broken(dir);
        ListLog log = ListLog.everyLevel();
        new StudylogRun().run(every(repo, true, false), log);
        List<String> lines =
                log.lines().stream().filter(l -> !l.startsWith("D ")).toList();
        int lastFinding = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("E ") || lines.get(i).startsWith("W ")) {
                lastFinding = i;
            }
        }
        assertEquals(
                List.of("I studylog: 8 files checked (1 review, 2 sessions, 2 docs, 1 diagram, 1 SVG, 1 instructions"
                        + " file), 2 errors, 0 warnings"),
                lines.subList(lastFinding + 1, lines.size()).stream()
                        .map(l -> l.replaceAll(" in \\d+ ms$", ""))
                        .toList(),
                lines.toString());
        // the detail is there, as debug lines: the newest-sessions table and the files written
        assertTrue(
                log.lines()
                        .contains("D review     latest session           date        issue    listed  needs_revisit"),
                log.lines().toString());
        assertTrue(
                log.lines().stream().anyMatch(l -> l.startsWith("D studylog: wrote /")),
                log.lines().toString());
        assertTrue(
                lines.stream().noneMatch(l -> l.contains("latest session") || l.contains("studylog: wrote /")),
                lines.toString());
    }

    @Test
    void verboseShowsTheDetailAsInfoLines() {
        TestRepo repo = broken(dir);
        ListLog log = ListLog.everyLevel();
        new StudylogRun().run(every(repo, true, true), log);
        assertTrue(
                log.lines()
                        .contains("I review     latest session           date        issue    listed  needs_revisit"),
                log.lines().toString());
        assertTrue(
                log.lines().stream().noneMatch(l -> l.startsWith("D review ")),
                log.lines().toString());
    }

    @Test
    void failOnErrorFalseReportsTheErrorsAndFailsNothing() {
        TestRepo repo = broken(dir);
        ListLog log = new ListLog();
        RunResult result = new StudylogRun().run(every(repo, false, false), log);
        assertEquals(2, result.errors());
        assertEquals(Optional.empty(), result.failure(repo.root()));
        assertEquals(
                2,
                log.lines().stream().filter(l -> l.startsWith("E ")).count(),
                log.lines().toString());
        assertEquals(
                "W studylog found 2 errors; the build goes on because studylog.failOnError is false",
                log.lines().get(log.lines().size() - 1));
        // and a clean repository says nothing of it
        ListLog clean = new ListLog();
        new StudylogRun().run(every(TestRepo.clean(dir.resolve("clean")), false, false), clean);
        assertTrue(
                clean.lines().stream().noneMatch(l -> l.contains("failOnError")),
                clean.lines().toString());
    }

    @Test
    void aReplayedRerunKeepsFailOnErrorFalse() {
        TestRepo repo = broken(dir);
        RunRequest lenient = with(request(repo, EnumSet.of(Part.RECORDS), true, Map.of()), false, false);
        new StudylogRun().run(lenient, new ListLog());
        ListLog again = new ListLog();
        RunResult replayed = new StudylogRun().run(lenient, again);
        assertTrue(replayed.replayed(), again.lines().toString());
        assertEquals(2, replayed.errors());
        assertEquals(Optional.empty(), replayed.failure(repo.root()), "a replay fails the build no more than the run");
    }

    @Test
    void incrementalOffChecksAgainAndForgetsTheState() {
        TestRepo repo = broken(dir);
        run(repo, true, new ListLog());
        assertTrue(Files.exists(repo.root().resolve("target/studylog-cache/up-to-date")));
        assertFalse(run(repo, false, new ListLog()).replayed(), "incremental=false always checks");
        assertFalse(Files.exists(repo.root().resolve("target/studylog-cache/up-to-date")), "and keeps no state");
        assertFalse(run(repo, true, new ListLog()).replayed(), "so the next run checks too");
        assertTrue(run(repo, true, new ListLog()).replayed(), "and the one after it replays");
    }

    @Test
    void onGithubActionsNothingIsReplayedOrKept() {
        TestRepo repo = TestRepo.clean(dir);
        Map<String, String> github = Map.of("GITHUB_ACTIONS", "true");
        new StudylogRun().run(request(repo, EnumSet.of(Part.RECORDS), true, github), new ListLog());
        assertFalse(Files.exists(repo.root().resolve("target/studylog-cache/up-to-date")));
    }

    @Test
    void aReportThatCannotBeWrittenLosesNeitherTheFindingsNorTheVerdict() throws IOException {
        TestRepo repo = broken(dir);
        // a folder where report.sarif should go: that one output fails, the others are written
        Files.createDirectories(repo.root().resolve("target/studylog/report.sarif/blocked"));
        ListLog log = new ListLog();
        RunResult result = run(repo, true, log);

        assertEquals(2, result.errors(), "the verdict is intact");
        assertTrue(result.failure(repo.root()).isPresent());
        assertEquals(1, result.outputFailures().size(), result.outputFailures().toString());
        assertTrue(
                result.outputFailures().get(0).startsWith("report.sarif: "),
                result.outputFailures().get(0));
        assertTrue(
                log.lines()
                        .contains("E studylog could not write "
                                + result.outputFailures().get(0) + " (in "
                                + repo.root().resolve("target/studylog")
                                + "; check that the directory is writable, or set "
                                + "studylog.outputDirectory)"),
                log.lines().toString());
        assertEquals(
                3,
                log.lines().stream().filter(l -> l.startsWith("E ")).count(),
                log.lines().toString());
        assertTrue(Files.isRegularFile(repo.root().resolve("target/studylog/report.json")));
        assertTrue(Files.isRegularFile(repo.root().resolve("target/studylog/TEST-studylog.xml")));
        assertFalse(
                Files.exists(repo.root().resolve("target/studylog-cache/up-to-date")),
                "a run with a lost output is never replayed");
        assertFalse(
                Files.exists(repo.root().resolve("target/studylog-cache/results.cache")),
                "nor are its files' results kept");

        Files.delete(repo.root().resolve("target/studylog/report.sarif/blocked"));
        Files.delete(repo.root().resolve("target/studylog/report.sarif"));
        assertEquals(List.of(), run(repo, true, new ListLog()).outputFailures());
        assertTrue(
                Files.isRegularFile(repo.root().resolve("target/studylog-cache/results.cache")),
                "a run whose outputs were all written keeps them");
    }

    @Test
    void anUnknownSessionToDraftIsARefusalNamingTheNearestId() {
        TestRepo repo = TestRepo.clean(dir);
        CheckRequest check = new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.SYNC_DRAFTS),
                Optional.empty(),
                Optional.of("2026-10-01-webcache-01"),
                "1.0-test");
        RunRequest request = new RunRequest(
                check,
                "sync-draft",
                ConsoleFormat.PLAIN,
                false,
                false,
                repo.root().resolve("target/studylog-cache"),
                "",
                Map.of());
        RunRefusal e = assertThrows(RunRefusal.class, () -> new StudylogRun().run(request, new ListLog()));
        assertTrue(e.getMessage().contains("nearest known id is 2026-10-01-web-cache-01"), e.getMessage());
    }
}
