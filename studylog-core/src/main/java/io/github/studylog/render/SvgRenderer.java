package io.github.studylog.render;

import io.github.studylog.message.Message;
import java.nio.charset.StandardCharsets;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Draws an already validated Archify diagram ({@code schema_version 1}) as an SVG document. The same JSON
 * always gives the same bytes. Stateless and thread-safe.
 */
public final class SvgRenderer {

    private final List<TypeRenderer> renderers = List.of(
            new SequenceRenderer(),
            new LifecycleRenderer(),
            new ArchitectureRenderer(),
            new WorkflowRenderer(),
            new DataflowRenderer());

    /**
     * The SVG text of {@code diagram}.
     *
     * @throws DiagramRenderException when the diagram type is unknown or the geometry cannot be drawn
     */
    public String render(JsonNode diagram) {
        String type = Json.str(diagram, "diagram_type");
        for (TypeRenderer renderer : renderers) {
            if (renderer.diagramType().equals(type)) {
                try {
                    return renderer.render(diagram);
                } catch (RuntimeException e) {
                    throw new DiagramRenderException(Message.of("diagram-render.cannot-draw", type, e.getMessage()), e);
                }
            }
        }
        throw new DiagramRenderException(
                Message.of("diagram-render.unknown-type", type, String.join(", ", types())), null);
    }

    /** {@link #render} as UTF-8 bytes. */
    public byte[] renderBytes(JsonNode diagram) {
        return render(diagram).getBytes(StandardCharsets.UTF_8);
    }

    /** The diagram types this renderer draws. */
    public List<String> types() {
        return renderers.stream().map(TypeRenderer::diagramType).toList();
    }
}
