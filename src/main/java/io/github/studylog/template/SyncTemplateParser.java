package io.github.studylog.template;

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
        String[] lines = block.text().split("\r?\n", -1);
        if (lines.length < 2 || !lines[0].startsWith("title:")) {
            sink.add(Finding.of(TemplateRules.TEMPLATE_INVALID, path, block.contentLine(), 1,
                    "template-invalid.sync-title"));
            return Optional.empty();
        }
        if (!lines[1].startsWith("labels:")) {
            sink.add(Finding.of(TemplateRules.TEMPLATE_INVALID, path, block.contentLine() + 1, 1,
                    "template-invalid.sync-labels"));
            return Optional.empty();
        }
        if (Slots.reportUnknown(path, block, SyncTemplate.SLOTS, sink) > 0) {
            return Optional.empty();
        }
        String title = lines[0].substring("title:".length()).trim();
        List<String> labels = new ArrayList<>();
        for (String label : lines[1].substring("labels:".length()).split(",")) {
            if (!label.isBlank()) {
                labels.add(label.trim());
            }
        }
        int bodyStart = lines.length > 2 && lines[2].isBlank() ? 3 : 2;
        StringBuilder body = new StringBuilder();
        for (int i = bodyStart; i < lines.length; i++) {
            body.append(lines[i]);
            if (i < lines.length - 1) {
                body.append('\n');
            }
        }
        return Optional.of(new SyncTemplate(title, labels, body.toString(), block.contentLine()));
    }
}
