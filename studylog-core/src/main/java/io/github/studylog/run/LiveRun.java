package io.github.studylog.run;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.Listing;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.result.CheckedFile;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The check of an editor's language server: the engine of {@code studylog:watch} (the pass through the per-file
 * results cache kept in memory from check to check, {@link ResultsCache#next}, then the inline suppressions and the
 * baseline) over the repository as the editor has it, its unsaved texts laid over the disk. It writes no report,
 * prints nothing and never writes into the content repository: only the pass's pictures go to the request's output
 * folder, which the server puts outside the repository. Not thread-safe: one check at a time.
 */
public final class LiveRun {

    /**
     * What one check found.
     *
     * @param findings the findings that count (after the inline comments and the baseline), sorted
     * @param checked  the files checked
     * @param records  the reviews and sessions the pass read, by id
     * @param cacheHits the files whose cached results were used
     */
    public record Outcome(List<Finding> findings, List<CheckedFile> checked, RecordSet records, int cacheHits) {

        public Outcome {
            findings = List.copyOf(findings);
            checked = List.copyOf(checked);
        }
    }

    private final RunRequest request;
    private final StudylogCheck check = new StudylogCheck(LookAlikeBlocks.EXPLAINER);
    private ResultsCache cache;
    /** Whether {@link #cache} was carried from a check of this run (what changed since is then worth knowing). */
    private boolean checkedBefore;

    /** @param request the run to repeat; its cache directory is read once (a missing one is an empty cache) */
    public LiveRun(RunRequest request) {
        this.request = request;
        this.cache = StudylogRun.openCache(request, () -> true);
    }

    public RunRequest request() {
        return request;
    }

    /**
     * Checks the repository with {@code overlay} (repo-relative path to text) laid over its files.
     *
     * @throws InvalidRequestException when a setting is wrong
     * @throws RunFailure              when the machine fails or on a bug
     */
    public Outcome check(Map<String, String> overlay) {
        return check(overlay, Optional.empty());
    }

    /**
     * Checks the repository with {@code overlay} laid over its files, told what changed since the last check: the
     * repo-relative paths written, created or deleted on the disk and those whose overlay text came, changed or
     * went. A file the last check looked at and that is not among them gives the results kept from that check
     * without being looked at ({@link ResultsCache#trusting}), and the diagrams part is the last check's when none
     * of its files changed; the folders are listed again, and the cross-file rules, the inline comments and the
     * baseline run over every file as always. Empty when what changed is not
     * known (the first check, a lost file event): every file's stat or bytes are compared, as {@code watch} does.
     *
     * @throws InvalidRequestException when a setting is wrong
     * @throws RunFailure              when the machine fails or on a bug
     */
    public Outcome check(Map<String, String> overlay, Optional<Set<String>> changed) {
        Path root = request.check().layout().root();
        CheckOutcome outcome;
        Optional<Set<String>> since = checkedBefore ? changed : Optional.empty();
        ResultsCache used = since.isPresent() ? cache.trusting(since.get()) : cache;
        checkedBefore = false; // until this check is through: what changes after a failed one is not known
        try (GitHistory history = GitHistory.lazy(root)) {
            outcome = check.run(request.check(), history, overlay, Optional.of(used), Listing.none(), since);
        } catch (InvalidRequestException e) {
            throw e;
        } catch (UncheckedIOException e) {
            throw new RunFailure("studylog could not read " + root + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog lsp", root, e);
        }
        try {
            Suppressions suppressions =
                    Suppressions.of(root, outcome.result(), request.baseline(), Optional.of(used), outcome.files());
            RecordSet records =
                    outcome.records().map(RecordsResult::records).orElseGet(() -> new RecordSet(Map.of(), Map.of()));
            int hits = used.hits();
            return new Outcome(
                    suppressions.findings().stream().sorted(Finding.ORDER).toList(),
                    outcome.result().checkedFiles(),
                    records,
                    hits);
        } finally {
            cache = used.next();
            checkedBefore = true;
        }
    }
}
