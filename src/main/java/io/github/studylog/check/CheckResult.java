package io.github.studylog.check;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The outcome of one pass: every finding in report order and every file looked at.
 *
 * @param findings     sorted by path, line, column, rule
 * @param checkedFiles sorted by path
 */
public record CheckResult(List<Finding> findings, List<CheckedFile> checkedFiles) {

    public CheckResult {
        findings = List.copyOf(findings);
        checkedFiles = List.copyOf(checkedFiles);
    }

    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }

    /** Files checked per kind, kinds in alphabetical order. */
    public Map<String, Integer> filesPerKind() {
        Map<String, Integer> counts = new TreeMap<>();
        checkedFiles.forEach(f -> counts.merge(f.kind(), 1, Integer::sum));
        return new LinkedHashMap<>(counts);
    }
}
