package io.github.studylog.result;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The outcome of one pass: every finding and every file looked at, both in report order.
 *
 * @param findings     sorted by {@link Finding#ORDER}
 * @param checkedFiles sorted by {@link CheckedFile#ORDER}, each file once
 * @param notes        what a user should know that is not a finding (e.g. commits a shallow clone cannot verify),
 *                     one sentence each, in the order they arose
 */
public record CheckResult(List<Finding> findings, List<CheckedFile> checkedFiles, List<Message> notes) {

    public CheckResult {
        List<Finding> f = new ArrayList<>(findings);
        f.sort(Finding.ORDER);
        findings = List.copyOf(f);
        checkedFiles =
                checkedFiles.stream().distinct().sorted(CheckedFile.ORDER).toList();
        notes = List.copyOf(notes);
    }

    /** A result without notes. */
    public CheckResult(List<Finding> findings, List<CheckedFile> checkedFiles) {
        this(findings, checkedFiles, List.of());
    }

    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }
}
