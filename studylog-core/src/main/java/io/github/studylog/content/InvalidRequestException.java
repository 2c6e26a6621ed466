package io.github.studylog.content;

/**
 * The request itself is wrong (a parameter names a missing folder or an unknown session): not a content finding
 * and not a bug. Mojos turn it into a build error with this message.
 */
public final class InvalidRequestException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InvalidRequestException(String message, Throwable cause) {
        super(message, cause);
    }

    public InvalidRequestException(String message) {
        super(message);
    }
}
