package io.github.studylog.render;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * One picture to produce.
 *
 * @param sourcePath repo-relative path of the JSON or SVG source, used in findings
 * @param kind       JSON diagram or hand-drawn SVG
 * @param source     the source file's bytes (the cache key is their SHA-256)
 * @param diagram    the validated diagram for {@link DiagramKind#JSON}, null for SVG
 * @param outputName output path without extension, relative to the diagrams output directory,
 *                   e.g. {@code architecture-queues/outbox}
 */
public record RenderJob(String sourcePath, DiagramKind kind, byte[] source, JsonNode diagram, String outputName) {

    public RenderJob {
        Objects.requireNonNull(sourcePath, "sourcePath");
        Objects.requireNonNull(kind, "kind");
        source = source.clone();
        if (kind == DiagramKind.JSON) {
            Objects.requireNonNull(diagram, "diagram");
        }
        if (outputName.isEmpty() || outputName.startsWith("/") || outputName.startsWith(".")
                || outputName.contains("..") || outputName.contains("\\")) {
            throw new IllegalArgumentException("unusable output name: " + outputName);
        }
    }

    /** A validated Archify diagram. */
    public static RenderJob diagram(String sourcePath, byte[] source, JsonNode diagram, String outputName) {
        return new RenderJob(sourcePath, DiagramKind.JSON, source, diagram, outputName);
    }

    /** A hand-drawn SVG. */
    public static RenderJob svg(String sourcePath, byte[] source, String outputName) {
        return new RenderJob(sourcePath, DiagramKind.SVG, source, null, outputName);
    }

    @Override
    public byte[] source() {
        return source.clone();
    }
}
