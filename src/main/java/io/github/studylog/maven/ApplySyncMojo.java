package io.github.studylog.maven;

import io.github.studylog.run.ApplySyncRun;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
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
    @Parameter(property = "studylog.trustedAssociations", defaultValue = "OWNER,MEMBER,COLLABORATOR")
    protected String trustedAssociations;

    /** Show the unified diff of every change and write nothing. */
    @Parameter(property = "studylog.dryRun", defaultValue = "false")
    protected boolean dryRun;

    /** Replace an existing {@code sessions/<id>.yaml} that holds different data (otherwise that is refused). */
    @Parameter(property = "studylog.overwrite", defaultValue = "false")
    protected boolean overwrite;

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        if (issue == null) {
            throw new MojoExecutionException("studylog:apply-sync needs the issue: -Dstudylog.issue=FILE, e.g. "
                    + "$GITHUB_EVENT_PATH on GitHub Actions, or `gh issue view 17 --json number,title,body,labels,"
                    + "author,url > issue.json` then -Dstudylog.issue=issue.json");
        }
        Path file =
                issue.toPath().isAbsolute() ? issue.toPath() : basedir.toPath().resolve(issue.toPath());
        ApplySyncRun.Request request = new ApplySyncRun.Request(
                layout(), file, trusted(), dryRun, overwrite, failOnWarning, version(), consoleFormat(), language());
        Optional<String> refusal = Core.call(() -> new ApplySyncRun().run(request, runLog()));
        if (refusal.isPresent()) {
            throw new MojoFailureException(refusal.get());
        }
    }

    private Set<String> trusted() {
        Set<String> out = new TreeSet<>();
        Arrays.stream(trustedAssociations == null ? new String[0] : trustedAssociations.split(","))
                .map(s -> s.strip().toUpperCase(Locale.ROOT))
                .filter(s -> !s.isEmpty())
                .forEach(out::add);
        return out;
    }
}
