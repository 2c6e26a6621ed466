package io.github.studylog.diagram;

import com.networknt.schema.utils.JsonNodes;
import io.github.studylog.content.LineIndex;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.JsonNode;

/**
 * Jackson's locations in a decoded JSON text as 1-based line and column, through the one {@link LineIndex}: from
 * Jackson's char offset, never from its own line and column. Immutable and shareable.
 */
final class SourcePositions {

    private final LineIndex lines;

    SourcePositions(String text) {
        this.lines = LineIndex.of(text);
    }

    /** Line and column of a character offset; offsets outside the text are clamped. */
    LineIndex.Position at(long charOffset) {
        return lines.at(charOffset);
    }

    /** Where a node of a location-aware tree starts; 1:1 when the node carries no location. */
    LineIndex.Position of(JsonNode node) {
        if (node == null) {
            return LineIndex.Position.START;
        }
        TokenStreamLocation location = JsonNodes.tokenStreamLocationOf(node);
        if (location == null || location.getCharOffset() < 0) {
            return LineIndex.Position.START;
        }
        return at(location.getCharOffset());
    }
}
