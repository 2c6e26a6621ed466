package io.github.studylog.maven;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.InitRun;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Adopts the plugin in an existing study repo: finds the YAML block of CHATGPT.md the existing reviews and
 * sessions match best and the block holding {@code [Session Sync]}, infers each template in the placeholder
 * language from the block (its example values and {@code # a | b} / {@code # optional} comments) and from every
 * existing record, and prints a unified diff of CHATGPT.md and how many existing records would pass under it.
 * A dry run: CHATGPT.md is only changed with {@code -Dstudylog.write=true}, and then atomically, touching only the
 * template blocks' lines. Re-running it on an annotated CHATGPT.md says there is nothing to do.
 * No default phase: run it by hand, {@code mvn studylog:init}.
 */
@Mojo(name = "init", threadSafe = true, requiresProject = true)
public class InitMojo extends AbstractStudylogMojo {

    /** Write the proposed templates into CHATGPT.md (after reading the dry run's diff). */
    @Parameter(property = "studylog.write", defaultValue = "false")
    protected boolean write;

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        ContentLayout layout = layout();
        ConsoleFormat console = consoleFormat();
        Core.call(() -> {
            new InitRun().run(layout, write, console, runLog());
            return null;
        });
    }
}
