package io.github.studylog.diagram;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The five Archify diagram types, with the facts every check needs: where the schema is, which collection holds the
 * nodes that views focus on, which collections need unique ids and which fields refer to ids.
 */
enum DiagramType {
    SEQUENCE(
            "participants",
            List.of("participants", "messages"),
            List.of(
                    new Reference("messages", "from", "participants"),
                    new Reference("messages", "to", "participants"),
                    new Reference("activations", "participant", "participants"))),
    LIFECYCLE(
            "states",
            List.of("lanes", "states", "transitions"),
            List.of(
                    new Reference("states", "lane", "lanes"),
                    new Reference("transitions", "from", "states"),
                    new Reference("transitions", "to", "states"))),
    ARCHITECTURE(
            "components",
            List.of("components", "connections"),
            List.of(
                    new Reference("boundaries", "wraps", "components"),
                    new Reference("connections", "from", "components"),
                    new Reference("connections", "to", "components"))),
    WORKFLOW(
            "nodes",
            List.of("lanes", "nodes", "phases", "groups", "edges"),
            List.of(
                    new Reference("nodes", "lane", "lanes"),
                    new Reference("groups", "lane", "lanes"),
                    new Reference("edges", "from", "nodes"),
                    new Reference("edges", "to", "nodes"),
                    new Reference(null, "mainPath", "nodes"))),
    DATAFLOW(
            "nodes",
            List.of("nodes", "flows"),
            List.of(new Reference("flows", "from", "nodes"), new Reference("flows", "to", "nodes")));

    private final String nodeCollection;
    private final List<String> idCollections;
    private final List<Reference> references;

    DiagramType(String nodeCollection, List<String> idCollections, List<Reference> references) {
        this.nodeCollection = nodeCollection;
        this.idCollections = idCollections;
        this.references = references;
    }

    /** The value of {@code diagram_type}, e.g. {@code sequence}. */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** File name of the schema, e.g. {@code sequence.schema.json}. */
    String schemaFile() {
        return id() + ".schema.json";
    }

    /** The collection whose ids view {@code focus} lists refer to. */
    String nodeCollection() {
        return nodeCollection;
    }

    /** Collections whose element ids must be unique (each within itself). */
    List<String> idCollections() {
        return idCollections;
    }

    /** Fields holding ids of another collection. */
    List<Reference> references() {
        return references;
    }

    static Optional<DiagramType> fromId(String id) {
        return Arrays.stream(values()).filter(t -> t.id().equals(id)).findFirst();
    }

    static List<String> ids() {
        return Arrays.stream(values()).map(DiagramType::id).toList();
    }

    /**
     * A field that names ids of {@code target}.
     *
     * @param collection the array whose elements carry the field, or null for a top-level field
     * @param field      the field; a string or an array of strings
     * @param target     the collection whose ids it names
     */
    record Reference(@Nullable String collection, String field, String target) {}
}
