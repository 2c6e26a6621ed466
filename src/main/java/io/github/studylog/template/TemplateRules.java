package io.github.studylog.template;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about the templates in CHATGPT.md. Findings point at CHATGPT.md's own lines. */
public enum TemplateRules implements Rule {
    /** A {@code template=review}, {@code template=session} or {@code template=session-sync} block is absent
     * ({@link TemplateCatalog}). */
    TEMPLATE_MISSING("template-missing", "CHATGPT.md lacks a template block the check needs.",
            "Add a fenced block with `template=NAME` in its info string, e.g. ```yaml template=review."),
    /** Two blocks claim the same template name ({@link TemplateExtractor}). */
    TEMPLATE_DUPLICATE("template-duplicate", "Two blocks in CHATGPT.md declare the same template name.",
            "Keep one block per template name."),
    /** A placeholder that is not in the placeholder language ({@link TemplateParser}). */
    TEMPLATE_UNKNOWN_PLACEHOLDER("template-unknown-placeholder",
            "A template uses a placeholder the plugin does not know (e.g. `<string>`).",
            "Use one of <text> <id> <int> <issue> <bool> <date> <path> <heading> <commit> <file-id> "
                    + "<review-ref> <session-ref>, or alternatives such as <a|b|c>."),
    /** A template whose YAML shape the language cannot express, e.g. a list of two items ({@link TemplateParser}). */
    TEMPLATE_INVALID("template-invalid", "A template's YAML is not a shape the placeholder language can express.",
            "A list in a template has exactly one item (the shape of every item) or is `[]`."),
    /** A {@code {slot}} in the session-sync or a session-prompt template that the plugin cannot fill
     * ({@link Slots}). */
    TEMPLATE_UNKNOWN_SLOT("template-unknown-slot",
            "The session-sync or a session-prompt template uses an unknown `{slot}`.",
            "session-sync: use {id}, {reviews}, {record}, {narrative} or {sources}; session-prompt: {repo}, {review},"
                    + " {title}, {status}, {files}, {needs_revisit}, {latest_session} or {kind}.");

    private final RuleInfo info;

    TemplateRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.ERROR, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
