package io.github.studylog.diagram;

import io.github.studylog.finding.Finding;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * What validating one diagram file found.
 *
 * @param path        repo-relative path of the diagram
 * @param diagramType the {@code diagram_type} when it is one of the five known types, otherwise null
 * @param parsed      the file is strict JSON
 * @param valid       parsed, of a known type, and without error findings (schema, ids, references, brands, layout);
 *                    a valid diagram may carry warnings (the composition gates of {@code quality_profile: standard})
 * @param tree        the parsed tree (location-aware; treat it as read-only), made on first use (a verdict from the
 *                    results cache parses its file again only when a picture must be drawn), or null unless parsed
 * @param findings    the findings, in report order
 */
public record DiagramValidation(
        String path,
        @Nullable String diagramType,
        boolean parsed,
        boolean valid,
        @Nullable Supplier<JsonNode> tree,
        List<Finding> findings) {

    public DiagramValidation {
        Objects.requireNonNull(path, "path");
        findings = List.copyOf(findings);
        if (valid && (!parsed || findings.stream().anyMatch(Finding::isError))) {
            throw new IllegalArgumentException("a valid diagram is parsed and has no error findings");
        }
        if (parsed != (tree != null)) {
            throw new IllegalArgumentException("the tree is present exactly when the file parsed");
        }
    }

    /** A validation whose tree is already made. */
    public static DiagramValidation of(
            String path,
            @Nullable String diagramType,
            boolean parsed,
            boolean valid,
            @Nullable JsonNode diagram,
            List<Finding> findings) {
        return new DiagramValidation(
                path, diagramType, parsed, valid, diagram == null ? null : () -> diagram, findings);
    }

    /** The parsed tree, or null unless parsed. */
    public @Nullable JsonNode diagram() {
        return tree == null ? null : tree.get();
    }
}
