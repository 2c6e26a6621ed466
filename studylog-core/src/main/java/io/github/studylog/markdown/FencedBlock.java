package io.github.studylog.markdown;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A fenced code block of a Markdown text as CommonMark reads it (a run of three or more backticks or tildes, indented
 * up to three spaces, closed by a run of the same character at least as long, or running to the end of its
 * container), with what its users need: its info string and content, its lines, and the offsets of its parts in the
 * text, to edit it in place.
 *
 * @param info         the info string, trimmed ({@code yaml}, {@code yaml template=review}, empty)
 * @param content      the content as CommonMark gives it (the opening fence's indentation, or a container's
 *                     markers, taken off each line)
 * @param fenceLine    1-based line of the opening fence
 * @param contentLine  1-based line of the first content line (the fence's own line when the text ends there)
 * @param openStart    offset of the opening fence's first backtick or tilde
 * @param openEnd      offset just after the opening fence's marker run
 * @param infoEnd      offset just after the info string, or {@code openEnd} when there is none
 * @param contentStart offset of the content's first character
 * @param contentEnd   offset just after the content's last character
 * @param closeStart   offset of the closing fence's marker, or -1 when the block runs to the end of its container
 * @param closeEnd     offset just after the closing fence's marker, or -1 when there is none
 */
public record FencedBlock(
        String info,
        String content,
        int fenceLine,
        int contentLine,
        int openStart,
        int openEnd,
        int infoEnd,
        int contentStart,
        int contentEnd,
        int closeStart,
        int closeEnd) {

    public FencedBlock {
        if (openStart < 0
                || openEnd - openStart < 3
                || infoEnd < openEnd
                || contentStart < infoEnd
                || contentEnd < contentStart
                || (closeStart < 0) != (closeEnd < 0)
                || (closeStart >= 0 && (closeStart < contentEnd || closeEnd - closeStart < openEnd - openStart))
                || fenceLine < 1
                || contentLine < fenceLine) {
            throw new IllegalArgumentException("not a fence: " + openStart + ".." + openEnd + ".." + infoEnd + ", "
                    + contentStart + ".." + contentEnd + ", " + closeStart + ".." + closeEnd);
        }
    }

    /** Whether a closing fence ends the block (else it runs to the end of its container). */
    public boolean closed() {
        return closeStart >= 0;
    }

    /** The words of the info string. */
    public List<String> infoWords() {
        return info.isEmpty() ? List.of() : Arrays.asList(info.split("\\s+"));
    }

    /** The first word of the info string, lower case ({@code yaml}, {@code markdown}, …), or empty. */
    public String firstWord() {
        List<String> words = infoWords();
        return words.isEmpty() ? "" : words.get(0).toLowerCase(Locale.ROOT);
    }
}
