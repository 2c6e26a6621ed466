package io.github.studylog.diagram;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about Archify JSON IR diagrams ({@code diagrams/**}{@code /*.json}), checked by {@link DiagramValidator}. */
public enum DiagramRules implements Rule {
    /**
     * The file is not strict JSON: syntax error, comment, trailing comma, duplicate key, byte order mark,
     * too deep or too large ({@link DiagramParser}).
     */
    DIAGRAM_JSON_SYNTAX("diagram-json-syntax"),
    /** {@code diagram_type} is missing or not one of the five Archify types ({@link DiagramValidator}). */
    DIAGRAM_TYPE_UNKNOWN("diagram-type-unknown"),
    /**
     * The diagram breaks the JSON Schema of its type: missing or unknown keys, wrong types or values
     * ({@link SchemaCheck}).
     */
    DIAGRAM_SCHEMA("diagram-schema"),
    /** Two elements of one collection share an id, or a view focuses the same id twice ({@link IdCheck}). */
    DIAGRAM_DUPLICATE_ID("diagram-duplicate-id"),
    /**
     * A {@code from}, {@code to}, {@code participant}, {@code lane}, {@code wraps}, {@code mainPath} or view
     * {@code focus} names an id that does not exist ({@link ReferenceCheck}).
     */
    DIAGRAM_REFERENCE("diagram-reference"),
    /**
     * A {@code brand} is not in Archify's bundled brand catalogue, or is an {@code http(s)} URL of another site that
     * is not pinned by its SHA-256 ({@link BrandCheck}).
     */
    DIAGRAM_BRAND("diagram-brand"),
    /**
     * The diagram passes the schema but cannot be drawn: positions out of range, elements too close,
     * labels too wide for their boxes ({@link SequenceLayout}, {@link LifecycleLayout}, {@link WorkflowLayout},
     * {@link DataflowLayout}, {@link ArchitectureLayout}); a route through an unrelated box, along a frame border, or
     * breaking a composition gate of {@code meta.quality_profile} ({@link CleanFlow}; a warning under
     * {@code standard}).
     */
    DIAGRAM_LAYOUT("diagram-layout");

    private final RuleInfo info;

    DiagramRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
