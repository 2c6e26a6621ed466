package io.github.studylog.diagram;

import tools.jackson.databind.JsonNode;

/**
 * The outcome of reading one diagram file as JSON: either a location-aware tree, or the first syntax problem.
 *
 * @param root      the tree, or null when the file is not strict JSON
 * @param positions maps node locations to line and column; null when the text could not be decoded
 * @param line      1-based line of the syntax problem (0 when parsed)
 * @param column    1-based column of the syntax problem (0 when parsed)
 * @param problem   the syntax problem in plain words, or null when parsed
 */
record ParsedJson(JsonNode root, SourcePositions positions, int line, int column, String problem) {

    static ParsedJson ok(JsonNode root, SourcePositions positions) {
        return new ParsedJson(root, positions, 0, 0, null);
    }

    static ParsedJson failed(int line, int column, String problem) {
        return new ParsedJson(null, null, line, column, problem);
    }

    boolean parsed() {
        return root != null;
    }
}
