package io.github.studylog.content;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about files as files, before any parsing. Checked by {@link ContentFiles} and {@link TextFiles}. */
public enum ContentRules implements Rule {
    /** A file that is not UTF-8 text, has a NUL byte, or is too large ({@link TextFiles}). */
    FILE_UNREADABLE("file-unreadable", "A content file is not readable UTF-8 text of a sensible size.",
            "Save the file as UTF-8 without NUL bytes; keep records and diagrams small."),
    /** A symbolic link inside the content folders pointing outside the repository ({@link ContentFiles}). */
    FILE_OUTSIDE_REPO("file-outside-repo", "A content file is a link that leaves the repository.",
            "Replace the link by the file itself: the check never reads outside the repository.");

    private final RuleInfo info;

    ContentRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.ERROR, summary, help);
    }

    /** The {@code file-unreadable} finding: for readers outside this package that decode a file themselves. */
    public static Finding unreadable(String path, int line, int column, String message) {
        return Finding.of(FILE_UNREADABLE, path, line, column, message);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
