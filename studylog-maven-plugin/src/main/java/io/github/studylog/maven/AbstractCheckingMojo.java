package io.github.studylog.maven;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.config.Defaults;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.RunRequest;
import io.github.studylog.run.RunResult;
import io.github.studylog.run.StudylogRun;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.jspecify.annotations.Nullable;

/**
 * The goals that check ({@code check}, {@code records}, {@code diagrams}, {@code latest-sessions},
 * {@code sync-draft}): their options, mapped onto one {@link RunRequest} for {@link StudylogRun}; a goal only says
 * which {@link Part}s it runs.
 */
public abstract class AbstractCheckingMojo extends AbstractStudylogMojo {

    /** A folder of Archify JSON Schemas ({@code <type>.schema.json}, {@code common.schema.json}) to use instead
     * of the ones shipped with the plugin, e.g. those of the Archify version the content repo pins. */
    @Parameter(property = "studylog.archifySchemas")
    protected @Nullable File archifySchemas;

    /** The site's {@code base} path as in astro.config ({@code base: '/docs'}): internal links start with it. */
    @Parameter(property = "studylog.siteBase", defaultValue = Defaults.SITE_BASE)
    protected String siteBase;

    /** What a relative page link in a doc ({@code ../queues/}) is: {@code error} (a {@code doc-link-relative}
     * finding, as starlight-links-validator's default, because it breaks when the trailing-slash setting changes)
     * or {@code resolve} (resolved from the page's URL as a browser does, then checked). */
    @Parameter(property = "studylog.relativeLinks", defaultValue = Defaults.RELATIVE_LINKS)
    protected String relativeLinks;

    /** More component attributes that hold links in MDX, as {@code Component:attribute} (comma-separated on the
     * command line), e.g. {@code Card:href}; add {@code :image} for a picture source ({@code Figure:src:image}).
     * {@code LinkCard:href}, {@code LinkButton:href}, {@code Image:src} and {@code Picture:src} are always read. */
    @Parameter(property = "studylog.linkComponents")
    protected @Nullable List<String> linkComponents;

    /** Where the rules' pages are (a copy of the plugin's site with {@code rules/<rule-id>.html}, {@code ja/rules/…}):
     * each finding's console line, SARIF {@code helpUri} and report.json link them; {@code none}: no links. */
    @Parameter(property = "studylog.docsUrl", defaultValue = Defaults.DOCS_URL)
    protected String docsUrl;

    /** Link paths that are never checked, as globs (comma-separated on the command line), e.g. {@code /blog/**};
     * added to the {@code exclude} globs of starlight-links-validator read from astro.config. For routes the plugin
     * cannot see: pages an integration adds, content generated at build time. */
    @Parameter(property = "studylog.links.exclude")
    protected List<String> linksExclude;

    /** Read the site's {@code astro.config.*} (Starlight's locales, Astro's base and redirects, the links
     * validator's options), {@code tsconfig.json}'s path aliases and the routes of {@code src/pages} to resolve
     * links as the built site serves them; {@code false} uses the parameters alone. */
    @Parameter(property = "studylog.links.readSite", defaultValue = Defaults.TRUE)
    protected boolean readSite = true;

    /** The folder of static files the site serves from its root (Astro's {@code public/}). */
    @Parameter(property = "studylog.publicDir", defaultValue = Defaults.PUBLIC_DIR)
    protected String publicDir;

    /** Replay the result of the last run when nothing it read has changed since (its inputs' sizes and times,
     * the git state, the configuration) and its outputs are intact; {@code false} always runs every check. */
    @Parameter(property = "studylog.incremental", defaultValue = Defaults.TRUE)
    protected boolean incremental;

    /** Where the up-to-date state is kept: outside the output directory, which CI uploads; no absolute path. */
    @Parameter(property = "studylog.cacheDirectory", defaultValue = "${project.build.directory}/studylog-cache")
    protected File cacheDirectory;

    /** The baseline: the findings a repository accepted (written by {@code studylog:baseline}); when the file
     * exists, the findings it lists are reported as suppressed and only new ones fail. Default
     * {@code studylog-baseline.json} at the project's base directory; a relative path is resolved there. */
    @Parameter(property = "studylog.baseline", defaultValue = Defaults.BASELINE)
    protected @Nullable File baseline;

    /** The day what is due is judged on ({@code YYYY-MM-DD}; by default the build's local date): set it to reproduce. */
    @Parameter(property = "studylog.today")
    protected String today;

    /** A living or unpinned citation due within this many days is {@code due-soon} in {@code due.md}/{@code due.json}. */
    @Parameter(property = "studylog.dueSoonDays", defaultValue = Defaults.DUE_SOON_DAYS)
    protected int dueSoonDays;

    /** {@code source-stale} (a source checked longer ago than its kind allows) is an error, not a warning. */
    @Parameter(property = "studylog.failOnStale", defaultValue = Defaults.FALSE)
    protected boolean failOnStale;

    /** {@code false} for a first look: every finding is printed and reported, and errors (or warnings with
     * {@code failOnWarning}) do not fail the build, as checkstyle's {@code failOnViolation} and spotbugs'
     * {@code failOnError}. */
    @Parameter(property = "studylog.failOnError", defaultValue = Defaults.TRUE)
    protected boolean failOnError = true;

    /** Print the detail as info lines too: each diagram's steps, the first due citations and reviews, the
     * newest-sessions table, each file written. Without it they are debug lines ({@code mvn -X}); the report files
     * ({@code report.json}, {@code due.md}, {@code latest-sessions.json}) hold them either way. */
    @Parameter(property = "studylog.verbose", defaultValue = Defaults.FALSE)
    protected boolean verbose;

    /** The parts this goal runs. */
    protected abstract Set<Part> parts();

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        RunRequest request = request();
        RunResult result = Core.call(() -> new StudylogRun().run(request, runLog()));
        if (result.artifact().isPresent()) {
            attach(result.artifact().get());
        }
        // thrown here, not in a helper: a content verdict's stack shows only runGoal and execute
        Optional<String> failure = result.failure(basedir.toPath(), request.messages());
        if (failure.isPresent()) {
            throw new MojoFailureException(failure.get());
        }
        Optional<String> lost = result.lost();
        if (lost.isPresent()) {
            throw new MojoExecutionException(lost.get());
        }
    }

    /** The run this goal's parameters describe, built by the core from the one configuration. */
    protected RunRequest request() throws MojoExecutionException {
        StudylogConfig c = config();
        ConsoleFormat console = consoleFormat();
        int concurrent = mavenSession == null ? 1 : mavenSession.getRequest().getDegreeOfConcurrency();
        String maven =
                mavenSession == null ? "" : mavenSession.getSystemProperties().getProperty("maven.version", "");
        return Core.config(() -> RunRequest.of(
                c,
                getClass().getName(),
                parts(),
                version(),
                CheckRequest.threadsFor(concurrent),
                console,
                maven,
                System.getenv()));
    }

    /** Attaches the archive the run wrote (or an unchanged earlier run wrote) to the build; drafting goals. */
    protected void attach(Path archive) {}
}
