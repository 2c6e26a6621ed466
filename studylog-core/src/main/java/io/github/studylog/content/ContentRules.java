package io.github.studylog.content;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Message;

/** Rules about files as files, before any parsing. Checked by {@link ContentFiles} and {@link TextFiles}. */
public enum ContentRules implements Rule {
    /** A file that is not UTF-8 text, has a NUL byte, or is too large ({@link TextFiles}). */
    FILE_UNREADABLE("file-unreadable"),
    /** A symbolic link inside the content folders pointing outside the repository ({@link ContentFiles}). */
    FILE_OUTSIDE_REPO("file-outside-repo");

    private final RuleInfo info;

    ContentRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    /** The {@code file-unreadable} finding: for readers outside this package that decode a file themselves. */
    public static Finding unreadable(String path, int line, int column, Message message) {
        return Finding.of(FILE_UNREADABLE, path, line, column, message);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
