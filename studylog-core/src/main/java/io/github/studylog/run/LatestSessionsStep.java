package io.github.studylog.run;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.sessions.LatestSessions;
import io.github.studylog.sessions.LatestSessionsJson;
import io.github.studylog.sessions.LatestSessionsTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What {@code latest-sessions} (and {@code check}) do after the pass: write {@code latest-sessions.json} and print
 * the table (as detail: the file holds it). Shared by the goals so they behave the same.
 */
final class LatestSessionsStep {

    private final Path outputDirectory;
    private final Consumer<String> log;
    private final Messages messages;

    /** @param log where the table and the file written go: detail lines (debug, or info with {@code verbose}) */
    LatestSessionsStep(Path outputDirectory, Consumer<String> log, Messages messages) {
        this.messages = messages;
        this.outputDirectory = outputDirectory;
        this.log = log;
    }

    /** @return the file written, empty when the pass loaded no records */
    Optional<Path> run(CheckOutcome outcome) {
        Optional<RecordsResult> records = outcome.records();
        if (records.isEmpty()) {
            return Optional.empty();
        }
        LatestSessions latest = LatestSessions.of(records.get().records());
        Path file;
        try {
            file = new LatestSessionsJson().write(latest, new OutputFiles(outputDirectory));
        } catch (IOException | RuntimeException e) {
            throw new RunFailure(
                    "studylog could not write " + LatestSessionsJson.FILE + " to " + outputDirectory + ": "
                            + e.getMessage(),
                    e);
        }
        for (String line : new LatestSessionsTable(messages).lines(latest)) {
            log.accept(line);
        }
        log.accept(messages.text("run.wrote", file));
        return Optional.of(file);
    }
}
