package io.github.studylog.docs;

/**
 * A link or image in a doc.
 *
 * @param url    the destination as written
 * @param image  true for {@code ![alt](url)}
 * @param line   1-based line
 * @param column 1-based column of the {@code [} or {@code !}
 */
public record DocLink(String url, boolean image, int line, int column) {
}
