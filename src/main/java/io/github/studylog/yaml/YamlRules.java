package io.github.studylog.yaml;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about YAML as YAML, before any template applies. All are checked by {@link SafeYamlLoader}. */
public enum YamlRules implements Rule {
    /** Not parseable YAML: bad indentation, tabs used as indentation, unclosed quotes ({@link SafeYamlLoader}). */
    YAML_SYNTAX("yaml-syntax", "The file is not valid YAML.",
            "Fix the YAML at the reported position; indent with spaces, never tabs."),
    /** Type tags, alias bombs, too deep or too large documents ({@link SafeYamlLoader}). */
    YAML_UNSAFE("yaml-unsafe", "The YAML uses a feature that is refused for safety (type tags, alias bombs, huge or deep documents).",
            "Write plain YAML: no `!!` or `!` tags, few aliases, sensible size and nesting."),
    /** An empty or comment-only file: no YAML at all ({@link SafeYamlLoader}). */
    YAML_EMPTY("yaml-empty", "The file is empty or holds only comments.",
            "Write the record's keys as the template in CHATGPT.md shows, or delete the file."),
    /** A mapping or list used as a mapping key, which YAML allows and no record needs ({@link SafeYamlLoader}). */
    YAML_COMPLEX_KEY("yaml-complex-key", "A list or mapping is used as a key.",
            "Use a plain word as the key."),
    /** The same key twice in one mapping ({@link DuplicateKeys}). */
    YAML_DUPLICATE_KEY("yaml-duplicate-key", "A mapping has the same key twice; YAML would silently keep only the last.",
            "Remove or merge the repeated key.");

    private final RuleInfo info;

    YamlRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.ERROR, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
