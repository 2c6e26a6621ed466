package io.github.studylog.diagram;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Collects the findings of one check on one diagram, each located at the JSON node it is about. Stops accepting
 * findings after {@link #LIMIT}, so a pathological file (thousands of overlapping messages) stays cheap.
 * Not thread-safe: one instance per diagram and check.
 */
final class DiagramFindings {

    static final int LIMIT = 200;

    private final String path;
    private final SourcePositions positions;
    private final List<Finding> findings = new ArrayList<>();

    DiagramFindings(String path, SourcePositions positions) {
        this.path = path;
        this.positions = positions;
    }

    void add(Rule rule, JsonNode node, Message message) {
        add(rule, rule.defaultSeverity(), node, message);
    }

    /** A finding of {@code rule} with another severity than its default (a composition gate as a warning). */
    void add(Rule rule, Severity severity, JsonNode node, Message message) {
        if (findings.size() < LIMIT) {
            LineIndex.Position at = positions.of(node);
            findings.add(new Finding(rule, severity, path, at.line(), at.column(), message));
        }
    }

    LineIndex.Position position(JsonNode node) {
        return positions.of(node);
    }

    boolean full() {
        return findings.size() >= LIMIT;
    }

    boolean isEmpty() {
        return findings.isEmpty();
    }

    /** True when no finding is an error (warnings do not stop the next stage). */
    boolean noErrors() {
        return findings.stream().noneMatch(Finding::isError);
    }

    List<Finding> findings() {
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(Finding.ORDER);
        return List.copyOf(sorted);
    }
}
