package io.github.studylog.docs;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.incremental.Memos;
import io.github.studylog.incremental.ResultsCache;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The site Starlight builds from the content repo, as far as links can see it: each doc's page at the URL
 * Starlight gives it (the path under the docs folder with every segment slugged, {@code index} standing for its
 * folder, a front-matter {@code slug:} replacing it; {@code draft: true} and {@code _}-prefixed files are no
 * pages), the heading ids of each page, the files under {@code public/}, and the diagram pages
 * {@code /diagrams/<topic>/<name>.html} made from {@code diagrams/<topic>/<name>.json}.
 */
public final class Site {

    /** Suggestions compare with this many files of a folder at most: the first by name. */
    private static final int MAX_SIBLINGS = 1000;

    private final ContentLayout layout;
    private final RepoPaths paths;
    private final LinkSettings settings;
    private final Map<String, SitePage> pages = new TreeMap<>();
    private final Map<String, String> drafts = new TreeMap<>();
    private final Map<String, String> keyOfDoc = new HashMap<>();
    private final Map<String, String> movedBySlug = new HashMap<>();
    private final Map<String, SitePage> pageOfDoc = new HashMap<>();
    private final List<String> urls;
    /** Pages of a locale served from the default locale's doc, by key (Starlight's fallback content). */
    private final Map<String, SitePage> fallbacks = new TreeMap<>();

    private final Map<String, ListDigest> listDigests;
    /** Every page's URL per locale folder ({@code root} for the unprefixed one), for suggestions. */
    private final Map<String, List<String>> urlsByLocale = new HashMap<>();

    private final Set<String> locales;
    private final List<Pattern> routes = new ArrayList<>();
    private final Map<String, String> redirects = new HashMap<>();
    private final List<Pattern> redirectPatterns = new ArrayList<>();
    /** First URL segments (after the locale) of every page, route and redirect the site has. */
    private final Set<String> owned = new TreeSet<>();
    /** Keys served by dynamic routes whose paths the route's file shows. */
    private final Set<String> served = new java.util.HashSet<>();
    /** Dynamic routes whose paths only running them shows, with their file. */
    private final Map<Pattern, String> unreadRoutes = new java.util.LinkedHashMap<>();
    /** Routes of known integrations. */
    private final List<Pattern> integrationRoutes = new ArrayList<>();
    /** Prefixes under which an integration makes pages from files outside the docs, with its name. */
    private final Map<String, String> integrationPrefixes = new TreeMap<>();
    /** The prefix of every doc's page when only a page of {@code src/pages} serves the docs collection. */
    private final String docsPrefix;

    private final GitIgnore ignore;
    /** {@link #filesIn} per folder: a doc of many broken images lists each folder once. */
    private final Map<String, List<String>> folders = new ConcurrentHashMap<>();
    /** {@link #answer} per question asked this run: each is worked out once, however many docs asked it. */
    private final Map<String, String> answers = new ConcurrentHashMap<>();
    /** Where the questions asked of this site go while one doc's links are judged ({@link #recording}). */
    private @Nullable Map<String, String> reads;

    public Site(ContentLayout layout, RepoPaths paths, LinkSettings settings, List<Doc> docs) {
        this(layout, paths, settings, docs, new Memos());
    }

    /** The docs' page addresses from their file paths, by docs folder and doc path (a pure function of both). */
    private static final Memos.Name<String, String> PATH_KEYS = new Memos.Name<>("docs.path-keys");

    /** The last digest of each long list a verdict may read (the pages, per locale), with the list it digests. */
    private static final Memos.Name<String, ListDigest> LIST_DIGESTS = new Memos.Name<>("docs.list-digests");

    private record ListDigest(List<String> texts, String digest) {}

    /** The pages of the last check by doc path, each with the parse it was made from. */
    private static final Memos.Name<String, SitePage.Kept> PAGES = new Memos.Name<>("docs.pages");

    /**
     * The site of these docs, with what a long-lived engine kept from its last check: the URL paths docs have
     * from their file paths and the digests of the page lists, each used only where what it was made of is equal.
     */
    Site(ContentLayout layout, RepoPaths paths, LinkSettings settings, List<Doc> docs, Memos memos) {
        this.listDigests = memos.of(LIST_DIGESTS);
        Map<String, String> pathKeys = memos.of(PATH_KEYS);
        Map<String, SitePage.Kept> keptPages = memos.of(PAGES);
        this.layout = layout;
        this.paths = paths;
        this.settings = settings;
        AstroSite read = settings.site();
        this.ignore = new GitIgnore(read.ignored());
        String collection = docsCollection(layout.docs());
        String prefix = "";
        if (!read.configFile().isEmpty() && !read.starlight()) {
            for (AstroSite.DynamicRoute route : read.dynamic()) {
                if (route.fill() == AstroSite.Fill.COLLECTION
                        && route.collection().equals(collection)) {
                    prefix = trimSlashes(
                            route.route().replaceAll("\\[[^\\]]*\\]", "").replaceAll("/+", "/"));
                    break;
                }
            }
        }
        this.docsPrefix = prefix;
        for (Doc doc : docs) {
            String key = doc.slug()
                    .map(s -> prefixed(trimSlashes(s.value())))
                    .orElseGet(() -> prefixed(
                            pathKeys.computeIfAbsent(layout.docs() + "\u0000" + doc.path(), k -> pathKey(doc.path()))));
            keyOfDoc.put(doc.path(), key);
            pageOfDoc.put(doc.path(), SitePage.of(doc, key, keptPages));
            if (doc.slug().isPresent()) {
                movedBySlug.putIfAbsent(prefixed(pathKey(doc.path())), key);
            }
            if (doc.draft()) {
                drafts.putIfAbsent(key, doc.path());
            } else if (!fileName(doc.path()).startsWith("_")) {
                pages.putIfAbsent(key, pageOfDoc.get(doc.path()));
            }
        }
        AstroSite site = settings.site();
        this.locales = new TreeSet<>(site.locales());
        locales.remove("root");
        if (site.multilingual()) {
            String fallback = site.defaultLocale();
            List<String> targets = site.locales();
            Map<String, SitePage> defaults = new TreeMap<>();
            pages.forEach((key, page) -> {
                if (localeOf(key).equals(fallback)) {
                    defaults.put(restOf(key), page);
                }
            });
            for (String locale : targets) {
                if (locale.equals(fallback)) {
                    continue;
                }
                defaults.forEach((rest, page) -> {
                    String key = locale.equals("root") ? rest : rest.isEmpty() ? locale : locale + "/" + rest;
                    if (!pages.containsKey(key)) {
                        fallbacks.put(key, page.at(key));
                    }
                });
            }
        }
        for (String route : site.routes()) {
            if (!route.contains("[")) {
                routes.add(routePattern(route));
                own(route);
            }
        }
        for (AstroSite.DynamicRoute route : site.dynamic()) {
            switch (route.fill()) {
                case COLLECTION -> {
                    if (!route.collection().equals(collection) || docsPrefix.isEmpty()) {
                        for (String entry : entries(route.collection(), collection)) {
                            served.add(trimSlashes(route.route()
                                    .replaceAll("\\[[^\\]]*\\]", java.util.regex.Matcher.quoteReplacement(entry))
                                    .replaceAll("/+", "/")));
                        }
                    }
                    own(route.route());
                }
                case PATHS -> {
                    served.addAll(route.paths());
                    route.paths().forEach(this::own);
                }
                case UNKNOWN -> {
                    // a route of parameters alone ([...slug], [lang]/[page]) would match every link: it is not
                    // matched against any (its paths are judged as missing pages)
                    if (!route.route()
                            .replaceAll("\\[[^\\]]*\\]", "")
                            .replace("/", "")
                            .isEmpty()) {
                        unreadRoutes.put(routePattern(route.route()), route.file());
                        own(route.route());
                    }
                }
            }
        }
        for (AstroSite.Integration integration : site.integrations()) {
            String p = integration.prefix();
            if (integration.served() && integration.name().equals(AstroSite.SITEMAP)) {
                integrationRoutes.add(Pattern.compile("sitemap-index\\.xml|sitemap-\\d+\\.xml"));
                continue; // owns no segment: a page link beside it is judged
            } else if (integration.served() && integration.prefix().equals("pagefind")) {
                integrationRoutes.add(Pattern.compile("pagefind/.+"));
            } else if (integration.served()) {
                String q = Pattern.quote(p);
                // starlight-blog: the index and its pages, tags, authors (each paged), and the feeds
                integrationRoutes.add(Pattern.compile(q + "(?:/\\d+)?"));
                integrationRoutes.add(Pattern.compile(q + "/(?:tags|authors)/[^/]+(?:/\\d+)?"));
                integrationRoutes.add(Pattern.compile(q + "/rss\\.xml|" + q + "/rss/[^/]+\\.xml"));
            } else {
                integrationPrefixes.put(p, integration.name());
            }
            own(p);
        }
        site.redirects().forEach((from, to) -> {
            String key = trimSlashes(stripBase(from));
            if (key.contains("[")) {
                redirectPatterns.add(routePattern(key));
            } else {
                redirects.put(key, to);
            }
            own(key);
        });
        pages.keySet().forEach(this::own);
        drafts.keySet().forEach(this::own); // a link to a draft is judged (a finding), not left to an integration
        this.urls = pages.keySet().stream().map(this::url).toList();
        // a locale's suggestions: its own pages and those it falls back to, at its own URLs
        new TreeSet<>(combined(pages.keySet(), fallbacks.keySet()))
                .forEach(k -> urlsByLocale
                        .computeIfAbsent(localeOf(k), l -> new ArrayList<>())
                        .add(url(k)));
    }

    private static List<String> combined(Set<String> first, Set<String> second) {
        List<String> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }

    private void own(String key) {
        String rest = restOf(trimSlashes(key));
        String first = rest.contains("/") ? rest.substring(0, rest.indexOf('/')) : rest;
        owned.add(first);
    }

    private String stripBase(String path) {
        String base = settings.base();
        return base.length() > 1 && path.startsWith(base) ? path.substring(base.length() - 1) : path;
    }

    /** An Astro route ({@code blog/[slug]}, {@code api/[...path]}) as a pattern over keys without slashes at ends. */
    static Pattern routePattern(String route) {
        StringBuilder regex = new StringBuilder();
        String[] segments = trimSlashes(route).split("/", -1);
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            if (segment.matches("\\[\\.\\.\\.[^\\]]*\\]")) {
                // a rest parameter matches any number of segments, none included
                if (regex.length() > 0) {
                    regex.append("(?:/.*)?");
                } else {
                    regex.append(".*");
                }
                continue;
            }
            regex.append(i == 0 ? "" : "/");
            Matcher m = Pattern.compile("\\[[^\\]]*\\]").matcher(segment);
            int last = 0;
            while (m.find()) {
                regex.append(Pattern.quote(segment.substring(last, m.start()))).append("[^/]+");
                last = m.end();
            }
            regex.append(Pattern.quote(segment.substring(last)));
        }
        return Pattern.compile(regex.toString());
    }

    /** The locale folder of a key: its first segment when that is a locale, else {@code root}. */
    public String localeOf(String key) {
        String k = trimSlashes(key);
        String first = k.contains("/") ? k.substring(0, k.indexOf('/')) : k;
        return locales.contains(first) ? first : "root";
    }

    /** A key without its locale folder. */
    private String restOf(String key) {
        String locale = localeOf(key);
        if (locale.equals("root")) {
            return key;
        }
        return key.length() == locale.length() ? "" : key.substring(locale.length() + 1);
    }

    /** The page the default locale serves at a key its own locale has no doc for, if any. */
    public Optional<SitePage> fallback(String key) {
        String k = trimSlashes(key);
        asked('f', k);
        return Optional.ofNullable(fallbacks.get(k));
    }

    /** The name of the docs' collection: the folder under {@code src/content/}, {@code docs}. */
    private static String docsCollection(String docs) {
        String d = docs.replace('\\', '/');
        int at = d.lastIndexOf("src/content/");
        String rest = at < 0 ? d : d.substring(at + "src/content/".length());
        rest = trimSlashes(rest);
        return rest.contains("/") ? rest.substring(0, rest.indexOf('/')) : rest;
    }

    private String prefixed(String key) {
        return docsPrefix.isEmpty() ? key : key.isEmpty() ? docsPrefix : docsPrefix + "/" + key;
    }

    /** The keys of a collection's entries: the docs' pages, or the slugged paths of another collection's files. */
    private List<String> entries(String name, String docsCollection) {
        if (name.equals(docsCollection)) {
            return List.copyOf(pages.keySet());
        }
        String project = AstroSite.projectOf(layout.docs());
        String folder = (project.isEmpty() ? "" : project + "/") + "src/content/" + name;
        Path dir = paths.root().resolve(folder).normalize();
        List<String> keys = new ArrayList<>();
        if (!dir.startsWith(paths.root()) || !Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            return keys;
        }
        try (Stream<Path> walk = Files.walk(dir, 16)) {
            walk.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                    .limit(20_000)
                    .forEach(f -> {
                        String rel = dir.relativize(f).toString().replace('\\', '/');
                        int dot = rel.lastIndexOf('.');
                        if (dot > rel.lastIndexOf('/')) {
                            rel = rel.substring(0, dot);
                        }
                        List<String> segments = new ArrayList<>();
                        for (String segment : rel.split("/")) {
                            segments.add(Slugger.slug(segment));
                        }
                        if (segments.size() > 1
                                && segments.get(segments.size() - 1).equals("index")) {
                            segments.remove(segments.size() - 1);
                        }
                        keys.add(String.join("/", segments));
                    });
        } catch (IOException | RuntimeException e) {
            return keys;
        }
        return keys;
    }

    /**
     * The file of a dynamic route that may serve the key while its paths are made in a way its file does not
     * show, or the integration that makes pages under the key's prefix from files outside the docs: why a link
     * to the key is not judged.
     */
    public Optional<String> unjudgedBy(String key) {
        String k = trimSlashes(key);
        String rest = restOf(k);
        for (Map.Entry<String, String> prefix : integrationPrefixes.entrySet()) {
            for (String candidate : List.of(k, rest)) {
                if (candidate.equals(prefix.getKey()) || candidate.startsWith(prefix.getKey() + "/")) {
                    return Optional.of("/" + prefix.getKey() + "/ (" + prefix.getValue() + ")");
                }
            }
        }
        for (Map.Entry<Pattern, String> route : unreadRoutes.entrySet()) {
            if (route.getKey().matcher(k).matches()) {
                return Optional.of(route.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * The {@code .gitignore} rule that ignores the doc a key would be made from, when no such doc is on disk: a
     * page generated before the build.
     */
    public Optional<GitIgnore.Rule> generated(String key) {
        if (ignore.rules().isEmpty()) {
            return Optional.empty();
        }
        String k = trimSlashes(key);
        if (!docsPrefix.isEmpty()) {
            if (!k.equals(docsPrefix) && !k.startsWith(docsPrefix + "/")) {
                return Optional.empty();
            }
            k = k.equals(docsPrefix) ? "" : k.substring(docsPrefix.length() + 1);
        }
        String stem = layout.docs() + (k.isEmpty() ? "" : "/" + k);
        List<String> candidates = new ArrayList<>();
        for (String ext : new String[] {".md", ".mdx", ".mdoc"}) {
            if (!k.isEmpty()) {
                candidates.add(stem + ext);
            }
            candidates.add(stem + "/index" + ext);
        }
        Optional<GitIgnore.Rule> rule = Optional.empty();
        for (String candidate : candidates) {
            if (exists(candidate)) {
                return Optional.empty();
            }
            if (rule.isEmpty()) {
                rule = ignore.ignoring(candidate);
            }
        }
        return rule;
    }

    /** The {@code .gitignore} rule that ignores a repo-relative file that is not on disk, if one does. */
    public Optional<GitIgnore.Rule> generatedFile(String repoPath) {
        return ignore.rules().isEmpty() || exists(repoPath) ? Optional.empty() : ignore.ignoring(repoPath);
    }

    /** The page made of the doc at a repo-relative path, if that doc is a page of the site. */
    public Optional<SitePage> pageAtFile(String repoPath) {
        SitePage page = pageOfDoc.get(repoPath);
        return page != null && pages.get(page.key()) == page ? Optional.of(page) : Optional.empty();
    }

    /** True when a route of {@code src/pages} or of a known integration serves the key. */
    public boolean routed(String key) {
        String k = trimSlashes(key);
        if (served.contains(k)) {
            return true;
        }
        String rest = restOf(k);
        for (Pattern route : integrationRoutes) {
            if (route.matcher(k).matches() || route.matcher(rest).matches()) {
                return true;
            }
        }
        for (Pattern route : routes) {
            if (route.matcher(k).matches()) {
                return true;
            }
        }
        for (Pattern redirect : redirectPatterns) {
            if (redirect.matcher(k).matches()) {
                return true;
            }
        }
        return false;
    }

    /** Where a redirect of the config sends the key, as written, if one does. */
    public Optional<String> redirect(String key) {
        return Optional.ofNullable(redirects.get(trimSlashes(key)));
    }

    /**
     * True when the key's first segment (after its locale) is one no page, route or redirect of the site has: a
     * path only an integration the plugin cannot see could serve.
     */
    public boolean unowned(String key) {
        asked('o', "");
        String rest = restOf(trimSlashes(key));
        String first = rest.contains("/") ? rest.substring(0, rest.indexOf('/')) : rest;
        return !first.isEmpty() && !owned.contains(first);
    }

    /** The first segments (after the locale) the site's pages, routes and redirects have. */
    public Set<String> ownedSegments() {
        asked('o', "");
        return java.util.Collections.unmodifiableSet(owned);
    }

    /** The page URLs of the key's own locale, for a suggestion that stays in it. */
    public List<String> urlsNear(String key) {
        String locale = localeOf(key);
        asked('n', locale);
        return urlsByLocale.getOrDefault(locale, urls);
    }

    /** The page made of a doc, drafts and {@code _} files included: what its own {@code #fragment}s may name. */
    public SitePage pageOf(Doc doc) {
        asked('s', doc.path());
        SitePage known = pageOfDoc.get(doc.path());
        return known != null ? known : SitePage.of(doc, keyOf(doc.path()));
    }

    /** The URL path of a doc's page without base, e.g. {@code guides/intro}; {@code ""} for the home page. */
    public String keyOf(String docPath) {
        asked('k', docPath);
        String known = keyOfDoc.get(docPath);
        return known != null ? known : prefixed(pathKey(docPath));
    }

    /** The page a front-matter {@code slug:} moved away from this URL path, if any. */
    public Optional<SitePage> movedBySlug(String key) {
        String k = trimSlashes(key);
        asked('m', k);
        return Optional.ofNullable(movedBySlug.get(k)).flatMap(this::page);
    }

    /** The URL path a doc has from its file path alone. */
    private String pathKey(String docPath) {
        String relative = docPath.startsWith(layout.docs() + "/")
                ? docPath.substring(layout.docs().length() + 1)
                : docPath;
        int dot = relative.lastIndexOf('.');
        if (dot > relative.lastIndexOf('/')) {
            relative = relative.substring(0, dot);
        }
        List<String> segments = new ArrayList<>();
        for (String segment : relative.split("/")) {
            segments.add(Slugger.slug(segment));
        }
        if (!segments.isEmpty() && segments.get(segments.size() - 1).equals("index")) {
            segments.remove(segments.size() - 1);
        }
        return String.join("/", segments);
    }

    /** The page at a URL path without base (slashes at the ends ignored). */
    public Optional<SitePage> page(String key) {
        String k = trimSlashes(key);
        asked('p', k);
        return Optional.ofNullable(pages.get(k));
    }

    /** The draft doc that would be at a URL path, if any. */
    public Optional<String> draft(String key) {
        String k = trimSlashes(key);
        asked('d', k);
        return Optional.ofNullable(drafts.get(k));
    }

    /** The page's URL as a link writes it, with base and trailing slash: {@code /docs/guides/intro/}. */
    public String url(String key) {
        return key.isEmpty() ? settings.base() : settings.base() + key + "/";
    }

    /** Every page's URL, for suggestions. */
    public List<String> urls() {
        asked('U', "");
        return urls;
    }

    /**
     * The repo-relative static file served at a URL path without base, if it exists: {@code public/<path>}, or
     * for {@code diagrams/…} also the configured public diagrams folder.
     */
    public Optional<String> publicFile(String path) {
        asked('F', path);
        return servedFile(path);
    }

    private Optional<String> servedFile(String path) {
        if (path.isEmpty() || path.endsWith("/")) {
            return Optional.empty();
        }
        String file = settings.publicDir() + "/" + path;
        if (paths.problemWithFile(file).isEmpty()) {
            return Optional.of(file);
        }
        if (path.startsWith("diagrams/")) {
            String diagram = layout.publicDiagrams() + "/" + path.substring("diagrams/".length());
            if (paths.problemWithFile(diagram).isEmpty()) {
                return Optional.of(diagram);
            }
        }
        return Optional.empty();
    }

    /** Where a missing static file would have to be: {@code public/<path>} (or the public diagrams folder). */
    public String publicPath(String path) {
        if (path.startsWith("diagrams/") && !layout.publicDiagrams().equals(settings.publicDir() + "/diagrams")) {
            return layout.publicDiagrams() + "/" + path.substring("diagrams/".length());
        }
        return settings.publicDir() + "/" + path;
    }

    /**
     * The repo-relative file of a path from the Astro project's folder ({@code /src/assets/x.png}), as Astro's
     * {@code image()} reads a front-matter path that starts with {@code /}.
     */
    public String projectPath(String path) {
        String project = AstroSite.projectOf(layout.docs());
        String rest = path.startsWith("/") ? path.substring(1) : path;
        return project.isEmpty() ? rest : project + "/" + rest;
    }

    /** For {@code diagrams/<topic>/<name>.html}: the JSON source that page is made from. */
    public Optional<String> diagramSource(String path) {
        if (!path.startsWith("diagrams/") || !path.endsWith(".html")) {
            return Optional.empty();
        }
        String name = path.substring("diagrams/".length(), path.length() - ".html".length());
        return Optional.of(layout.diagrams() + "/" + name + ".json");
    }

    /** True when the repo-relative path is a regular file inside the repository. */
    public boolean exists(String repoPath) {
        asked('e', repoPath);
        return paths.problemWithFile(repoPath).isEmpty();
    }

    /**
     * The names of the regular files directly in a repo-relative folder, sorted, at most {@link #MAX_SIBLINGS}
     * (the first by name); none when it is not there.
     */
    public List<String> filesIn(String folder) {
        asked('l', folder);
        return folders.computeIfAbsent(folder, this::listFiles);
    }

    /**
     * Records every question asked of this site into {@code into} (the question, {@link #answer its answer}) until
     * called again with null: what one doc's links read of the site, so that their verdicts can be kept while
     * the site answers the same ({@link #answers}). One doc at a time.
     */
    void recording(@Nullable Map<String, String> into) {
        this.reads = into;
    }

    /**
     * True when this site answers every question of {@code asked} (as {@link #recording} kept them) as the site
     * they were asked of did: a verdict made of those answers alone is the same on this site. The pages, ids,
     * drafts, slugs, fallbacks and suggestion lists are this site's; the static files and folders are looked at.
     */
    boolean answersAsBefore(Map<String, String> asked) {
        for (Map.Entry<String, String> question : asked.entrySet()) {
            if (!answer(question.getKey()).equals(question.getValue())) {
                return false;
            }
        }
        return true;
    }

    private void asked(char kind, String argument) {
        Map<String, String> into = reads;
        if (into != null) {
            String question = kind + ":" + argument;
            into.put(question, answer(question));
        }
    }

    /**
     * This site's answer to one question ({@code kind:argument}) as a text to compare: everything a verdict may
     * take from the lookup (a page's doc, URL path and ids; a list's members), digested where it is long.
     */
    private String answer(String question) {
        String known = answers.get(question);
        if (known != null) {
            return known;
        }
        String argument = question.substring(2);
        String made = switch (question.charAt(0)) {
            case 'p' -> answer(pages.get(argument));
            case 'f' -> answer(fallbacks.get(argument));
            case 'd' -> String.valueOf(drafts.get(argument));
            case 'm' -> {
                String moved = movedBySlug.get(argument);
                yield moved == null ? "-" : moved + "\u0000" + answer(pages.get(moved));
            }
            case 'o' -> listDigest(question, List.copyOf(owned));
            case 'n' -> listDigest(question, urlsByLocale.getOrDefault(argument, urls));
            case 'U' -> listDigest(question, urls);
            case 's' -> answer(pageOfDoc.get(argument));
            case 'k' -> String.valueOf(keyOfDoc.get(argument));
            case 'F' -> servedFile(argument).orElse("-");
            case 'e' -> String.valueOf(paths.problemWithFile(argument).isEmpty());
            case 'l' -> digest(folders.computeIfAbsent(argument, this::listFiles));
            default -> throw new IllegalArgumentException("no question " + question);
        };
        answers.put(question, made);
        return made;
    }

    private static String answer(@Nullable SitePage page) {
        return page == null ? "-" : page.docPath() + "\u0000" + page.key() + "\u0000" + page.anchorsDigest();
    }

    /** {@link #digest}, taken from the last check's when the list is equal (comparing costs less than hashing). */
    private String listDigest(String question, List<String> texts) {
        ListDigest known = listDigests.get(question);
        if (known != null && known.texts().equals(texts)) {
            return known.digest();
        }
        String made = digest(texts);
        listDigests.put(question, new ListDigest(texts, made));
        return made;
    }

    /** A short digest of a list of texts, in order. */
    static String digest(Collection<String> texts) {
        StringBuilder all = new StringBuilder();
        texts.forEach(t -> all.append(t).append('\u0000'));
        byte[] hash = ResultsCache.sha256(all.toString().getBytes(StandardCharsets.UTF_8));
        return texts.size() + ":"
                + Base64.getEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(hash, 15));
    }

    private List<String> listFiles(String folder) {
        Path dir = paths.root().resolve(folder).normalize();
        if (!dir.startsWith(paths.root())
                || !Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                || !paths.isInside(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            TreeSet<String> first = new TreeSet<>();
            list.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).forEach(p -> {
                first.add(p.getFileName().toString());
                if (first.size() > MAX_SIBLINGS) {
                    first.pollLast();
                }
            });
            return List.copyOf(first);
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String fileName(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    static String trimSlashes(String path) {
        int start = 0;
        int end = path.length();
        while (start < end && path.charAt(start) == '/') {
            start++;
        }
        while (end > start && path.charAt(end - 1) == '/') {
            end--;
        }
        return path.substring(start, end);
    }
}
