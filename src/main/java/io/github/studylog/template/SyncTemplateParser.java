package io.github.studylog.template;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the session-sync template: {@code title: …} and {@code labels: …} lines, then the body.
 * Reports {@code template-invalid} for a missing title/labels line and {@code template-unknown-slot}.
 */
public final class SyncTemplateParser {

    public Optional<SyncTemplate> parse(String path, TemplateBlock block, FindingSink sink) {
        // lines end where the findings' lines end (LF, CRLF, a lone CR), as in the drafts apply-sync reads
        List<String> lines = LineIndex.lines(block.text());
        if (lines.size() < 2 || !lines.get(0).startsWith("title:")) {
            sink.add(Finding.of(TemplateRules.TEMPLATE_INVALID, path, block.contentLine(), 1,
                    "template-invalid.sync-title"));
            return Optional.empty();
        }
        if (!lines.get(1).startsWith("labels:")) {
            sink.add(Finding.of(TemplateRules.TEMPLATE_INVALID, path, block.contentLine() + 1, 1,
                    "template-invalid.sync-labels"));
            return Optional.empty();
        }
        if (Slots.reportUnknown(path, block, SyncTemplate.SLOTS, sink) > 0) {
            return Optional.empty();
        }
        String title = lines.get(0).substring("title:".length()).trim();
        List<String> labels = new ArrayList<>();
        for (String label : lines.get(1).substring("labels:".length()).split(",")) {
            if (!label.isBlank()) {
                labels.add(label.trim());
            }
        }
        int bodyStart = lines.size() > 2 && lines.get(2).isBlank() ? 3 : 2;
        StringBuilder body = new StringBuilder();
        for (int i = bodyStart; i < lines.size(); i++) {
            body.append(lines.get(i));
            if (i < lines.size() - 1) {
                body.append('\n');
            }
        }
        return Optional.of(new SyncTemplate(title, labels, body.toString(), block.contentLine()));
    }
}
