package io.github.studylog.records;

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
            if (issue == null || !isIssueNumber(issue.value())) {
                continue;
            }
            String first = owner.putIfAbsent(issue.value(), session.id());
            if (first != null) {
                sink.add(Finding.of(RecordRules.SESSION_ISSUE_DUPLICATE, session.path(), issue.line(),
                        issue.column(), "session-issue-duplicate.claimed", issue.value(), first));
            }
        }
    }

    /** {@code [1-9][0-9]*}, read by hand ({@code String.matches} compiles its pattern on every call). */
    static boolean isIssueNumber(String text) {
        if (text.isEmpty() || text.charAt(0) < '1' || text.charAt(0) > '9') {
            return false;
        }
        for (int i = 1; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
