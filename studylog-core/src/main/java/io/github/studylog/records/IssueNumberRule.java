package io.github.studylog.records;

import io.github.studylog.content.IssueNumber;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.HashMap;
import java.util.Map;

/** {@code session-issue-duplicate}: two sessions never claim the same GitHub issue number. */
public final class IssueNumberRule implements CrossReferenceRule {

    @Override
    public void check(RecordSet records, FindingSink sink) {
        Map<String, String> owner = new HashMap<>();
        for (SessionRecord session : records.sessions().values()) {
            Located<String> issue = session.issue().orElse(null);
            if (issue == null || !IssueNumber.hasForm(issue.value())) {
                continue;
            }
            String first = owner.putIfAbsent(issue.value(), session.id());
            if (first != null) {
                sink.add(Finding.of(
                        RecordRules.SESSION_ISSUE_DUPLICATE,
                        session.path(),
                        issue.line(),
                        issue.column(),
                        "session-issue-duplicate.claimed",
                        issue.value(),
                        first));
            }
        }
    }
}
