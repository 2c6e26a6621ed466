package io.github.studylog.content;

import io.github.studylog.message.Message;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The request itself is wrong (a parameter names a missing folder or an unknown session): not a content finding
 * and not a bug. Mojos turn it into a build error with this message.
 */
public final class InvalidRequestException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InvalidRequestException(String message, Throwable cause) {
        super(message, cause);
        this.said = null;
    }

    /** The sentence as data, when the thrower gave one: a front end says it in its configured language. */
    private final transient @Nullable Message said;

    public InvalidRequestException(String message) {
        super(message);
        this.said = null;
    }

    /** A wrong request said as a catalogue message; {@link #getMessage()} is its English text. */
    public InvalidRequestException(Message message) {
        super(message.english());
        this.said = message;
    }

    /** The sentence as a catalogue message, when it was thrown with one. */
    public Optional<Message> said() {
        return Optional.ofNullable(said);
    }
}
