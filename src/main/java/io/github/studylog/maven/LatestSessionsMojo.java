package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.sessions.LatestSessions;
import io.github.studylog.sessions.LatestSessionsJson;
import io.github.studylog.sessions.LatestSessionsTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * The newest session of every review (newest = latest {@code date}, then highest {@code NN}): printed as a table
 * and written to {@code target/studylog/latest-sessions.json}. Records are checked too; their errors fail the build.
 */
@Mojo(name = "latest-sessions", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class LatestSessionsMojo extends AbstractStudylogMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.LATEST_SESSIONS);
    }

    @Override
    protected void afterCheck(CheckOutcome outcome) throws MojoExecutionException {
        Optional<RecordsResult> records = outcome.records();
        if (records.isEmpty()) {
            return;
        }
        LatestSessions latest = LatestSessions.of(records.get().records());
        Path file;
        try {
            file = new LatestSessionsJson().write(latest, new OutputFiles(outputDirectory.toPath()));
        } catch (IOException | RuntimeException e) {
            throw new MojoExecutionException("studylog could not write " + LatestSessionsJson.FILE + " to "
                    + outputDirectory + ": " + e.getMessage(), e);
        }
        for (String line : new LatestSessionsTable().lines(latest)) {
            getLog().info(line);
        }
        getLog().info("studylog: wrote " + file);
    }
}
