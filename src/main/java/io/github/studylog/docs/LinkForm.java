package io.github.studylog.docs;

/** How a link was written in a doc; an image form must lead to a file, the others to a page, anchor or file. */
public enum LinkForm {
    /** {@code [text](url)}. */
    INLINE("link", false),
    /** {@code [text][ref]} with {@code [ref]: url}, resolved by flexmark. */
    REFERENCE("reference link", false),
    /** {@code <https://…>}. */
    AUTOLINK("autolink", false),
    /** {@code ![alt](url)} or {@code ![alt][ref]}. */
    IMAGE("image", true),
    /** HTML or JSX {@code <a href>}. */
    HTML_LINK("<a href>", false),
    /** HTML or JSX {@code <img src>}. */
    HTML_IMAGE("<img src>", true),
    /** A component attribute such as {@code <LinkCard href>} or {@code <Image src>}. */
    COMPONENT("component", false),
    /** A component attribute that shows a picture, such as {@code <Image src>}. */
    COMPONENT_IMAGE("component image", true),
    /** Front-matter {@code prev.link}, {@code next.link} or {@code hero.actions[].link}. */
    FRONT_MATTER("front-matter link", false);

    private final String label;
    private final boolean image;

    LinkForm(String label, boolean image) {
        this.label = label;
        this.image = image;
    }

    /** A short name for messages. */
    public String label() {
        return label;
    }

    /** True when the destination is shown as a picture: it must be a file. */
    public boolean image() {
        return image;
    }
}
