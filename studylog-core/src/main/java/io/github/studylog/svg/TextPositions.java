package io.github.studylog.svg;

import io.github.studylog.content.Bom;
import io.github.studylog.content.LineIndex;

/**
 * Line/column arithmetic over a document's text in the StAX parser's coordinates (lines by LF, CRLF and CR as
 * {@link LineIndex} counts them; columns in UTF-16 units, which {@link LineIndex#atUtf16} turns into code points).
 * The parser reports where the previous event ended; skipping the white space after it gives where the next
 * element or declaration starts.
 */
final class TextPositions {

    private final LineIndex index;

    /** Over the decoded text; a leading BOM is dropped, as the parser's columns do not count it. */
    TextPositions(String text) {
        String body = Bom.strip(text);
        this.index = LineIndex.of(body);
    }

    /** The text's line index, to turn the parser's UTF-16 columns into code points. */
    LineIndex lines() {
        return index;
    }

    /**
     * Where the markup reported at {@code line}:{@code column} starts: the first non-white-space position at or
     * after it, or the {@code <} just before it when the parser had already read that character.
     */
    int[] markupStart(int line, int column) {
        int[] at = skipSpace(line, column);
        if (at[0] >= 1 && at[0] <= index.lineCount() && at[1] >= 2) {
            String text = index.lineText(at[0]);
            boolean here = at[1] - 1 < text.length() && text.charAt(at[1] - 1) == '<';
            if (!here && at[1] - 2 < text.length() && text.charAt(at[1] - 2) == '<') {
                return new int[] {at[0], at[1] - 1};
            }
        }
        return at;
    }

    /** The column of the last {@code <} at or before {@code line}:{@code column}, or {@code column} if none. */
    int tagStart(int line, int column) {
        if (line < 1 || line > index.lineCount()) {
            return column;
        }
        String text = index.lineText(line);
        int at = text.lastIndexOf('<', Math.min(column - 1, text.length() - 1));
        return at >= 0 ? at + 1 : column;
    }

    /** The first non-white-space position at or after 1-based {@code line}:{@code column}. */
    int[] skipSpace(int line, int column) {
        int l = line;
        int c = column;
        while (l >= 1 && l <= index.lineCount()) {
            String text = index.lineText(l);
            while (c - 1 < text.length()) {
                char ch = text.charAt(c - 1);
                if (ch != ' ' && ch != '\t' && ch != '\uFEFF') {
                    return new int[] {l, c};
                }
                c++;
            }
            l++;
            c = 1;
        }
        return new int[] {line, column};
    }
}
