package io.github.studylog.render;

/**
 * Line/column arithmetic over a document's text. The StAX parser reports where the previous event ended;
 * skipping the white space after it gives where the next element or declaration starts.
 */
final class TextPositions {

    private final String[] lines;

    TextPositions(String text) {
        this.lines = text.split("\r\n|\r|\n", -1);
    }

    /** The first non-white-space position at or after 1-based {@code line}:{@code column}. */
    int[] skipSpace(int line, int column) {
        int l = line;
        int c = column;
        while (l >= 1 && l <= lines.length) {
            String text = lines[l - 1];
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
