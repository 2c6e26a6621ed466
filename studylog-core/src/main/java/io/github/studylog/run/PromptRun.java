package io.github.studylog.run;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.due.DueReport;
import io.github.studylog.due.DueSettings;
import io.github.studylog.due.ReviewDue;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.prompt.SessionPrompt;
import io.github.studylog.prompt.SessionPrompts;
import io.github.studylog.report.ConsoleFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The way in, apart from Maven: runs the records pass, builds the session-start prompt of each review
 * asked for ({@link SessionPrompts}), writes {@code prompts/<review-id>.md} under the output folder and prints each
 * prompt, ready to copy.
 */
public final class PromptRun {

    /**
     * @param layout  the content repository
     * @param links   how the docs' links resolve
     * @param review  only this review; all when empty
     * @param kind    the session kind; {@code learn} when empty
     * @param repoUrl the repository's GitHub URL; the {@code origin} remote when empty
     * @param version the plugin version
     * @param console the console style in effect
     * @param language the language of the findings and lines it prints (the prompt is the template's)
     * @param due     the day the reviews' revisits are judged on: {@code review} {@value #NEXT} takes the most
     *                overdue review on it
     */
    public record Request(
            ContentLayout layout,
            LinkSettings links,
            Optional<String> review,
            Optional<String> kind,
            Optional<String> repoUrl,
            String version,
            ConsoleFormat console,
            Language language,
            DueSettings due) {

        /** The {@code studylog.review} that names the most overdue review. */
        public static final String NEXT = "next";

        /** The prompt run of the one configuration ({@code review}, {@code kind}, {@code repoUrl} and the rest). */
        public static Request of(StudylogConfig config, String version, ConsoleFormat console) {
            return new Request(
                    config.layout(),
                    config.links(),
                    config.given(Setting.REVIEW),
                    config.given(Setting.KIND),
                    config.given(Setting.REPO_URL),
                    version,
                    console,
                    config.language(),
                    config.due());
        }

        public Request {
            Objects.requireNonNull(language, "language");
            Objects.requireNonNull(due, "due");
        }

        /** A run judging revisits on the build's local date. */
        public Request(
                ContentLayout layout,
                LinkSettings links,
                Optional<String> review,
                Optional<String> kind,
                Optional<String> repoUrl,
                String version,
                ConsoleFormat console,
                Language language) {
            this(layout, links, review, kind, repoUrl, version, console, language, DueSettings.now());
        }

        /** An English run. */
        public Request(
                ContentLayout layout,
                LinkSettings links,
                Optional<String> review,
                Optional<String> kind,
                Optional<String> repoUrl,
                String version,
                ConsoleFormat console) {
            this(layout, links, review, kind, repoUrl, version, console, Language.EN);
        }
    }

    /**
     * @return the prompt files written, in review id order
     * @throws InvalidRequestException the review, kind or URL is unknown, or the layout cannot be used
     * @throws RunRefusal              the prompt template is broken or names missing files
     * @throws RunFailure              the repository or the output cannot be used, or a bug
     */
    public List<Path> run(Request request, RunLog log) {
        ContentLayout layout = request.layout();
        Messages messages = Messages.of(request.language());
        Prompts built = prompts(request);
        if (built.refusal().isPresent()) {
            built.findings().forEach(f -> log.error(request.console().line(f, messages)));
            throw new RunRefusal(messages.text(built.refusal().get()), null);
        }
        if (built.recordErrors() > 0) {
            log.warn(messages.counted("prompt.record-errors", built.recordErrors()));
        }
        OutputFiles out = new OutputFiles(layout.outputDir());
        List<Path> written = new ArrayList<>();
        for (SessionPrompt prompt : built.prompts()) {
            Path file;
            try {
                file = out.write(prompt.outputPath(), prompt.text());
            } catch (IOException | RuntimeException e) {
                throw new RunFailure(
                        "studylog could not write the prompt " + prompt.outputPath() + " to " + layout.outputDir()
                                + ": " + e.getMessage() + ". Check that the directory is writable.",
                        e);
            }
            log.info(messages.text(
                    "prompt.written", prompt.reviewId(), prompt.files().size(), file));
            log.print(prompt.text());
            written.add(file);
        }
        return List.copyOf(written);
    }

    /**
     * The prompts of a run, or why none can be written, computed and not written: what {@link #run} writes, and what
     * the MCP server returns.
     *
     * @param prompts      one per review asked for, in review id order; empty when refused
     * @param findings     why they were refused: the template's problems and CHATGPT.md's errors
     * @param refusal      the sentence that refuses them
     * @param recordErrors the errors the records pass found (the prompts are written anyway)
     */
    public record Prompts(
            List<SessionPrompt> prompts, List<Finding> findings, Optional<Message> refusal, long recordErrors) {

        public Prompts {
            prompts = List.copyOf(prompts);
            findings = List.copyOf(findings);
        }
    }

    /**
     * @throws InvalidRequestException the review, kind or URL is unknown, or the layout cannot be used
     * @throws RunFailure              the repository cannot be read, or a bug
     */
    public Prompts prompts(Request request) {
        ContentLayout layout = request.layout();
        Messages messages = Messages.of(request.language());
        CheckOutcome outcome;
        SessionPrompts.Result result;
        try (GitHistory history = GitHistory.lazy(layout.root())) {
            outcome = new StudylogCheck(LookAlikeBlocks.EXPLAINER)
                    .run(
                            new CheckRequest(
                                            layout,
                                            EnumSet.of(Part.RECORDS),
                                            Optional.empty(),
                                            Optional.empty(),
                                            request.version(),
                                            request.links())
                                    .in(request.language())
                                    .with(request.due()),
                            history);
            result = new SessionPrompts(layout, request.links(), history)
                    .build(
                            outcome.templates(),
                            outcome.records().orElseThrow().records(),
                            review(request, outcome, messages),
                            request.kind(),
                            request.repoUrl());
        } catch (InvalidRequestException e) {
            throw e;
        } catch (IOException | UncheckedIOException e) {
            throw new RunFailure(
                    "studylog:prompt could not read " + layout.root() + ": " + e.getMessage()
                            + ". Check that the files and the git repository are readable.",
                    e);
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog:prompt", layout.root(), e);
        }
        if (result.refusal().isPresent()) {
            List<Finding> shown = new ArrayList<>(result.findings());
            outcome.result().findings().stream()
                    .filter(f -> f.path().equals(layout.instructions()))
                    .filter(Finding::isError)
                    .forEach(shown::add);
            return new Prompts(
                    List.of(),
                    shown,
                    Optional.of(
                            Message.around("prompt.wrote-none", result.refusal().get())),
                    0);
        }
        long errors =
                outcome.result().findings().stream().filter(Finding::isError).count();
        return new Prompts(result.prompts(), List.of(), Optional.empty(), errors);
    }

    /** The review asked for: {@value Request#NEXT} is the most overdue on the request's day. */
    private static Optional<String> review(Request request, CheckOutcome outcome, Messages messages) {
        if (!request.review().filter(Request.NEXT::equals).isPresent()) {
            return request.review();
        }
        return Optional.of(outcome.due()
                .flatMap(DueReport::next)
                .map(ReviewDue::review)
                .orElseThrow(() -> new InvalidRequestException(messages.text("prompt.no-next-review"))));
    }
}
