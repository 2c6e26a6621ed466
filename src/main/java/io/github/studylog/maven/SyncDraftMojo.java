package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.sync.DraftFiles;
import io.github.studylog.sync.SessionSync;
import io.github.studylog.sync.SyncDraft;
import io.github.studylog.sync.UnknownSessionException;
import io.github.studylog.template.SyncTemplate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
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
        Optional<RecordsResult> records = outcome.records();
        Optional<SyncTemplate> template = outcome.templates().sessionSync();
        if (records.isEmpty() || template.isEmpty()) {
            getLog().warn("studylog: no Session Sync drafts: the session-sync template of " + instructions
                    + " is missing or broken (see the findings below)");
            return;
        }
        List<SyncDraft> drafts;
        try {
            drafts = new SessionSync(basedir.toPath(), sessions)
                    .drafts(template.get(), records.get().records(), session(), Map.of());
        } catch (UnknownSessionException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("studylog could not read the git history of " + basedir + ": "
                    + e.getMessage(), e);
        }
        DraftFiles.Written written;
        try {
            written = new DraftFiles().write(drafts, new OutputFiles(outputDirectory.toPath()));
        } catch (IOException | RuntimeException e) {
            throw new MojoExecutionException("studylog could not write the Session Sync drafts to "
                    + outputDirectory + ": " + e.getMessage(), e);
        }
        for (Path file : written.drafts()) {
            getLog().info("studylog: wrote " + file);
        }
        if (drafts.isEmpty()) {
            getLog().info("studylog: no session needs a Session Sync draft");
        }
        projectHelper.attachArtifact(project, ARTIFACT_TYPE, CLASSIFIER, written.archive().toFile());
        getLog().info("studylog: attached " + written.archive() + " (classifier " + CLASSIFIER + ")");
    }
}
