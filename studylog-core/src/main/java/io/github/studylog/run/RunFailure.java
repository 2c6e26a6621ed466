package io.github.studylog.run;

/**
 * A run could not finish: the machine failed it (a file or the git history cannot be read, an output cannot be
 * written) or the plugin has a bug. Never a content problem: those are findings. A goal turns it into a build
 * error with this message, the cause kept.
 */
public final class RunFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RunFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** The failure of a pass that could not read the repository at {@code where} or its git history. */
    public static RunFailure unreadable(java.nio.file.Path where, java.io.UncheckedIOException cause) {
        return new RunFailure(
                "studylog could not read " + where + ": " + cause.getMessage()
                        + ". Check that the files and the git repository are readable.",
                cause);
    }

    /** The failure for an exception nothing expected: a bug, said as such. */
    public static RunFailure bug(String what, java.nio.file.Path where, Throwable cause) {
        return new RunFailure(
                what + " failed on " + where + " because of a bug in the plugin: " + cause
                        + ". Please report it with this log.",
                cause);
    }
}
