package io.github.studylog.check;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.due.DueReport;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.render.DiagramsResult;
import io.github.studylog.result.CheckResult;
import io.github.studylog.template.Templates;
import java.util.Objects;
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
 * @param files     the repository's files as the pass saw them: the stats it listed them with, and the files it
 *                  read whose text holds no {@code studylog-} directive ({@link ContentFiles#unmarked}), so the
 *                  inline suppressions neither look at nor read them again; empty for an outcome made otherwise
 * @param due       what is due (cited sources, reviews), when the records part ran
 */
public record CheckOutcome(
        CheckResult result,
        Templates templates,
        Optional<RecordsResult> records,
        Optional<DiagramsResult> diagrams,
        Set<String> consulted,
        Optional<ContentFiles> files,
        Optional<DueReport> due) {

    public CheckOutcome {
        consulted = Set.copyOf(consulted);
        Objects.requireNonNull(due, "due");
    }

    /** An outcome without a due report. */
    public CheckOutcome(
            CheckResult result,
            Templates templates,
            Optional<RecordsResult> records,
            Optional<DiagramsResult> diagrams,
            Set<String> consulted,
            Optional<ContentFiles> files) {
        this(result, templates, records, diagrams, consulted, files, Optional.empty());
    }

    /** An outcome that consulted no file by name and read none. */
    public CheckOutcome(
            CheckResult result,
            Templates templates,
            Optional<RecordsResult> records,
            Optional<DiagramsResult> diagrams) {
        this(result, templates, records, diagrams, Set.of(), Optional.empty());
    }
}
