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
 * @param exclude       globs of link paths that are never checked ({@code studylog.links.exclude} and the links
 *                      validator's {@code exclude})
 * @param site          the Astro site read from its files ({@link AstroSite#none} when not read)
 */
public record LinkSettings(
        String base,
        RelativeLinks relativeLinks,
        List<LinkComponent> components,
        String publicDir,
        List<String> exclude,
        AstroSite site) {

    /** Starlight's own link components and Astro's {@code <Image src>}. */
    public static final List<LinkComponent> BUILT_IN = List.of(
            new LinkComponent("LinkCard", "href", false),
            new LinkComponent("LinkButton", "href", false),
            new LinkComponent("Image", "src", true),
            new LinkComponent("Picture", "src", true));

    /** What a relative page link is. */
    public enum RelativeLinks {
        /** A finding ({@code doc-link-relative}), as starlight-links-validator's default. */
        ERROR,
        /** Resolved from the page's URL, as a browser does, then checked like an absolute link. */
        RESOLVE,
        /** Not checked, as starlight-links-validator with {@code errorOnRelativeLinks: false}. */
        IGNORE,
        /**
         * Resolved as files from the doc's folder ({@code ../guides/x.md}, as GitHub and the common link-rewriting
         * Markdown plugins do) or from the page's URL, and judged by whether either lands on a doc or file: the
         * config adds Markdown plugins that may rewrite links.
         */
        FILES
    }

    public LinkSettings {
        components = List.copyOf(components);
        exclude = List.copyOf(exclude);
    }

    /** Settings of a site of which nothing but the parameters is known. */
    public LinkSettings(String base, RelativeLinks relativeLinks, List<LinkComponent> components, String publicDir) {
        this(base, relativeLinks, components, publicDir, List.of(), AstroSite.none());
    }

    /**
     * These settings on the site read from its files: the config's {@code base} when the parameter is the default
     * {@code /}; relative links judged as files when the config adds Markdown plugins or a processor (which may
     * rewrite them) and the parameter is the default {@code error}; else not checked when the links validator is configured with
     * {@code errorOnRelativeLinks: false} and the parameter is the default {@code error}; the validator's
     * {@code exclude} globs added to the parameter's, and its {@code components} pairs to the parameter's.
     */
    public LinkSettings on(AstroSite read) {
        String b = base;
        if (b.equals("/") && read.base().isPresent()) {
            String configured = read.base().get().trim();
            if (!configured.contains("://") && !configured.contains("?") && !configured.contains("#")) {
                b = (configured.startsWith("/") ? "" : "/") + configured + (configured.endsWith("/") ? "" : "/");
            }
        }
        RelativeLinks relative = relativeLinks;
        if (relative == RelativeLinks.ERROR && !read.pipeline().isEmpty()) {
            relative = RelativeLinks.FILES;
        } else if (relative == RelativeLinks.ERROR
                && read.validator().map(v -> !v.errorOnRelativeLinks()).orElse(false)) {
            relative = RelativeLinks.IGNORE;
        }
        List<String> globs = new ArrayList<>(exclude);
        read.validator().ifPresent(v -> globs.addAll(v.exclude()));
        List<LinkComponent> all = new ArrayList<>(components);
        read.validator()
                .ifPresent(v -> v.components().stream()
                        .filter(c -> all.stream()
                                .noneMatch(known -> known.name().equals(c.name())
                                        && known.attribute().equals(c.attribute())))
                        .forEach(all::add));
        return new LinkSettings(b, relative, all, publicDir, globs, read);
    }

    /** The same settings with more link globs that are never checked ({@code studylog.links.exclude}). */
    public LinkSettings excluding(List<String> globs) {
        List<String> all = new ArrayList<>(exclude);
        globs.stream().map(String::trim).filter(g -> !g.isEmpty()).forEach(all::add);
        return new LinkSettings(base, relativeLinks, components, publicDir, all, site);
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
        return new LinkSettings(
                b, relative, components, publicDir == null || publicDir.isBlank() ? "public" : publicDir.trim());
    }
}
