package io.github.studylog.docs;

import io.github.studylog.docs.JsLiterals.Unknown;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The Astro site around the docs as far as links can see it, read from the files without running Node:
 * {@code astro.config.{mjs,ts,js,mts,cjs}} (Astro's {@code base}, {@code trailingSlash} and {@code redirects};
 * Starlight's {@code locales} and {@code defaultLocale}; starlight-links-validator's options), the image aliases of
 * {@code tsconfig.json}'s {@code compilerOptions.paths}, and the routes of {@code src/pages/**}. The config is read
 * by {@link JsLiterals}: literal values, names bound to literals, and objects imported from a relative file (JSON
 * or a module's {@code export default} / named export). What it cannot reduce to a literal is named in
 * {@link #unread}, for one note.
 *
 * @param configFile   the config read, repo-relative, or {@code ""} when there is none
 * @param base         Astro's {@code base}, when written as a literal
 * @param trailingSlash Astro's {@code trailingSlash}, when written as a literal
 * @param locales      Starlight's locale folders ({@code root} for the unprefixed locale); empty: one language
 * @param defaultLocale the locale folder a missing translation falls back to ({@code root} or e.g. {@code en})
 * @param redirects    Astro's redirects, source path to destination as written
 * @param validator    starlight-links-validator's options, when the integration is in the config
 * @param routes       the routes of {@code src/pages}, as Astro route patterns without slashes at the ends
 *                     ({@code [slug]} and {@code [...rest]} segments kept)
 * @param aliases      import aliases from {@code tsconfig.json}, prefix ({@code @assets/}) to repo-relative folder
 * @param packages     the packages the config imports besides Astro, Starlight and the links validator, and whose
 *                     names the {@code integrations} reach (when the config shows which): an integration among them
 *                     may add routes no file shows
 * @param unread       what the reader could not read, each a short phrase naming the setting and its source text
 * @param starlight    the config uses Starlight (else the docs collection is served only by a page of
 *                     {@code src/pages} that maps it)
 * @param pipeline     the Markdown settings of the config that may rewrite links ({@code markdown.remarkPlugins},
 *                     {@code markdown.rehypePlugins}, {@code markdown.processor}, {@code mdx(…)}'s plugins); empty
 *                     when it adds none
 * @param ignored      the rules of the {@code .gitignore} files from the repository's root down to the docs folder
 *                     and inside it: a doc they ignore is generated before the build
 * @param dynamic      how each dynamic route of {@code src/pages} ({@code [slug]}, {@code [...rest]}) is filled
 * @param integrations the routes of known integrations (starlight-blog, starlight-openapi, starlight-typedoc,
 *                     starlight-changelogs), each a path prefix
 * @param routeMiddleware Starlight's {@code routeMiddleware} modules as written: code that may change a page's route
 *                     data (its front matter's links among them) as the page is rendered
 * @param markdoc      a Starlight site with the {@code @astrojs/markdoc} integration: Starlight's docs loader then
 *                     takes {@code .mdoc} files as docs too (its {@code loaders.ts})
 * @param markdownPages the Markdown and MDX pages of {@code src/pages}, repo-relative: pages of the site that are no
 *                     docs, so their links are not checked (one note counts them)
 * @param pagesFolder  the folder of those pages, repo-relative ({@code ""} when there are none)
 */
public record AstroSite(
        String configFile,
        Optional<String> base,
        Optional<String> trailingSlash,
        List<String> locales,
        String defaultLocale,
        Map<String, String> redirects,
        Optional<Validator> validator,
        List<String> routes,
        Map<String, String> aliases,
        List<String> packages,
        List<String> unread,
        boolean starlight,
        List<String> pipeline,
        List<GitIgnore.Rule> ignored,
        List<DynamicRoute> dynamic,
        List<Integration> integrations,
        List<String> routeMiddleware,
        boolean markdoc,
        List<String> markdownPages,
        String pagesFolder) {

    /** Files of one config's imports read at most, and their size. */
    private static final long MAX_FILE = 4L << 20;
    /** Files under {@code src/pages} listed at most. */
    private static final int MAX_PAGES = 20_000;

    private static final List<String> CONFIG_NAMES =
            List.of("astro.config.mjs", "astro.config.ts", "astro.config.js", "astro.config.mts", "astro.config.cjs");
    private static final Set<String> CORE_PACKAGES =
            Set.of("astro", "astro/config", "@astrojs/starlight", "starlight-links-validator");
    /**
     * Packages that add no routes (renderers, Markdown, code blocks, icons and styling; {@code @astropub/md}'s
     * integration only hands the Markdown settings to its component): they are not among the
     * {@link #packages} that may serve unknown paths.
     */
    private static final Set<String> ROUTELESS = Set.of(
            "@astrojs/mdx",
            "@astrojs/markdoc",
            "@astrojs/react",
            "@astrojs/preact",
            "@astrojs/vue",
            "@astrojs/svelte",
            "@astrojs/solid-js",
            "@astrojs/tailwind",
            "@tailwindcss/vite",
            "@astrojs/markdown-remark",
            "astro-expressive-code",
            "astro-icon",
            "@astropub/md");

    static final String SITEMAP = "@astrojs/sitemap";
    /** Integrations that add no page, only files: {@code sitemap-index.xml}, {@code sitemap-0.xml}; {@code pagefind/}. */
    private static final List<String> FILE_ROUTES = List.of(SITEMAP, "astro-pagefind");

    /**
     * starlight-links-validator's options that change which links are findings.
     *
     * @param errorOnRelativeLinks  {@code false}: relative links are not checked
     * @param errorOnFallbackPages  {@code true} written in the config: a link to a page served from the default
     *                              locale is a finding
     * @param errorOnInvalidHashes  read but not followed: a {@code #fragment} naming no id leaves the reader at the
     *                              top of the page whatever the validator checks, and the ids the validator cannot
     *                              see ({@code id} attributes, {@code {#custom-id}}) are read here
     * @param errorOnLocalLinks     {@code false}: links to {@code localhost} are not findings
     * @param exclude               globs of link paths never checked
     * @param components            the {@code components} option's {@code [name, attribute]} pairs: more
     *                              component attributes holding links
     * @param sameSitePolicy        {@code ignore} (the default), {@code validate} or {@code error}: what an absolute
     *                              URL on the origin of Astro's {@code site} is
     * @param siteOrigin            the origin of Astro's {@code site} ({@code https://example.com}), when a literal
     *                              URL
     */
    public record Validator(
            boolean errorOnRelativeLinks,
            boolean errorOnFallbackPages,
            boolean errorOnInvalidHashes,
            boolean errorOnLocalLinks,
            List<String> exclude,
            List<LinkComponent> components,
            String sameSitePolicy,
            Optional<String> siteOrigin) {

        public Validator {
            exclude = List.copyOf(exclude);
            components = List.copyOf(components);
        }
    }

    /** How a dynamic route's {@code getStaticPaths} is filled, as far as its file shows. */
    public enum Fill {
        /** {@code getCollection("name")} mapped to each entry's {@code id} or {@code slug}. */
        COLLECTION,
        /** A literal list of {@code params}. */
        PATHS,
        /** Anything else: only running it shows which paths it serves. */
        UNKNOWN
    }

    /**
     * A dynamic route of {@code src/pages}.
     *
     * @param route      the route pattern, as in {@link #routes}
     * @param file       its file, repo-relative
     * @param fill       how its paths are made
     * @param collection for {@link Fill#COLLECTION}, the collection's name
     * @param paths      for {@link Fill#PATHS}, the paths it serves, without slashes at the ends
     */
    public record DynamicRoute(String route, String file, Fill fill, String collection, List<String> paths) {
        public DynamicRoute {
            paths = List.copyOf(paths);
        }
    }

    /**
     * The routes a known integration adds under a path prefix.
     *
     * @param name    the integration's package
     * @param prefix  the path prefix (no slashes at the ends)
     * @param served  {@code true}: the routes are known (starlight-blog's index pages, tags, authors and feeds);
     *                {@code false}: they come from files outside the docs (OpenAPI schemas, TypeDoc, changelogs)
     *                and links under the prefix are not judged; {@code @astrojs/sitemap} (prefix {@code ""}) and
     *                {@code astro-pagefind} ({@code pagefind}) serve the files they write
     */
    public record Integration(String name, String prefix, boolean served) {}

    public AstroSite {
        pipeline = List.copyOf(pipeline);
        ignored = List.copyOf(ignored);
        dynamic = List.copyOf(dynamic);
        markdownPages = List.copyOf(markdownPages);
        integrations = List.copyOf(integrations);
        routeMiddleware = List.copyOf(routeMiddleware);
        locales = List.copyOf(locales);
        redirects = java.util.Collections.unmodifiableMap(new TreeMap<>(redirects));
        routes = List.copyOf(routes);
        aliases = java.util.Collections.unmodifiableMap(new TreeMap<>(aliases));
        packages = List.copyOf(packages);
        unread = List.copyOf(unread);
    }

    /** No config, no pages: the site as the plugin's parameters alone describe it. */
    public static AstroSite none() {
        return new AstroSite(
                "",
                Optional.empty(),
                Optional.empty(),
                List.of(),
                "root",
                Map.of(),
                Optional.empty(),
                List.of(),
                Map.of(),
                List.of(),
                List.of(),
                false,
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                false,
                List.of(),
                "");
    }

    /** True when a locale other than the unprefixed one has pages under its folder. */
    public boolean multilingual() {
        return !locales.isEmpty();
    }

    /**
     * The folder of the Astro project of a docs folder: the part before {@code src/content/docs} (or
     * {@code src/content/<collection>}), {@code ""} for the repository's root.
     */
    public static String projectOf(String docs) {
        String d = docs.replace('\\', '/');
        int at = d.lastIndexOf("src/content/");
        if (at < 0) {
            return "";
        }
        String project = d.substring(0, at);
        return project.endsWith("/") ? project.substring(0, project.length() - 1) : project;
    }

    /**
     * The docs folder the config at the repository's root names through Astro's {@code srcDir} (Starlight's docs
     * are {@code <srcDir>/content/docs}), repo-relative, with the config's file name; empty when there is no such
     * config, {@code srcDir} is not a literal, is the default {@code ./src}, or leaves the repository.
     */
    public static Optional<Map.Entry<String, String>> srcDirDocs(Path root) {
        return srcDirDocs(root, new Configs());
    }

    /** {@link #srcDirDocs(Path)}, taking the configs from (and leaving them in) {@code configs}. */
    public static Optional<Map.Entry<String, String>> srcDirDocs(Path root, Configs configs) {
        Path repo = root.toAbsolutePath().normalize();
        for (String name : CONFIG_NAMES) {
            Optional<JsLiterals> parsed = configs.of(repo, repo.resolve(name));
            if (parsed.isEmpty()) {
                continue;
            }
            JsLiterals js = parsed.get();
            Map<String, Object> astro = first(js.callArguments("defineConfig"))
                    .or(() -> asMap(js.defaultExport()))
                    .orElse(Map.of());
            return srcDir(repo, repo, astro).flatMap(src -> {
                String docs = repo.relativize(src.resolve("content").resolve("docs"))
                        .toString()
                        .replace('\\', '/');
                return docs.equals("src/content/docs") ? Optional.empty() : Optional.of(Map.entry(docs, name));
            });
        }
        return Optional.empty();
    }

    /** The config's {@code srcDir} as a folder inside the repository, when a literal path. */
    private static Optional<Path> srcDir(Path repo, Path dir, Map<String, Object> astro) {
        if (!(astro.get("srcDir") instanceof String s) || s.isBlank() || s.contains("://") || s.contains("\\")) {
            return Optional.empty();
        }
        return resolved(dir, s.trim()).filter(src -> src.startsWith(repo));
    }

    /** {@code path} as a file wrote it, resolved from {@code folder}; empty when it is no path here (a NUL in it). */
    private static Optional<Path> resolved(Path folder, String path) {
        try {
            return Optional.of(folder.resolve(path).normalize());
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /**
     * Reads the site of the repository at {@code root} whose docs are in {@code docs} (repo-relative). Never
     * throws for what the files hold: what cannot be read is named in {@link #unread}.
     */
    public static AstroSite read(Path root, String docs) {
        return read(root, docs, new Configs());
    }

    /**
     * The config files of one resolution of the settings, each read and parsed once: the docs folder is found
     * through the root config's {@code srcDir} before the site is read from the same file. For one thread.
     */
    public static final class Configs {

        private final Map<Path, Optional<JsLiterals>> parsed = new HashMap<>();

        /** The config at {@code file} inside {@code repo}, parsed (its imports resolved next to it). */
        Optional<JsLiterals> of(Path repo, Path file) {
            return parsed.computeIfAbsent(
                    file,
                    f -> readFile(repo, f)
                            .map(text -> JsLiterals.of(text, new Folder(repo, Objects.requireNonNull(f.getParent())))));
        }
    }

    /** {@link #read(Path, String)}, taking the configs from (and leaving them in) {@code configs}. */
    public static AstroSite read(Path root, String docs, Configs configs) {
        Path repo = root.toAbsolutePath().normalize();
        String project = projectOf(docs);
        Path dir = project.isEmpty() ? repo : repo.resolve(project).normalize();
        if (!dir.startsWith(repo)) {
            return none();
        }
        List<String> unread = new ArrayList<>();
        String configFile = "";
        Optional<String> base = Optional.empty();
        Optional<String> trailingSlash = Optional.empty();
        List<String> locales = new ArrayList<>();
        String defaultLocale = "root";
        Map<String, String> redirects = new TreeMap<>();
        Optional<Validator> validator = Optional.empty();
        List<String> packages = new ArrayList<>();
        boolean starlight = false;
        boolean markdoc = false;
        List<String> pipeline = new ArrayList<>();
        List<Integration> integrations = new ArrayList<>();
        List<String> routeMiddleware = new ArrayList<>();
        Path src = dir.resolve("src");
        for (String name : CONFIG_NAMES) {
            Path file = dir.resolve(name);
            Optional<JsLiterals> parsed = configs.of(repo, file);
            if (parsed.isEmpty()) {
                continue;
            }
            configFile = repo.relativize(file).toString().replace('\\', '/');
            JsLiterals config = parsed.get();
            Map<String, Object> astro = first(config.callArguments("defineConfig"))
                    .or(() -> asMap(config.defaultExport()))
                    .orElse(Map.of());
            // the config and the modules that build its integrations list: Starlight and its plugins are read in each
            List<JsLiterals> modules = new ArrayList<>(List.of(config));
            modules.addAll(integrationModules(config, astro.get("integrations"), unread));
            src = srcDir(repo, dir, astro).orElse(src);
            base = string(astro, "base", unread);
            trailingSlash = string(astro, "trailingSlash", unread);
            Object r = astro.get("redirects");
            if (r instanceof Map<?, ?> map) {
                map.forEach((k, v) -> {
                    String key = (String) k;
                    Object destination = v instanceof Map<?, ?> m ? m.get("destination") : v;
                    if (key.startsWith("...")) {
                        unread.add("redirects: …" + text(v));
                    } else if (destination instanceof String s) {
                        redirects.put(key, s);
                    } else {
                        unread.add("redirects `" + key + "`: " + text(v));
                    }
                });
            } else if (r != null) {
                unread.add("redirects: " + text(r));
            }
            Object markdown = astro.get("markdown");
            if (markdown instanceof Map<?, ?> md) {
                for (String key : List.of("remarkPlugins", "rehypePlugins", "processor")) {
                    Object value = md.get(key);
                    if (value != null && !(value instanceof List<?> l && l.isEmpty())) {
                        pipeline.add("markdown." + key);
                    }
                }
            } else if (markdown != null) {
                pipeline.add("markdown");
            }
            for (JsLiterals js : modules) {
                mdxPipeline(js, pipeline);
                Set<String> known = integrations(js, integrations);
                markdoc |= !js.importedFrom("@astrojs/markdoc").isEmpty();
                for (String starlightName : names(js, "@astrojs/starlight", "starlight")) {
                    List<Object> calls = js.callArguments(starlightName);
                    starlight |= !calls.isEmpty()
                            || !js.importedFrom("@astrojs/starlight").isEmpty();
                    for (Object argument : calls) {
                        if (!(argument instanceof Map<?, ?> options)) {
                            unread.add("starlight(…): " + text(argument));
                            continue;
                        }
                        locales(options.get("locales"), locales, unread);
                        routeMiddleware(options.get("routeMiddleware"), routeMiddleware);
                        Object d = options.get("defaultLocale");
                        if (d instanceof String s) {
                            defaultLocale = s;
                        } else if (d != null) {
                            unread.add("defaultLocale: " + text(d));
                        }
                    }
                }
                for (String links : names(js, "starlight-links-validator", "starlightLinksValidator")) {
                    for (Object argument : js.callArguments(links)) {
                        validator = Optional.of(validator(argument, astro, checksLocalLinks(repo, dir), unread));
                    }
                }
                packages(js, known, packages);
            }
            break;
        }
        if (locales.contains("root")) {
            defaultLocale = "root";
        } else if (!locales.isEmpty() && !locales.contains(defaultLocale)) {
            defaultLocale = locales.get(0);
        }
        locales.sort(null);
        Map<String, String> aliases = aliases(repo, dir, unread);
        List<DynamicRoute> dynamic = new ArrayList<>();
        List<String> markdownPages = new ArrayList<>();
        Path pages = src.resolve("pages");
        List<String> routes = routes(repo, pages, dynamic, markdownPages);
        changelogs(repo, dir, integrations);
        List<GitIgnore.Rule> ignored = ignored(repo, docs);
        return new AstroSite(
                configFile,
                base,
                trailingSlash,
                locales,
                defaultLocale,
                redirects,
                validator,
                routes,
                aliases,
                packages,
                unread,
                starlight,
                pipeline,
                ignored,
                dynamic,
                integrations,
                routeMiddleware,
                starlight && markdoc,
                markdownPages,
                markdownPages.isEmpty() ? "" : repo.relativize(pages).toString().replace('\\', '/'));
    }

    /** The file suffixes of docs: Markdown and MDX, and Markdoc's {@code .mdoc} with {@link #markdoc}. */
    public List<String> docSuffixes() {
        return markdoc ? List.of(".md", ".mdx", ".mdoc") : List.of(".md", ".mdx");
    }

    /** Starlight's {@code locales} keys; a spread or a value that is no object is named in {@code unread}. */
    private static void locales(@Nullable Object value, List<String> locales, List<String> unread) {
        if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> {
                if (!((String) k).startsWith("...")) {
                    locales.add((String) k);
                } else {
                    unread.add("locales: " + text(v));
                }
            });
        } else if (value != null) {
            unread.add("locales: " + text(value));
        }
    }

    /** Starlight's {@code routeMiddleware}: one module or a list of them, as written. */
    private static void routeMiddleware(@Nullable Object value, List<String> routeMiddleware) {
        if (value instanceof String m) {
            routeMiddleware.add(m);
        } else if (value instanceof List<?> list) {
            list.forEach(m -> routeMiddleware.add(m instanceof String t ? t : text(m)));
        } else if (value != null) {
            routeMiddleware.add(text(value));
        }
    }

    /** {@code mdx.remarkPlugins} / {@code mdx.rehypePlugins} when {@code @astrojs/mdx} is called with plugins. */
    private static void mdxPipeline(JsLiterals js, List<String> pipeline) {
        for (String mdx : names(js, "@astrojs/mdx", "mdx")) {
            for (Object argument : js.callArguments(mdx)) {
                if (argument instanceof Map<?, ?> options) {
                    for (String key : List.of("remarkPlugins", "rehypePlugins")) {
                        Object value = options.get(key);
                        if (value != null && !(value instanceof List<?> l && l.isEmpty())) {
                            pipeline.add("mdx." + key);
                        }
                    }
                }
            }
        }
    }

    /**
     * The packages {@code js} imports that may serve paths no file shows: neither Astro's, Starlight's, a renderer,
     * a Markdown plugin, a routeless or file-only package, nor one of {@code known} (every route read).
     */
    private static void packages(JsLiterals js, Set<String> known, List<String> packages) {
        // a package whose names the integrations do not reach (a Markdown plugin's helpers) adds no routes
        Optional<Set<String>> reached = js.namesReachedFrom("integrations");
        for (String module : js.importedModules()) {
            boolean relative = module.startsWith(".") || module.startsWith("/");
            List<String> imported = js.importedFrom(module);
            boolean unreached = reached.isPresent()
                    && !imported.isEmpty()
                    && imported.stream().noneMatch(reached.get()::contains);
            if (!relative
                    && !unreached
                    && !module.startsWith("node:")
                    && !CORE_PACKAGES.contains(module)
                    && !ROUTELESS.contains(module)
                    && !FILE_ROUTES.contains(module)
                    && !known.contains(module)
                    && !module.startsWith("remark-")
                    && !module.startsWith("rehype-")
                    && !module.startsWith("astro/")) {
                packages.add(module);
            }
        }
    }

    /**
     * The relative module that builds the config's {@code integrations} list, when the value is a call of a function
     * imported from one ({@code integrations: createIntegrations()} with {@code createIntegrations} from
     * {@code ./config/integrations.mjs}): its calls of Starlight, its plugins and the known integrations are read as
     * the config's own. A value that is no list and names no such module is named in {@code unread}.
     */
    private static List<JsLiterals> integrationModules(JsLiterals config, @Nullable Object value, List<String> unread) {
        List<JsLiterals> modules = new ArrayList<>();
        if (value == null) {
            return modules;
        }
        for (String function : config.calledAs("integrations")) {
            for (String module : config.importedModules()) {
                // only a relative module loads (Folder): a package's code is never read
                if (config.importedFrom(module).contains(function)) {
                    config.module(module).ifPresent(modules::add);
                }
            }
        }
        if (modules.isEmpty() && !(value instanceof List<?>)) {
            unread.add("integrations: " + text(value));
        }
        return modules;
    }

    /**
     * The known integrations' routes: starlight-blog's ({@code prefix}, default {@code blog}), starlight-openapi's
     * schemas ({@code base} of each), starlight-typedoc's output folder ({@code output}, default {@code api}).
     * Returns the packages whose every route is under a prefix so read: starlight-openapi injects its pages only
     * under its schemas' {@code base} (its {@code libs/route.ts}), so with every {@code base} read it serves no
     * other path.
     */
    private static Set<String> integrations(JsLiterals js, List<Integration> integrations) {
        Set<String> known = new TreeSet<>();
        for (String blog : names(js, "starlight-blog", "starlightBlog")) {
            for (Object argument : js.callArguments(blog)) {
                Object prefix = argument instanceof Map<?, ?> m ? m.get("prefix") : null;
                integrations.add(new Integration(
                        "starlight-blog", prefix instanceof String s ? Site.trimSlashes(s) : "blog", true));
            }
        }
        // integrations whose only routes are the files they write: the sitemap's, the search index's
        for (String module : FILE_ROUTES) {
            if (js.importedModules().contains(module)) {
                integrations.add(new Integration(module, module.equals(SITEMAP) ? "" : "pagefind", true));
            }
        }
        boolean everyBase = true;
        for (String openapi : names(js, "starlight-openapi", "starlightOpenAPI")) {
            for (Object argument : js.callArguments(openapi)) {
                everyBase &= argument instanceof List<?>;
                if (argument instanceof List<?> schemas) {
                    for (Object schema : schemas) {
                        if (schema instanceof Map<?, ?> m && m.get("base") instanceof String s) {
                            integrations.add(new Integration("starlight-openapi", Site.trimSlashes(s), false));
                        } else {
                            everyBase = false;
                        }
                    }
                }
            }
        }
        if (everyBase) {
            known.add("starlight-openapi");
        }
        for (String typedoc : names(js, "starlight-typedoc", "starlightTypeDoc")) {
            for (Object argument : js.callArguments(typedoc)) {
                Object output = argument instanceof Map<?, ?> m ? m.get("output") : null;
                integrations.add(new Integration(
                        "starlight-typedoc", output instanceof String s ? Site.trimSlashes(s) : "api", false));
            }
        }
        return known;
    }

    /** starlight-changelogs' {@code changelogsLoader([{ base }])} in the content config. */
    private static void changelogs(Path repo, Path dir, List<Integration> integrations) {
        for (String name : List.of(
                "src/content.config.ts",
                "src/content.config.mjs",
                "src/content.config.js",
                "src/content/config.ts",
                "src/content/config.mjs")) {
            Path file = dir.resolve(name);
            Optional<String> text = readFile(repo, file);
            if (text.isEmpty()) {
                continue;
            }
            JsLiterals js = JsLiterals.of(text.get(), s -> Optional.empty());
            for (String loader : names(js, "starlight-changelogs/loader", "changelogsLoader")) {
                for (Object argument : js.callArguments(loader)) {
                    if (argument instanceof List<?> list) {
                        for (Object item : list) {
                            if (item instanceof Map<?, ?> m && m.get("base") instanceof String s) {
                                integrations.add(new Integration("starlight-changelogs", Site.trimSlashes(s), false));
                            }
                        }
                    }
                }
            }
            return;
        }
    }

    /**
     * The rules of every {@code .gitignore} from the repository's root down to the docs folder, and of those
     * inside it (at most {@link #MAX_PAGES} folders looked at), root first.
     */
    private static List<GitIgnore.Rule> ignored(Path repo, String docs) {
        List<GitIgnore.Rule> rules = new ArrayList<>();
        String folder = "";
        List<String> folders = new ArrayList<>();
        folders.add("");
        for (String segment : docs.replace('\\', '/').split("/")) {
            if (segment.isEmpty()) {
                continue;
            }
            folder = folder.isEmpty() ? segment : folder + "/" + segment;
            folders.add(folder);
        }
        for (String f : folders.subList(0, folders.size() - 1)) {
            add(repo, f, rules);
        }
        Path top = repo.resolve(docs).normalize();
        if (!top.startsWith(repo) || !Files.isDirectory(top, LinkOption.NOFOLLOW_LINKS)) {
            return rules;
        }
        List<String> inside = new ArrayList<>();
        try {
            Files.walkFileTree(top, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                    if (inside.size() >= MAX_PAGES) {
                        return FileVisitResult.TERMINATE;
                    }
                    inside.add(repo.relativize(d).toString().replace('\\', '/'));
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // the folders listed so far
        }
        for (String f : inside) {
            add(repo, f, rules);
        }
        return rules;
    }

    private static void add(Path repo, String folder, List<GitIgnore.Rule> rules) {
        String file = folder.isEmpty() ? ".gitignore" : folder + "/.gitignore";
        readFile(repo, repo.resolve(file)).ifPresent(text -> {
            if (rules.size() < GitIgnore.MAX_RULES) {
                rules.addAll(GitIgnore.parse(file, text));
            }
        });
    }

    /**
     * Whether the links validator package.json asks for checks {@code localhost} links by default: only its
     * releases from 0.14.0 on do. A range that allows only older ones ({@code ^0.8.0}, {@code ~0.13.2},
     * {@code 0.12.4}) does not; any other range, or none, is taken as a current release.
     */
    static boolean checksLocalLinks(Path repo, Path dir) {
        Optional<String> text = readFile(repo, dir.resolve("package.json"));
        Object root = text.isEmpty()
                ? null
                : JsLiterals.of(text.get(), s -> Optional.empty()).defaultExport();
        if (!(root instanceof Map<?, ?> manifest)) {
            return true;
        }
        for (String field : List.of("dependencies", "devDependencies")) {
            if (manifest.get(field) instanceof Map<?, ?> deps
                    && deps.get("starlight-links-validator") instanceof String range) {
                java.util.regex.Matcher m = OLD_RANGE.matcher(range.trim());
                return !(m.matches() && Integer.parseInt(m.group(1)) < 14);
            }
        }
        return true;
    }

    /** A range of 0.x releases of one minor at most: {@code ^0.8.0}, {@code ~0.13.2}, {@code 0.12.4}. */
    private static final java.util.regex.Pattern OLD_RANGE =
            java.util.regex.Pattern.compile("[\\^~=]?v?0\\.(\\d{1,4})(?:\\.\\d+)?(?:-[\\w.]+)?");

    private static Validator validator(
            Object argument, Map<String, Object> astro, boolean localLinksByDefault, List<String> unread) {
        Map<?, ?> options = argument instanceof Map<?, ?> m ? m : Map.of();
        if (!(argument instanceof Map<?, ?>)) {
            unread.add("starlightLinksValidator(…): " + text(argument));
        }
        List<String> exclude = new ArrayList<>();
        Object e = options.get("exclude");
        if (e instanceof List<?> list) {
            for (Object item : list) {
                if (item instanceof String s) {
                    exclude.add(s);
                } else {
                    unread.add("exclude: " + text(item));
                }
            }
        } else if (e != null) {
            unread.add("exclude: " + text(e));
        }
        return new Validator(
                flag(options, "errorOnRelativeLinks", true, unread),
                flag(options, "errorOnFallbackPages", false, unread),
                flag(options, "errorOnInvalidHashes", true, unread),
                flag(options, "errorOnLocalLinks", localLinksByDefault, unread),
                exclude,
                components(options.get("components"), unread),
                sameSitePolicy(options.get("sameSitePolicy"), unread),
                origin(astro.get("site")));
    }

    private static String sameSitePolicy(@Nullable Object value, List<String> unread) {
        if (value instanceof String s && List.of("ignore", "validate", "error").contains(s)) {
            return s;
        }
        if (value != null) {
            unread.add("sameSitePolicy: " + text(value));
        }
        return "ignore";
    }

    /** The origin of a URL as a browser compares it: scheme and host lower-cased, a default port left out. */
    static Optional<String> origin(@Nullable Object value) {
        if (!(value instanceof String s)) {
            return Optional.empty();
        }
        try {
            java.net.URI uri = new java.net.URI(s.trim());
            String scheme = uri.getScheme();
            String host = uri.getHost();
            if (scheme == null || host == null || uri.getRawUserInfo() != null) {
                return Optional.empty();
            }
            scheme = scheme.toLowerCase(Locale.ROOT);
            int port = uri.getPort();
            boolean standard =
                    port == -1 || (scheme.equals("https") && port == 443) || (scheme.equals("http") && port == 80);
            return Optional.of(scheme + "://" + host.toLowerCase(Locale.ROOT) + (standard ? "" : ":" + port));
        } catch (java.net.URISyntaxException e) {
            return Optional.empty();
        }
    }

    /**
     * The validator's {@code components: [['Name', 'attribute'], …]}; a pair that is not two names is named in
     * {@code unread}.
     */
    private static List<LinkComponent> components(@Nullable Object value, List<String> unread) {
        List<LinkComponent> components = new ArrayList<>();
        if (value == null) {
            return components;
        }
        if (!(value instanceof List<?> list)) {
            unread.add("components: " + text(value));
            return components;
        }
        for (Object item : list) {
            if (item instanceof List<?> pair
                    && pair.size() == 2
                    && pair.get(0) instanceof String name
                    && pair.get(1) instanceof String attribute) {
                try {
                    components.add(LinkComponent.parse(name + ":" + attribute));
                } catch (IllegalArgumentException e) {
                    unread.add("components: " + text(item));
                }
            } else {
                unread.add("components: " + text(item));
            }
        }
        return components;
    }

    private static boolean flag(Map<?, ?> options, String name, boolean otherwise, List<String> unread) {
        Object value = options.get(name);
        if (value instanceof Boolean b) {
            return b;
        }
        if (value != null) {
            unread.add(name + ": " + text(value));
        }
        return otherwise;
    }

    /** The local names a package's default export is imported as; the conventional name when none. */
    private static List<String> names(JsLiterals js, String module, String conventional) {
        List<String> names = js.importedFrom(module);
        return names.isEmpty() ? List.of(conventional) : names;
    }

    private static Optional<Map<String, Object>> first(List<Object> values) {
        return values.isEmpty() ? Optional.empty() : asMap(values.get(0));
    }

    @SuppressWarnings("unchecked")
    private static Optional<Map<String, Object>> asMap(@Nullable Object value) {
        return value instanceof Map<?, ?> m ? Optional.of((Map<String, Object>) m) : Optional.empty();
    }

    private static Optional<String> string(Map<String, Object> options, String name, List<String> unread) {
        Object value = options.get(name);
        if (value instanceof String s) {
            return Optional.of(s);
        }
        if (value != null) {
            unread.add(name + ": " + text(value));
        }
        return Optional.empty();
    }

    private static String text(@Nullable Object value) {
        return value instanceof Unknown u ? "`" + u.text() + "`" : "`" + value + "`";
    }

    /**
     * Loads the files a module imports with a relative path, inside the repository, from the module's folder:
     * {@code ./redirects.js}, {@code ../x.json}; an imported module's own imports from its folder.
     */
    private record Folder(Path repo, Path folder) implements JsLiterals.Loader {

        @Override
        public Optional<String> load(String specifier) {
            return file(specifier).flatMap(f -> readFile(repo, f));
        }

        @Override
        public JsLiterals.Loader from(String specifier) {
            return file(specifier)
                    .map(f -> (JsLiterals.Loader) new Folder(repo, Objects.requireNonNull(f.getParent())))
                    .orElse(this);
        }

        /** The file a relative specifier names, trying the extensions an import may leave out. */
        private Optional<Path> file(String specifier) {
            if (!specifier.startsWith("./") && !specifier.startsWith("../")) {
                return Optional.empty();
            }
            Optional<Path> named = resolved(folder, specifier);
            if (named.isEmpty()) {
                return Optional.empty();
            }
            Path file = named.get();
            for (String ext : new String[] {"", ".js", ".mjs", ".ts", ".mts", ".json"}) {
                Path candidate = file.resolveSibling(file.getFileName() + ext);
                if (candidate.startsWith(repo) && Files.isRegularFile(candidate, LinkOption.NOFOLLOW_LINKS)) {
                    return Optional.of(candidate);
                }
            }
            return Optional.empty();
        }
    }

    private static Optional<String> readFile(Path repo, Path file) {
        try {
            if (!file.startsWith(repo)
                    || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                    || Files.size(file) > MAX_FILE) {
                return Optional.empty();
            }
            return Optional.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * The key of {@link #aliases} for an explicit {@code compilerOptions.baseUrl}: the folder a non-relative import
     * that no other alias matches is looked for in.
     */
    public static final String BASE_URL = "";

    /**
     * {@code compilerOptions.paths} of {@code tsconfig.json} ({@code "@assets/*": ["src/assets/*"]}), and an explicit
     * {@code baseUrl} under {@link #BASE_URL}.
     */
    private static Map<String, String> aliases(Path repo, Path dir, List<String> unread) {
        Map<String, String> aliases = new TreeMap<>();
        Optional<String> text = readFile(repo, dir.resolve("tsconfig.json"));
        if (text.isEmpty()) {
            return aliases;
        }
        Object root = JsLiterals.of(text.get(), s -> Optional.empty()).defaultExport();
        Object options = root instanceof Map<?, ?> m ? m.get("compilerOptions") : null;
        if (!(options instanceof Map<?, ?> compiler)) {
            return aliases;
        }
        String baseUrl = compiler.get("baseUrl") instanceof String s ? s : ".";
        if (compiler.get("baseUrl") instanceof String) {
            // Astro resolves any other non-relative import (a Markdown image `x/y.png`) from an explicit baseUrl
            resolved(dir, baseUrl)
                    .filter(folder -> folder.startsWith(repo))
                    .ifPresent(folder -> aliases.put(
                            BASE_URL, repo.relativize(folder).toString().replace('\\', '/')));
        }
        if (!(compiler.get("paths") instanceof Map<?, ?> paths)) {
            return aliases;
        }
        paths.forEach((k, v) -> {
            String key = (String) k;
            Object target = v instanceof List<?> l && !l.isEmpty() ? l.get(0) : null;
            if (!(target instanceof String t) || !key.endsWith("/*") || !t.endsWith("/*")) {
                return;
            }
            resolved(dir, baseUrl)
                    .flatMap(base -> resolved(base, t.substring(0, t.length() - 2)))
                    .filter(folder -> folder.startsWith(repo))
                    .ifPresent(folder -> aliases.put(
                            key.substring(0, key.length() - 1),
                            repo.relativize(folder).toString().replace('\\', '/')));
        });
        return aliases;
    }

    private static final java.util.regex.Pattern GET_COLLECTION =
            java.util.regex.Pattern.compile("getCollection\\(\\s*['\"`]([\\w.-]+)['\"`]");
    /**
     * {@code params: { slug: entry.slug }} or {@code entry.id}, also with {@code .replace(/\/index$/, "")} after it:
     * a no-op, as Astro's ids and slugs already drop a trailing {@code /index}.
     */
    private static final java.util.regex.Pattern BY_ENTRY =
            java.util.regex.Pattern.compile("params\\s*:\\s*\\{\\s*(\\w+)\\s*:\\s*\\w+\\.(?:slug|id)"
                    + "(?:\\s*\\.replace\\(\\s*/\\\\/index\\$/\\s*,\\s*(['\"`])\\2\\s*\\))?\\s*,?\\s*\\}");

    private static final java.util.regex.Pattern LITERAL_PARAMS =
            java.util.regex.Pattern.compile("params\\s*:\\s*\\{([^{}]*)\\}");
    private static final java.util.regex.Pattern LITERAL_PARAM =
            java.util.regex.Pattern.compile("\\s*['\"]?(\\w+)['\"]?\\s*:\\s*(?:(['\"`])([^'\"`]*)\\2|(undefined))\\s*");

    private static boolean isPage(String lowerName) {
        return lowerName.endsWith(".astro") || lowerName.endsWith(".md") || lowerName.endsWith(".mdx");
    }

    /**
     * How a dynamic route's file fills it: a page whose {@code getStaticPaths} maps {@code getCollection("x")} to
     * each entry's {@code slug} or {@code id} serves that collection; a {@code getStaticPaths} of literal
     * {@code params} only serves those; anything else (an endpoint, an imported or computed list) is unknown.
     */
    static DynamicRoute dynamicRoute(String route, String file, String text, boolean page) {
        int at = text.indexOf("getStaticPaths");
        boolean defined = at >= 0 && !text.matches("(?s).*export\\s*\\{[^}]*getStaticPaths[^}]*\\}\\s*from.*");
        if (!defined) {
            return new DynamicRoute(route, file, Fill.UNKNOWN, "", List.of());
        }
        String body = functionBody(text, at);
        java.util.regex.Matcher collection = GET_COLLECTION.matcher(body);
        List<String> params = new ArrayList<>();
        java.util.regex.Matcher p =
                java.util.regex.Pattern.compile("\\[(?:\\.\\.\\.)?([^\\]]+)\\]").matcher(route);
        while (p.find()) {
            params.add(p.group(1));
        }
        if (collection.find()) {
            java.util.regex.Matcher entry = BY_ENTRY.matcher(body);
            if (page && params.size() == 1 && entry.find() && entry.group(1).equals(params.get(0))) {
                return new DynamicRoute(route, file, Fill.COLLECTION, collection.group(1), List.of());
            }
            return new DynamicRoute(route, file, Fill.UNKNOWN, "", List.of());
        }
        List<String> paths = new ArrayList<>();
        java.util.regex.Matcher m = LITERAL_PARAMS.matcher(body);
        while (m.find()) {
            Map<String, String> values = new TreeMap<>();
            for (String pair : m.group(1).split(",")) {
                if (pair.isBlank()) {
                    continue;
                }
                java.util.regex.Matcher v = LITERAL_PARAM.matcher(pair);
                if (!v.matches()) {
                    return new DynamicRoute(route, file, Fill.UNKNOWN, "", List.of());
                }
                values.put(v.group(1), v.group(4) != null ? "" : v.group(3));
            }
            String path = route;
            for (String name : params) {
                if (!values.containsKey(name)) {
                    return new DynamicRoute(route, file, Fill.UNKNOWN, "", List.of());
                }
                path = path.replace("[..." + name + "]", values.get(name)).replace("[" + name + "]", values.get(name));
            }
            paths.add(Site.trimSlashes(path.replaceAll("/+", "/")));
        }
        boolean computed = body.contains(".map(") || body.contains("for (") || body.contains("await ");
        if (paths.isEmpty() || computed) {
            return new DynamicRoute(route, file, Fill.UNKNOWN, "", List.of());
        }
        return new DynamicRoute(route, file, Fill.PATHS, "", paths);
    }

    /** The text of the function that starts at {@code at}: up to the brace that closes its first one. */
    private static String functionBody(String text, int at) {
        int open = text.indexOf('{', at);
        if (open < 0) {
            return text.substring(at);
        }
        int depth = 0;
        char quote = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return text.substring(at, i + 1);
            }
        }
        return text.substring(at);
    }

    /**
     * The route patterns of {@code src/pages}: each page or endpoint file's path without its extension; its
     * Markdown and MDX pages are added to {@code markdown}.
     */
    private static List<String> routes(Path repo, Path pages, List<DynamicRoute> dynamic, List<String> markdown) {
        Set<String> routes = new TreeSet<>();
        if (!pages.startsWith(repo) || !Files.isDirectory(pages, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        try {
            Files.walkFileTree(pages, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                    return !d.equals(pages) && d.getFileName().toString().startsWith("_")
                            ? FileVisitResult.SKIP_SUBTREE
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                    if (routes.size() >= MAX_PAGES) {
                        return FileVisitResult.TERMINATE;
                    }
                    String name = f.getFileName().toString();
                    String lower = name.toLowerCase(Locale.ROOT);
                    if (!attrs.isRegularFile() || name.startsWith("_")) {
                        return FileVisitResult.CONTINUE;
                    }
                    String rel = pages.relativize(f).toString().replace('\\', '/');
                    String route = null;
                    for (String ext : new String[] {".astro", ".mdx", ".md", ".html"}) {
                        if (lower.endsWith(ext)) {
                            route = rel.substring(0, rel.length() - ext.length());
                        }
                    }
                    for (String ext : new String[] {".ts", ".js", ".mts", ".mjs"}) {
                        if (route == null && lower.endsWith(ext) && !lower.endsWith(".d.ts")) {
                            route = rel.substring(0, rel.length() - ext.length()); // an endpoint: rss.xml.ts
                        }
                    }
                    if (route != null) {
                        if (lower.endsWith(".md") || lower.endsWith(".mdx")) {
                            markdown.add(repo.relativize(f).toString().replace('\\', '/'));
                        }
                        if (route.equals("index")) {
                            route = "";
                        } else if (route.endsWith("/index")) {
                            route = route.substring(0, route.length() - "/index".length());
                        }
                        routes.add(route);
                        if (route.contains("[")) {
                            String file = repo.relativize(f).toString().replace('\\', '/');
                            dynamic.add(
                                    dynamicRoute(route, file, readFile(repo, f).orElse(""), isPage(lower)));
                        }
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            return List.copyOf(routes);
        }
        return List.copyOf(routes);
    }
}
