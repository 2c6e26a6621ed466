package io.github.studylog.check;

import io.github.studylog.diagram.DiagramsResult;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.template.Templates;
import java.util.Optional;

/**
 * The result of a pass plus the models later steps (reports, drafts) build on.
 *
 * @param result    findings and files
 * @param templates the templates read from CHATGPT.md
 * @param records   the records, when a part needed them
 * @param diagrams  the diagrams' statuses, when the diagrams part ran
 */
public record CheckOutcome(CheckResult result, Templates templates, Optional<RecordsResult> records,
        Optional<DiagramsResult> diagrams) {
}
