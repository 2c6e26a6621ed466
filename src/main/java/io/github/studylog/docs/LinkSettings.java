package io.github.studylog.docs;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How the docs' links are resolved: the site's base path, what to do with relative page links, which
 * components hold links, and where the static files are.
 *
 * @param base          the site's {@code base} (Astro), always starting and ending with {@code /}
 * @param relativeLinks what a relative page link ({@code ../x/}) is
 * @param components    every component attribute holding a link, the built-in ones first
 * @param publicDir     the repo-relative folder of static files served from the site root, {@code public}
 */
public record LinkSettings(String base, RelativeLinks relativeLinks, List<LinkComponent> components,
        String publicDir) {

    /** Starlight's own link components and Astro's {@code <Image src>}. */
    public static final List<LinkComponent> BUILT_IN = List.of(new LinkComponent("LinkCard", "href", false),
            new LinkComponent("LinkButton", "href", false), new LinkComponent("Image", "src", true),
            new LinkComponent("Picture", "src", true));

    /** What a relative page link is. */
    public enum RelativeLinks {
        /** A finding ({@code doc-link-relative}), as starlight-links-validator's default. */
        ERROR,
        /** Resolved from the page's URL, as a browser does, then checked like an absolute link. */
        RESOLVE
    }

    public LinkSettings {
        components = List.copyOf(components);
    }

    /** Base {@code /}, relative links are findings, the built-in components, {@code public}. */
    public static LinkSettings defaults() {
        return new LinkSettings("/", RelativeLinks.ERROR, BUILT_IN, "public");
    }

    /**
     * Settings from the user's parameters.
     *
     * @param base          e.g. {@code /} or {@code /docs}
     * @param relativeLinks {@code error} or {@code resolve}
     * @param extra         more {@code Component:attribute} pairs
     * @param publicDir     the static files folder
     * @throws IllegalArgumentException naming the bad value, with advice
     */
    public static LinkSettings of(String base, String relativeLinks, @Nullable List<String> extra, String publicDir) {
        String b = base == null || base.isBlank() ? "/" : base.trim();
        if (b.contains("://") || b.contains("?") || b.contains("#") || b.contains("\\")) {
            throw new IllegalArgumentException("studylog.siteBase: `" + base + "` is not a path; write the site's"
                    + " `base` from astro.config, such as `/` or `/docs/`");
        }
        b = (b.startsWith("/") ? "" : "/") + b + (b.endsWith("/") ? "" : "/");
        RelativeLinks relative;
        String r = relativeLinks == null ? "error" : relativeLinks.trim();
        if (r.equals("error")) {
            relative = RelativeLinks.ERROR;
        } else if (r.equals("resolve")) {
            relative = RelativeLinks.RESOLVE;
        } else {
            throw new IllegalArgumentException("studylog.relativeLinks: `" + relativeLinks + "` is neither `error`"
                    + " (a relative page link is a finding) nor `resolve` (resolve it from the page's URL)");
        }
        List<LinkComponent> components = new ArrayList<>(BUILT_IN);
        for (String pair : extra == null ? List.<String>of() : extra) {
            if (!pair.isBlank()) {
                try {
                    components.add(LinkComponent.parse(pair));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("studylog.linkComponents: " + e.getMessage(), e);
                }
            }
        }
        return new LinkSettings(b, relative, components, publicDir == null || publicDir.isBlank() ? "public"
                : publicDir.trim());
    }
}
