package io.github.studylog.finding;

import io.github.studylog.message.Messages;

/**
 * A rule the plugin checks. Each domain package declares its rules in one enum
 * ({@code RecordRules}, {@code TemplateRules}, {@code YamlRules}, {@code DocRules}, {@code DiagramRules} …),
 * so searching for a rule id such as {@code record-unknown-key} finds its declaration, whose javadoc names
 * the class that checks it. {@code check.RuleCatalog} lists every rule for reports.
 */
public interface Rule {

    /** The rule's id, severity and texts. */
    RuleInfo info();

    /** Stable id shown in brackets in every finding, e.g. {@code record-unknown-key}. */
    default String id() {
        return info().id();
    }

    /** Severity unless configured otherwise. */
    default Severity defaultSeverity() {
        return info().severity();
    }

    /** One sentence in the catalogue's language: what the rule checks ({@code <id>.summary}). */
    default String summary(Messages messages) {
        return messages.text(id() + ".summary");
    }

    /** What an author does to fix a finding of this rule, in the catalogue's language ({@code <id>.help}). */
    default String help(Messages messages) {
        return messages.text(id() + ".help");
    }
}
