package io.github.studylog.sync;

import java.util.Optional;

/** {@code -Dstudylog.session=<id>} names no session that loaded. The message names the nearest known id. */
public final class UnknownSessionException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String requested;
    private final transient Optional<String> nearest;

    public UnknownSessionException(String requested, Optional<String> nearest, String sessionsDir) {
        super("studylog.session=" + requested + " names no session in " + sessionsDir + "/"
                + nearest.map(n -> "; the nearest known id is " + n).orElse("; there are no sessions")
                + " (a session file with YAML errors is not known either; see the findings)");
        this.requested = requested;
        this.nearest = nearest;
    }

    public String requested() {
        return requested;
    }

    public Optional<String> nearest() {
        return nearest;
    }
}
