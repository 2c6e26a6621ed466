package io.github.studylog.report;

import io.github.studylog.message.Messages;
import io.github.studylog.render.DiagramStatus;
import io.github.studylog.render.DiagramsResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The per-diagram status — {@code parsed}, {@code valid}, {@code rendered}, {@code rasterized}, the first failing
 * step and why — as a {@code diagrams} section of {@code report.json} and as console lines.
 */
public final class DiagramStatusReport {

    private final Messages messages;

    /** The report in the catalogue's language. */
    public DiagramStatusReport(Messages messages) {
        this.messages = messages;
    }

    public ArrayNode json(DiagramsResult result) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        for (DiagramStatus status : result.statuses()) {
            ObjectNode item = array.addObject();
            item.put("path", status.path());
            item.put("kind", status.kind().name().toLowerCase(java.util.Locale.ROOT));
            for (DiagramStatus.Step step : status.steps()) {
                item.put(step.name(), step.ok());
            }
            DiagramStatus.Step failed = status.firstFailure();
            if (failed != null) {
                item.put("failedStep", failed.name());
                item.put(
                        "why",
                        status.findings().isEmpty()
                                ? ""
                                : status.findings().get(0).text(messages));
            }
            if (status.pngRelativePath() != null) {
                item.put("png", "diagrams/" + status.pngRelativePath());
            }
            item.put("fontFallback", status.fontFallback());
        }
        return array;
    }

    /**
     * One line per diagram, e.g. {@code diagrams/web/a.json: parsed ✓ valid ✗ rendered – rasterized –}: ✓ passed,
     * ✗ the step that failed, – not attempted after it.
     */
    public List<String> lines(DiagramsResult result) {
        List<String> lines = new ArrayList<>();
        for (DiagramStatus status : result.statuses()) {
            StringBuilder line = new StringBuilder(status.path()).append(':');
            DiagramStatus.Step failed = status.firstFailure();
            boolean after = false;
            for (DiagramStatus.Step step : status.steps()) {
                line.append(' ')
                        .append(messages.text(step.messageKey()))
                        .append(after ? " –" : step.ok() ? " ✓" : " ✗");
                after |= !step.ok(); // the first failed step is firstFailure(): the steps after it were not attempted
            }
            if (failed != null && !status.findings().isEmpty()) {
                line.append(messages.text(
                        "diagrams.stopped-at",
                        messages.text(failed.messageKey()),
                        status.findings().get(0).text(messages)));
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /**
     * The diagrams part's one console line: how many were checked, and how many stopped at a step; empty when the
     * repository has no diagram.
     */
    public Optional<String> summary(DiagramsResult result) {
        int checked = result.statuses().size();
        if (checked == 0) {
            return Optional.empty();
        }
        long stopped =
                result.statuses().stream().filter(s -> s.firstFailure() != null).count();
        return Optional.of(
                stopped == 0
                        ? messages.text("diagrams.summary.clean", checked)
                        : messages.text("diagrams.summary.stopped", checked, checked - stopped, stopped));
    }
}
