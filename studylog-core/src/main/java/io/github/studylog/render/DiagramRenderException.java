package io.github.studylog.render;

import io.github.studylog.message.Message;
import org.jspecify.annotations.Nullable;

/**
 * A valid diagram that cannot be drawn; becomes a {@code diagram-render} finding, never a crash. Its sentence is
 * {@link #sentence()}; {@link #getMessage()} is the same in English, for logs.
 */
public final class DiagramRenderException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Message sentence;

    public DiagramRenderException(Message sentence, @Nullable Throwable cause) {
        super(sentence.english(), cause);
        this.sentence = sentence;
    }

    /** Why the diagram cannot be drawn, as the finding says it. */
    public Message sentence() {
        return sentence;
    }
}
