package io.github.studylog.maven;

import io.github.studylog.config.Defaults;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.RunLog;
import java.io.File;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.jspecify.annotations.Nullable;

/**
 * What every studylog goal shares: the content-repo layout parameters, skip, the console style, and how the
 * core's exceptions become Maven's. A goal hands its parameters to the core's one configuration
 * ({@link io.github.studylog.config.ConfigResolver}, as the launcher and the servers do), builds its request from it and logs what comes back;
 * it holds no logic of its own. The defaults are the core's ({@link Defaults}).
 */
public abstract class AbstractStudylogMojo extends AbstractMojo {

    /** The content repository: the project's base directory, or the current directory when Maven runs without a
     * pom ({@code ${basedir}} is both; {@code ${project.basedir}} is null on Maven's stub project). */
    @Parameter(defaultValue = "${basedir}", readonly = true, required = true)
    protected File basedir;

    /** Skip every studylog goal: nothing is read, checked or written. */
    @Parameter(property = "studylog.skip", defaultValue = Defaults.FALSE)
    protected boolean skip;

    /** Fail the build on warnings too, not only on errors (e.g. {@code review-stale}). Every finding is printed
     * first either way. */
    @Parameter(property = "studylog.failOnWarning", defaultValue = Defaults.FALSE)
    protected boolean failOnWarning;

    /** Folder of the explanations ({@code .md}, {@code .mdx}; the Astro/Starlight site's docs), relative to the
     * base directory. */
    @Parameter(property = "studylog.docs", defaultValue = Defaults.DOCS)
    protected String docs;

    /** Folder of the review records ({@code <review-id>.yaml}, shaped by the {@code template=review} block),
     * relative to the base directory. */
    @Parameter(property = "studylog.reviews", defaultValue = Defaults.REVIEWS)
    protected String reviews;

    /** Folder of the session records ({@code YYYY-MM-DD-<slug>-NN.yaml}, shaped by the {@code template=session}
     * block), relative to the base directory. */
    @Parameter(property = "studylog.sessions", defaultValue = Defaults.SESSIONS)
    protected String sessions;

    /** Folder of the Archify JSON diagram sources ({@code <topic>/<name>.json}), relative to the base
     * directory. */
    @Parameter(property = "studylog.diagrams", defaultValue = Defaults.DIAGRAMS)
    protected String diagrams;

    /** Folder of the hand-drawn SVG diagrams, served as {@code /diagrams/…} by the site, relative to the base
     * directory. */
    @Parameter(property = "studylog.publicDiagrams", defaultValue = Defaults.PUBLIC_DIAGRAMS)
    protected String publicDiagrams;

    /** The Markdown file holding the record templates ({@code template=review}, {@code template=session},
     * {@code template=session-sync} blocks). */
    @Parameter(property = "studylog.instructions", defaultValue = Defaults.INSTRUCTIONS)
    protected String instructions;

    /** Where reports ({@code report.json}, {@code report.sarif}, {@code TEST-studylog.xml}), rendered diagrams and
     * drafts are written. The plugin writes nowhere else (but for its cache, {@code studylog.cacheDirectory}). */
    @Parameter(property = "studylog.outputDirectory", defaultValue = "${project.build.directory}/studylog")
    protected File outputDirectory;

    /** Console style of the finding lines: {@code default} (the severity in colour in an interactive build; without
     * colour in batch mode, {@code -B}, or with {@code -Dstyle.color=never}), {@code plain} (no colour) or {@code json}
     * (one JSON object per finding, for scripts). Every line has the form
     * {@code path:line:column: severity [rule-id] message}. */
    @Parameter(property = "studylog.format", defaultValue = Defaults.FORMAT)
    protected String format;

    /** The language of every finding, summary line, note and report text: {@code ja} (Japanese) or {@code en}
     * (English). By default the JVM's language ({@code user.language}, e.g. {@code MAVEN_OPTS=-Duser.language=ja}):
     * Japanese on a Japanese machine, English on anything else (GitHub's runners, unless the repo sets it). Rule ids,
     * JSON keys, SARIF structure and exit codes are the same in every language. */
    @Parameter(property = "studylog.lang")
    protected @Nullable String lang;

    /** The Maven session: whether the build is interactive, for the console colours. */
    @Parameter(defaultValue = "${session}", readonly = true)
    protected MavenSession mavenSession;

    /** The plugin's version, for reports and the render cache. */
    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    protected String pluginVersion;

    /** The configuration, resolved once per execution: these parameters, then the site's files. */
    private @Nullable StudylogConfig config;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info(messages().text("maven.skipped"));
            return;
        }
        runGoal();
    }

    /** The goal's work: parameters → request → core → log lines → verdict. */
    protected abstract void runGoal() throws MojoExecutionException, MojoFailureException;

    /**
     * The one configuration of the content repository, as every front end resolves it: this goal's parameters (which
     * Maven has already read from the pom and {@code -D}) over the defaults, then the site's files.
     */
    protected StudylogConfig config() throws MojoExecutionException {
        if (config == null) {
            config = MavenContext.config(this, basedir, mavenSession);
        }
        return config;
    }

    /** The core's console lines, into this goal's log. */
    protected RunLog runLog() {
        return new MavenRunLog(getLog());
    }

    /** The console style in effect: {@code studylog.format}, with colour only where Maven colours. */
    protected ConsoleFormat consoleFormat() throws MojoExecutionException {
        StudylogConfig c = config();
        return MavenContext.consoleFormat(Core.config(c::console), mavenSession);
    }

    /** The catalogue of the language in effect; English when {@code studylog.lang} names no language. */
    protected Messages messages() {
        try {
            StudylogConfig c = config();
            return Core.config(c::messages);
        } catch (MojoExecutionException e) {
            return Messages.english();
        }
    }

    protected String version() {
        return pluginVersion == null ? "dev" : pluginVersion;
    }
}
