package io.github.studylog.template;

import io.github.studylog.finding.Rule;

/** Rules about the templates in CHATGPT.md. Findings point at CHATGPT.md's own lines. */
public final class TemplateRules {
    /** A {@code template=review}, {@code template=session} or {@code template=session-sync} block is absent
     * ({@link TemplateCatalog}). */
    public static final Rule TEMPLATE_MISSING = Rule.error("template-missing");

    /** Two blocks claim the same template name ({@link TemplateExtractor}). */
    public static final Rule TEMPLATE_DUPLICATE = Rule.error("template-duplicate");

    /** A placeholder that is not in the placeholder language ({@link TemplateParser}). */
    public static final Rule TEMPLATE_UNKNOWN_PLACEHOLDER = Rule.error("template-unknown-placeholder");

    /** A template whose YAML shape the language cannot express, e.g. a list of two items ({@link TemplateParser}). */
    public static final Rule TEMPLATE_INVALID = Rule.error("template-invalid");

    /** A {@code {slot}} in the session-sync or a session-prompt template that the plugin cannot fill
     * ({@link Slots}). */
    public static final Rule TEMPLATE_UNKNOWN_SLOT = Rule.error("template-unknown-slot");

    private TemplateRules() {}
}
