package io.github.studylog.maven;

import io.github.studylog.check.Part;
import io.github.studylog.config.Defaults;
import io.github.studylog.run.FixRun;
import io.github.studylog.run.RunRequest;
import io.github.studylog.run.RunResult;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Applies the certain fixes, then checks again: a session a review does not list is added to its {@code sessions}
 * ({@code review-session-unlisted}); a stale {@code last_reviewed} moves to the newest listed session's date
 * ({@code review-stale}); an unknown key with exactly one near template key is renamed ({@code record-unknown-key},
 * {@code last_reviwed} → {@code last_reviewed}); a YAML 1.1 yes/no word where a {@code <bool>} goes becomes
 * {@code true}/{@code false} ({@code record-value}); a link to a missing page or heading id is rewritten to the one
 * nearest page or id ({@code doc-link-page}, {@code doc-link-anchor}). A fix is never a guess between two
 * candidates; each rule's page on the plugin's site says what the goal does for it.
 *
 * <p>Each fix is a minimal text edit, as {@code apply-sync} edits reviews: comments, quoting and every other byte of
 * the file stay. The files are written all or none, atomically, and then the normal check gives the verdict (it
 * fails on what is left). Like {@code init -Dstudylog.write=true}, an explicit command that edits the repository.
 * {@code -Dstudylog.dryRun=true} prints the unified diff and writes nothing. No default phase: run it by hand,
 * {@code mvn studylog:fix}.
 *
 * @since 0.1.0
 */
@Mojo(name = "fix", threadSafe = true, requiresProject = false)
public class FixMojo extends AbstractCheckingMojo {

    /** Print the unified diff of the fixes and write nothing. */
    @Parameter(property = "studylog.dryRun", defaultValue = Defaults.FALSE)
    protected boolean dryRun;

    /** A URL prefix whose pages you re-read today: every reported citation under it (stale, unchecked, or with a bad
     * date) gets today's date in the parenthesis after its link. A date is a claim that a person re-read the page, so
     * no fix writes one unless told here. */
    @Parameter(property = "studylog.fix.recheck")
    protected String recheck;

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.RECORDS, Part.DIAGRAMS);
    }

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        RunRequest request = request();
        FixRun.Result result = Core.call(() -> new FixRun().run(request, dryRun, runLog()));
        Optional<RunResult> check = result.check();
        if (check.isEmpty()) {
            return;
        }
        Optional<String> failure = check.get().failure(basedir.toPath());
        if (failure.isPresent()) {
            throw new MojoFailureException(failure.get());
        }
        Optional<String> lost = check.get().lost();
        if (lost.isPresent()) {
            throw new MojoExecutionException(lost.get());
        }
    }
}
