package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.git.GitHistory;
import io.github.studylog.diagram.DiagramsResult;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Runs every check in one pass — records, docs, diagrams, newest sessions, Session Sync drafts — with one
 * report and one verdict. Bound to {@code verify}. The drafts show the build's own diagram verdicts beside what
 * the learner recorded, and are attached as {@code session-sync.zip}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends AbstractDraftingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.allOf(Part.class);
    }

    @Override
    protected void afterCheck(CheckOutcome outcome, GitHistory history)
            throws MojoExecutionException, MojoFailureException {
        new LatestSessionsStep(outputDirectory, getLog()).run(outcome);
        draftAndAttach(outcome, history, outcome.diagrams().map(DiagramsResult::verdicts).orElse(Map.of()));
    }
}
