package io.github.studylog.docs;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about the explanations under {@code src/content/docs} (SPEC §2, "Docs"). */
public enum DocRules implements Rule {
    /** Front matter that is not a YAML mapping, or is never closed ({@link DocParser}). */
    DOC_FRONT_MATTER("doc-front-matter", "A doc's front matter does not parse.",
            "Put YAML between two `---` lines at the very top of the file."),
    /** A front-matter {@code review:} naming no existing review ({@link DocsCheck}). */
    DOC_REVIEW_UNKNOWN("doc-review-unknown", "A doc's `review:` names a review that does not exist.",
            "Use the id of a file in reviews/ (without .yaml)."),
    /** A link to {@code /diagrams/<topic>/<name>.html} whose JSON source is absent ({@link DocsCheck}). */
    DOC_DIAGRAM_LINK("doc-diagram-link", "A doc links to a diagram page whose JSON source does not exist.",
            "Add diagrams/<topic>/<name>.json or fix the link."),
    /** An image {@code /diagrams/….svg} absent from {@code public/diagrams} ({@link DocsCheck}). */
    DOC_DIAGRAM_IMAGE("doc-diagram-image", "A doc shows a diagram image that does not exist.",
            "Add the SVG under public/diagrams/ or fix the image path.");

    private final RuleInfo info;

    DocRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.ERROR, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
