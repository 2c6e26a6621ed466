package io.github.studylog.docs;

/**
 * An internal or external link of a doc, as written, with its position.
 *
 * @param url    the destination as written (reference links: the definition's destination)
 * @param form   how it was written
 * @param line   1-based line
 * @param column 1-based column (of the {@code [} or {@code !}, the attribute name, or the front-matter value)
 */
public record DocLink(String url, LinkForm form, int line, int column) {

    public boolean image() {
        return form.image();
    }
}
