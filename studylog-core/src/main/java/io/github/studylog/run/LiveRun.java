package io.github.studylog.run;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.Listing;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.incremental.UpToDate;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.report.ReportInput;
import io.github.studylog.result.CheckedFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The one live engine: a repository checked again and again in one JVM, the pass through the per-file results cache
 * kept in memory from check to check ({@link ResultsCache#next}), then the inline suppressions and the baseline.
 * {@code studylog:watch} ({@link WatchLoop}) uses it over the disk and writes the reports and console lines of every
 * check ({@link #recheck}); an editor's language server over the repository as the editor has it, its unsaved texts
 * laid over the disk ({@link #check(Map, Optional)}): that check writes no report, prints nothing and never writes
 * into the content repository, only the pass's pictures go to the request's output folder, which the server puts
 * outside the repository. Not thread-safe: one check at a time.
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

    /** What a check does with its pass, while the run's git history is open (the drafts read it). */
    private interface AfterPass<T> {
        T apply(CheckOutcome outcome, GitHistory history, Optional<ResultsCache> used);
    }

    private final RunRequest request;
    private final StudylogCheck check = new StudylogCheck(LookAlikeBlocks.EXPLAINER);
    /** The results kept from the last check; none when the watch runs with {@code incremental=false}. */
    private Optional<ResultsCache> cache;
    /** Whether {@link #cache} was carried from a check of this run (what changed since is then worth knowing). */
    private boolean checkedBefore;

    /** @param request the run to repeat; its cache directory is read once (a missing one is an empty cache) */
    public LiveRun(RunRequest request) {
        this(request, Optional.of(StudylogRun.openCache(request, () -> true)));
    }

    /** @param cache the results cache to start from, kept in memory from check to check; none: every file afresh */
    LiveRun(RunRequest request, Optional<ResultsCache> cache) {
        this.request = request;
        this.cache = cache;
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
        return pass(overlay, changed, (outcome, history, used) -> {
            Suppressions suppressions =
                    Suppressions.of(root, outcome.result(), request.baseline(), used, outcome.files());
            RecordSet records =
                    outcome.records().map(RecordsResult::records).orElseGet(() -> new RecordSet(Map.of(), Map.of()));
            return new Outcome(
                    suppressions.findings().stream().sorted(Finding.ORDER).toList(),
                    outcome.result().checkedFiles(),
                    records,
                    used.map(ResultsCache::hits).orElse(0));
        });
    }

    /**
     * A check of the disk as a run makes it, for the watch loop: the reports, the steps after the pass and the
     * console lines as {@link StudylogRun#run} writes them, never an up-to-date replay; {@code passed} hears what
     * the run counts before any report is written, so what changed is on screen first.
     *
     * @throws InvalidRequestException when a setting is wrong
     * @throws RunFailure              when the machine fails or on a bug
     */
    RunResult recheck(RunLog log, Consumer<ReportInput> passed) {
        long start = System.nanoTime();
        // the reports are rewritten: what an earlier run left on disk is no longer that run's to replay
        new UpToDate(
                        request.cacheDirectory(),
                        request.check().layout().root(),
                        request.check().layout().outputDir())
                .forget();
        return pass(
                Map.of(),
                Optional.empty(),
                (outcome, history, used) -> StudylogRun.report(request, history, log, start, used, outcome, passed));
    }

    /** Writes the results kept in memory to the cache directory (the watch loop, when it ends). */
    void save() throws IOException {
        if (cache.isPresent()) {
            cache.get().save();
        }
    }

    /** The pass through the kept results, then {@code after}; the results it leaves are kept for the next check. */
    private <T> T pass(Map<String, String> overlay, Optional<Set<String>> changed, AfterPass<T> after) {
        Path root = request.check().layout().root();
        Optional<Set<String>> since = checkedBefore ? changed : Optional.empty();
        Optional<ResultsCache> used = since.isPresent() ? cache.map(c -> c.trusting(since.get())) : cache;
        checkedBefore = false; // until this check is through: what changes after a failed one is not known
        try (GitHistory history = GitHistory.lazy(root)) {
            CheckOutcome outcome;
            try {
                outcome = check.run(request.check(), history, overlay, used, Listing.none(), since);
            } catch (InvalidRequestException e) {
                throw e;
            } catch (UncheckedIOException e) {
                throw RunFailure.unreadable(root, e);
            } catch (RuntimeException e) {
                throw RunFailure.bug("studylog " + request.goal(), root, e);
            }
            return after.apply(outcome, history, used);
        } finally {
            cache = used.map(ResultsCache::next);
            checkedBefore = cache.isPresent();
        }
    }
}
