package io.github.studylog.docs;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.NameIndex;
import io.github.studylog.finding.Nearest;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The one place that decides whether a doc's link resolves on the {@link Site}: to a page (trailing slash
 * optional, under the site's base), a heading id on it, a static file under {@code public/}, a diagram page, or,
 * for a relative image, a file next to the doc. External links are never fetched; links to this machine are
 * findings. Each finding is at the link's own position and suggests the nearest page, id or file. One resolver
 * serves one run, from one thread (its suggestions are memoised).
 */
public final class LinkResolver {

    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
    /** The package of starlight-blog, which shows a post's front-matter {@code cover}. */
    private static final String BLOG = "starlight-blog";

    private static final Set<String> LOCAL_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0");

    private final Site site;
    private final LinkSettings settings;
    private final int maxSuggested;
    /** Suggestions made so far, per distinct target and list of candidates: each is computed once per run. */
    private final Map<String, String> suggested = new HashMap<>();
    /** The candidates' indexes, by the identity of the list: the site's lists of pages live as long as the run. */
    private final Map<Collection<String>, NameIndex> indexes = new java.util.IdentityHashMap<>();

    /** Lists shorter than this are scanned, not kept (a page's ids, a folder's files). */
    private static final int INDEXED = 64;

    /** The link globs never checked. */
    private final List<Picomatch> excluded;
    /** Links not judged because only an integration the plugin cannot see could serve them, per first segment. */
    private final Map<String, Integer> unjudged = new java.util.TreeMap<>();
    /** Links not judged because they lead to docs git ignores and that are not on disk, per rule. */
    private final Map<String, Integer> generated = new java.util.TreeMap<>();
    /** Links not judged because a route or integration makes their pages in a way no file shows, per reason. */
    private final Map<String, Integer> unreadRoutes = new java.util.TreeMap<>();
    /** Relative links judged as files (the config's Markdown plugins may rewrite them). */
    private int asFiles;

    private int middleware;
    /**
     * The doc whose links are being checked, and the distinct targets it has asked suggestions for: counted per
     * doc whether or not another doc asked first, so that a doc's verdicts never depend on which docs were judged
     * before it (a doc judged alone, as a later run does, gets what a run over every doc gives it).
     */
    private @Nullable String suggestingFor;

    private final java.util.Set<String> askedForDoc = new java.util.HashSet<>();

    public LinkResolver(Site site, LinkSettings settings) {
        this(site, settings, MarkdownLimits.DEFAULT.maxSuggested());
    }

    /**
     * A resolver that computes suggestions for at most {@code maxSuggested} distinct broken targets per document
     * (each costs a comparison with every candidate page, id or file); a repeated target reuses its suggestion,
     * and the targets beyond the limit are still reported, without one.
     */
    public LinkResolver(Site site, LinkSettings settings, int maxSuggested) {
        this.site = site;
        this.settings = settings;
        this.maxSuggested = maxSuggested;
        this.excluded = settings.exclude().stream().map(Picomatch::of).toList();
    }

    /**
     * True when a link matches an exclude glob as starlight-links-validator matches it: the link as written, without
     * its query (its fragment kept), by picomatch ({@link Picomatch}).
     */
    private boolean excluded(String url) {
        if (excluded.isEmpty()) {
            return false;
        }
        String written = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
        return excluded.stream().anyMatch(glob -> glob.matches(written));
    }

    /**
     * The links not judged because they lead under a first path segment that no page, route or redirect of the
     * site has while the config uses integrations that may add routes, counted per segment.
     */
    public Map<String, Integer> unjudged() {
        return java.util.Collections.unmodifiableMap(unjudged);
    }

    /**
     * The links not judged because they lead to docs that git ignores and that are not on disk (generated before
     * the build), counted per {@code .gitignore} rule ({@code path:line `rule`}).
     */
    public Map<String, Integer> generated() {
        return java.util.Collections.unmodifiableMap(generated);
    }

    /**
     * The links not judged because a dynamic route of {@code src/pages} fills its paths in a way its file does not
     * show, or a known integration makes the pages under their prefix from files outside the docs, per reason.
     */
    public Map<String, Integer> unreadRoutes() {
        return java.util.Collections.unmodifiableMap(unreadRoutes);
    }

    /** How many relative links were judged as files (the config adds Markdown plugins that may rewrite them). */
    public int asFiles() {
        return asFiles;
    }

    /** Front-matter links not judged because Starlight's {@code routeMiddleware} may change them, so far. */
    public int middleware() {
        return middleware;
    }

    /** The finding for a link that does not resolve, or empty when it does (or is external). */
    public Optional<Finding> check(Doc doc, DocLink link) {
        if (!doc.path().equals(suggestingFor)) {
            suggestingFor = doc.path();
            askedForDoc.clear();
        }
        String url = link.url().trim();
        if (url.isEmpty() || excluded(url)) {
            return Optional.empty();
        }
        if ((link.form() == LinkForm.FRONT_MATTER || link.form() == LinkForm.HEAD)
                && !settings.site().routeMiddleware().isEmpty()) {
            middleware++; // route data as the middleware leaves it: only running it shows
            return Optional.empty();
        }
        if (link.form() == LinkForm.BLOG_COVER && !settings.site().packages().contains(BLOG)) {
            return Optional.empty(); // no starlight-blog: nothing of the site shows the cover
        }
        if (url.startsWith("?")) {
            // only a query: this page; its fragment names an id of it
            int at = url.indexOf('#');
            return at < 0 || at == url.length() - 1
                    ? Optional.empty()
                    : selfAnchor(doc, link, decode(url.substring(at + 1)));
        }
        Optional<String> aliased = aliased(url);
        if (aliased.isPresent() && link.image()) {
            String file = aliased.get();
            return site.exists(file)
                    ? Optional.empty()
                    : finding(
                            DocRules.DOC_LINK_FILE,
                            doc,
                            link,
                            missingFile("doc-link-file.missing", "doc-link-file.missing-nearest", link, file));
        }
        if (link.form().schemaImage() && url.startsWith("/") && !url.startsWith("//")) {
            return projectImage(doc, link, url);
        }
        Optional<String> sameSite = sameSite(url);
        if (sameSite.isPresent()) {
            url = sameSite.get();
        } else if (SCHEME.matcher(url).find() || url.startsWith("//")) {
            return local(doc, link, url);
        }
        int hashAt = url.indexOf('#');
        String beforeHash = hashAt < 0 ? url : url.substring(0, hashAt);
        Optional<String> hash = hashAt < 0 ? Optional.empty() : Optional.of(decode(url.substring(hashAt + 1)));
        String path = decode(stripQuery(beforeHash));
        if (path.isEmpty()) {
            return selfAnchor(doc, link, hash.orElse(""));
        }
        if (path.startsWith("/")) {
            return absolute(doc, link, path, hash);
        }
        if (link.image()) {
            return relativeFile(doc, link, path);
        }
        if (settings.relativeLinks() == LinkSettings.RelativeLinks.IGNORE) {
            return Optional.empty();
        }
        if (settings.relativeLinks() == LinkSettings.RelativeLinks.FILES
                || settings.relativeLinks() == LinkSettings.RelativeLinks.RESOLVE && isDocFile(path)) {
            return asFile(doc, link, path, beforeHash, hash);
        }
        if (settings.relativeLinks() == LinkSettings.RelativeLinks.ERROR) {
            String meant = meant(doc, beforeHash);
            return finding(
                    DocRules.DOC_LINK_RELATIVE,
                    doc,
                    link,
                    resolves(meant)
                            ? Message.of(
                                    "doc-link-relative.meant",
                                    link.url(),
                                    meant + hash.map(h -> "#" + h).orElse(""))
                            : Message.of("doc-link-relative.plain", link.url()));
        }
        String resolved = resolve(pageUrl(doc), beforeHash);
        if (resolved.isEmpty()) {
            return finding(DocRules.DOC_LINK_PAGE, doc, link, Message.of("doc-link-page.leaves-site", link.url()));
        }
        return absolute(doc, link, resolved, hash);
    }

    /**
     * An absolute URL on the origin of Astro's {@code site} as the site path it names ({@code /} for the origin
     * alone), when the links validator's {@code sameSitePolicy} is {@code validate} or {@code error}: checked as an
     * internal link (under {@code error} a working one is no finding).
     */
    private Optional<String> sameSite(String url) {
        Optional<AstroSite.Validator> v = settings.site().validator();
        if (v.isEmpty()
                || v.get().sameSitePolicy().equals("ignore")
                || v.get().siteOrigin().isEmpty()) {
            return Optional.empty();
        }
        int authority = url.indexOf("://");
        if (authority < 0 || !AstroSite.origin(url).equals(v.get().siteOrigin())) {
            return Optional.empty();
        }
        int end = authority + 3;
        while (end < url.length() && "/?#".indexOf(url.charAt(end)) < 0) {
            end++;
        }
        String rest = url.substring(end);
        return Optional.of(rest.isEmpty() || !rest.startsWith("/") ? "/" + rest : rest);
    }

    /** The doc's page URL as the browser sees it: without its trailing slash under {@code trailingSlash: 'never'}. */
    private String pageUrl(Doc doc) {
        String url = site.url(site.keyOf(doc.path()));
        boolean never = settings.site().trailingSlash().map("never"::equals).orElse(false);
        return never && url.length() > 1 && url.endsWith("/") && !url.equals(settings.base())
                ? url.substring(0, url.length() - 1)
                : url;
    }

    private static boolean isDocFile(String path) {
        String p = path.toLowerCase(Locale.ROOT);
        return p.endsWith(".md") || p.endsWith(".mdx") || p.endsWith(".mdoc");
    }

    /**
     * A relative link judged as a file: the doc or file it names from the doc's folder ({@code ../x.md},
     * {@code ./x}, {@code ./x/}), or else the page it names from the page's URL; a doc git ignores that is not on
     * disk is not judged; neither is a finding.
     */
    private Optional<Finding> asFile(Doc doc, DocLink link, String path, String beforeHash, Optional<String> hash) {
        asFiles++;
        String file = besideDoc(doc, path);
        if (file.startsWith("..")) {
            return finding(
                    DocRules.DOC_LINK_FILE,
                    doc,
                    link,
                    Message.around("doc-link-file.leaves-repo", link.form().message(), link.url()));
        }
        String stem = file.endsWith("/") ? file.substring(0, file.length() - 1) : file;
        // the common rewriting plugins drop a .md / .mdx ending, so x.md also names x.mdx
        String bare = isDocFile(stem) ? stem.substring(0, stem.lastIndexOf('.')) : stem;
        List<String> candidates = isDocFile(stem)
                ? List.of(stem, bare + ".md", bare + ".mdx", bare + ".mdoc")
                : List.of(stem + ".md", stem + ".mdx", stem + ".mdoc", stem + "/index.md", stem + "/index.mdx", stem);
        for (String candidate : candidates) {
            Optional<SitePage> page = site.pageAtFile(candidate);
            if (page.isPresent()) {
                return anchorOn(doc, link, page.get(), hash);
            }
        }
        for (String candidate : candidates) {
            if (site.exists(candidate) && !isDocFile(candidate)) {
                return Optional.empty();
            }
        }
        String resolved = resolve(pageUrl(doc), beforeHash);
        if (!resolved.isEmpty() && (resolves(resolved) || resolves(resolved + "/"))) {
            return absolute(doc, link, resolved, hash);
        }
        for (String candidate : candidates) {
            Optional<GitIgnore.Rule> rule = site.generatedFile(candidate);
            if (rule.isPresent()) {
                generated.merge(describe(rule.get()), 1, Integer::sum);
                return Optional.empty();
            }
        }
        return finding(DocRules.DOC_LINK_PAGE, doc, link, Message.of("doc-link-page.no-file", link.url(), file));
    }

    private static String describe(GitIgnore.Rule rule) {
        return rule.source() + " `" + rule.text() + "`";
    }

    /** No finding when the page has the fragment (or none is asked for); else the missing id. */
    private Optional<Finding> anchorOn(Doc doc, DocLink link, SitePage page, Optional<String> hash) {
        if (hash.isEmpty() || hash.get().isEmpty() || page.anchors().contains(hash.get())) {
            return Optional.empty();
        }
        return finding(
                        DocRules.DOC_LINK_ANCHOR,
                        doc,
                        link,
                        anchorHint(
                                AnchorKeys.PAGE,
                                hash.get(),
                                page.docPath(),
                                page.suggestible(),
                                hash.get(),
                                site.url(page.key()),
                                page.docPath()))
                .map(f -> rewriteAnchor(f, link, hash.get(), page.suggestible()));
    }

    /** True when an absolute path (with base) is a page or a static file of the site. */
    private boolean resolves(String path) {
        if (!path.startsWith(settings.base())) {
            return false;
        }
        String rest = path.substring(settings.base().length());
        return site.page(rest).isPresent()
                || site.fallback(rest).isPresent()
                || site.publicFile(rest).isPresent();
    }

    private Optional<Finding> local(Doc doc, DocLink link, String url) {
        String host;
        try {
            URI uri = new URI(url.startsWith("//") ? "http:" + url : url);
            host = uri.getHost();
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
        // a site whose config does not run the links validator tells its readers to open its dev server on purpose
        AstroSite read = settings.site();
        boolean checked = read.validator()
                .map(AstroSite.Validator::errorOnLocalLinks)
                .orElse(read.configFile().isEmpty());
        if (checked && host != null && LOCAL_HOSTS.contains(host.toLowerCase(Locale.ROOT))) {
            return finding(DocRules.DOC_LINK_LOCAL, doc, link, Message.of("doc-link-local.host", link.url(), host));
        }
        return Optional.empty();
    }

    private Optional<Finding> selfAnchor(Doc doc, DocLink link, String hash) {
        SitePage page = site.pageOf(doc);
        if (page.anchors().contains(hash)) {
            return Optional.empty();
        }
        return finding(
                        DocRules.DOC_LINK_ANCHOR,
                        doc,
                        link,
                        anchorHint(AnchorKeys.SELF, hash, page.docPath(), page.suggestible(), hash))
                .map(f -> rewriteAnchor(f, link, hash, page.suggestible()));
    }

    private Optional<Finding> absolute(Doc doc, DocLink link, String path, Optional<String> hash) {
        Optional<String> underBase = underBase(path);
        if (underBase.isEmpty()) {
            String base = settings.base();
            return finding(
                    DocRules.DOC_LINK_PAGE, doc, link, Message.of("doc-link-page.outside-base", link.url(), base));
        }
        String rest = underBase.get();
        if (site.publicFile(rest).isPresent()) {
            return Optional.empty();
        }
        Optional<String> diagram = site.diagramSource(rest);
        if (diagram.isPresent()) {
            return site.exists(diagram.get())
                    ? Optional.empty()
                    : finding(
                            DocRules.DOC_LINK_PAGE,
                            doc,
                            link,
                            Message.of("doc-link-page.diagram-source", link.url(), diagram.get()));
        }
        if (link.image()) {
            String file = site.publicPath(rest);
            return finding(
                    DocRules.DOC_LINK_FILE,
                    doc,
                    link,
                    missingFile("doc-link-file.missing", "doc-link-file.missing-nearest", link, file));
        }
        Optional<SitePage> served = site.page(rest);
        if (served.isEmpty()) {
            Optional<SitePage> fallback = site.fallback(rest);
            if (fallback.isPresent()
                    && settings.site()
                            .validator()
                            .map(AstroSite.Validator::errorOnFallbackPages)
                            .orElse(false)) {
                return finding(
                        DocRules.DOC_LINK_PAGE,
                        doc,
                        link,
                        Message.of(
                                "doc-link-page.fallback",
                                link.url(),
                                fallback.get().docPath()));
            }
            served = fallback;
        }
        if (served.isEmpty()) {
            return unknownRoute(doc, link, rest, hash, 0);
        }
        return anchorOn(doc, link, served.get(), hash);
    }

    /**
     * A front-matter {@code image()} path that starts with {@code /}: a file of the Astro project's folder, as Astro
     * resolves it (some Astro 5 releases read it as a URL of {@code public/}: a file there is accepted too).
     */
    private Optional<Finding> projectImage(Doc doc, DocLink link, String url) {
        String path = decode(stripQuery(url.contains("#") ? url.substring(0, url.indexOf('#')) : url));
        String file = site.projectPath(path);
        if (site.exists(file) || site.publicFile(path.substring(1)).isPresent()) {
            return Optional.empty();
        }
        return finding(
                DocRules.DOC_LINK_FILE,
                doc,
                link,
                missingFile("doc-link-file.missing", "doc-link-file.missing-nearest", link, file));
    }

    /** An image path through a {@code tsconfig.json} alias ({@code @assets/x.svg}) as a repo-relative file. */
    private Optional<String> aliased(String url) {
        for (Map.Entry<String, String> alias : settings.site().aliases().entrySet()) {
            if (!alias.getKey().equals(AstroSite.BASE_URL) && url.startsWith(alias.getKey())) {
                String rest = decode(stripQuery(url.substring(alias.getKey().length())));
                return Optional.of(alias.getValue() + "/" + rest);
            }
        }
        return Optional.empty();
    }

    /**
     * A path that is no page of the docs: a route of {@code src/pages}, a redirect (whose destination must
     * resolve), or, when the config uses integrations that may add routes and no page, route or redirect owns the
     * path's first segment (nor one a typo away), not judged; else a missing page.
     */
    private Optional<Finding> unknownRoute(Doc doc, DocLink link, String rest, Optional<String> hash, int hops) {
        if (site.routed(rest)) {
            return Optional.empty();
        }
        Optional<String> redirect = site.redirect(rest);
        if (redirect.isPresent()) {
            String to = redirect.get().trim();
            if (SCHEME.matcher(to).find() || to.startsWith("//") || hops > 8) {
                return Optional.empty();
            }
            String path = decode(stripQuery(to.contains("#") ? to.substring(0, to.indexOf('#')) : to));
            String target = underBase(path).orElse(Site.trimSlashes(path));
            Optional<SitePage> landed = site.page(target).or(() -> site.fallback(target));
            if (landed.isPresent()) {
                // the link's own fragment is looked for on the page the redirect lands on
                return anchorOn(doc, link, landed.get(), hash);
            }
            if (site.publicFile(target).isPresent()) {
                return Optional.empty();
            }
            if (site.redirect(target).isPresent() || site.routed(target)) {
                return unknownRoute(doc, link, target, hash, hops + 1);
            }
            return finding(
                    DocRules.DOC_LINK_PAGE, doc, link, Message.of("doc-link-page.redirect-missing", link.url(), to));
        }
        Optional<String> unread = site.unjudgedBy(rest);
        if (unread.isPresent()) {
            unreadRoutes.merge(unread.get(), 1, Integer::sum);
            return Optional.empty();
        }
        Optional<GitIgnore.Rule> ignored = site.generated(rest);
        if (ignored.isPresent()) {
            generated.merge(describe(ignored.get()), 1, Integer::sum);
            return Optional.empty();
        }
        if (!settings.site().packages().isEmpty() && site.unowned(rest)) {
            String trimmed = Site.trimSlashes(rest);
            String locale = site.localeOf(trimmed);
            String inLocale = locale.equals("root")
                    ? trimmed
                    : trimmed.substring(Math.min(trimmed.length(), locale.length() + 1));
            String first = inLocale.contains("/") ? inLocale.substring(0, inLocale.indexOf('/')) : inLocale;
            if (Nearest.to(first, site.ownedSegments()).isEmpty()) {
                unjudged.merge("/" + first + "/", 1, Integer::sum);
                return Optional.empty();
            }
        }
        return missingPage(doc, link, rest);
    }

    private Optional<Finding> missingPage(Doc doc, DocLink link, String rest) {
        Optional<String> draft = site.draft(rest);
        if (draft.isPresent()) {
            return finding(
                    DocRules.DOC_LINK_PAGE, doc, link, Message.of("doc-link-page.draft", link.url(), draft.get()));
        }
        String trimmed = rest.endsWith("/") ? rest.substring(0, rest.length() - 1) : rest;
        for (String ext : new String[] {".md", ".mdx", ".html"}) {
            Optional<SitePage> page = trimmed.endsWith(ext)
                    ? site.page(trimmed.substring(0, trimmed.length() - ext.length()))
                    : Optional.empty();
            if (page.isPresent()) {
                return finding(
                        DocRules.DOC_LINK_PAGE,
                        doc,
                        link,
                        Message.of(
                                "doc-link-page.extension",
                                link.url(),
                                ext,
                                site.url(page.get().key())));
            }
        }
        Optional<SitePage> moved = site.movedBySlug(trimmed);
        if (moved.isPresent()) {
            return finding(
                    DocRules.DOC_LINK_PAGE,
                    doc,
                    link,
                    Message.of(
                            "doc-link-page.slug",
                            link.url(),
                            moved.get().docPath(),
                            site.url(moved.get().key())));
        }
        String last = trimmed.substring(trimmed.lastIndexOf('/') + 1);
        if (last.contains(".") && !rest.endsWith("/")) {
            String file = site.publicPath(rest);
            Optional<String> near = siblings(file);
            return finding(
                    DocRules.DOC_LINK_FILE,
                    doc,
                    link,
                    near.isPresent()
                            ? Message.of("doc-link-file.link-missing-nearest", link.url(), file, near.get())
                            : Message.of("doc-link-file.link-missing", link.url(), file));
        }
        List<String> candidates = site.urlsNear(rest);
        Optional<String> near = nearest(site.url(rest), "pages of " + site.localeOf(rest), candidates);
        Optional<Finding> finding = finding(
                DocRules.DOC_LINK_PAGE,
                doc,
                link,
                near.isPresent()
                        ? Message.of("doc-link-page.no-page-nearest", link.url(), near.get())
                        : Message.of("doc-link-page.no-page", link.url()));
        return finding.map(f -> rewrite(f, link, site.url(rest), candidates, ""));
    }

    private Optional<Finding> relativeFile(Doc doc, DocLink link, String path) {
        String file = besideDoc(doc, path);
        if (file.startsWith("..")) {
            return finding(
                    DocRules.DOC_LINK_FILE,
                    doc,
                    link,
                    Message.around("doc-link-file.leaves-repo", link.form().message(), link.url()));
        }
        if (site.exists(file)) {
            return Optional.empty();
        }
        // Astro imports a path neither `./`, `../` nor `/` as written: with tsconfig's baseUrl it is found there
        String baseUrl = settings.site().aliases().get(AstroSite.BASE_URL);
        if (baseUrl != null && !path.startsWith(".")) {
            String fromBase = normalized(baseUrl.isEmpty() ? path : baseUrl + "/" + path);
            if (!fromBase.startsWith("..") && site.exists(fromBase)) {
                return Optional.empty();
            }
        }
        return finding(
                DocRules.DOC_LINK_FILE,
                doc,
                link,
                missingFile("doc-link-file.beside-missing", "doc-link-file.beside-missing-nearest", link, file));
    }

    /** An absolute URL path without the site's base, or empty when it is outside the base. */
    private Optional<String> underBase(String path) {
        String base = settings.base();
        if (path.startsWith(base)) {
            return Optional.of(path.substring(base.length()));
        }
        return (path + "/").equals(base) ? Optional.of("") : Optional.empty();
    }

    /** A repo-relative path with {@code .} and {@code ..} resolved (it starts with {@code ..} when it leaves). */
    private static String normalized(String path) {
        try {
            return Path.of(path).normalize().toString().replace('\\', '/');
        } catch (RuntimeException e) {
            return "..";
        }
    }

    /** A path relative to the doc's folder as a repo-relative path (it starts with {@code ..} when it leaves). */
    private static String besideDoc(Doc doc, String path) {
        Path folder = Path.of(doc.path()).getParent();
        try {
            Path resolved = (folder == null ? Path.of(path) : folder.resolve(path)).normalize();
            return resolved.toString().replace('\\', '/');
        } catch (RuntimeException e) {
            return path;
        }
    }

    /**
     * The repository file a link lands on, by the same resolution as {@link #check}: the doc of a page, a static
     * file under {@code public/}, the JSON source of a diagram page, a file next to the doc for a relative image.
     * Empty for an external link, a link to the page itself, one that does not resolve to an existing file, and a
     * relative page link while {@code studylog.relativeLinks} is {@code error} (where it lands depends on the
     * trailing-slash setting).
     */
    public Optional<String> target(Doc doc, DocLink link) {
        String url = link.url().trim();
        if (url.isEmpty()
                || url.startsWith("?")
                || url.startsWith("#")
                || SCHEME.matcher(url).find()
                || url.startsWith("//")) {
            return Optional.empty();
        }
        int hashAt = url.indexOf('#');
        String beforeHash = hashAt < 0 ? url : url.substring(0, hashAt);
        String path = decode(stripQuery(beforeHash));
        if (link.form().schemaImage() && path.startsWith("/")) {
            String file = site.projectPath(path);
            return site.exists(file) ? Optional.of(file) : site.publicFile(path.substring(1));
        }
        if (!path.startsWith("/")) {
            if (link.image()) {
                String file = besideDoc(doc, path);
                return file.startsWith("..") || !site.exists(file) ? Optional.empty() : Optional.of(file);
            }
            if (settings.relativeLinks() == LinkSettings.RelativeLinks.ERROR) {
                return Optional.empty();
            }
            path = resolve(site.url(site.keyOf(doc.path())), beforeHash);
        }
        Optional<String> underBase = underBase(path);
        if (underBase.isEmpty()) {
            return Optional.empty();
        }
        String rest = underBase.get();
        Optional<String> file = site.publicFile(rest);
        if (file.isPresent()) {
            return file;
        }
        Optional<String> diagram = site.diagramSource(rest).filter(site::exists);
        if (diagram.isPresent() || link.image()) {
            return diagram;
        }
        return site.page(rest).map(SitePage::docPath).filter(p -> !p.equals(doc.path()));
    }

    /**
     * For a suggestion: the relative link made absolute as a browser does from the page's URL, or, when that is
     * nothing of the site, from the page's folder (how a link written by file paths was meant).
     */
    private String meant(Doc doc, String beforeHash) {
        String pageUrl = site.url(site.keyOf(doc.path()));
        String fromPage = resolve(pageUrl, beforeHash);
        if (resolves(fromPage)) {
            return fromPage;
        }
        String folderUrl = pageUrl.substring(0, pageUrl.lastIndexOf('/', pageUrl.length() - 2) + 1);
        String fromFolder = resolve(folderUrl, beforeHash);
        return resolves(fromFolder) ? fromFolder : fromPage;
    }

    private static String resolve(String base, String relative) {
        try {
            URI page = new URI(null, null, base, null);
            URI resolved = page.resolve(new URI(null, null, decode(stripQuery(relative)), null));
            String p = resolved.getPath();
            return p == null || p.startsWith("/..") || !p.startsWith("/") ? "" : p;
        } catch (URISyntaxException e) {
            return "";
        }
    }

    /**
     * The sentence of a missing file ({@code key}, or {@code nearestKey} with the nearest file of its folder):
     * the link, the file, the nearest file if any, and how the link is written as the inner sentence.
     */
    private Message missingFile(String key, String nearestKey, DocLink link, String file) {
        Optional<String> near = siblings(file);
        return near.isPresent()
                ? Message.around(nearestKey, link.form().message(), link.url(), file, near.get())
                : Message.around(key, link.form().message(), link.url(), file);
    }

    /** The nearest file in the folder of {@code file}, if one is close. */
    private Optional<String> siblings(String file) {
        int slash = file.lastIndexOf('/');
        String folder = slash < 0 ? "" : file.substring(0, slash);
        String name = file.substring(slash + 1);
        List<String> names = site.filesIn(folder);
        return nearest(name, "files of " + folder, names);
    }

    /** The sentences of a missing id, each key written whole: a link to its own page's id or to another page's. */
    private record AnchorKeys(String none, String nearest, String ids, String idsMore) {
        static final AnchorKeys SELF = new AnchorKeys(
                "doc-link-anchor.self",
                "doc-link-anchor.self-nearest",
                "doc-link-anchor.self-ids",
                "doc-link-anchor.self-ids-more");
        static final AnchorKeys PAGE = new AnchorKeys(
                "doc-link-anchor.page",
                "doc-link-anchor.page-nearest",
                "doc-link-anchor.page-ids",
                "doc-link-anchor.page-ids-more");
    }

    /**
     * The sentence of a missing id: {@code nearest} with the nearest id, or when none is close, {@code ids} (or
     * {@code idsMore}) with the page's first ids, or {@code none} when it has none; {@code args} first, then the hint.
     */
    private Message anchorHint(AnchorKeys keys, String hash, String page, List<String> ids, Object... args) {
        Optional<String> near = nearest(hash, "ids of " + page, ids);
        if (near.isPresent()) {
            return Message.of(keys.nearest, with(args, near.get()));
        }
        if (ids.isEmpty()) {
            return Message.of(keys.none, args);
        }
        List<String> some = ids.subList(0, Math.min(5, ids.size()));
        return Message.of(
                ids.size() > some.size() ? keys.idsMore : keys.ids,
                with(args, "`#" + String.join("`, `#", some) + "`"));
    }

    private static Object[] with(Object[] args, Object last) {
        Object[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = last;
        return all;
    }

    /**
     * The index of a list of candidates: one per list the site gives (its pages, per locale) for the whole run, so
     * that each broken link compares only the pages of about its length; a list made for one question is indexed
     * for it.
     */
    private NameIndex index(Collection<String> candidates) {
        return candidates.size() < INDEXED
                ? NameIndex.of(candidates)
                : indexes.computeIfAbsent(candidates, NameIndex::of);
    }

    /** The suggestion for {@code wanted} among the {@code candidates} named {@code scope}, memoised. */
    private Optional<String> nearest(String wanted, String scope, Collection<String> candidates) {
        String key = scope + "\u0000" + wanted;
        if (!askedForDoc.contains(key)) {
            if (askedForDoc.size() >= maxSuggested) {
                return Optional.empty();
            }
            askedForDoc.add(key);
        }
        String known = suggested.get(key);
        if (known == null) {
            // a near spelling first; else the id that shares most of its words (a heading slugged in another
            // language or word order: `#sidebarlink-type` for `#тип-sidebarlink`)
            NameIndex index = index(candidates);
            known = index.closestWithin(wanted, Math.max(3, wanted.length() / 2))
                    .or(() -> index.byWords(wanted))
                    .orElse("");
            suggested.put(key, known);
        }
        return known.isEmpty() ? Optional.empty() : Optional.of(known);
    }

    /**
     * The finding with the fix that rewrites the link's destination to the one nearest candidate, when the
     * destination is a plain path (no query, no fragment, written as it reads) and exactly one candidate is
     * nearest; otherwise the finding as it is.
     */
    private Finding rewrite(
            Finding finding, DocLink link, String wanted, Collection<String> candidates, String suffix) {
        if (link.urlText().isEmpty() || link.url().contains("#") || link.url().contains("?")) {
            return finding;
        }
        return index(candidates)
                .unique(wanted)
                .map(near -> finding.withFix(link.urlText().get().withReplacement(near + suffix)))
                .orElse(finding);
    }

    /** The fix of a {@code #fragment} to the one nearest id, the rest of the destination kept. */
    private static Finding rewriteAnchor(Finding finding, DocLink link, String hash, List<String> ids) {
        int at = link.url().indexOf('#');
        if (link.urlText().isEmpty() || at < 0 || !link.url().substring(at + 1).equals(hash)) {
            return finding;
        }
        String before = link.url().substring(0, at + 1);
        return Nearest.unique(hash, ids)
                .map(near -> finding.withFix(link.urlText().get().withReplacement(before + near)))
                .orElse(finding);
    }

    private static Optional<Finding> finding(Rule rule, Doc doc, DocLink link, Message message) {
        return Optional.of(Finding.of(rule, doc.path(), link.line(), link.column(), message));
    }

    private static String stripQuery(String url) {
        int q = url.indexOf('?');
        return q < 0 ? url : url.substring(0, q);
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
