package io.github.studylog.run;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.sync.DraftFiles;
import io.github.studylog.sync.SessionSync;
import io.github.studylog.sync.SyncDraft;
import io.github.studylog.sync.UnknownSessionException;
import io.github.studylog.template.SyncTemplate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What {@code sync-draft} (and {@code check}) do after the pass: render the Session Sync drafts, write them and
 * their zip, and log each file. Attaching the zip is the goal's business (it needs the Maven project).
 */
final class SyncDraftStep {

    private final Path contentRoot;
    private final String sessionsDir;
    private final String instructions;
    private final Path outputDirectory;
    private final RunLog log;
    private final Consumer<String> detail;
    private final Messages messages;

    /** @param detail where the files written go (a debug line, or an info line with {@code studylog.verbose}) */
    SyncDraftStep(
            Path contentRoot,
            String sessionsDir,
            String instructions,
            Path outputDirectory,
            RunLog log,
            Consumer<String> detail,
            Messages messages) {
        this.messages = messages;
        this.detail = detail;
        this.contentRoot = contentRoot;
        this.sessionsDir = sessionsDir;
        this.instructions = instructions;
        this.outputDirectory = outputDirectory;
        this.log = log;
    }

    /**
     * @param history  the run's git history
     * @param session  draft only this session
     * @param verdicts the build's own verdict per diagram path, shown beside the learner's; may be empty
     * @return the zip of the drafts, empty when no template or records made drafting possible
     * @throws RunRefusal              {@code session} names no session
     * @throws RunFailure              git or the output directory cannot be used
     */
    Optional<Path> run(
            CheckOutcome outcome, GitHistory history, Optional<String> session, Map<String, String> verdicts) {
        Optional<RecordsResult> records = outcome.records();
        Optional<SyncTemplate> template = outcome.templates().sessionSync();
        if (records.isEmpty() || records.get().sessionFiles().isEmpty()) {
            // nothing to draft from (a docs-only folder): not worth a line of its own
            detail.accept(messages.text("sync-draft.no-records"));
            return Optional.empty();
        }
        if (template.isEmpty()) {
            // point at findings only when there are some on the instructions file
            boolean explained =
                    outcome.result().findings().stream().anyMatch(f -> f.path().equals(instructions));
            log.warn(messages.text(
                    explained ? "sync-draft.no-template.broken" : "sync-draft.no-template.missing", instructions));
            return Optional.empty();
        }
        List<SyncDraft> drafts;
        try {
            drafts = new SessionSync(history, contentRoot, sessionsDir, messages)
                    .drafts(template.get(), records.get().records(), session, verdicts);
        } catch (UnknownSessionException e) {
            throw new RunRefusal(e.getMessage(), e);
        } catch (IOException e) {
            throw new RunFailure(
                    "studylog could not read the git history of " + contentRoot + ": " + e.getMessage(), e);
        }
        DraftFiles.Written written;
        try {
            written = new DraftFiles().write(drafts, new OutputFiles(outputDirectory));
        } catch (IOException | RuntimeException e) {
            throw new RunFailure(
                    "studylog could not write the Session Sync drafts to " + outputDirectory + ": " + e.getMessage(),
                    e);
        }
        for (Path file : written.drafts()) {
            detail.accept(messages.text("run.wrote", file));
        }
        if (drafts.isEmpty()) {
            log.info(messages.text("sync-draft.none-needed"));
        } else {
            log.info(messages.text(
                    Message.counted("sync-draft.written", drafts.size()), drafts.size(), written.archive()));
        }
        return Optional.of(written.archive());
    }
}
