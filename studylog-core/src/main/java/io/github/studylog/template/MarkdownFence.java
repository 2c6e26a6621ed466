package io.github.studylog.template;

/**
 * A fenced code block of a Markdown template, by its markers' offsets in the template text.
 *
 * @param openStart  offset of the opening fence's first backtick or tilde
 * @param openEnd    offset just after the opening fence's marker run
 * @param closeStart offset of the closing fence's marker, or -1 when the block runs to the end of the text
 * @param closeEnd   offset just after the closing fence's marker, or -1 when there is none
 */
public record MarkdownFence(int openStart, int openEnd, int closeStart, int closeEnd) {

    public MarkdownFence {
        if (openStart < 0
                || openEnd <= openStart
                || (closeStart < 0) != (closeEnd < 0)
                || (closeStart >= 0 && (closeStart < openEnd || closeEnd <= closeStart))) {
            throw new IllegalArgumentException(
                    "not a fence: " + openStart + ".." + openEnd + ", " + closeStart + ".." + closeEnd);
        }
    }

    public boolean closed() {
        return closeStart >= 0;
    }
}
