package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.InvalidRequestException;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
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
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
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

    /** The plugin's version, for reports and the render cache. */
    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    protected String pluginVersion;

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
                Optional.ofNullable(archifySchemas).map(File::toPath), session(), version());
        CheckOutcome outcome;
        try {
            outcome = new StudylogCheck().run(request);
        } catch (InvalidRequestException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("studylog failed on " + basedir + " because of a bug in the plugin: "
                    + e + ". Please report it with this log.", e);
        }
        ReportInput input = ReportInput.of(version(), outcome.result());
        try {
            new ReportFiles(new OutputFiles(outputDirectory.toPath())).write(outcome, input);
        } catch (IOException | RuntimeException e) {
            throw new MojoExecutionException("studylog could not write its reports to " + outputDirectory + ": "
                    + e.getMessage() + ". Check that the directory is writable (or set studylog.outputDirectory).",
                    e);
        }
        report(outcome, input, console, (System.nanoTime() - start) / 1_000_000);
        afterCheck(outcome);
        verdict(input);
    }

    private ConsoleFormat consoleFormat() throws MojoExecutionException {
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
        outcome.diagrams().ifPresent(d -> new DiagramStatusReport().lines(d).forEach(getLog()::info));
        githubActions(input);
    }

    /** Fails the build on errors (and on warnings with {@code failOnWarning}), after every line was printed. */
    private void verdict(ReportInput input) throws MojoFailureException {
        long errors = input.errorCount();
        long warnings = input.warningCount();
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
            } catch (IOException e) {
                throw new MojoExecutionException("studylog could not append to $GITHUB_STEP_SUMMARY ("
                        + summary.get() + "): " + e.getMessage(), e);
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

    private ContentLayout layout() {
        return new ContentLayout(basedir.toPath(), docs, reviews, sessions, diagrams, publicDiagrams, instructions,
                outputDirectory.toPath());
    }

    private String version() {
        return pluginVersion == null ? "dev" : pluginVersion;
    }
}
