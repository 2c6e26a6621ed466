package io.github.studylog.maven;

import io.github.studylog.adopt.InitPlanner;
import io.github.studylog.adopt.InitProposal;
import io.github.studylog.adopt.InitReport;
import io.github.studylog.adopt.InitWriter;
import io.github.studylog.check.InvalidRequestException;
import io.github.studylog.check.Part;
import io.github.studylog.report.ConsoleFormat;
import java.io.IOException;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
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
    protected Set<Part> parts() {
        return Set.of();
    }

    @Override
    public void execute() throws MojoExecutionException {
        if (skip) {
            getLog().info("studylog: skipped (studylog.skip=true)");
            return;
        }
        InitProposal proposal;
        try {
            proposal = new InitPlanner().plan(layout());
        } catch (InvalidRequestException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("studylog:init failed on " + basedir + " because of a bug in the plugin: "
                    + e + ". Please report it with this log.", e);
        }
        boolean written = false;
        if (write && !proposal.nothingToDo()) {
            try {
                new InitWriter().write(basedir.toPath(), proposal);
                written = true;
            } catch (IOException | RuntimeException e) {
                throw new MojoExecutionException("studylog:init could not write " + proposal.path() + ": "
                        + e.getMessage() + ". Check that the file is writable.", e);
            }
        }
        ConsoleFormat console;
        try {
            console = ConsoleFormat.parse(format);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
        ConsoleFormat lines = console == ConsoleFormat.JSON ? ConsoleFormat.PLAIN : console;
        new InitReport(lines::line).lines(proposal, written).forEach(getLog()::info);
    }
}
