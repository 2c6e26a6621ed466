package io.github.studylog.run;

import io.github.studylog.apply.ApplyReport;
import io.github.studylog.apply.ApplyResult;
import io.github.studylog.apply.ApplySync;
import io.github.studylog.apply.FileChange;
import io.github.studylog.apply.IssueInput;
import io.github.studylog.apply.IssueInputReader;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The way back, apart from Maven: reads a {@code [Session Sync]} issue, applies it (or refuses it),
 * writes {@code apply-sync/comment.md} and {@code result.json}, and logs what happened.
 */
public final class ApplySyncRun {

    /**
     * @param layout        the content repository
     * @param issue         the issue file (absolute)
     * @param trusted       the {@code author_association} values whose event payloads may be applied
     * @param dryRun        show the diffs, write nothing
     * @param overwrite     replace an existing session file that holds different data
     * @param failOnWarning warnings refuse the issue too
     * @param version       the plugin version
     * @param console       the console style in effect
     * @param language      the language of the console lines, the comment and the refusal
     * @param links         how the docs' links resolve (the configuration's)
     */
    public record Request(
            ContentLayout layout,
            Path issue,
            Set<String> trusted,
            boolean dryRun,
            boolean overwrite,
            boolean failOnWarning,
            String version,
            ConsoleFormat console,
            Language language,
            LinkSettings links) {

        public Request {
            trusted = Set.copyOf(trusted);
            Objects.requireNonNull(language, "language");
            Objects.requireNonNull(links, "links");
        }

        /**
         * The run of the one configuration: {@code trustedAssociations}, {@code dryRun}, {@code overwrite},
         * {@code failOnWarning}, the layout, the language and the links.
         */
        public static Request of(StudylogConfig config, Path issue, String version, ConsoleFormat console) {
            Set<String> trusted = new TreeSet<>();
            config.list(Setting.TRUSTED_ASSOCIATIONS).forEach(a -> trusted.add(a.toUpperCase(Locale.ROOT)));
            return new Request(
                    config.layout(),
                    issue,
                    trusted,
                    config.flag(Setting.DRY_RUN),
                    config.flag(Setting.OVERWRITE),
                    config.flag(Setting.FAIL_ON_WARNING),
                    version,
                    console,
                    config.language(),
                    config.links());
        }

        /** A run on a site of which nothing but the defaults is known. */
        public Request(
                ContentLayout layout,
                Path issue,
                Set<String> trusted,
                boolean dryRun,
                boolean overwrite,
                boolean failOnWarning,
                String version,
                ConsoleFormat console,
                Language language) {
            this(
                    layout,
                    issue,
                    trusted,
                    dryRun,
                    overwrite,
                    failOnWarning,
                    version,
                    console,
                    language,
                    LinkSettings.defaults());
        }

        /** An English run. */
        public Request(
                ContentLayout layout,
                Path issue,
                Set<String> trusted,
                boolean dryRun,
                boolean overwrite,
                boolean failOnWarning,
                String version,
                ConsoleFormat console) {
            this(layout, issue, trusted, dryRun, overwrite, failOnWarning, version, console, Language.EN);
        }
    }

    /**
     * @return the message that fails the build when the issue was refused
     * @throws InvalidRequestException the issue file cannot be used
     * @throws RunFailure              the repository or the output cannot be written, or a bug
     */
    public Optional<String> run(Request request, RunLog log) {
        ContentLayout layout = request.layout();
        Messages messages = Messages.of(request.language());
        ApplyResult result;
        try (GitHistory history = GitHistory.lazy(layout.root())) {
            IssueInput input = new IssueInputReader().read(request.issue());
            log.info(messages.text(
                    "apply-sync.applying",
                    messages.text(input.form().messageKey()),
                    input.bodyName(),
                    input.title().strip()));
            result = new ApplySync()
                    .run(
                            new ApplySync.Request(
                                    layout,
                                    input,
                                    request.trusted(),
                                    request.dryRun(),
                                    request.overwrite(),
                                    request.failOnWarning(),
                                    request.version(),
                                    request.language(),
                                    request.links()),
                            history);
        } catch (InvalidRequestException e) {
            throw e;
        } catch (UncheckedIOException e) {
            throw new RunFailure(
                    "studylog:apply-sync " + e.getMessage() + ". Check that the content repository is writable.", e);
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog:apply-sync", layout.root(), e);
        }
        Path comment;
        try {
            comment = new ApplyReport(messages).write(result, request.version(), new OutputFiles(layout.outputDir()));
        } catch (IOException | RuntimeException e) {
            throw new RunFailure(
                    "studylog could not write its apply-sync report to " + layout.outputDir() + ": " + e.getMessage()
                            + ". Check that the directory is writable.",
                    e);
        }
        print(result, request.console(), messages, log);
        log.info(messages.text(
                "apply-sync.wrote",
                comment,
                comment.resolveSibling("result.json").getFileName()));
        if (result.status() != ApplyResult.Status.REFUSED) {
            return Optional.empty();
        }
        long errors = result.findings().stream().filter(Finding::isError).count();
        String what = errors > 0
                ? messages.counted("console.errors", errors)
                : messages.counted("run.failure.warnings", result.findings().size());
        return Optional.of(messages.text("apply-sync.refusal", what, comment));
    }

    private static void print(ApplyResult result, ConsoleFormat console, Messages messages, RunLog log) {
        result.findings().forEach(f -> log.finding("", f, console, messages));
        for (FileChange change : result.changes()) {
            change.diff().lines().forEach(log::info);
        }
        result.notes().forEach(note -> log.info(messages.text("console.note", messages.text(note))));
        result.statusHints().forEach(hint -> log.info(messages.text("apply-sync.hint", messages.text(hint))));
        String id = result.sessionId().orElse(messages.text("apply-sync.no-session-id"));
        String changes = String.join(
                messages.text("apply-sync.comma"),
                result.changes().stream()
                        .map(c -> messages.text("apply-sync.change", c.path(), ApplyReport.kind(c, messages)))
                        .toList());
        switch (result.status()) {
            case APPLIED ->
                log.info(messages.text(result.dryRun() ? "apply-sync.would-apply" : "apply-sync.applied", id, changes));
            case ALREADY_APPLIED -> log.info(messages.text("apply-sync.already-applied", id));
            case REFUSED -> log.error(messages.text("apply-sync.refused", id));
            default -> throw new IllegalStateException(result.status().name());
        }
    }
}
