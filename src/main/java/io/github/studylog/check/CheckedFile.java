package io.github.studylog.check;

/**
 * A file the pass looked at.
 *
 * @param path repo-relative path
 * @param kind {@code instructions}, {@code review}, {@code session}, {@code doc}, {@code diagram} or {@code svg}
 */
public record CheckedFile(String path, String kind) {
}
