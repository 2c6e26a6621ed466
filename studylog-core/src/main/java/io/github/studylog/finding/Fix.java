package io.github.studylog.finding;

import java.util.Objects;

/**
 * A certain fix of one finding, as data: replace the text between two positions of a file by {@code replacement}.
 * Set by the rule that knows it ({@link Finding#withFix}); applied by {@code studylog:fix} as a minimal text edit
 * and offered as a suggestion in {@code report.rdjsonl}. A fix is only ever one candidate: a rule that has two
 * equally near ones sets none.
 *
 * <p>Positions are 1-based and count columns in code points, as {@link Finding}'s do; the end is exclusive
 * (an insertion has {@code start == end}). A column one past the line's last character is the line's end.
 *
 * @param path        repo-relative path of the file the fix edits
 * @param startLine   first line replaced
 * @param startColumn first column replaced
 * @param endLine     line of the position after the replaced text
 * @param endColumn   column of the position after the replaced text
 * @param replacement the new text (may be empty: a deletion)
 */
public record Fix(String path, int startLine, int startColumn, int endLine, int endColumn, String replacement) {

    public Fix {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(replacement, "replacement");
        if (startLine < 1
                || startColumn < 1
                || endLine < startLine
                || (endLine == startLine && endColumn < startColumn)) {
            throw new IllegalArgumentException(
                    "bad range " + startLine + ":" + startColumn + "-" + endLine + ":" + endColumn);
        }
        replacement = Text.validUnicode(replacement);
    }

    /** The same range with another replacement: a rule that knows where a value is and, later, what it should be. */
    public Fix withReplacement(String text) {
        return new Fix(path, startLine, startColumn, endLine, endColumn, text);
    }

    /** Replaces {@code length} code points of one line from {@code column} on. */
    public static Fix replace(String path, int line, int column, int length, String replacement) {
        return new Fix(path, line, column, line, column + length, replacement);
    }

    /** Inserts {@code text} at a position. */
    public static Fix insert(String path, int line, int column, String text) {
        return new Fix(path, line, column, line, column, text);
    }
}
