package io.github.studylog.maven;

import io.github.studylog.config.Defaults;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.ApplySyncRun;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.jspecify.annotations.Nullable;

/**
 * The way back: a {@code [Session Sync]} issue becomes {@code sessions/<id>.yaml} and the updates of the
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
    protected @Nullable File issue;

    /**
     * For event payloads: the {@code author_association} values whose issues may be applied, comma-separated.
     * Anyone can open an issue on a public repository; the default admits only the repository's owner, its
     * organisation's members and its collaborators.
     */
    @Parameter(property = "studylog.trustedAssociations", defaultValue = Defaults.TRUSTED_ASSOCIATIONS)
    protected String trustedAssociations;

    /** Show the unified diff of every change and write nothing. */
    @Parameter(property = "studylog.dryRun", defaultValue = Defaults.FALSE)
    protected boolean dryRun;

    /** Replace an existing {@code sessions/<id>.yaml} that holds different data (otherwise that is refused). */
    @Parameter(property = "studylog.overwrite", defaultValue = Defaults.FALSE)
    protected boolean overwrite;

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        if (issue == null) {
            throw new MojoExecutionException("studylog:apply-sync needs the issue: -Dstudylog.issue=FILE, e.g. "
                    + "$GITHUB_EVENT_PATH on GitHub Actions, or `gh issue view 17 --json number,title,body,labels,"
                    + "author,url > issue.json` then -Dstudylog.issue=issue.json");
        }
        Path file = basedir.toPath().resolve(issue.toPath());
        StudylogConfig c = config();
        ConsoleFormat console = consoleFormat();
        Optional<String> refusal =
                Core.call(() -> new ApplySyncRun().run(ApplySyncRun.Request.of(c, file, version(), console), runLog()));
        if (refusal.isPresent()) {
            throw new MojoFailureException(refusal.get());
        }
    }
}
