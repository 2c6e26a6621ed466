package io.github.studylog.run;

import io.github.studylog.content.FolderWatch;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.render.DiagramIndexPage;
import io.github.studylog.report.ReportInput;
import io.github.studylog.report.RunSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.WatchService;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * {@code studylog:watch}: one JVM that checks the repository again after every save and says what changed in the
 * verdict — the new findings ({@code + }), the fixed ones ({@code - }), then the summary line — rewriting the
 * reports like {@code check}. The first pass prints everything, as {@code check} does. Saves are noticed with the
 * platform's file events ({@link WatchService}); a burst of events (an editor's temporary file and rename) is one
 * check ({@link FolderWatch}, the language server's watch too). While it runs, {@code diagrams/index.html} reloads itself, so a browser that opened it from
 * {@code file://} follows along without a server.
 */
public final class WatchLoop implements AutoCloseable {

    /** How often the index page reloads itself while watching, in seconds. */
    static final int PAGE_REFRESH_SECONDS = 2;

    private final RunRequest request;
    private final RunLog log;
    private final LongSupplier clock;
    private final Messages messages;
    private final FolderWatch watch;
    private Set<Finding> previous = Set.of();
    /** The engine of every save: the per-file results kept in memory from save to save (none without incremental). */
    private final LiveRun engine;

    /**
     * @param request the run of every save: a save always checks again (no up-to-date replay); with
     *                {@code incremental} the results cache is read once and kept in memory, so a save reads again
     *                only the record and doc files whose bytes changed, and is written back when the loop ends
     * @param log     where the lines go
     * @param clock   milliseconds, for the time from a save to its verdict
     */
    public WatchLoop(RunRequest request, RunLog log, LongSupplier clock) throws IOException {
        this.messages = request.messages();
        // the loop keeps its results cache in memory: no up-to-date replay; the rest (the baseline) as given
        this.request = request.as(request.goal(), false);
        this.engine = new LiveRun(
                this.request,
                request.incremental() ? Optional.of(StudylogRun.openCache(request, () -> true)) : Optional.empty());
        this.log = log;
        this.clock = clock;
        this.watch = new FolderWatch(
                request.check().layout().root(),
                Set.of(request.check().layout().outputDir(), request.cacheDirectory()));
    }

    /**
     * Checks once, then after every save until {@code keepGoing} says no (polled every {@code pollMillis}) or the
     * watch service is closed.
     */
    public void run(BooleanSupplier keepGoing, long pollMillis) throws IOException, InterruptedException {
        check(log, input -> previous = new LinkedHashSet<>(input.findings()));
        log.info(messages.text("watch.start", request.check().layout().root()));
        while (keepGoing.getAsBoolean()) {
            Optional<FolderWatch.Burst> burst = watch.next(pollMillis);
            if (burst.isEmpty()) {
                continue;
            }
            long saved = clock.getAsLong();
            if (burst.get().overflow() || burst.get().paths().stream().anyMatch(p -> !ignored(p))) {
                recheck(saved);
            }
        }
    }

    /**
     * Checks again after a save at {@code saved}: prints the new and fixed findings and the summary line as soon as
     * the pass is over, then writes the reports.
     */
    void recheck(long saved) {
        RunResult result = check(new Silent(), input -> announce(input, saved));
        result.outputFailures().forEach(f -> log.error(messages.text("run.not-written.short", f)));
    }

    /** What changed in what the run counts (suppressed and baselined findings are not), then the summary line. */
    private void announce(ReportInput input, long saved) {
        Set<Finding> now = new LinkedHashSet<>(input.findings());
        for (Finding f : previous) {
            if (!now.contains(f)) {
                log.info("- " + request.console().line(f, messages, request.docs()));
            }
        }
        for (Finding f : now) {
            if (!previous.contains(f)) {
                log.finding("+ ", f, request.console(), messages, request.docs());
            }
        }
        previous = now;
        log.info(request.console().summary(RunSummary.of(input, clock.getAsLong() - saved), messages));
    }

    /** A check by the engine, its reports written; {@code passed} hears the pass first. */
    private RunResult check(RunLog to, Consumer<ReportInput> passed) {
        RunResult result = engine.recheck(to, passed);
        livePage();
        return result;
    }

    /** The index page reloads itself while the loop runs; a plain run writes it without. */
    private void livePage() {
        Path page = request.check().layout().outputDir().resolve("diagrams/index.html");
        try {
            if (Files.isRegularFile(page)) {
                String html = Files.readString(page, StandardCharsets.UTF_8);
                new OutputFiles(request.check().layout().outputDir())
                        .write("diagrams/index.html", DiagramIndexPage.refreshing(html, PAGE_REFRESH_SECONDS));
            }
        } catch (IOException | RuntimeException e) {
            log.debug("studylog: the index page does not reload itself (" + e + ")");
        }
    }

    /** Hidden files (editors' swap files) and temporaries are not content (the watch skips the output). */
    private static boolean ignored(Path path) {
        String name = path.getFileName().toString();
        return name.startsWith(".") || name.endsWith("~") || name.endsWith(".swp") || name.endsWith(".tmp");
    }

    /** Ends the loop: a waiting watch returns. */
    @Override
    public void close() throws IOException {
        try {
            engine.save();
        } catch (IOException | RuntimeException e) {
            log.debug("studylog: the results cache was not saved (" + e + ")");
        } finally {
            watch.close();
        }
    }

    /** A save's run prints nothing itself: the loop says what changed. */
    private static final class Silent implements RunLog {
        @Override
        public void info(String line) {}

        @Override
        public void warn(String line) {}

        @Override
        public void error(String line) {}
    }
}
