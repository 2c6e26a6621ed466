package io.github.studylog.docs;

import io.github.studylog.message.Message;

/** How a link was written in a doc; an image form must lead to a file, the others to a page, anchor or file. */
public enum LinkForm {
    /** {@code [text](url)}. */
    INLINE("link", "doc-link.form.inline", false),
    /** {@code [text][ref]} with {@code [ref]: url}, resolved by flexmark. */
    REFERENCE("reference link", "doc-link.form.reference", false),
    /** {@code <https://…>}. */
    AUTOLINK("autolink", "doc-link.form.autolink", false),
    /** {@code ![alt](url)} or {@code ![alt][ref]}. */
    IMAGE("image", "doc-link.form.image", true),
    /** HTML or JSX {@code <a href>}. */
    HTML_LINK("<a href>", "doc-link.form.html-link", false),
    /** HTML or JSX {@code <img src>}. */
    HTML_IMAGE("<img src>", "doc-link.form.html-image", true),
    /** A component attribute such as {@code <LinkCard href>} or {@code <Image src>}. */
    COMPONENT("component", "doc-link.form.component", false),
    /** A component attribute that shows a picture, such as {@code <Image src>}. */
    COMPONENT_IMAGE("component image", "doc-link.form.component-image", true),
    /** Front-matter {@code prev.link}, {@code next.link} or {@code hero.actions[].link}. */
    FRONT_MATTER("front-matter link", "doc-link.form.front-matter", false),
    /**
     * A front-matter image of Astro's {@code image()} schema ({@code hero.image.file}, {@code .dark}, {@code .light}):
     * a file beside the doc, through a {@code tsconfig.json} alias, or from the project's folder for {@code /…}.
     */
    FRONT_MATTER_IMAGE("front-matter image", "doc-link.form.front-matter-image", true),
    /** A front-matter {@code head} entry's {@code href} or {@code src}, written into the page's {@code <head>}. */
    HEAD("front-matter head link", "doc-link.form.head", false),
    /** starlight-blog's {@code cover.image}, {@code .dark} or {@code .light}: read as {@link #FRONT_MATTER_IMAGE}. */
    BLOG_COVER("blog cover image", "doc-link.form.blog-cover", true);

    private final String label;
    private final String key;
    private final boolean image;

    LinkForm(String label, String key, boolean image) {
        this.label = label;
        this.key = key;
        this.image = image;
    }

    /** A short English name, for logs and tests. */
    public String label() {
        return label;
    }

    /** The form's name in the message catalogue (its key {@code doc-link.form.<name>}), as findings write it. */
    public Message message() {
        return Message.of(key);
    }

    /**
     * True for a front-matter field of Astro's {@code image()} schema, whose {@code /…} path is a file of the
     * project's folder (not a URL of the site).
     */
    public boolean schemaImage() {
        return this == FRONT_MATTER_IMAGE || this == BLOG_COVER;
    }

    /** True when the destination is shown as a picture: it must be a file. */
    public boolean image() {
        return image;
    }
}
