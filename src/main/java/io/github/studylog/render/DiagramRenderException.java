package io.github.studylog.render;

/** A valid diagram that cannot be drawn; becomes a {@code diagram-render} finding, never a crash. */
public final class DiagramRenderException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DiagramRenderException(String message, Throwable cause) {
        super(message, cause);
    }
}
