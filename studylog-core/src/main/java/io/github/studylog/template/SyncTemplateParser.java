package io.github.studylog.template;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
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
        int wrong = DraftHead.wrongLine(lines);
        if (wrong != 0) {
            sink.add(Finding.of(
                    TemplateRules.TEMPLATE_INVALID,
                    path,
                    block.contentLine() + wrong - 1,
                    1,
                    wrong == 1 ? "template-invalid.sync-title" : "template-invalid.sync-labels"));
            return Optional.empty();
        }
        if (Slots.reportUnknown(path, block, SyncTemplate.SLOTS, sink) > 0) {
            return Optional.empty();
        }
        DraftHead head = DraftHead.of(lines);
        return Optional.of(new SyncTemplate(head.title(), head.labels(), head.body(), block.contentLine()));
    }
}
