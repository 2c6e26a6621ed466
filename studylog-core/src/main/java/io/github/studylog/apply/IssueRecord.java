package io.github.studylog.apply;

/**
 * The session record read from an issue.
 *
 * @param id        the session id from the title (already checked against the session-id pattern)
 * @param text      the record's YAML as written in the issue, LF line ends, one final line break
 * @param firstLine 1-based line, in the file named {@link IssueInput#bodyName()}, of the record's first line
 */
public record IssueRecord(String id, String text, int firstLine) {}
