package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.git.GitHistory;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.MavenProjectHelper;

/**
 * The goals that write Session Sync drafts ({@code sync-draft}, {@code check}): the {@code session} parameter and
 * attaching {@code session-sync.zip} to the build.
 */
public abstract class AbstractDraftingMojo extends AbstractStudylogMojo {

    /** Type of the attached archive. */
    static final String ARTIFACT_TYPE = "zip";

    /** Classifier of the attached archive. */
    static final String CLASSIFIER = "session-sync";

    /** Draft only this session (its id, the file name without {@code .yaml}); an unknown id fails the build. */
    @Parameter(property = "studylog.session")
    protected String session;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    protected MavenProject project;

    @Component
    protected MavenProjectHelper projectHelper;

    /** The archive this run attached. */
    private Optional<Path> attached = Optional.empty();

    @Override
    protected Optional<String> session() {
        return Optional.ofNullable(session).map(String::strip).filter(s -> !s.isEmpty());
    }

    /** Writes the drafts (with the build's diagram verdicts beside the learner's) and attaches their archive. */
    protected void draftAndAttach(CheckOutcome outcome, GitHistory history, Map<String, String> verdicts)
            throws MojoExecutionException, MojoFailureException {
        Optional<Path> archive = new SyncDraftStep(basedir.toPath(), sessions, instructions, outputDirectory, getLog())
                .run(outcome, history, session(), verdicts);
        if (archive.isPresent()) {
            attach(archive.get());
            attached = archive;
        }
    }

    @Override
    protected Optional<Path> attached() {
        return attached;
    }

    @Override
    protected void reattach(Path file) {
        projectHelper.attachArtifact(project, ARTIFACT_TYPE, CLASSIFIER, file.toFile());
    }

    private void attach(Path archive) {
        projectHelper.attachArtifact(project, ARTIFACT_TYPE, CLASSIFIER, archive.toFile());
        getLog().info("studylog: attached " + archive + " (type " + ARTIFACT_TYPE + ", classifier " + CLASSIFIER
                + ")");
    }
}
