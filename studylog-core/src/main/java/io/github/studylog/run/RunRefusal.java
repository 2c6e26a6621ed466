package io.github.studylog.run;

import org.jspecify.annotations.Nullable;

/**
 * The run refuses what it was asked: the request names content that is not there (the session to draft). The
 * build fails as it does for content errors, with this message, the cause kept.
 */
public final class RunRefusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RunRefusal(@Nullable String message, @Nullable Throwable cause) {
        super(message, cause);
    }
}
