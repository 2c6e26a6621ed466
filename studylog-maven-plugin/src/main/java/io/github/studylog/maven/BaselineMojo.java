package io.github.studylog.maven;

import io.github.studylog.check.Part;
import io.github.studylog.run.BaselineRun;
import io.github.studylog.run.RunRequest;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Takes a baseline: runs every check and writes each finding it counts to {@code studylog-baseline.json} at the
 * content repository's root ({@code -Dstudylog.baseline=PATH} for another file). From then on {@code check} reports
 * the findings the file lists as suppressed (a count in the summary; SARIF {@code suppressions} of kind
 * {@code external}) and fails only on new ones, and says when entries match nothing any more (run this goal again
 * to prune them). Entries are identified by rule, path and a fingerprint of the finding's text, so edits that move a
 * finding to another line keep it baselined; the file is sorted, so its diffs review well.
 *
 * <p>Like {@code init -Dstudylog.write=true}, an explicit command that edits the repository: it writes the one
 * baseline file, atomically, and nothing else outside {@code target/}. It never fails on findings: they are what
 * it accepts. No default phase: run it by hand, {@code mvn studylog:baseline}, and commit the file.
 *
 * @since 0.1.0
 */
@Mojo(name = "baseline", threadSafe = true, requiresProject = false)
public class BaselineMojo extends AbstractCheckingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.allOf(Part.class);
    }

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        RunRequest request = request();
        BaselineRun.Result result = Core.call(() -> new BaselineRun().run(request, runLog()));
        Optional<String> lost = result.check().lost();
        if (lost.isPresent()) {
            throw new MojoExecutionException(lost.get());
        }
    }
}
