package io.github.studylog.render;

import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * One picture to produce.
 *
 * @param sourcePath repo-relative path of the JSON or SVG source, used in findings
 * @param kind       JSON diagram or hand-drawn SVG
 * @param source     the source file's bytes (the cache key is their SHA-256)
 * @param tree       the validated diagram for {@link DiagramKind#JSON}, made on first use (a picture found in the
 *                   render cache is not drawn, so its tree is never parsed), null for SVG
 * @param outputName output path without extension, relative to the diagrams output directory,
 *                   e.g. {@code architecture-queues/outbox}
 */
public record RenderJob(
        String sourcePath,
        DiagramKind kind,
        byte[] source,
        @Nullable Supplier<JsonNode> tree,
        String outputName) {

    public RenderJob {
        Objects.requireNonNull(sourcePath, "sourcePath");
        Objects.requireNonNull(kind, "kind");
        source = source.clone();
        if (kind == DiagramKind.JSON) {
            Objects.requireNonNull(tree, "tree");
        }
        if (outputName.isEmpty()
                || outputName.startsWith("/")
                || outputName.startsWith(".")
                || outputName.contains("..")
                || outputName.contains("\\")) {
            throw new IllegalArgumentException("unusable output name: " + outputName);
        }
    }

    /** A validated Archify diagram. */
    public static RenderJob diagram(String sourcePath, byte[] source, Supplier<JsonNode> tree, String outputName) {
        return new RenderJob(sourcePath, DiagramKind.JSON, source, tree, outputName);
    }

    /** A validated Archify diagram whose tree is at hand. */
    public static RenderJob diagram(String sourcePath, byte[] source, JsonNode diagram, String outputName) {
        Objects.requireNonNull(diagram, "diagram");
        return diagram(sourcePath, source, () -> diagram, outputName);
    }

    /** The validated diagram, or null for SVG. */
    public @Nullable JsonNode diagram() {
        return tree == null ? null : tree.get();
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
