package io.github.studylog.run;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.check.Beside;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.Listing;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.due.DueSummary;
import io.github.studylog.git.GitHistory;
import io.github.studylog.incremental.InputFingerprint;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.incremental.RunTranscript;
import io.github.studylog.incremental.UpToDate;
import io.github.studylog.incremental.ValueText;
import io.github.studylog.message.Messages;
import io.github.studylog.report.DiagramStatusReport;
import io.github.studylog.report.GithubAnnotations;
import io.github.studylog.report.JsonReportWriter;
import io.github.studylog.report.ReportInput;
import io.github.studylog.report.RunSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * One run of a goal, apart from Maven: the up-to-date check (replay an unchanged rerun), the check pass, the
 * reports, the console lines, the steps after the pass (newest sessions, Session Sync drafts), GitHub's outputs
 * and the verdict's counts. Every goal that checks, and every test, calls this one entry.
 *
 * <p>Content problems are findings. The run throws only {@link InvalidRequestException} (a parameter is wrong),
 * {@link RunRefusal} (the session to draft does not exist) and {@link RunFailure} (the machine or a
 * bug). An output that cannot be written is logged as an error after every finding was printed, and reported in
 * {@link RunResult#outputFailures()}: it never hides the findings or the verdict.
 */
public final class StudylogRun {

    /** A results cache at least this large is read beside the walk of the inputs (a few hundred records). */
    static final long READ_BESIDE_BYTES = 1L << 20;

    private final StudylogCheck check;

    public StudylogRun() {
        this(new StudylogCheck(LookAlikeBlocks.EXPLAINER));
    }

    StudylogRun(StudylogCheck check) {
        this.check = check;
    }

    public RunResult run(RunRequest request, RunLog log) {
        return run(request, log, outcome -> {});
    }

    /**
     * {@link #run(RunRequest, RunLog)}, telling {@code passed} what the pass counts (its findings after the inline
     * suppressions and the baseline) before any report is written (not on a replay).
     */
    RunResult run(RunRequest request, RunLog log, Consumer<ReportInput> passed) {
        long start = System.nanoTime();
        ContentLayout layout = request.check().layout();
        UpToDate upToDate = new UpToDate(request.cacheDirectory(), layout.root(), layout.outputDir());
        // a large results cache is read beside the walk of the inputs (both only read); a replay does not use it,
        // and stops the reading. A small one is read after the walk: reading it beside would only load the JSON
        // parser for an unchanged rerun, which replays without it.
        AtomicBoolean replaying = new AtomicBoolean();
        Optional<CompletableFuture<ResultsCache>> opening =
                request.incremental() && ResultsCache.fileSize(request.cacheDirectory()) >= READ_BESIDE_BYTES
                        ? Optional.of(Beside.start("studylog-cache", () -> openCache(request, () -> !replaying.get())))
                        : Optional.empty();
        Optional<InputFingerprint.Walked> inputs;
        Optional<RunTranscript> previous;
        try {
            inputs = inputs(request, log);
            previous = inputs.map(InputFingerprint.Walked::hash).flatMap(upToDate::previous);
        } catch (RuntimeException | Error e) {
            opening.ifPresent(Beside::awaitQuietly);
            throw e;
        }
        if (previous.isPresent()) {
            replaying.set(true);
            opening.ifPresent(Beside::awaitQuietly);
            return replay(request, previous.get(), log);
        }
        upToDate.forget();
        Optional<ResultsCache> cache = opening.isPresent()
                ? Optional.of(Beside.join(opening.get()))
                : request.incremental() ? Optional.of(openCache(request, () -> true)) : Optional.empty();
        return runAndSave(request, log, start, layout, upToDate, inputs, cache, passed);
    }

    private RunResult runAndSave(
            RunRequest request,
            RunLog log,
            long start,
            ContentLayout layout,
            UpToDate upToDate,
            Optional<InputFingerprint.Walked> inputs,
            Optional<ResultsCache> cache,
            Consumer<ReportInput> passed) {
        RecordingLog recording = new RecordingLog(log);
        // the cache's next file is encoded beside the reports (its entries are complete once the pass and the
        // inline suppressions have read through it) and written once they were
        AtomicReference<CompletableFuture<Optional<ResultsCache.Saving>>> encoding = new AtomicReference<>();
        Consumer<ReportInput> whenPassed = input -> {
            passed.accept(input);
            cache.ifPresent(c -> encoding.set(Beside.start("studylog-cache", c::saving)));
        };
        RunResult result;
        try (GitHistory history = GitHistory.lazy(layout.root())) {
            result = checkAndReport(
                    request,
                    history,
                    recording,
                    start,
                    cache,
                    inputs.map(InputFingerprint.Walked::listing).orElse(Listing.none()),
                    whenPassed);
        } catch (RuntimeException | Error e) {
            Optional.ofNullable(encoding.get()).ifPresent(Beside::awaitQuietly);
            throw e;
        }
        Optional.ofNullable(encoding.get()).ifPresent(encoded -> saveCache(encoded, result, log));
        if (inputs.isPresent() && result.outputFailures().isEmpty()) {
            Optional<String> attached =
                    result.artifact().map(p -> layout.outputDir().relativize(p).toString());
            try {
                // the replay's own first line is kept in the run's language too: a replay reads no catalogue
                List<RunTranscript.Line> lines = new ArrayList<>();
                lines.add(new RunTranscript.Line(
                        RunTranscript.Level.INFO, request.messages().text("run.replay")));
                lines.addAll(recording.lines());
                upToDate.save(
                        inputs.get().hash(),
                        result.outcome().orElseThrow().consulted(),
                        new RunTranscript(lines, result.errors(), result.warnings(), attached));
            } catch (IOException | RuntimeException e) {
                log.debug("studylog: the up-to-date state was not saved (" + e + ")");
            }
        }
        return result;
    }

    /** Writes the results cache encoded beside the reports, when every output was written; never throws. */
    private static void saveCache(
            CompletableFuture<Optional<ResultsCache.Saving>> encoded, RunResult result, RunLog log) {
        if (!result.outputFailures().isEmpty()) {
            Beside.awaitQuietly(encoded);
            return;
        }
        try {
            Optional<ResultsCache.Saving> saving = Beside.join(encoded);
            if (saving.isPresent()) {
                saving.get().write();
            }
        } catch (IOException | RuntimeException e) {
            log.debug("studylog: the results cache was not saved (" + e + ")");
        }
    }

    /**
     * @param listing the folders the up-to-date fingerprint's walk read, which the pass lists its files from
     * @param passed  told what the pass counts before any report is written
     */
    private RunResult checkAndReport(
            RunRequest request,
            GitHistory history,
            RunLog log,
            long start,
            Optional<ResultsCache> cache,
            Listing listing,
            Consumer<ReportInput> passed) {
        return report(request, history, log, start, cache, pass(request.check(), history, cache, listing), passed);
    }

    /**
     * Everything a run does after its pass: the suppressions (through {@code cache}, which the pass used), the
     * steps after the pass beside the reports, the console lines and GitHub's outputs; {@link LiveRun#recheck} too.
     *
     * @param start  when the run began ({@link System#nanoTime}), for the summary's time
     * @param passed told what the run counts before any report is written
     */
    static RunResult report(
            RunRequest request,
            GitHistory history,
            RunLog log,
            long start,
            Optional<ResultsCache> cache,
            CheckOutcome outcome,
            Consumer<ReportInput> passed) {
        // the steps after the pass (newest sessions, drafts) read only its outcome: they run beside the reports,
        // their lines held and logged where they always came, after the reports' own
        HeldLog stepLines = new HeldLog();
        CompletableFuture<Optional<Path>> stepsDone = Beside.start(
                "studylog-steps", () -> steps(request.check(), outcome, history, stepLines, request::detail));
        try {
            return reportAndLog(request, log, start, cache, outcome, stepsDone, stepLines, passed);
        } catch (RuntimeException | Error e) {
            // the steps write drafts into the output folder: they end before the run fails
            Beside.awaitQuietly(stepsDone);
            throw e;
        }
    }

    /** Everything after the pass but the steps: the reports, the console lines, GitHub's outputs. */
    private static RunResult reportAndLog(
            RunRequest request,
            RunLog log,
            long start,
            Optional<ResultsCache> cache,
            CheckOutcome outcome,
            CompletableFuture<Optional<Path>> stepsDone,
            HeldLog stepLines,
            Consumer<ReportInput> passed) {
        ContentLayout layout = request.check().layout();
        Suppressions suppressions =
                Suppressions.of(layout.root(), outcome.result(), request.baseline(), cache, outcome.files());
        Messages messages = request.messages();
        ReportInput input = new ReportInput(
                request.check().toolVersion(),
                suppressions.findings(),
                outcome.result().checkedFiles(),
                RuleCatalog.all(),
                suppressions.suppressed(),
                messages,
                request.docs());
        passed.accept(input);
        List<String> failures = new ArrayList<>(
                new ReportFiles(new OutputFiles(layout.outputDir()), layout.root()).write(outcome, input));
        // the parts' lines come first, one per part at most (the detail is a debug line, or verbose), then the
        // findings, then the one closing summary: what is left on screen above Maven's BUILD line is the verdict
        outcome.diagrams().ifPresent(d -> {
            DiagramStatusReport diagrams = new DiagramStatusReport(messages);
            diagrams.lines(d).forEach(line -> request.detail(log, line));
            diagrams.summary(d).ifPresent(log::info);
        });
        outcome.due().ifPresent(d -> {
            DueSummary due = new DueSummary(messages);
            due.headline(d).ifPresent(log::info);
            due.details(d).forEach(line -> request.detail(log, line));
        });
        Optional<Path> artifact;
        try {
            artifact = Beside.join(stepsDone);
        } finally {
            stepLines.replayTo(log);
        }
        outcome.result().notes().forEach(note -> log.info(messages.text("console.note", messages.text(note))));
        suppressions.pruneNote().ifPresent(note -> log.info(messages.text("console.note", messages.text(note))));
        outcome.diagrams()
                .flatMap(d -> Optional.ofNullable(d.fontNote()))
                .ifPresent(note -> log.info(messages.text("console.note", messages.text(note))));
        input.findings().forEach(f -> log.finding("", f, request.console(), messages, request.docs()));
        RunSummary summary = RunSummary.of(input, (System.nanoTime() - start) / 1_000_000);
        log.summary(
                request.console().summary(summary, messages), request.console().replayedSummary(summary, messages));
        RunResult counted = new RunResult(
                input.errorCount(),
                input.warningCount(),
                request.failOnWarning(),
                layout.outputDir().resolve(JsonReportWriter.FILE),
                artifact,
                failures,
                Optional.of(outcome),
                request.failOnError());
        if (!request.failOnError()) {
            counted.wouldFail(messages).ifPresent(what -> log.warn(messages.text("run.not-failing", what)));
        }
        failures.forEach(f -> log.error(messages.text("run.not-written", f, layout.outputDir())));
        if (GithubAnnotations.isGithubActions(request.environment())) {
            new GithubAnnotations()
                    .select(input)
                    .overflow()
                    .ifPresent(
                            sentence -> log.warn(messages.text("run.annotations-overflow", messages.text(sentence))));
        }
        new GithubOutputs(request.environment())
                .write(input, outcome.due().map(d -> new DueSummary(messages).section(d)))
                .forEach(f -> {
                    failures.add(f);
                    log.error(f);
                });
        return new RunResult(
                counted.errors(),
                counted.warnings(),
                counted.failOnWarning(),
                counted.report(),
                artifact,
                failures,
                Optional.of(outcome),
                request.failOnError());
    }

    private CheckOutcome pass(CheckRequest request, GitHistory history, Optional<ResultsCache> cache, Listing listing) {
        Path root = request.layout().root();
        try {
            return check.run(request, history, cache, listing);
        } catch (InvalidRequestException e) {
            throw e;
        } catch (UncheckedIOException e) {
            throw RunFailure.unreadable(root, e);
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog", root, e);
        }
    }

    /** What the goals do after the pass, by the parts they asked for: newest sessions, then the drafts. */
    private static Optional<Path> steps(
            CheckRequest request,
            CheckOutcome outcome,
            GitHistory history,
            RunLog log,
            java.util.function.BiConsumer<RunLog, String> detail) {
        ContentLayout layout = request.layout();
        if (request.runs(Part.LATEST_SESSIONS)) {
            new LatestSessionsStep(layout.outputDir(), line -> detail.accept(log, line), request.messages())
                    .run(outcome);
        }
        if (!request.runs(Part.SYNC_DRAFTS)) {
            return Optional.empty();
        }
        Map<String, String> verdicts =
                outcome.diagrams().map(d -> d.verdicts(request.messages())).orElse(Map.of());
        return new SyncDraftStep(
                        layout.root(),
                        layout.sessions(),
                        layout.instructions(),
                        layout.outputDir(),
                        log,
                        line -> detail.accept(log, line),
                        request.messages())
                .run(outcome, history, request.session(), verdicts);
    }

    /** Says again what the last run said; the reports on disk are that run's. */
    private static RunResult replay(RunRequest request, RunTranscript transcript, RunLog log) {
        ContentLayout layout = request.check().layout();
        for (RunTranscript.Line line : transcript.lines()) {
            switch (line.level()) {
                case ERROR -> log.error(line.text());
                case WARN -> log.warn(line.text());
                default -> log.info(line.text());
            }
        }
        return new RunResult(
                transcript.errors(),
                transcript.warnings(),
                request.failOnWarning(),
                layout.outputDir().resolve(JsonReportWriter.FILE),
                transcript.attached().map(a -> layout.outputDir().resolve(a)),
                List.of(),
                Optional.empty(),
                request.failOnError());
    }

    /**
     * The fingerprint of this run's inputs, or empty when the run must not be replayed: {@code incremental} is off
     * (nothing is fingerprinted then, so a forced run and the watch loop pay nothing for it), or on GitHub Actions
     * (a fresh checkout has nothing to replay, and annotations are printed by a real run).
     * The configuration key holds every parameter that changes a result: the request (layout, parts, options,
     * plugin version), the goal, the console format in effect, the verdict's settings, the rules' pages, the plugin
     * jar, the JVM and the host's version.
     */
    private static Optional<InputFingerprint.Walked> inputs(RunRequest request, RunLog log) {
        if (!request.incremental() || GithubAnnotations.isGithubActions(request.environment())) {
            return Optional.empty();
        }
        String configuration = String.join(
                "\n",
                request.goal(),
                ValueText.of(request.check()),
                request.console().name(),
                Boolean.toString(request.failOnWarning()),
                Boolean.toString(request.failOnError()),
                Boolean.toString(request.verbose()),
                Runtime.version().toString(),
                request.hostVersion(),
                request.baseline().map(b -> b.getFileName().toString()).orElse("-"),
                ValueText.of(request.docs()));
        List<Path> extra = new ArrayList<>();
        request.baseline().ifPresent(extra::add);
        pluginJar().ifPresent(extra::add);
        request.check().archifySchemas().ifPresent(extra::add);
        try {
            return Optional.of(InputFingerprint.walk(
                    configuration, request.check().layout().root(), inputFolders(request.check()), extra));
        } catch (RuntimeException e) {
            log.debug("studylog: no up-to-date check (" + e + ")");
            return Optional.empty();
        }
    }

    /**
     * The folders and files whose every file may change a result: the content folders, the instructions, the
     * site's {@code public/} and {@code src/} (pages, assets) and the pom. Other files matter only when a record
     * or doc names them; the up-to-date check keeps those from the run itself.
     */
    private static List<String> inputFolders(CheckRequest request) {
        ContentLayout l = request.layout();
        return List.of(
                l.docs(),
                l.reviews(),
                l.sessions(),
                l.diagrams(),
                l.publicDiagrams(),
                l.instructions(),
                request.links().publicDir(),
                "public",
                "src",
                "pom.xml");
    }

    /**
     * What identifies the plugin's code for the per-file cache: its version; for a snapshot (whose code changes
     * under one version) also the size and time of its jar, or of its classes folder in a test.
     */
    /** The run's results cache, under the key of its build; {@code wanted} as {@link ResultsCache#open} takes it. */
    static ResultsCache openCache(RunRequest request, BooleanSupplier wanted) {
        return ResultsCache.open(request.cacheDirectory(), buildKey(request.check()), RuleCatalog.all(), wanted);
    }

    static String buildKey(CheckRequest request) {
        String version = request.toolVersion();
        if (!version.endsWith("-SNAPSHOT")) {
            return version;
        }
        return version + "\n"
                + pluginJar()
                        .map(jar -> InputFingerprint.ofFiles(
                                Objects.requireNonNull(jar.getParent()),
                                List.of(jar.getFileName().toString())))
                        .orElse("no jar");
    }

    private static Optional<Path> pluginJar() {
        try {
            return Optional.of(Path.of(StudylogRun.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI()));
        } catch (RuntimeException | URISyntaxException e) {
            return Optional.empty();
        }
    }
}
