package io.github.studylog.run;

import io.github.studylog.baseline.Baseline;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.RuleDocs;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Everything one run needs beyond the check itself, with no Maven types: what a goal maps its parameters onto.
 *
 * @param check          the check pass: layout, parts, options, plugin version
 * @param goal           the goal's name ({@code check}, {@code records} …); part of the up-to-date key
 * @param console        the console style in effect (colour already decided by the caller)
 * @param failOnWarning  warnings fail the verdict too
 * @param incremental    replay an unchanged rerun's result (never on GitHub Actions)
 * @param cacheDirectory where the up-to-date state is kept (outside the reports' folder, which CI uploads)
 * @param hostVersion    the version of the program running the plugin (Maven's); part of the up-to-date key
 * @param environment    the process environment ({@code GITHUB_ACTIONS}, {@code GITHUB_STEP_SUMMARY})
 * @param baseline       the baseline file ({@code studylog-baseline.json} at the root unless configured); used
 *                       when it exists; empty: no baseline at all ({@code studylog:baseline} writing a new one)
 * @param docs           where the rules' pages are ({@code studylog.docsUrl}): the reports' and console lines' links
 * @param failOnError    errors fail the verdict ({@code studylog.failOnError}; {@code false}: nothing fails it)
 * @param verbose        the detail lines (diagram steps, due citations, the newest-sessions table, files written)
 *                       are info lines, not debug lines ({@code studylog.verbose})
 */
public record RunRequest(
        CheckRequest check,
        String goal,
        ConsoleFormat console,
        boolean failOnWarning,
        boolean incremental,
        Path cacheDirectory,
        String hostVersion,
        Map<String, String> environment,
        Optional<Path> baseline,
        RuleDocs docs,
        boolean failOnError,
        boolean verbose) {

    public RunRequest {
        Objects.requireNonNull(docs, "docs");
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(console, "console");
        cacheDirectory = Objects.requireNonNull(cacheDirectory, "cacheDirectory")
                .toAbsolutePath()
                .normalize();
        hostVersion = hostVersion == null ? "" : hostVersion;
        environment = Map.copyOf(environment);
        baseline = Objects.requireNonNull(baseline, "baseline")
                .map(p -> p.toAbsolutePath().normalize());
    }

    /** A run whose errors fail the verdict and whose detail lines are debug lines. */
    public RunRequest(
            CheckRequest check,
            String goal,
            ConsoleFormat console,
            boolean failOnWarning,
            boolean incremental,
            Path cacheDirectory,
            String hostVersion,
            Map<String, String> environment,
            Optional<Path> baseline,
            RuleDocs docs) {
        this(
                check,
                goal,
                console,
                failOnWarning,
                incremental,
                cacheDirectory,
                hostVersion,
                environment,
                baseline,
                docs,
                true,
                false);
    }

    /** A run whose findings link to the rules' pages on the published site. */
    public RunRequest(
            CheckRequest check,
            String goal,
            ConsoleFormat console,
            boolean failOnWarning,
            boolean incremental,
            Path cacheDirectory,
            String hostVersion,
            Map<String, String> environment,
            Optional<Path> baseline) {
        this(
                check,
                goal,
                console,
                failOnWarning,
                incremental,
                cacheDirectory,
                hostVersion,
                environment,
                baseline,
                RuleDocs.PUBLISHED);
    }

    /**
     * The run of a goal or command over the one configuration: every front end builds its request here.
     *
     * @param config      the resolved configuration
     * @param goal        the goal's or command's name (part of the up-to-date key)
     * @param parts       which parts to run
     * @param version     the tool's version
     * @param threads     how many files are read at once
     * @param console     the console style, its colour already decided by the front end
     * @param hostVersion the program running the core (Maven's version; {@code ""} elsewhere)
     * @param environment the process environment ({@code GITHUB_ACTIONS} …); empty for a server
     */
    public static RunRequest of(
            StudylogConfig config,
            String goal,
            Set<Part> parts,
            String version,
            int threads,
            ConsoleFormat console,
            String hostVersion,
            Map<String, String> environment) {
        // a session to draft alone means something only to the parts that draft
        Optional<String> session = parts.contains(Part.SYNC_DRAFTS) ? config.given(Setting.SESSION) : Optional.empty();
        CheckRequest check = config.check(parts, session, version, threads);
        return new RunRequest(
                check,
                goal,
                console,
                config.flag(Setting.FAIL_ON_WARNING),
                config.flag(Setting.INCREMENTAL),
                config.path(Setting.CACHE_DIRECTORY),
                hostVersion,
                environment,
                Optional.of(config.baseline()),
                config.ruleDocs(),
                config.flag(Setting.FAIL_ON_ERROR),
                config.flag(Setting.VERBOSE));
    }

    /** The catalogue of the run's language ({@code studylog.lang}). */
    public Messages messages() {
        return check.messages();
    }

    /** A run with the baseline at its default place, {@value Baseline#FILE} at the content root. */
    public RunRequest(
            CheckRequest check,
            String goal,
            ConsoleFormat console,
            boolean failOnWarning,
            boolean incremental,
            Path cacheDirectory,
            String hostVersion,
            Map<String, String> environment) {
        this(
                check,
                goal,
                console,
                failOnWarning,
                incremental,
                cacheDirectory,
                hostVersion,
                environment,
                Optional.of(check.layout().root().resolve(Baseline.FILE)));
    }

    /** The same run with another baseline (empty: none). */
    public RunRequest withBaseline(Optional<Path> file) {
        return new RunRequest(
                check,
                goal,
                console,
                failOnWarning,
                incremental,
                cacheDirectory,
                hostVersion,
                environment,
                file,
                docs,
                failOnError,
                verbose);
    }

    /** The same run with another goal name and up-to-date setting (the goals that run a check inside theirs). */
    public RunRequest as(String otherGoal, boolean replay) {
        return new RunRequest(
                check,
                otherGoal,
                console,
                failOnWarning,
                replay,
                cacheDirectory,
                hostVersion,
                environment,
                baseline,
                docs,
                failOnError,
                verbose);
    }

    /** The same run with the rules' pages elsewhere ({@link RuleDocs#NONE}: no links). */
    public RunRequest withDocs(RuleDocs other) {
        return new RunRequest(
                check,
                goal,
                console,
                failOnWarning,
                incremental,
                cacheDirectory,
                hostVersion,
                environment,
                baseline,
                other,
                failOnError,
                verbose);
    }

    /**
     * A detail line: an info line with {@code verbose} or in a goal of one part (the diagrams' steps are what
     * {@code studylog:diagrams} is for, the table what {@code latest-sessions} is for, the citations what
     * {@code studylog:due} is for; {@code records} shows none), else a debug
     * line ({@code mvn -X}). The report files hold the same detail either way.
     */
    void detail(RunLog log, String line) {
        // studylog:due (the launcher's `due`) runs the records part, and is for the due citations and reviews
        boolean due = goal.equals("due") || goal.endsWith(".DueMojo");
        boolean focused = check.parts().size() == 1 && (due || !check.runs(Part.RECORDS));
        if (verbose || focused) {
            log.info(line);
        } else {
            log.debug(line);
        }
    }

    /** The default place of the up-to-date state: {@code studylog-cache} beside the output directory. */
    public static Path defaultCacheDirectory(Path outputDirectory) {
        Path abs = outputDirectory.toAbsolutePath().normalize();
        Path parent = abs.getParent() == null ? abs : abs.getParent();
        return parent.resolve("studylog-cache");
    }
}
