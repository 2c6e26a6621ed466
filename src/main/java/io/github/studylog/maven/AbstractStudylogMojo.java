package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.InvalidRequestException;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.InputFingerprint;
import io.github.studylog.incremental.RunTranscript;
import io.github.studylog.incremental.UpToDate;
import io.github.studylog.finding.Severity;
import io.github.studylog.git.GitHistory;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.DiagramStatusReport;
import io.github.studylog.report.GithubAnnotations;
import io.github.studylog.report.GithubStepSummary;
import io.github.studylog.report.ReportInput;
import io.github.studylog.report.RunSummary;
import io.github.studylog.report.ReportFiles;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * What every studylog goal shares: the content-repo layout parameters, skip, the verdict. A goal only says
 * which {@link Part}s it runs; all work is done by {@link StudylogCheck} and the report writers.
 */
public abstract class AbstractStudylogMojo extends AbstractMojo {

    /** The content repository: the project's base directory. */
    @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
    protected File basedir;

    /** Skip every studylog goal: nothing is read, checked or written. */
    @Parameter(property = "studylog.skip", defaultValue = "false")
    protected boolean skip;

    /** Fail the build on warnings too, not only on errors (e.g. {@code review-stale}). Every finding is printed
     * first either way. */
    @Parameter(property = "studylog.failOnWarning", defaultValue = "false")
    protected boolean failOnWarning;

    /** Folder of the explanations ({@code .md}, {@code .mdx}; the Astro/Starlight site's docs), relative to the
     * base directory. */
    @Parameter(property = "studylog.docs", defaultValue = "src/content/docs")
    protected String docs;

    /** Folder of the review records ({@code <review-id>.yaml}, shaped by the {@code template=review} block),
     * relative to the base directory. */
    @Parameter(property = "studylog.reviews", defaultValue = "reviews")
    protected String reviews;

    /** Folder of the session records ({@code YYYY-MM-DD-<slug>-NN.yaml}, shaped by the {@code template=session}
     * block), relative to the base directory. */
    @Parameter(property = "studylog.sessions", defaultValue = "sessions")
    protected String sessions;

    /** Folder of the Archify JSON diagram sources ({@code <topic>/<name>.json}), relative to the base
     * directory. */
    @Parameter(property = "studylog.diagrams", defaultValue = "diagrams")
    protected String diagrams;

    /** Folder of the hand-drawn SVG diagrams, served as {@code /diagrams/…} by the site, relative to the base
     * directory. */
    @Parameter(property = "studylog.publicDiagrams", defaultValue = "public/diagrams")
    protected String publicDiagrams;

    /** The Markdown file holding the record templates ({@code template=review}, {@code template=session},
     * {@code template=session-sync} blocks). */
    @Parameter(property = "studylog.instructions", defaultValue = "CHATGPT.md")
    protected String instructions;

    /** Where reports ({@code report.json}, {@code report.sarif}, {@code TEST-studylog.xml}), rendered diagrams and
     * drafts are written. The plugin writes nowhere else. */
    @Parameter(property = "studylog.outputDirectory", defaultValue = "${project.build.directory}/studylog")
    protected File outputDirectory;

    /** A folder of Archify JSON Schemas ({@code <type>.schema.json}, {@code common.schema.json}) to use instead
     * of the ones shipped with the plugin, e.g. those of the Archify version the content repo pins. */
    @Parameter(property = "studylog.archifySchemas")
    protected File archifySchemas;

    /** Console style of the finding lines: {@code default} (the severity in colour in an interactive build; without
     * colour in batch mode, {@code -B}, or with {@code -Dstyle.color=never}), {@code plain} (no colour) or {@code json}
     * (one JSON object per finding, for scripts). Every line has the form
     * {@code path:line:column: severity [rule-id] message}. */
    @Parameter(property = "studylog.format", defaultValue = "default")
    protected String format;

    /** The Maven session: whether the build is interactive, for the console colours. */
    @Parameter(defaultValue = "${session}", readonly = true)
    protected MavenSession mavenSession;

    /** The site's {@code base} path as in astro.config ({@code base: '/docs'}): internal links start with it. */
    @Parameter(property = "studylog.siteBase", defaultValue = "/")
    protected String siteBase;

    /** What a relative page link in a doc ({@code ../queues/}) is: {@code error} (a {@code doc-link-relative}
     * finding, as starlight-links-validator's default, because it breaks when the trailing-slash setting changes)
     * or {@code resolve} (resolved from the page's URL as a browser does, then checked). */
    @Parameter(property = "studylog.relativeLinks", defaultValue = "error")
    protected String relativeLinks;

    /** More component attributes that hold links in MDX, as {@code Component:attribute} (comma-separated on the
     * command line), e.g. {@code Card:href}; add {@code :image} for a picture source ({@code Figure:src:image}).
     * {@code LinkCard:href}, {@code LinkButton:href}, {@code Image:src} and {@code Picture:src} are always read. */
    @Parameter(property = "studylog.linkComponents")
    protected List<String> linkComponents;

    /** The folder of static files the site serves from its root (Astro's {@code public/}). */
    @Parameter(property = "studylog.publicDir", defaultValue = "public")
    protected String publicDir;

    /** Replay the result of the last run when nothing it read has changed since (its inputs' sizes and times,
     * the git state, the configuration) and its outputs are intact; {@code false} always runs every check. */
    @Parameter(property = "studylog.incremental", defaultValue = "true")
    protected boolean incremental;

    /** The plugin's version, for reports and the render cache. */
    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    protected String pluginVersion;

    /** The report files the last run could not write, one line each (see {@link ReportFiles#write}). */
    private final List<String> failedOutputs = new ArrayList<>();

    /** The parts this goal runs. */
    protected abstract Set<Part> parts();

    /** A session id to draft alone; only {@code sync-draft} and {@code check} use it. */
    protected Optional<String> session() {
        return Optional.empty();
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("studylog: skipped (studylog.skip=true)");
            return;
        }
        long start = System.nanoTime();
        ConsoleFormat console = consoleFormat();
        CheckRequest request = new CheckRequest(layout(), parts(),
                Optional.ofNullable(archifySchemas).map(File::toPath), session(), version(), linkSettings());
        UpToDate upToDate = new UpToDate(outputDirectory.toPath(), basedir.toPath());
        Optional<String> inputs = inputs(request, console);
        Optional<RunTranscript> previous = inputs.flatMap(upToDate::previous);
        if (previous.isPresent()) {
            replay(previous.get());
            verdict(previous.get().errors(), previous.get().warnings());
            return;
        }
        upToDate.forget();
        failedOutputs.clear();
        Log mavenLog = getLog();
        RecordingLog log = new RecordingLog(mavenLog);
        setLog(log);
        CheckOutcome outcome;
        try (GitHistory history = GitHistory.lazy(basedir.toPath())) {
            outcome = run(request, history, console, start);
        } finally {
            setLog(mavenLog);
        }
        ReportInput input = ReportInput.of(version(), outcome.result());
        if (inputs.isPresent() && failedOutputs.isEmpty()) {
            remember(upToDate, inputs.get(), outcome.consulted(), new RunTranscript(log.lines(), input.errorCount(),
                    input.warningCount(), attached().map(p -> outputDirectory.toPath().relativize(p).toString())));
        }
        verdict(input.errorCount(), input.warningCount());
        outputsWritten();
    }

    private CheckOutcome run(CheckRequest request, GitHistory history, ConsoleFormat console, long start)
            throws MojoExecutionException, MojoFailureException {
        CheckOutcome outcome;
        try {
            outcome = new StudylogCheck().run(request, history);
        } catch (InvalidRequestException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new MojoExecutionException("studylog could not read " + basedir + ": " + e.getMessage()
                    + ". Check that the files and the git repository are readable.", e);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("studylog failed on " + basedir + " because of a bug in the plugin: "
                    + e + ". Please report it with this log.", e);
        }
        ReportInput input = ReportInput.of(version(), outcome.result());
        // the findings and the summary first: an output that cannot be written must not hide them
        report(outcome, input, console, (System.nanoTime() - start) / 1_000_000);
        failedOutputs.addAll(writeReports(outcome, input));
        afterCheck(outcome, history);
        return outcome;
    }

    /** Writes every report file; each one that fails is one error line, and the others are still written. */
    private List<String> writeReports(CheckOutcome outcome, ReportInput input) {
        List<String> failures;
        try {
            failures = new ReportFiles(new OutputFiles(outputDirectory.toPath())).write(outcome, input);
        } catch (RuntimeException e) {
            failures = List.of("the output directory: " + e);
        }
        for (String failure : failures) {
            getLog().error("studylog could not write " + failure + " (in " + outputDirectory
                    + "; the findings above are complete)");
        }
        return failures;
    }

    /** Fails the run after the verdict when a report could not be written: CI must not read a stale one. */
    private void outputsWritten() throws MojoExecutionException {
        if (!failedOutputs.isEmpty()) {
            throw new MojoExecutionException("studylog could not write " + failedOutputs.size() + " of its reports to "
                    + outputDirectory + "; see the lines above. Check that the directory is writable (or set "
                    + "studylog.outputDirectory).");
        }
    }

    /**
     * The fingerprint of this run's inputs, or empty when the run must not be replayed: {@code incremental} is off,
     * or on GitHub Actions (a fresh checkout has nothing to replay, and annotations are printed by a real run).
     * The configuration key holds every parameter that changes a result: the request (layout, parts, options,
     * plugin version), the goal, the console format in effect, the verdict's settings, the plugin jar, the JVM and
     * the Maven version.
     */
    private Optional<String> inputs(CheckRequest request, ConsoleFormat console) {
        if (!incremental || GithubAnnotations.isGithubActions(System.getenv())) {
            return Optional.empty();
        }
        String maven = mavenSession == null ? "" : mavenSession.getSystemProperties().getProperty("maven.version", "");
        String configuration = String.join("\n", getClass().getName(), request.toString(), console.name(),
                Boolean.toString(failOnWarning), Runtime.version().toString(), maven);
        List<Path> extra = new ArrayList<>();
        pluginJar().ifPresent(extra::add);
        Optional.ofNullable(archifySchemas).map(File::toPath).ifPresent(extra::add);
        try {
            return Optional.of(InputFingerprint.of(configuration, basedir.toPath(), inputFolders(), extra));
        } catch (RuntimeException e) {
            getLog().debug("studylog: no up-to-date check (" + e + ")");
            return Optional.empty();
        }
    }

    /**
     * The folders and files whose every file may change a result: the content folders, the instructions, the
     * site's {@code public/} and {@code src/} (pages, assets) and the pom. Other files matter only when a record
     * or doc names them; the up-to-date check keeps those from the run itself.
     */
    private List<String> inputFolders() {
        return List.of(docs, reviews, sessions, diagrams, publicDiagrams, instructions, publicDir, "public", "src",
                "pom.xml");
    }

    private static Optional<Path> pluginJar() {
        try {
            return Optional.of(Path.of(AbstractStudylogMojo.class.getProtectionDomain().getCodeSource().getLocation()
                    .toURI()));
        } catch (RuntimeException | java.net.URISyntaxException e) {
            return Optional.empty();
        }
    }

    /** Says again what the last run said, re-attaches its artifact; the reports on disk are that run's. */
    private void replay(RunTranscript transcript) throws MojoExecutionException {
        getLog().info("studylog: nothing changed since the last run (-Dstudylog.incremental=false runs it anyway);"
                + " its result:");
        for (RunTranscript.Line line : transcript.lines()) {
            switch (line.level()) {
                case ERROR -> getLog().error(line.text());
                case WARN -> getLog().warn(line.text());
                default -> getLog().info(line.text());
            }
        }
        if (transcript.attached().isPresent()) {
            reattach(outputDirectory.toPath().resolve(transcript.attached().get()));
        }
    }

    private void remember(UpToDate upToDate, String inputs, Set<String> consulted, RunTranscript transcript) {
        try {
            upToDate.save(inputs, consulted, transcript);
        } catch (IOException | RuntimeException e) {
            getLog().debug("studylog: the up-to-date state was not saved (" + e + ")");
        }
    }

    /** The artifact this run attached to the build, if any (drafting goals). */
    protected Optional<Path> attached() {
        return Optional.empty();
    }

    /** Attaches again the artifact an unchanged earlier run attached (drafting goals). */
    protected void reattach(Path file) throws MojoExecutionException {
    }

    private LinkSettings linkSettings() throws MojoExecutionException {
        try {
            return LinkSettings.of(siteBase, relativeLinks, linkComponents, publicDir);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    protected ConsoleFormat consoleFormat() throws MojoExecutionException {
        ConsoleFormat chosen;
        try {
            chosen = ConsoleFormat.parse(format);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
        if (mavenSession == null) {
            return chosen;
        }
        String styleColor = mavenSession.getUserProperties().getProperty("style.color",
                mavenSession.getSystemProperties().getProperty("style.color", "auto"));
        return withoutColourUnlessWanted(chosen, mavenSession.getRequest().isInteractiveMode(), styleColor);
    }

    /**
     * Colour only where Maven itself colours: in an interactive build, or with {@code -Dstyle.color=always}.
     * Maven 3 strips colour codes from batch-mode output by itself; Maven 4 writes them to the log as they are.
     */
    static ConsoleFormat withoutColourUnlessWanted(ConsoleFormat chosen, boolean interactive, String styleColor) {
        if (chosen != ConsoleFormat.DEFAULT) {
            return chosen;
        }
        boolean colour = switch (styleColor.strip().toLowerCase(Locale.ROOT)) {
            case "always", "force" -> true;
            case "never", "false", "no" -> false;
            default -> interactive;
        };
        return colour ? ConsoleFormat.DEFAULT : ConsoleFormat.PLAIN;
    }

    /** Hook for goals that do more with the outcome (drafts, artifacts); runs after the findings are printed and
     * before the verdict, so drafts are written even when the content has errors. */
    protected void afterCheck(CheckOutcome outcome) throws MojoExecutionException, MojoFailureException {
    }

    /** {@link #afterCheck(CheckOutcome)} for goals that also read the git history the pass used (drafts). */
    protected void afterCheck(CheckOutcome outcome, GitHistory history)
            throws MojoExecutionException, MojoFailureException {
        afterCheck(outcome);
    }

    private void report(CheckOutcome outcome, ReportInput input, ConsoleFormat console, long elapsedMillis)
            throws MojoExecutionException {
        for (Finding f : input.findings()) {
            if (f.severity() == Severity.ERROR) {
                getLog().error(console.line(f));
            } else {
                getLog().warn(console.line(f));
            }
        }
        getLog().info(console.summary(RunSummary.of(input, elapsedMillis)));
        outcome.result().notes().forEach(note -> getLog().info("note: " + note));
        outcome.diagrams().ifPresent(d -> new DiagramStatusReport().lines(d).forEach(getLog()::info));
        githubActions(input);
    }

    /** Fails the build on errors (and on warnings with {@code failOnWarning}), after every line was printed. */
    private void verdict(long errors, long warnings) throws MojoFailureException {
        if (errors > 0 || (failOnWarning && warnings > 0)) {
            String what = errors > 0 ? errors + " error(s)" : warnings + " warning(s) (studylog.failOnWarning)";
            throw new MojoFailureException("studylog found " + what + " in " + basedir
                    + "; see the lines above and " + new File(outputDirectory, "report.json"));
        }
    }

    /**
     * On GitHub Actions, workflow-command annotations go straight to stdout, at the start of a line (GitHub
     * ignores them behind Maven's {@code [INFO] } prefix), and a summary is appended to {@code $GITHUB_STEP_SUMMARY}.
     * They are written to the process's standard output itself, not {@code System.out}: Maven 4 replaces
     * {@code System.out} and logs what a plugin prints there as {@code [INFO] [stdout] …}.
     */
    private void githubActions(ReportInput input) throws MojoExecutionException {
        Map<String, String> env = System.getenv();
        if (!GithubAnnotations.isGithubActions(env)) {
            return;
        }
        StringBuilder commands = new StringBuilder();
        new GithubAnnotations().lines(input).forEach(line -> commands.append(line).append('\n'));
        PrintStream out = System.out;
        synchronized (out) {
            out.flush();
            try {
                // one write of the whole block; the stream is not closed: it is the process's stdout
                @SuppressWarnings("resource")
                FileOutputStream stdout = new FileOutputStream(FileDescriptor.out);
                stdout.write(commands.toString().getBytes(stdoutCharset()));
                stdout.flush();
            } catch (IOException e) {
                throw new MojoExecutionException("studylog could not print the GitHub annotations: "
                        + e.getMessage(), e);
            }
        }
        Optional<Path> summary = GithubStepSummary.summaryFile(env);
        if (summary.isPresent()) {
            try {
                new GithubStepSummary().appendTo(summary.get(), input);
            } catch (IOException | RuntimeException e) {
                String failure = "$GITHUB_STEP_SUMMARY (" + summary.get() + "): " + e;
                getLog().error("studylog could not append to " + failure);
                failedOutputs.add(failure);
            }
        }
    }

    /** The charset the JVM uses for standard output ({@code stdout.encoding} from Java 19 on). */
    private static Charset stdoutCharset() {
        for (String key : new String[] {"stdout.encoding", "sun.stdout.encoding"}) {
            String name = System.getProperty(key);
            if (name != null && Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        }
        return Charset.defaultCharset();
    }

    /** The content-repo layout the parameters describe. */
    protected ContentLayout layout() {
        return new ContentLayout(basedir.toPath(), docs, reviews, sessions, diagrams, publicDiagrams, instructions,
                outputDirectory.toPath());
    }

    protected String version() {
        return pluginVersion == null ? "dev" : pluginVersion;
    }
}
