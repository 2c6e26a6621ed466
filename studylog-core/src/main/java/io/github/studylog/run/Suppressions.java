package io.github.studylog.run;

import io.github.studylog.baseline.Baseline;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.message.Message;
import io.github.studylog.result.CheckResult;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.suppress.InlineSuppressions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one place findings are suppressed: after the pass, before any report. First the inline comments of each
 * file ({@link InlineSuppressions}), then the baseline over what they left ({@link Baseline}).
 *
 * @param findings   the findings that count
 * @param suppressed the findings suppressed, with how
 * @param fixed      baseline entries that matched nothing
 * @param baseline   the baseline file used, if one was read
 */
record Suppressions(List<Finding> findings, List<Suppressed> suppressed, int fixed, Optional<Path> baseline) {

    Suppressions {
        findings = List.copyOf(findings);
        suppressed = List.copyOf(suppressed);
    }

    /**
     * Applies the comments of the repo at {@code root} and, when {@code baselineFile} exists, the baseline; the
     * comments are read through the run's per-file results cache when it has one, and through the files as the pass
     * saw them ({@code CheckOutcome.files}) when there are: the stats it listed them with, and not reading again the
     * files it read without a directive in them.
     */
    static Suppressions of(
            Path root,
            CheckResult result,
            Optional<Path> baselineFile,
            Optional<ResultsCache> cache,
            Optional<ContentFiles> seen) {
        ContentFiles files = seen.orElseGet(() -> new ContentFiles(new RepoPaths(root)));
        InlineSuppressions.Result inline = new InlineSuppressions(files, knownRules(), cache, files.unmarked())
                .apply(result.findings(), result.checkedFiles());
        Optional<Baseline> baseline = baselineFile.flatMap(Baseline::read);
        if (baseline.isEmpty()) {
            return new Suppressions(inline.findings(), inline.suppressed(), 0, Optional.empty());
        }
        Baseline.Match match = baseline.get()
                .match(
                        inline.findings(),
                        result.checkedFiles().stream().map(CheckedFile::path).collect(Collectors.toSet()));
        List<Suppressed> suppressed = new ArrayList<>(inline.suppressed());
        suppressed.addAll(match.suppressed());
        return new Suppressions(match.findings(), suppressed, match.fixed(), baselineFile);
    }

    /** The inline comments alone (of the files as {@code files} reads them): what {@code baseline} accepts. */
    static InlineSuppressions.Result inline(ContentFiles files, CheckResult result) {
        return new InlineSuppressions(files, knownRules()).apply(result.findings(), result.checkedFiles());
    }

    private static Set<String> knownRules() {
        return RuleCatalog.all().stream().map(Rule::id).collect(Collectors.toSet());
    }

    /** The note on baseline entries to prune, if any. */
    Optional<Message> pruneNote() {
        if (fixed == 0) {
            return Optional.empty();
        }
        return Optional.of(Message.of(Message.counted("run.baseline-prune", fixed), fixed));
    }
}
