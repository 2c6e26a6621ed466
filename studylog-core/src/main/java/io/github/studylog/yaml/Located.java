package io.github.studylog.yaml;

/**
 * A value read from a file together with where it was written.
 *
 * @param value  the value
 * @param line   1-based line
 * @param column 1-based column
 */
public record Located<T>(T value, int line, int column) {}
