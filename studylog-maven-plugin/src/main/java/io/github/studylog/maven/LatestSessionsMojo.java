package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * The newest session of every review (newest = latest {@code date}, then highest {@code NN}): printed as a table
 * with its date, issue, {@code needs_revisit} and whether the review lists it, and written to
 * {@code target/studylog/latest-sessions.json} (schema: {@code schemas/latest-sessions.schema.json} in the
 * plugin's sources). Records are checked too; their errors fail the build.
 *
 * <p>Example: {@code mvn studylog:latest-sessions}, then pick what to review next.
 *
 * @since 0.1.0
 */
@Mojo(name = "latest-sessions", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true, requiresProject = false)
public class LatestSessionsMojo extends AbstractCheckingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.LATEST_SESSIONS);
    }
}
