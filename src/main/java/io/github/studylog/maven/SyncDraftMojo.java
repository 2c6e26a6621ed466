package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.MavenProjectHelper;

/**
 * Writes the {@code [Session Sync]} GitHub issue drafts — for the newest session of each review and every session
 * whose {@code issue} is {@code unfiled}, or only {@code -Dstudylog.session=<id>} — to
 * {@code target/studylog/session-sync/<id>.md} (title line, labels line, body) and {@code <id>.json}
 * ({@code {"title", "body", "labels"}}): {@code gh api repos/OWNER/REPO/issues --input <id>.json} creates the
 * issue with its labels; {@code gh issue create --title … --body-file …} takes the body (the {@code .md} from its
 * fourth line, or {@code jq -r .body <id>.json}).
 *
 * <p>All drafts of the run are also packed into {@code target/studylog/session-sync.zip} (sorted entries, fixed
 * timestamps: same drafts, same bytes) and attached to the build as type {@code zip}, classifier
 * {@code session-sync}, so {@code mvn install} / {@code deploy} publish
 * {@code <artifactId>-<version>-session-sync.zip}. One archive rather than one artifact per draft keeps the
 * artifact coordinates stable when sessions come and go.
 */
@Mojo(name = "sync-draft", defaultPhase = LifecyclePhase.PACKAGE, threadSafe = true)
public class SyncDraftMojo extends AbstractStudylogMojo {

    /** Type of the attached archive. */
    static final String ARTIFACT_TYPE = "zip";

    /** Classifier of the attached archive. */
    static final String CLASSIFIER = "session-sync";

    /** Draft only this session (its id, the file name without {@code .yaml}). */
    @Parameter(property = "studylog.session")
    protected String session;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    protected MavenProject project;

    @Component
    protected MavenProjectHelper projectHelper;

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.SYNC_DRAFTS);
    }

    @Override
    protected Optional<String> session() {
        return Optional.ofNullable(session).map(String::strip).filter(s -> !s.isEmpty());
    }

    @Override
    protected void afterCheck(CheckOutcome outcome) throws MojoExecutionException, MojoFailureException {
        Optional<Path> archive = new SyncDraftStep(basedir.toPath(), sessions, instructions, outputDirectory, getLog())
                .run(outcome, session(), Map.of());
        if (archive.isPresent()) {
            projectHelper.attachArtifact(project, ARTIFACT_TYPE, CLASSIFIER, archive.get().toFile());
            getLog().info("studylog: attached " + archive.get() + " (type " + ARTIFACT_TYPE + ", classifier "
                    + CLASSIFIER + ")");
        }
    }
}
