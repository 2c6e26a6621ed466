package io.github.studylog.finding;

import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.List;

/** Collects the findings of one run; thread-safe so parallel checks can report into it. */
public final class FindingSink {

    private final List<Finding> findings = new ArrayList<>();

    public synchronized void add(Finding finding) {
        findings.add(finding);
    }

    /** Adds a finding with the rule's default severity. */
    public void add(Rule rule, String path, int line, int column, Message message) {
        add(Finding.of(rule, path, line, column, message));
    }

    public synchronized void addAll(List<Finding> more) {
        findings.addAll(more);
    }

    /** The findings so far, in report order. */
    public synchronized List<Finding> sorted() {
        List<Finding> copy = new ArrayList<>(findings);
        copy.sort(Finding.ORDER);
        return List.copyOf(copy);
    }
}
