package io.github.studylog.template;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about the templates in CHATGPT.md. Findings point at CHATGPT.md's own lines. */
public enum TemplateRules implements Rule {
    /** A {@code template=review}, {@code template=session} or {@code template=session-sync} block is absent
     * ({@link TemplateCatalog}). */
    TEMPLATE_MISSING("template-missing"),
    /** Two blocks claim the same template name ({@link TemplateExtractor}). */
    TEMPLATE_DUPLICATE("template-duplicate"),
    /** A placeholder that is not in the placeholder language ({@link TemplateParser}). */
    TEMPLATE_UNKNOWN_PLACEHOLDER("template-unknown-placeholder"),
    /** A template whose YAML shape the language cannot express, e.g. a list of two items ({@link TemplateParser}). */
    TEMPLATE_INVALID("template-invalid"),
    /** A {@code {slot}} in the session-sync or a session-prompt template that the plugin cannot fill
     * ({@link Slots}). */
    TEMPLATE_UNKNOWN_SLOT("template-unknown-slot");

    private final RuleInfo info;

    TemplateRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
