package io.github.studylog.docs;

import java.util.regex.Pattern;

/**
 * A component whose attribute holds a link, such as {@code LinkCard:href}.
 *
 * @param name      the component (tag) name, case as written in MDX
 * @param attribute the attribute holding the URL
 * @param image     true when the attribute is a picture's source (it must be a file)
 */
public record LinkComponent(String name, String attribute, boolean image) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

    /**
     * Reads {@code Name:attribute}; a trailing {@code :image} marks a picture source.
     *
     * @throws IllegalArgumentException with advice when the text is not of that shape
     */
    public static LinkComponent parse(String text) {
        String[] parts = text.trim().split(":", -1);
        boolean image = parts.length == 3 && parts[2].equals("image");
        if (!(parts.length == 2 || image)
                || !NAME.matcher(parts[0]).matches()
                || !NAME.matcher(parts[1]).matches()) {
            throw new IllegalArgumentException("`" + text + "` is not a component:attribute pair such as"
                    + " `LinkCard:href` (add `:image` for a picture source, e.g. `Figure:src:image`)");
        }
        return new LinkComponent(parts[0], parts[1], image);
    }
}
