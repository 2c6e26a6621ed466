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
    JSON_SYNTAX("diagram-json-syntax", "A diagram file is not strict JSON.",
            "Fix the JSON at the given line and column: no comments, no trailing commas, every key once, "
                    + "saved as UTF-8 without a byte order mark."),
    /** {@code diagram_type} is missing or not one of the five Archify types ({@link DiagramValidator}). */
    TYPE_UNKNOWN("diagram-type-unknown", "A diagram does not say which of the five Archify diagram types it is.",
            "Set \"diagram_type\" to sequence, lifecycle, architecture, workflow or dataflow."),
    /**
     * The diagram breaks the JSON Schema of its type: missing or unknown keys, wrong types or values
     * ({@link SchemaCheck}).
     */
    SCHEMA("diagram-schema", "A diagram does not follow the Archify JSON IR schema of its type.",
            "Add the missing key, remove or rename the unknown key, or use one of the allowed values, "
                    + "as the message says."),
    /** Two elements of one collection share an id, or a view focuses the same id twice ({@link IdCheck}). */
    DUPLICATE_ID("diagram-duplicate-id", "Two elements of a diagram have the same id.",
            "Give every participant, state, node, component, lane and relationship its own id."),
    /**
     * A {@code from}, {@code to}, {@code participant}, {@code lane}, {@code wraps}, {@code mainPath} or view
     * {@code focus} names an id that does not exist ({@link ReferenceCheck}).
     */
    REFERENCE("diagram-reference", "A diagram refers to an id that it does not define.",
            "Correct the spelling of the id (the message suggests the nearest one) or add the missing element."),
    /**
     * A {@code brand} is not in Archify's bundled brand catalogue, or is an {@code http(s)} URL of another site that
     * is not pinned by its SHA-256 ({@link BrandCheck}).
     */
    BRAND("diagram-brand", "A diagram's brand is not one Archify knows, or a brand URL is not digest-pinned.",
            "Use an id or alias of Archify's brand catalogue (`archify brands` lists them), or write an unknown site "
                    + "as {\"url\": …, \"sha256\": …} from `archify brands capture <url> --json`."),
    /**
     * The diagram passes the schema but cannot be drawn: positions out of range, elements too close,
     * labels too wide for their boxes ({@link SequenceLayout}, {@link LifecycleLayout}, {@link WorkflowLayout},
     * {@link DataflowLayout}, {@link ArchitectureLayout}); a route through an unrelated box, along a frame border, or
     * breaking a composition gate of {@code meta.quality_profile} ({@link CleanFlow}; a warning under
     * {@code standard}).
     */
    LAYOUT("diagram-layout", "A diagram breaks a layout constraint of the Archify renderer.",
            "Move, space out or shorten the element as the message says, or enlarge meta.viewBox.");

    private final RuleInfo info;

    DiagramRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.ERROR, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
