package io.github.studylog.adopt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.records.RecordsCheck;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.Templates;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the real records check ({@link RecordsCheck}, with templates read by {@link TemplateCatalog} from the
 * proposed CHATGPT.md held in memory) and says, per kind, how many existing records pass and the first error of
 * each that does not. Findings on CHATGPT.md itself (a proposed template the catalog refuses) are kept apart.
 *
 * @param kinds            review, then session
 * @param templateFindings findings on CHATGPT.md
 */
public record PassTable(List<KindResult> kinds, List<Finding> templateFindings) {

    public PassTable {
        kinds = List.copyOf(kinds);
        templateFindings = List.copyOf(templateFindings);
    }

    /** Checks the records of {@code layout} against the templates of {@code markdown} (CHATGPT.md's new text). */
    public static PassTable of(ContentLayout layout, ContentFiles files, String markdown) {
        String path = layout.instructions();
        FindingSink templateSink = new FindingSink();
        Templates templates = new TemplateCatalog().load(path, markdown, true, templateSink);
        FindingSink sink = new FindingSink();
        RecordsResult result = new RecordsCheck(layout, files, new DocIndex(files, sink)).run(templates, sink);
        List<Finding> findings = sink.sorted();
        List<Finding> onInstructions = new ArrayList<>(templateSink.sorted());
        findings.stream().filter(f -> f.path().equals(path)).forEach(onInstructions::add);
        return new PassTable(
                List.of(
                        kind(TemplateCatalog.REVIEW, result.reviewFiles(), findings),
                        kind(TemplateCatalog.SESSION, result.sessionFiles(), findings)),
                onInstructions);
    }

    private static KindResult kind(String name, List<String> paths, List<Finding> findings) {
        List<Finding> failures = new ArrayList<>();
        for (String path : paths) {
            findings.stream()
                    .filter(f -> f.isError() && f.path().equals(path))
                    .findFirst()
                    .ifPresent(failures::add);
        }
        return new KindResult(name, paths.size(), failures);
    }

    /** True when every record passes and the templates were read without a finding. */
    public boolean allPass() {
        return templateFindings.isEmpty()
                && kinds.stream().allMatch(k -> k.failures().isEmpty());
    }
}
