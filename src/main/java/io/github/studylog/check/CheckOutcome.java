package io.github.studylog.check;

import io.github.studylog.result.CheckResult;
import io.github.studylog.render.DiagramsResult;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.template.Templates;
import java.util.Optional;
import java.util.Set;

/**
 * The result of a pass plus the models later steps (reports, drafts) build on.
 *
 * @param result    findings and files
 * @param templates the templates read from CHATGPT.md
 * @param records   the records, when a part needed them
 * @param diagrams  the diagrams' statuses, when the diagrams part ran
 * @param consulted repo-relative paths the pass asked about (files that records and docs name), for the
 *                  up-to-date check of the next run
 * @param unmarked  the files the pass read as text whose text holds no {@code studylog-} directive: the inline
 *                  suppressions do not read them again
 */
public record CheckOutcome(CheckResult result, Templates templates, Optional<RecordsResult> records,
        Optional<DiagramsResult> diagrams, Set<String> consulted, Set<String> unmarked) {

    public CheckOutcome {
        consulted = Set.copyOf(consulted);
        unmarked = Set.copyOf(unmarked);
    }

    /** An outcome that consulted no file by name and read none. */
    public CheckOutcome(CheckResult result, Templates templates, Optional<RecordsResult> records,
            Optional<DiagramsResult> diagrams) {
        this(result, templates, records, diagrams, Set.of(), Set.of());
    }
}
