package io.github.studylog.docs;

import io.github.studylog.finding.Fix;
import java.util.Objects;
import java.util.Optional;

/**
 * An internal or external link of a doc, as written, with its position.
 *
 * @param url    the destination as written (reference links: the definition's destination)
 * @param form   how it was written
 * @param line   1-based line
 * @param column 1-based column (of the {@code [} or {@code !}, the attribute name, or the front-matter value)
 * @param urlText where the destination is written (Markdown links, images and reference definitions), for a fix
 *                that rewrites it; its replacement is empty
 * @param prose   for an external ({@code http}/{@code https}) link that is no image: its text and the words after it
 */
public record DocLink(
        String url, LinkForm form, int line, int column, Optional<Fix> urlText, Optional<LinkProse> prose) {

    public DocLink {
        Objects.requireNonNull(urlText, "urlText");
        Objects.requireNonNull(prose, "prose");
    }

    /** A link without the words around it. */
    public DocLink(String url, LinkForm form, int line, int column, Optional<Fix> urlText) {
        this(url, form, line, column, urlText, Optional.empty());
    }

    /** This link with the words around it. */
    public DocLink with(LinkProse words) {
        return new DocLink(url, form, line, column, urlText, Optional.of(words));
    }

    /** A link whose destination's place is not known. */
    public DocLink(String url, LinkForm form, int line, int column) {
        this(url, form, line, column, Optional.empty());
    }

    public boolean image() {
        return form.image();
    }
}
