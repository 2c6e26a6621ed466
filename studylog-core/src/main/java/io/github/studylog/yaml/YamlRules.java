package io.github.studylog.yaml;

import io.github.studylog.finding.Rule;

/** Rules about YAML as YAML, before any template applies. All are checked by {@link SafeYamlLoader}. */
public final class YamlRules {
    /** Not parseable YAML: bad indentation, tabs used as indentation, unclosed quotes ({@link SafeYamlLoader}). */
    public static final Rule YAML_SYNTAX = Rule.error("yaml-syntax");

    /** Type tags, alias bombs, too deep or too large documents ({@link SafeYamlLoader}). */
    public static final Rule YAML_UNSAFE = Rule.error("yaml-unsafe");

    /** An empty or comment-only file: no YAML at all ({@link SafeYamlLoader}). */
    public static final Rule YAML_EMPTY = Rule.error("yaml-empty");

    /** A mapping or list used as a mapping key, which YAML allows and no record needs ({@link SafeYamlLoader}). */
    public static final Rule YAML_COMPLEX_KEY = Rule.error("yaml-complex-key");

    /** The same key twice in one mapping ({@link DuplicateKeys}). */
    public static final Rule YAML_DUPLICATE_KEY = Rule.error("yaml-duplicate-key");

    private YamlRules() {}
}
