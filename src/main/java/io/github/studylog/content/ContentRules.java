package io.github.studylog.content;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;

/** Rules about files as files, before any parsing. Checked by {@link ContentFiles} and {@link TextFiles}. */
public enum ContentRules implements Rule {
    /** A file that is not UTF-8 text, has a NUL byte, or is too large ({@link TextFiles}). */
    FILE_UNREADABLE("file-unreadable", "A content file is not readable UTF-8 text of a sensible size.",
            "Save the file as UTF-8 without NUL bytes; keep records and diagrams small."),
    /** A symbolic link inside the content folders pointing outside the repository ({@link ContentFiles}). */
    FILE_OUTSIDE_REPO("file-outside-repo", "A content file is a link that leaves the repository.",
            "Replace the link by the file itself: the check never reads outside the repository.");

    private final String id;
    private final String summary;
    private final String help;

    ContentRules(String id, String summary, String help) {
        this.id = id;
        this.summary = summary;
        this.help = help;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.ERROR;
    }

    @Override
    public String summary() {
        return summary;
    }

    @Override
    public String help() {
        return help;
    }
}
