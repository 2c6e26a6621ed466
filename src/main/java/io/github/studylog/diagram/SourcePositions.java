package io.github.studylog.diagram;

import com.networknt.schema.utils.JsonNodes;
import java.util.Arrays;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.JsonNode;

/**
 * Turns character offsets of a decoded JSON text into 1-based line and column, columns counted in code points
 * (an emoji is one column). Immutable and shareable.
 */
final class SourcePositions {

    private final String text;
    private final int[] lineStarts;

    SourcePositions(String text) {
        this.text = text;
        int[] starts = new int[16];
        int count = 0;
        starts[count++] = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean lineBreak = c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'));
            if (lineBreak) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, count);
    }

    /** Line and column of a character offset; offsets outside the text are clamped. */
    Position at(long charOffset) {
        int offset = (int) Math.max(0, Math.min(charOffset, text.length()));
        int index = Arrays.binarySearch(lineStarts, offset);
        int line = index >= 0 ? index : -index - 2;
        int start = lineStarts[line];
        return new Position(line + 1, text.codePointCount(start, offset) + 1);
    }

    /** Where a node of a location-aware tree starts; 1:1 when the node carries no location. */
    Position of(JsonNode node) {
        if (node == null) {
            return Position.START;
        }
        TokenStreamLocation location = JsonNodes.tokenStreamLocationOf(node);
        if (location == null || location.getCharOffset() < 0) {
            return Position.START;
        }
        return at(location.getCharOffset());
    }

    /** A 1-based line and column. */
    record Position(int line, int column) {
        static final Position START = new Position(1, 1);
    }
}
