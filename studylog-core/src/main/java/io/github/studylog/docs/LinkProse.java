package io.github.studylog.docs;

import java.util.Objects;

/**
 * The words around an external ({@code http}/{@code https}) link, which make it a citation: what the link shows, and
 * the source text that follows it in its paragraph, up to the next link, a blank line or {@value #MAX_AFTER}
 * characters. In {@code after}, code spans and code blocks are one space per code point (line breaks kept), so a
 * date shown as code is no date, and a code-point column counted in it is the source's column.
 *
 * @param text        the link's text as shown (for an autolink, its URL)
 * @param after       the source text after the link, code blanked as said
 * @param afterLine   1-based line where {@code after} starts (just after the link)
 * @param afterColumn 1-based code-point column where {@code after} starts
 */
public record LinkProse(String text, String after, int afterLine, int afterColumn) {

    /** How much text after a link is kept: a sentence's parenthesis follows its link closely. */
    public static final int MAX_AFTER = 400;

    public LinkProse {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(after, "after");
    }
}
