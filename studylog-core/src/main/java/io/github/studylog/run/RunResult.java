package io.github.studylog.run;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.message.Messages;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a run ended with: the verdict's counts, the artifact to attach to the build (drafting goals), the outputs
 * that could not be written, and the pass's outcome (empty when an unchanged rerun was replayed).
 *
 * @param errors         errors found
 * @param warnings       warnings found
 * @param failOnWarning  whether warnings fail the verdict
 * @param report         where {@code report.json} is, for the verdict's message
 * @param artifact       the archive to attach to the build, if the run wrote one
 * @param outputFailures one sentence per output that could not be written (already logged as errors)
 * @param outcome        the pass's models, for callers that do more with them; empty on a replay
 * @param failOnError    whether findings fail the verdict at all ({@code studylog.failOnError})
 */
public record RunResult(
        long errors,
        long warnings,
        boolean failOnWarning,
        Path report,
        Optional<Path> artifact,
        List<String> outputFailures,
        Optional<CheckOutcome> outcome,
        boolean failOnError) {

    public RunResult {
        outputFailures = List.copyOf(outputFailures);
    }

    /** Whether the result was replayed from the last run instead of checked. */
    public boolean replayed() {
        return outcome.isEmpty();
    }

    /**
     * The message that fails the build, when errors (or warnings, with {@code failOnWarning}) were found; never with
     * {@code failOnError=false}.
     */
    public Optional<String> failure(Path root, Messages messages) {
        if (!failOnError) {
            return Optional.empty();
        }
        return wouldFail(messages).map(what -> messages.text("run.failure", what, root, report));
    }

    /**
     * What would fail the verdict, {@code failOnError} aside: the errors counted, else the warnings with
     * {@code failOnWarning}; empty when nothing would.
     */
    Optional<String> wouldFail(Messages messages) {
        if (errors == 0 && !(failOnWarning && warnings > 0)) {
            return Optional.empty();
        }
        return Optional.of(
                errors > 0
                        ? messages.counted("console.errors", errors)
                        : messages.counted("run.failure.warnings", warnings));
    }

    /** The message when outputs of the run could not be written (each already logged). */
    public Optional<String> lost() {
        return outputFailures.isEmpty()
                ? Optional.empty()
                : Optional.of(
                        "studylog could not write " + outputFailures.size() + " of its outputs; see the lines above");
    }

    /** The message that fails the build, in English. */
    public Optional<String> failure(Path root) {
        return failure(root, Messages.english());
    }
}
