package io.github.studylog.render;

import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * What the diagrams check saw.
 *
 * @param statuses  one per diagram JSON and hand-drawn SVG, in path order: which steps passed
 * @param jsonFiles repo-relative paths of the diagram sources found
 * @param svgFiles  repo-relative paths of the hand-drawn SVGs found
 * @param fontNote  non-null when Japanese text had to be drawn without a suitable font on this machine
 */
public record DiagramsResult(
        List<DiagramStatus> statuses,
        List<String> jsonFiles,
        List<String> svgFiles,
        @Nullable Message fontNote) {

    public DiagramsResult {
        statuses = List.copyOf(statuses);
        jsonFiles = List.copyOf(jsonFiles);
        svgFiles = List.copyOf(svgFiles);
    }

    /** The build's verdict per source path, as drafts show it: {@code rasterized ✓} or {@code stopped at valid ✗}. */
    public Map<String, String> verdicts(Messages messages) {
        Map<String, String> verdicts = new TreeMap<>();
        for (DiagramStatus status : statuses) {
            DiagramStatus.Step failed = status.firstFailure();
            verdicts.put(
                    status.path(),
                    failed == null
                            ? messages.text("diagrams.verdict.ok")
                            : messages.text("diagrams.verdict.stopped", messages.text(failed.messageKey())));
        }
        return verdicts;
    }
}
