package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.RuleDocs;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The watch loop on a real folder: a save that breaks a record, then the save that fixes it. */
class WatchLoopTest {

    private static final String UNKNOWN_KEY = "E + reviews/web-cache.yaml:5:1: error [record-unknown-key] unknown key "
            + "`last_reviwed`; did you mean `last_reviewed`? (" + RuleDocs.PUBLISHED_URL
            + "rules/record-unknown-key.html)";

    @TempDir
    Path dir;

    /** Waits (at most 30 s: a liveness bound, not a speed claim) until a line matches. */
    private static void await(ListLog log, Predicate<String> line) throws InterruptedException {
        await(log, 0, line);
    }

    /** The same, for lines from index {@code from} on. */
    private static void await(ListLog log, int from, Predicate<String> line) throws InterruptedException {
        for (int i = 0; i < 3_000 && after(log, from).stream().noneMatch(line); i++) {
            Thread.sleep(10);
        }
        assertTrue(after(log, from).stream().anyMatch(line), log.lines().toString());
    }

    private static List<String> after(ListLog log, int from) {
        List<String> lines = log.lines();
        return lines.subList(Math.min(from, lines.size()), lines.size());
    }

    /** A watch run of {@code parts} over the repo, its cache in the repo's target folder. */
    private static RunRequest watchRequest(TestRepo repo, EnumSet<Part> parts) {
        CheckRequest check = new CheckRequest(
                ContentLayout.defaults(repo.root()), parts, Optional.empty(), Optional.empty(), "1.0-test");
        return new RunRequest(
                check,
                "watch",
                ConsoleFormat.PLAIN,
                false,
                true,
                repo.root().resolve("target/studylog-cache"),
                "",
                Map.of());
    }

    @Test
    void aSaveThatBreaksARecordAndTheSaveThatFixesItAreEachOneLineAndTheSummary() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        RunRequest request = watchRequest(repo, EnumSet.of(Part.RECORDS, Part.DIAGRAMS));
        ListLog log = new ListLog();
        AtomicBoolean running = new AtomicBoolean(true);
        try (WatchLoop loop = new WatchLoop(request, log, System::currentTimeMillis)) {
            Thread thread = new Thread(() -> {
                try {
                    loop.run(running::get, 20);
                } catch (Exception e) {
                    log.error("failed: " + e);
                }
            });
            thread.start();
            await(log, l -> l.startsWith("I studylog: watching "));
            int before = log.lines().size();

            repo.replace("reviews/web-cache.yaml", "last_reviewed:", "last_reviwed:");
            await(log, l -> l.equals(UNKNOWN_KEY));
            await(log, before, l -> l.startsWith("I studylog: ") && l.contains(", 2 errors, "));
            List<String> broke = log.lines().subList(before, log.lines().size());
            assertEquals(
                    List.of(
                            "E + reviews/web-cache.yaml:1:1: error [record-missing-key] missing key `last_reviewed` "
                                    + "(the review template requires it) (" + RuleDocs.PUBLISHED_URL
                                    + "rules/record-missing-key.html)",
                            UNKNOWN_KEY),
                    broke.subList(0, 2));
            int afterBreak = log.lines().size();

            repo.replace("reviews/web-cache.yaml", "last_reviwed:", "last_reviewed:");
            await(log, l -> l.startsWith("I - reviews/web-cache.yaml:5:1: error [record-unknown-key]"));
            await(log, afterBreak, l -> l.startsWith("I studylog: ") && l.contains(", 0 errors, "));
            assertFalse(
                    log.lines().stream().anyMatch(l -> l.startsWith("E failed")),
                    log.lines().toString());
            // the page is rewritten after the summary line (what changed is on screen first): wait for it
            Path index = repo.root().resolve("target/studylog/diagrams/index.html");
            String refresh = "<meta http-equiv=\"refresh\" content=\"2\">";
            for (int i = 0;
                    i < 3_000
                            && !(Files.isRegularFile(index)
                                    && Files.readString(index).contains(refresh));
                    i++) {
                Thread.sleep(10);
            }
            assertTrue(Files.readString(index).contains(refresh), "the page follows the loop");
            running.set(false);
            thread.join(5_000);
            assertFalse(thread.isAlive());
        }
    }

    @Test
    void aSaveCountsWhatTheRunCountsWithTheBaselineTheGoalWasGiven() throws Exception {
        TestRepo repo = TestRepo.clean(dir)
                .replace("reviews/web-cache.yaml", "status: hinted\n", "status: hinted\nメモ: 古い書き方\n");
        Optional<Path> elsewhere = Optional.of(repo.root().resolve("ci/baseline.json"));
        Files.createDirectories(repo.root().resolve("ci"));
        RunRequest request = RunRequests.records(repo, "watch").withBaseline(elsewhere);
        new BaselineRun().run(request, new ListLog());
        ListLog log = new ListLog();
        try (WatchLoop loop = new WatchLoop(request, log, System::currentTimeMillis)) {
            loop.recheck(System.currentTimeMillis());
            assertEquals(
                    List.of(),
                    log.lines().stream().filter(l -> l.contains(" + ")).toList(),
                    "a baselined finding is never new");
            assertTrue(
                    log.lines().get(log.lines().size() - 1).contains(", 0 errors, 0 warnings, 1 baselined in "),
                    log.lines().toString());
            int before = log.lines().size();
            repo.replace("reviews/web-cache.yaml", "last_reviewed:", "last_reviwed:");
            loop.recheck(System.currentTimeMillis());
            List<String> saved = log.lines().subList(before, log.lines().size());
            assertEquals(3, saved.size(), saved.toString());
            assertTrue(
                    saved.get(0).startsWith("E + reviews/web-cache.yaml:1:1: error [record-missing-key]"),
                    saved.toString());
            assertTrue(
                    saved.get(1)
                            .startsWith("E + reviews/web-cache.yaml:6:1: error [record-unknown-key] unknown key "
                                    + "`last_reviwed`"),
                    saved.toString());
            assertTrue(saved.get(2).contains(", 2 errors, 0 warnings, 1 baselined in "), saved.toString());
        }
    }

    @Test
    void whatChangedIsOnScreenBeforeTheReportsAreWritten() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        RunRequest request = watchRequest(repo, EnumSet.of(Part.RECORDS));
        Path report = repo.root().resolve("target/studylog/" + io.github.studylog.report.JsonReportWriter.FILE);
        ListLog log = new ListLog() {
            @Override
            public synchronized void error(String line) {
                // the report on disk when the new finding reaches the screen
                super.error(line.startsWith("+ ") ? line + " | report then: " + errors(report) : line);
            }
        };
        try (WatchLoop loop = new WatchLoop(request, log, System::currentTimeMillis)) {
            loop.recheck(System.currentTimeMillis());
            assertEquals(0, errors(report));
            repo.replace("reviews/web-cache.yaml", "last_reviewed:", "last_reviwed:");
            loop.recheck(System.currentTimeMillis());
        }
        assertTrue(
                log.lines().stream()
                        .anyMatch(l -> l.startsWith("E + reviews/web-cache.yaml:5:1: error " + "[record-unknown-key]")
                                && l.endsWith(" | report then: 0")),
                log.lines().toString());
        assertEquals(2, errors(report), "the reports are written after");
    }

    /** The error count of the JSON report on disk. */
    private static int errors(Path report) {
        try {
            return new tools.jackson.databind.ObjectMapper()
                    .readTree(Files.readString(report))
                    .path("summary")
                    .path("errors")
                    .asInt(-1);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
