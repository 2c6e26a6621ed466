package io.github.studylog.maven;

import io.github.studylog.apply.ApplyReport;
import io.github.studylog.apply.ApplyResult;
import io.github.studylog.apply.ApplySync;
import io.github.studylog.apply.FileChange;
import io.github.studylog.apply.IssueInput;
import io.github.studylog.apply.IssueInputReader;
import io.github.studylog.check.InvalidRequestException;
import io.github.studylog.check.Part;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.report.ConsoleFormat;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The way back (SPEC §8): a {@code [Session Sync]} issue becomes {@code sessions/<id>.yaml} and the updates of the
 * reviews it names. {@code mvn studylog:apply-sync -Dstudylog.issue=FILE} reads the issue — a GitHub {@code issues}
 * event payload ({@code $GITHUB_EVENT_PATH}), {@code gh issue view N --json number,title,body,labels,author,url}
 * output, or a {@code sync-draft} {@code .json}/{@code .md} — checks the record exactly as {@code mvn verify} would
 * check the session file in the repository as it would be after applying, and writes every file or none. Only
 * {@code sessions/<id>.yaml} and the named reviews are ever written; the reviews are edited in place (only the lines
 * that change). A refusal fails the build after writing {@code target/studylog/apply-sync/comment.md} (for
 * {@code gh issue comment --body-file}) and {@code result.json}; findings are located in the issue body.
 */
@Mojo(name = "apply-sync", requiresProject = true, threadSafe = true)
public class ApplySyncMojo extends AbstractStudylogMojo {

    /**
     * The issue to apply: a GitHub {@code issues} event payload (on GitHub Actions, {@code $GITHUB_EVENT_PATH}), the
     * output of {@code gh issue view N --json number,title,body,labels,author,url}, or a {@code sync-draft}
     * {@code <id>.json} / {@code <id>.md}. Recognised by content.
     */
    @Parameter(property = "studylog.issue")
    protected File issue;

    /**
     * For event payloads: the {@code author_association} values whose issues may be applied, comma-separated.
     * Anyone can open an issue on a public repository; the default admits only the repository's owner, its
     * organisation's members and its collaborators.
     */
    @Parameter(property = "studylog.trustedAssociations", defaultValue = "OWNER,MEMBER,COLLABORATOR")
    protected String trustedAssociations;

    /** Show the unified diff of every change and write nothing. */
    @Parameter(property = "studylog.dryRun", defaultValue = "false")
    protected boolean dryRun;

    /** Replace an existing {@code sessions/<id>.yaml} that holds different data (otherwise that is refused). */
    @Parameter(property = "studylog.overwrite", defaultValue = "false")
    protected boolean overwrite;

    @Override
    protected Set<Part> parts() {
        return Set.of(Part.RECORDS);
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("studylog: skipped (studylog.skip=true)");
            return;
        }
        if (issue == null) {
            throw new MojoExecutionException("studylog:apply-sync needs the issue: -Dstudylog.issue=FILE, e.g. "
                    + "$GITHUB_EVENT_PATH on GitHub Actions, or `gh issue view 17 --json number,title,body,labels,"
                    + "author,url > issue.json` then -Dstudylog.issue=issue.json");
        }
        ConsoleFormat console = consoleFormat();
        Path file = issue.toPath().isAbsolute() ? issue.toPath() : basedir.toPath().resolve(issue.toPath());
        ApplyResult result;
        try (GitHistory history = GitHistory.lazy(basedir.toPath())) {
            IssueInput input = new IssueInputReader().read(file);
            getLog().info("studylog: applying " + input.form().label() + " " + input.bodyName() + ": "
                    + input.title().strip());
            result = new ApplySync().run(new ApplySync.Request(layout(), input, trusted(), dryRun, overwrite,
                    failOnWarning, version()), history);
        } catch (InvalidRequestException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new MojoExecutionException("studylog:apply-sync " + e.getMessage()
                    + ". Check that the content repository is writable.", e);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("studylog:apply-sync failed on " + basedir + " because of a bug in the "
                    + "plugin: " + e + ". Please report it with this log.", e);
        }
        Path comment;
        try {
            comment = new ApplyReport().write(result, version(), new OutputFiles(outputDirectory.toPath()));
        } catch (IOException | RuntimeException e) {
            throw new MojoExecutionException("studylog could not write its apply-sync report to " + outputDirectory
                    + ": " + e.getMessage() + ". Check that the directory is writable.", e);
        }
        report(result, console);
        getLog().info("studylog: wrote " + comment + " and " + comment.resolveSibling("result.json").getFileName());
        if (result.status() == ApplyResult.Status.REFUSED) {
            long errors = result.findings().stream().filter(Finding::isError).count();
            String what = errors > 0 ? errors + " error(s)" : result.findings().size()
                    + " warning(s) (studylog.failOnWarning)";
            throw new MojoFailureException("studylog refused the Session Sync issue: " + what + ", "
                    + "nothing written; see the lines above and " + comment + " (for gh issue comment --body-file)");
        }
    }

    private void report(ApplyResult result, ConsoleFormat console) {
        for (Finding f : result.findings()) {
            if (f.isError()) {
                getLog().error(console.line(f));
            } else {
                getLog().warn(console.line(f));
            }
        }
        for (FileChange change : result.changes()) {
            change.diff().lines().forEach(getLog()::info);
        }
        result.notes().forEach(note -> getLog().info("note: " + note));
        result.statusHints().forEach(hint -> getLog().info("studylog: " + hint));
        String id = result.sessionId().orElse("(no session id)");
        switch (result.status()) {
            case APPLIED -> getLog().info("studylog: " + (result.dryRun() ? "dry run, nothing written: would apply "
                    : "applied ") + id + " (" + String.join(", ", result.changes().stream()
                            .map(c -> c.path() + " " + c.kind()).toList()) + ")");
            case ALREADY_APPLIED -> getLog().info("studylog: " + id + " is already applied; nothing to write");
            case REFUSED -> getLog().error("studylog: refused " + id + "; nothing written");
            default -> throw new IllegalStateException(result.status().name());
        }
    }

    private Set<String> trusted() {
        Set<String> out = new TreeSet<>();
        Arrays.stream(trustedAssociations == null ? new String[0] : trustedAssociations.split(","))
                .map(s -> s.strip().toUpperCase(Locale.ROOT)).filter(s -> !s.isEmpty()).forEach(out::add);
        return out;
    }
}
