package io.github.studylog.content;

/**
 * A text file of the content repository, decoded as UTF-8.
 *
 * @param path    repo-relative path
 * @param text    the text, without a leading byte order mark; line endings kept as written
 */
public record TextFile(String path, String text) {}
