package io.github.studylog.result;

import java.util.Locale;

/** What kind of content file was checked; reports group and count checked files by it. */
public enum FileKind {
    REVIEW,
    SESSION,
    DOC,
    DIAGRAM,
    SVG,
    INSTRUCTIONS;

    /** Lower-case word used in reports ({@code review}, {@code session} …). */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
