package io.github.studylog.finding;

/**
 * A rule the plugin checks. Each domain package declares its rules in one enum
 * ({@code RecordRules}, {@code TemplateRules}, {@code YamlRules}, {@code DocRules}, {@code DiagramRules} …),
 * so searching for a rule id such as {@code record-unknown-key} finds its declaration, whose javadoc names
 * the class that checks it. {@link RuleCatalog} lists every rule for reports.
 */
public interface Rule {

    /** Stable id shown in brackets in every finding, e.g. {@code record-unknown-key}. */
    String id();

    /** Severity unless configured otherwise. */
    Severity defaultSeverity();

    /** One sentence: what the rule checks. */
    String summary();

    /** What an author does to fix a finding of this rule. */
    String help();
}
