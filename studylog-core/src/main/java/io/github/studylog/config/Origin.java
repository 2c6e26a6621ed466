package io.github.studylog.config;

/**
 * Where a setting's value came from, as {@code studylog config} prints it (as {@code git config --show-origin}
 * does): the default, the content repository's pom, the site's files, or the front end that was started with it.
 *
 * @param layer  which layer of the resolution
 * @param source what, in that layer: {@code pom.xml}, {@code astro.config.mjs}, {@code -Dstudylog.docs},
 *               {@code initializationOptions} …
 */
public record Origin(Layer layer, String source) {

    /** The layers, in the order they are applied: a later one wins. */
    public enum Layer {
        DEFAULT,
        /** The content repository: its pom ({@code studylog.*} properties, the plugin's configuration). */
        REPOSITORY,
        /** The site as Astro builds it ({@code astro.config.*}): only what a setting's default leaves open. */
        SITE,
        /** The front end's own: Mojo parameters, CLI arguments, the servers' options. */
        FRONT_END
    }

    public static final Origin DEFAULT = new Origin(Layer.DEFAULT, "default");

    public static Origin repository(String source) {
        return new Origin(Layer.REPOSITORY, source);
    }

    public static Origin site(String source) {
        return new Origin(Layer.SITE, source);
    }

    public static Origin frontEnd(String source) {
        return new Origin(Layer.FRONT_END, source);
    }

    @Override
    public String toString() {
        return source;
    }
}
