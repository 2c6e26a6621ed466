package io.github.studylog.yaml;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about YAML as YAML, before any template applies. All are checked by {@link SafeYamlLoader}. */
public enum YamlRules implements Rule {
    /** Not parseable YAML: bad indentation, tabs used as indentation, unclosed quotes ({@link SafeYamlLoader}). */
    YAML_SYNTAX("yaml-syntax"),
    /** Type tags, alias bombs, too deep or too large documents ({@link SafeYamlLoader}). */
    YAML_UNSAFE("yaml-unsafe"),
    /** An empty or comment-only file: no YAML at all ({@link SafeYamlLoader}). */
    YAML_EMPTY("yaml-empty"),
    /** A mapping or list used as a mapping key, which YAML allows and no record needs ({@link SafeYamlLoader}). */
    YAML_COMPLEX_KEY("yaml-complex-key"),
    /** The same key twice in one mapping ({@link DuplicateKeys}). */
    YAML_DUPLICATE_KEY("yaml-duplicate-key");

    private final RuleInfo info;

    YamlRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
