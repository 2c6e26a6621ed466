package io.github.studylog.maven;

import java.nio.file.Path;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.MavenProjectHelper;

/**
 * The goals that write Session Sync drafts ({@code sync-draft}, {@code check}): the {@code session} parameter and
 * attaching {@code session-sync.zip} to the build.
 */
public abstract class AbstractDraftingMojo extends AbstractCheckingMojo {

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

    @Override
    protected void attach(Path archive) {
        if (!MavenContext.hasPom(project)) {
            detail(messages().text("maven.wrote-not-attached", archive));
            return;
        }
        projectHelper.attachArtifact(project, ARTIFACT_TYPE, CLASSIFIER, archive.toFile());
        detail(messages().text("maven.attached", archive, ARTIFACT_TYPE, CLASSIFIER));
    }

    /** A line after the run's summary: detail, as the files written ({@code -X}, or {@code studylog.verbose}). */
    private void detail(String line) {
        if (verbose) {
            getLog().info(line);
        } else {
            getLog().debug(line);
        }
    }
}
