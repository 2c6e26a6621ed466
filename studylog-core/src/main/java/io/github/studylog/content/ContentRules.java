package io.github.studylog.content;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;

/** Rules about files as files, before any parsing. Checked by {@link ContentFiles} and {@link TextFiles}. */
public final class ContentRules {
    /** A file that is not UTF-8 text, has a NUL byte, or is too large ({@link TextFiles}). */
    public static final Rule FILE_UNREADABLE = Rule.error("file-unreadable");

    /** A symbolic link inside the content folders pointing outside the repository ({@link ContentFiles}). */
    public static final Rule FILE_OUTSIDE_REPO = Rule.error("file-outside-repo");

    /** The {@code file-unreadable} finding: for readers outside this package that decode a file themselves. */
    public static Finding unreadable(String path, int line, int column, Message message) {
        return Finding.of(FILE_UNREADABLE, path, line, column, message);
    }

    private ContentRules() {}
}
