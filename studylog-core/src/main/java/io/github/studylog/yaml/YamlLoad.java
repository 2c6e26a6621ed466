package io.github.studylog.yaml;

import io.github.studylog.finding.Finding;
import java.util.List;
import java.util.Optional;

/**
 * What loading one YAML text gave: the document when it could be composed, and every finding.
 * A document with duplicate keys is still returned (its other problems are worth reporting too).
 */
public record YamlLoad(Optional<YamlDocument> document, List<Finding> findings) {

    public YamlLoad {
        findings = List.copyOf(findings);
    }

    /** The text held no YAML at all: empty, or only comments (a {@code yaml-empty} finding). */
    public boolean empty() {
        return findings.stream().anyMatch(f -> f.rule() == YamlRules.YAML_EMPTY);
    }
}
