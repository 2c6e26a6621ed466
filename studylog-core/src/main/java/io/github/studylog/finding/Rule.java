package io.github.studylog.finding;

import io.github.studylog.message.Messages;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A rule the plugin checks: its stable id and its default severity. Every rule is declared once, as a constant of
 * the {@code *Rules} class of the package whose code detects it, named after its id ({@code
 * RecordRules.RECORD_UNKNOWN_KEY} is {@code record-unknown-key}); the constant's javadoc names the class that checks
 * it. The texts are in the message catalogue: {@code <id>.summary} and {@code <id>.help} for the rule, {@code
 * <id>.<variant>} for each finding, named whole where the finding is raised. So one search for an id finds its
 * declaration, the code that raises it, both bundles, its page ({@code src/site/rules/<id>.md}) and its tests.
 * {@code run.RuleCatalog} lists every rule for reports and the documentation.
 *
 * @param id              stable id shown in brackets in every finding, e.g. {@code record-unknown-key}
 * @param defaultSeverity severity unless configured otherwise
 */
public record Rule(String id, Severity defaultSeverity) {

    /** Lower-case words joined by hyphens: the form of every id, of the page's file name and of the keys. */
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    public Rule {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(defaultSeverity, "defaultSeverity");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("not a rule id: " + id);
        }
    }

    /** A rule that fails the build by default. */
    public static Rule error(String id) {
        return new Rule(id, Severity.ERROR);
    }

    /** A rule that warns by default. */
    public static Rule warning(String id) {
        return new Rule(id, Severity.WARNING);
    }

    /** One sentence in the catalogue's language: what the rule checks ({@code <id>.summary}). */
    public String summary(Messages messages) {
        return messages.text(id + ".summary");
    }

    /** What an author does to fix a finding of this rule, in the catalogue's language ({@code <id>.help}). */
    public String help(Messages messages) {
        return messages.text(id + ".help");
    }
}
