package io.github.studylog.report;

import io.github.studylog.finding.Suppressed;
import io.github.studylog.result.FileKind;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The counts behind the console's closing line.
 *
 * @param filesPerKind  files checked per kind (a missing kind counts 0)
 * @param errors        number of error findings
 * @param warnings      number of warning findings
 * @param elapsedMillis wall time of the run, measured by the caller
 * @param inSource      findings suppressed by a {@code studylog-disable…} comment
 * @param baselined     findings listed in the baseline
 */
public record RunSummary(
        Map<FileKind, Integer> filesPerKind,
        long errors,
        long warnings,
        long elapsedMillis,
        long inSource,
        long baselined) {

    public RunSummary {
        Map<FileKind, Integer> counts = new EnumMap<>(FileKind.class);
        for (FileKind kind : FileKind.values()) {
            counts.put(
                    kind, Objects.requireNonNull(filesPerKind, "filesPerKind").getOrDefault(kind, 0));
        }
        filesPerKind = Collections.unmodifiableMap(counts);
        if (errors < 0 || warnings < 0 || elapsedMillis < 0 || inSource < 0 || baselined < 0) {
            throw new IllegalArgumentException("negative count");
        }
    }

    /** Counts without suppressed findings. */
    public RunSummary(Map<FileKind, Integer> filesPerKind, long errors, long warnings, long elapsedMillis) {
        this(filesPerKind, errors, warnings, elapsedMillis, 0, 0);
    }

    /** The counts of a report input, with the elapsed time the caller measured. */
    public static RunSummary of(ReportInput input, long elapsedMillis) {
        return new RunSummary(
                input.filesPerKind(),
                input.errorCount(),
                input.warningCount(),
                elapsedMillis,
                input.suppressedCount(Suppressed.Kind.IN_SOURCE),
                input.suppressedCount(Suppressed.Kind.EXTERNAL));
    }

    public int filesTotal() {
        return filesPerKind.values().stream().mapToInt(Integer::intValue).sum();
    }
}
