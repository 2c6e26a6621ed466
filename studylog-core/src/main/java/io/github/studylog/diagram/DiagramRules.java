package io.github.studylog.diagram;

import io.github.studylog.finding.Rule;

/** Rules about Archify JSON IR diagrams ({@code diagrams/**}{@code /*.json}), checked by {@link DiagramValidator}. */
public final class DiagramRules {
    /**
     * The file is not strict JSON: syntax error, comment, trailing comma, duplicate key, byte order mark,
     * too deep or too large ({@link DiagramParser}).
     */
    public static final Rule DIAGRAM_JSON_SYNTAX = Rule.error("diagram-json-syntax");

    /** {@code diagram_type} is missing or not one of the five Archify types ({@link DiagramValidator}). */
    public static final Rule DIAGRAM_TYPE_UNKNOWN = Rule.error("diagram-type-unknown");

    /**
     * The diagram breaks the JSON Schema of its type: missing or unknown keys, wrong types or values
     * ({@link SchemaCheck}).
     */
    public static final Rule DIAGRAM_SCHEMA = Rule.error("diagram-schema");

    /** Two elements of one collection share an id, or a view focuses the same id twice ({@link IdCheck}). */
    public static final Rule DIAGRAM_DUPLICATE_ID = Rule.error("diagram-duplicate-id");

    /**
     * A {@code from}, {@code to}, {@code participant}, {@code lane}, {@code wraps}, {@code mainPath} or view
     * {@code focus} names an id that does not exist ({@link ReferenceCheck}).
     */
    public static final Rule DIAGRAM_REFERENCE = Rule.error("diagram-reference");

    /**
     * A {@code brand} is not in Archify's bundled brand catalogue, or is an {@code http(s)} URL of another site that
     * is not pinned by its SHA-256 ({@link BrandCheck}).
     */
    public static final Rule DIAGRAM_BRAND = Rule.error("diagram-brand");

    /**
     * The diagram passes the schema but cannot be drawn: positions out of range, elements too close,
     * labels too wide for their boxes ({@link SequenceLayout}, {@link LifecycleLayout}, {@link WorkflowLayout},
     * {@link DataflowLayout}, {@link ArchitectureLayout}); a route through an unrelated box, along a frame border, or
     * breaking a composition gate of {@code meta.quality_profile} ({@link CleanFlow}; a warning under
     * {@code standard}).
     */
    public static final Rule DIAGRAM_LAYOUT = Rule.error("diagram-layout");

    private DiagramRules() {}
}
