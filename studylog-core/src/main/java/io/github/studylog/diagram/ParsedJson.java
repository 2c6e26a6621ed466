package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The outcome of reading one diagram file as JSON: either a location-aware tree, or the first syntax problem.
 *
 * @param root      the tree, or null when the file is not strict JSON
 * @param positions maps node locations to line and column; null when the text could not be decoded
 * @param line      1-based line of the syntax problem (0 when parsed)
 * @param column    1-based column of the syntax problem (0 when parsed)
 * @param problem    the syntax problem as a sentence of the catalogue, or null when parsed
 * @param unreadable the bytes are not text to parse at all (too large, not UTF-8): {@code file-unreadable}, as for
 *                   every other content file, rather than a JSON syntax error
 */
record ParsedJson(
        @Nullable JsonNode root,
        @Nullable SourcePositions positions,
        int line,
        int column,
        @Nullable Message problem,
        boolean unreadable) {

    static ParsedJson ok(JsonNode root, SourcePositions positions) {
        return new ParsedJson(root, positions, 0, 0, null, false);
    }

    static ParsedJson failed(int line, int column, Message problem) {
        return new ParsedJson(null, null, line, column, problem, false);
    }

    static ParsedJson unreadable(int line, int column, Message problem) {
        return new ParsedJson(null, null, line, column, problem, true);
    }

    boolean parsed() {
        return root != null;
    }
}
