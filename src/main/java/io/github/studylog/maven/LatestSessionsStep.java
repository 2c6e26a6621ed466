package io.github.studylog.maven;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.sessions.LatestSessions;
import io.github.studylog.sessions.LatestSessionsJson;
import io.github.studylog.sessions.LatestSessionsTable;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;

/**
 * What {@code latest-sessions} (and {@code check}) do after the pass: write {@code latest-sessions.json} and print
 * the table. Shared by the goals so they behave the same.
 */
final class LatestSessionsStep {

    private final File outputDirectory;
    private final Log log;

    LatestSessionsStep(File outputDirectory, Log log) {
        this.outputDirectory = outputDirectory;
        this.log = log;
    }

    /** @return the file written, empty when the pass loaded no records */
    Optional<Path> run(CheckOutcome outcome) throws MojoExecutionException {
        Optional<RecordsResult> records = outcome.records();
        if (records.isEmpty()) {
            return Optional.empty();
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
            log.info(line);
        }
        log.info("studylog: wrote " + file);
        return Optional.of(file);
    }
}
