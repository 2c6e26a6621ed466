package io.github.studylog.check;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import java.util.ArrayList;
import java.util.List;

/**
 * The outcome of one pass: every finding and every file looked at, both in report order.
 *
 * @param findings     sorted by {@link Finding#ORDER}
 * @param checkedFiles sorted by {@link CheckedFile#ORDER}, each file once
 */
public record CheckResult(List<Finding> findings, List<CheckedFile> checkedFiles) {

    public CheckResult {
        List<Finding> f = new ArrayList<>(findings);
        f.sort(Finding.ORDER);
        findings = List.copyOf(f);
        checkedFiles = checkedFiles.stream().distinct().sorted(CheckedFile.ORDER).toList();
    }

    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }
}
