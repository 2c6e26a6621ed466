package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link AstroSite#read}: the literal shapes real astro.config files use, and what it could not read. */
class AstroSiteTest {

    @TempDir
    Path dir;

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void readsLocalesRedirectsAndTheValidatorsOptions() throws IOException {
        write("astro.config.mjs", """
                // @ts-check
                import { defineConfig } from 'astro/config';
                import starlight from '@astrojs/starlight';
                import starlightLinksValidator from 'starlight-links-validator';
                import starlightBlog from 'starlight-blog';
                import redirects from './redirects.js';

                /** @satisfies {import('@astrojs/starlight/types').StarlightUserConfig['locales']} */
                export const locales = {
                	root: { label: 'English', lang: 'en' },
                	ja: { label: '日本語', lang: 'ja' },
                	'zh-cn': { label: '简体中文', lang: 'zh-CN' },
                };
                const site = process.env.X || 'https://example.com/';

                export default defineConfig({
                	site,
                	base: '/docs',
                	trailingSlash: 'always',
                	redirects: { ...redirects, '/old/': '/guides/new/', '/obj': { status: 302, destination: '/x/' } },
                	integrations: [
                		starlight({
                			title: 'サイト',
                			locales,
                			plugins: process.env.CHECK_LINKS ? [starlightLinksValidator({
                				errorOnFallbackPages: false,
                				errorOnRelativeLinks: false,
                				exclude: ['/api/**', "/blog/**/*"],
                			}), starlightBlog()] : [],
                		}),
                	],
                });
                """);
        write("redirects.js", "// generated\nexport default {\n  '/a': '/b/',\n  \"/c\": `/d/`,\n};\n");
        write(
                "tsconfig.json",
                "{\n  // comment\n  \"compilerOptions\": { \"paths\": { \"@assets/*\": [\"src/assets/*\"], },"
                        + " },\n}\n");
        write("src/pages/rss.xml.ts", "export const GET = () => {};");
        write("src/pages/[lang]/changelog/[...slug].astro", "---\n---");
        write("src/pages/_hidden.astro", "");
        write("src/pages/index.astro", "");

        AstroSite site = AstroSite.read(dir, "src/content/docs");

        assertEquals("astro.config.mjs", site.configFile());
        assertEquals(Optional.of("/docs"), site.base());
        assertEquals(Optional.of("always"), site.trailingSlash());
        assertEquals(List.of("ja", "root", "zh-cn"), site.locales());
        assertEquals("root", site.defaultLocale());
        assertEquals(Map.of("/a", "/b/", "/c", "/d/", "/old/", "/guides/new/", "/obj", "/x/"), site.redirects());
        AstroSite.Validator validator = site.validator().orElseThrow();
        assertFalse(validator.errorOnFallbackPages());
        assertFalse(validator.errorOnRelativeLinks());
        assertTrue(validator.errorOnInvalidHashes());
        assertEquals(List.of("/api/**", "/blog/**/*"), validator.exclude());
        assertEquals(Map.of("@assets/", "src/assets"), site.aliases());
        assertEquals(List.of("", "[lang]/changelog/[...slug]", "rss.xml"), site.routes());
        assertEquals(List.of("starlight-blog"), site.packages());
        assertEquals(List.of(), site.unread());
    }

    @Test
    void namesWhatIsNotALiteral() throws IOException {
        write("astro.config.ts", """
                import { defineConfig } from 'astro/config';
                import starlight from '@astrojs/starlight';
                export default defineConfig({
                  base: getBase(),
                  redirects: await loadRedirects(),
                  integrations: [starlight({ title: 'x', defaultLocale: 'ja', locales: { ja: { label: '日本語' },
                    en: { label: 'English' } } })],
                });
                """);
        AstroSite site = AstroSite.read(dir, "src/content/docs");
        assertEquals(Optional.empty(), site.base());
        assertEquals(List.of("en", "ja"), site.locales());
        assertEquals("ja", site.defaultLocale());
        assertEquals(List.of("base: `getBase()`", "redirects: `await loadRedirects()`"), site.unread());
    }

    @Test
    void aSiteInASubfolderIsReadThere() throws IOException {
        write("docs/astro.config.mjs", "export default { base: '/b/' };");
        assertEquals(
                Optional.of("/b/"), AstroSite.read(dir, "docs/src/content/docs").base());
        assertEquals(AstroSite.none(), AstroSite.read(dir, "src/content/docs"));
    }

    private AstroSite read() {
        return AstroSite.read(dir, "src/content/docs");
    }

    @Test
    void theProjectOfADocsFolder() {
        assertEquals("", AstroSite.projectOf("src/content/docs"));
        assertEquals("website", AstroSite.projectOf("website/src/content/blog"));
        assertEquals("a/b", AstroSite.projectOf("a\\b\\src\\content\\docs"));
        assertEquals("", AstroSite.projectOf("content/docs"));
    }

    @Test
    void aDocsFolderOutsideTheRepositoryHasNoSite() throws IOException {
        write("astro.config.mjs", "export default { base: '/b/' };");
        assertEquals(AstroSite.none(), AstroSite.read(dir.resolve("sub"), "../src/content/docs"));
    }

    @Test
    void theFirstConfigByNameIsRead() throws IOException {
        write("astro.config.ts", "export default { base: '/ts/' };");
        write("astro.config.mjs", "export default { base: '/mjs/' };");
        AstroSite site = read();
        assertEquals("astro.config.mjs", site.configFile());
        assertEquals(Optional.of("/mjs/"), site.base());
        write("web/astro.config.cjs", "module.exports = defineConfig({ trailingSlash: 'never' });");
        AstroSite web = AstroSite.read(dir, "web/src/content/docs");
        assertEquals("web/astro.config.cjs", web.configFile());
        assertEquals(Optional.of("never"), web.trailingSlash());
        assertEquals(Optional.empty(), web.base());
    }

    @Test
    void aConfigLargerThan4MiBOrALinkIsNotRead() throws IOException {
        String config = "export default { base: '/b/' };";
        write("astro.config.mjs", config + " ".repeat((4 << 20) - config.length()));
        assertEquals(Optional.of("/b/"), read().base());
        write("astro.config.mjs", config + " ".repeat((4 << 20) - config.length() + 1));
        assertEquals(AstroSite.none(), read());
        Files.delete(dir.resolve("astro.config.mjs"));
        write("elsewhere.mjs", config);
        Files.createSymbolicLink(dir.resolve("astro.config.mjs"), dir.resolve("elsewhere.mjs"));
        assertEquals(AstroSite.none(), read());
    }

    @Test
    void redirectsThatAreNotLiteralsAreNamed() throws IOException {
        write("astro.config.mjs", """
                export default {
                  redirects: {
                    ...more,
                    '/a': f(),
                    '/b': { status: 301, destination: '/はじめに/' },
                    '/c': { status: 302 },
                    '/d': '/e/',
                  },
                  base: 1,
                };
                """);
        AstroSite site = read();
        assertEquals(Map.of("/b", "/はじめに/", "/d", "/e/"), site.redirects());
        assertEquals(
                List.of(
                        "base: `1.0`",
                        "redirects: …`more`",
                        "redirects `/a`: `f()`",
                        "redirects `/c`: `{status=302.0}`"),
                site.unread());
        write("astro.config.mjs", "export default { redirects: load() };");
        assertEquals(List.of("redirects: `load()`"), read().unread());
        assertEquals(Map.of(), read().redirects());
    }

    @Test
    void theMarkdownPluginsThatMayRewriteLinks() throws IOException {
        write("astro.config.mjs", """
                import mdx from '@astrojs/mdx';
                import remarkX from 'remark-x';
                export default {
                  markdown: { remarkPlugins: [remarkX], rehypePlugins: [], processor: p },
                  integrations: [mdx({ remarkPlugins: [], rehypePlugins: [r] }), mdx('x'), mdx()],
                };
                """);
        AstroSite site = read();
        assertEquals(List.of("markdown.remarkPlugins", "markdown.processor", "mdx.rehypePlugins"), site.pipeline());
        assertEquals(List.of(), site.packages());
        write(
                "astro.config.mjs",
                "export default { markdown: options(), integrations: [mdx({ remarkPlugins: [a] })] };");
        assertEquals(List.of("markdown", "mdx.remarkPlugins"), read().pipeline());
        write("astro.config.mjs", "export default { markdown: {} };");
        assertEquals(List.of(), read().pipeline());
    }

    @Test
    void starlightIsUsedWhenImportedOrCalled() throws IOException {
        write("astro.config.mjs", "export default { integrations: [starlight({ title: 'はじめに' })] };");
        assertTrue(read().starlight());
        write("astro.config.mjs", "import sl from '@astrojs/starlight';\nexport default { integrations: [] };");
        assertTrue(read().starlight());
        write("astro.config.mjs", "export default { integrations: [] };");
        assertFalse(read().starlight());
    }

    @Test
    void starlightsOptionsThatAreNotLiterals() throws IOException {
        write("astro.config.mjs", """
                import sl from '@astrojs/starlight';
                export default { integrations: [
                  sl(options),
                  sl({ locales: { ...more, ja: { label: '日本語' } }, defaultLocale: 1 }),
                  sl({ locales: getLocales() }),
                ] };
                """);
        AstroSite site = read();
        assertEquals(
                List.of(
                        "starlight(…): `options`",
                        "locales: `more`",
                        "defaultLocale: `1.0`",
                        "locales: `getLocales()`"),
                site.unread());
        assertEquals(List.of("ja"), site.locales());
        assertEquals("ja", site.defaultLocale());
        assertTrue(site.multilingual());
        assertFalse(AstroSite.none().multilingual());
    }

    @Test
    void aDefaultLocaleThatIsNoLocaleIsTheFirstWritten() throws IOException {
        write(
                "astro.config.mjs",
                "export default { integrations: [starlight({ locales: { ja: {}, en: {} },"
                        + " defaultLocale: 'fr' })] };");
        AstroSite site = read();
        assertEquals(List.of("en", "ja"), site.locales());
        assertEquals("ja", site.defaultLocale());
        write(
                "astro.config.mjs",
                "export default { integrations: [starlight({ locales: { ja: {}, root: {} },"
                        + " defaultLocale: 'ja' })] };");
        assertEquals("root", read().defaultLocale());
        write("astro.config.mjs", "export default { integrations: [starlight({ defaultLocale: 'ja' })] };");
        assertEquals("ja", read().defaultLocale());
    }

    @Test
    void theValidatorsOptionsAndTheirDefaults() throws IOException {
        write(
                "astro.config.mjs",
                "export default { integrations: [starlight({ plugins: [starlightLinksValidator()] })] };");
        assertEquals(
                Optional.of(new AstroSite.Validator(
                        true, false, true, true, List.of(), List.of(), "ignore", Optional.empty())),
                read().validator());
        write("astro.config.mjs", """
                import links from 'starlight-links-validator';
                export default { integrations: [starlight({ plugins: [links({
                  errorOnRelativeLinks: false,
                  errorOnFallbackPages: true,
                  errorOnInvalidHashes: false,
                  errorOnLocalLinks: false,
                  exclude: ['/api/**', f()],
                })] })] };
                """);
        AstroSite site = read();
        assertEquals(
                Optional.of(new AstroSite.Validator(
                        false, true, false, false, List.of("/api/**"), List.of(), "ignore", Optional.empty())),
                site.validator());
        assertEquals(List.of("exclude: `f()`"), site.unread());
        write(
                "astro.config.mjs",
                "export default { integrations: [starlightLinksValidator(options),"
                        + " starlightLinksValidator({ exclude: list, errorOnLocalLinks: 'no' })] };");
        site = read();
        assertEquals(
                Optional.of(new AstroSite.Validator(
                        true, false, true, true, List.of(), List.of(), "ignore", Optional.empty())),
                site.validator());
        assertEquals(
                List.of("starlightLinksValidator(…): `options`", "exclude: `list`", "errorOnLocalLinks: `no`"),
                site.unread());
        write("astro.config.mjs", "export default {};");
        assertEquals(Optional.empty(), read().validator());
    }

    @Test
    void thePackagesThatMayAddRoutes() throws IOException {
        write("astro.config.mjs", """
                import a from './local.js';
                import b from '../up.js';
                import c from '/abs.js';
                import d from 'node:path';
                import { defineConfig } from 'astro/config';
                import e from 'astro/zod';
                import f from '@astrojs/starlight';
                import g from 'starlight-links-validator';
                import h from '@astrojs/react';
                import i from 'remark-gfm';
                import j from 'rehype-slug';
                import k from 'astro';
                import blog from 'starlight-blog';
                import x from '@scope/routes';
                export default defineConfig({});
                """);
        assertEquals(List.of("@scope/routes", "starlight-blog"), read().packages());
    }

    @Test
    void theRoutesOfKnownIntegrations() throws IOException {
        write("astro.config.mjs", """
                import blog from 'starlight-blog';
                import openapi from 'starlight-openapi';
                import typedoc from 'starlight-typedoc';
                export default { integrations: [starlight({ plugins: [
                  blog(), blog({ prefix: '/お知らせ/' }), blog('x'),
                  openapi([{ base: '/api/', schema: 'a.yaml' }, { base: 1 }, 'x']), openapi({ base: '/b/' }),
                  typedoc(), typedoc({ output: 'reference/' }),
                ] })] };
                """);
        assertEquals(
                List.of(
                        new AstroSite.Integration("starlight-blog", "blog", true),
                        new AstroSite.Integration("starlight-blog", "お知らせ", true),
                        new AstroSite.Integration("starlight-blog", "blog", true),
                        new AstroSite.Integration("starlight-openapi", "api", false),
                        new AstroSite.Integration("starlight-typedoc", "api", false),
                        new AstroSite.Integration("starlight-typedoc", "reference", false)),
                read().integrations());
    }

    @Test
    void theChangelogsOfTheFirstContentConfig() throws IOException {
        write("src/content.config.mjs", """
                import { changelogsLoader } from 'starlight-changelogs/loader';
                export const collections = { changelogs: defineCollection({
                  loader: changelogsLoader([{ base: '/変更履歴/' }, { base: 1 }, 'x']),
                }), other: changelogsLoader({ base: 'x' }) };
                """);
        write("src/content/config.ts", "changelogsLoader([{ base: 'old' }]);");
        assertEquals(List.of(new AstroSite.Integration("starlight-changelogs", "変更履歴", false)), read().integrations());
        Files.delete(dir.resolve("src/content.config.mjs"));
        assertEquals(List.of(new AstroSite.Integration("starlight-changelogs", "old", false)), read().integrations());
    }

    @Test
    void importsAreReadFromFilesInsideTheRepositoryWithTheirExtensions() throws IOException {
        write("site/astro.config.mjs", """
                import locales from './locales';
                import up from '../shared/base';
                import away from '../../outside.js';
                import pkg from 'some-package';
                export default { base: up, trailingSlash: away, redirects: pkg,
                  integrations: [starlight({ locales })] };
                """);
        write("site/locales.json", "{ \"ja\": { \"label\": \"日本語\" } }");
        write("shared/base.ts", "export default '/共有/';");
        Files.writeString(dir.getParent().resolve("outside.js"), "export default 'always';");
        AstroSite site = AstroSite.read(dir, "site/src/content/docs");
        assertEquals(List.of("ja"), site.locales());
        assertEquals(Optional.of("/共有/"), site.base());
        assertEquals(Optional.empty(), site.trailingSlash());
        assertEquals(List.of("trailingSlash: `away`", "redirects: `pkg`"), site.unread());
    }

    @Test
    void aliasesOfTsconfigInsideTheRepository() throws IOException {
        write("tsconfig.json", """
                { "compilerOptions": { "baseUrl": "./src", "paths": {
                  "@a/*": ["assets/*"], "@b": ["x"], "@c/*": [], "@d/*": ["x"], "@e/*": [1], "@out/*": ["../../*"]
                } } }
                """);
        // the explicit baseUrl is where any other non-relative import is looked for
        assertEquals(Map.of("@a/", "src/assets", AstroSite.BASE_URL, "src"), read().aliases());
        write("tsconfig.json", "{ \"compilerOptions\": { \"paths\": [] } }");
        assertEquals(Map.of(), read().aliases());
        write("tsconfig.json", "{ \"extends\": \"astro/tsconfigs/strict\" }");
        assertEquals(Map.of(), read().aliases());
        write("tsconfig.json", "[]");
        assertEquals(Map.of(), read().aliases());
    }

    @Test
    void theRoutesOfSrcPages() throws IOException {
        for (String page : List.of(
                "index.astro",
                "about.md",
                "blog/index.mdx",
                "feed.html",
                "Upper.ASTRO",
                "api/data.json.ts",
                "x.mjs",
                "y.mts",
                "z.js",
                "types.d.ts",
                "style.css",
                "_draft.astro",
                "_partials/card.astro",
                "guide/_hidden/x.md")) {
            write("src/pages/" + page, "");
        }
        assertEquals(List.of("", "Upper", "about", "api/data.json", "blog", "feed", "x", "y", "z"), read().routes());
        assertEquals(List.of(), read().dynamic());
    }

    @Test
    void aDynamicRouteIsReadFromItsFile() throws IOException {
        write("src/pages/[slug].astro", """
                ---
                export async function getStaticPaths() {
                  const docs = await getCollection('docs');
                  return docs.map((entry) => ({ params: { slug: entry.slug } }));
                }
                ---
                """);
        write("src/pages/tags/[tag].ts", "export function getStaticPaths() { return [{ params: { tag: 'a' } }]; }");
        assertEquals(
                List.of(
                        new AstroSite.DynamicRoute(
                                "[slug]", "src/pages/[slug].astro", AstroSite.Fill.COLLECTION, "docs", List.of()),
                        new AstroSite.DynamicRoute(
                                "tags/[tag]", "src/pages/tags/[tag].ts", AstroSite.Fill.PATHS, "", List.of("tags/a"))),
                read().dynamic());
    }

    @Test
    void theGitignoreFilesFromTheRootDownAndInsideTheDocs() throws IOException {
        write(".gitignore", "node_modules/\n");
        write("src/.gitignore", "# none\n");
        write("src/content/.gitignore", "generated/\n");
        write("src/content/docs/.gitignore", "api/\n");
        write("src/content/docs/guide/.gitignore", "*.gen.md\n");
        write("other/.gitignore", "x\n");
        assertEquals(
                List.of(
                        ".gitignore:1 node_modules/",
                        "src/content/.gitignore:1 generated/",
                        "src/content/docs/.gitignore:1 api/",
                        "src/content/docs/guide/.gitignore:1 *.gen.md"),
                read().ignored().stream().map(r -> r.source() + " " + r.text()).toList());
        // a docs folder not on disk: the files above it
        assertEquals(
                List.of(".gitignore:1 node_modules/", "src/content/.gitignore:1 generated/"),
                AstroSite.read(dir, "src/content/none").ignored().stream()
                        .map(r -> r.source() + " " + r.text())
                        .toList());
    }

    // how a dynamic route's getStaticPaths fills it

    private static AstroSite.DynamicRoute route(String route, String text) {
        return AstroSite.dynamicRoute(route, "src/pages/" + route + ".astro", text, true);
    }

    private static AstroSite.DynamicRoute unknown(String route) {
        return new AstroSite.DynamicRoute(
                route, "src/pages/" + route + ".astro", AstroSite.Fill.UNKNOWN, "", List.of());
    }

    private static AstroSite.DynamicRoute paths(String route, String... paths) {
        return new AstroSite.DynamicRoute(
                route, "src/pages/" + route + ".astro", AstroSite.Fill.PATHS, "", List.of(paths));
    }

    private static final String BY_COLLECTION =
            "export async function getStaticPaths() { const all = await getCollection(\"guides\");"
                    + " return all.map((e) => ({ params: { %s: e.id } })); }";

    @Test
    void aRouteMappingACollectionToItsEntriesServesIt() {
        assertEquals(
                new AstroSite.DynamicRoute(
                        "[...slug]", "src/pages/[...slug].astro", AstroSite.Fill.COLLECTION, "guides", List.of()),
                route("[...slug]", BY_COLLECTION.formatted("slug")));
        // another parameter, an endpoint, two parameters: unknown
        assertEquals(unknown("[id]"), route("[id]", BY_COLLECTION.formatted("slug")));
        assertEquals(
                new AstroSite.DynamicRoute("[slug]", "x.ts", AstroSite.Fill.UNKNOWN, "", List.of()),
                AstroSite.dynamicRoute("[slug]", "x.ts", BY_COLLECTION.formatted("slug"), false));
        assertEquals(unknown("[a]/[b]"), route("[a]/[b]", BY_COLLECTION.formatted("a")));
    }

    @Test
    void aRouteWithoutItsOwnGetStaticPathsIsUnknown() {
        assertEquals(unknown("[slug]"), route("[slug]", "<h1>はじめに</h1>"));
        assertEquals(unknown("[slug]"), route("[slug]", "export { getStaticPaths } from '../paths';\n<h1>はじめに</h1>"));
    }

    @Test
    void literalParamsAreThePathsServed() {
        assertEquals(
                paths("guide/[...slug]", "guide/はじめに", "guide", "guide/a/b"),
                route(
                        "guide/[...slug]",
                        "export function getStaticPaths() { return [{ params: { slug: 'はじめに' } },"
                                + " { params: { slug: undefined } }, { params: { \"slug\": `a/b`, } }]; }"));
        assertEquals(
                paths("[lang]/[page]", "ja/キャッシュの仕組み"),
                route(
                        "[lang]/[page]",
                        "export function getStaticPaths() { const s = '}'; return [{ params: { lang: 'ja',"
                                + " page: 'キャッシュの仕組み' } }]; }"));
        assertEquals(
                paths("[x]", "a"),
                route(
                        "[x]",
                        "export function getStaticPaths() { const q = \"\\\"}\"; return"
                                + " [{ params: { x: 'a' } }]; }"));
    }

    @Test
    void paramsThatAreNotAllLiteralsAreUnknown() {
        String head = "export function getStaticPaths() { return ";
        assertEquals(unknown("[slug]"), route("[slug]", head + "[{ params: { slug: name } }]; }"));
        assertEquals(unknown("[slug]"), route("[slug]", head + "[{ params: { other: 'a' } }]; }"));
        assertEquals(unknown("[slug]"), route("[slug]", head + "[]; }"));
        assertEquals(unknown("[slug]"), route("[slug]", head + "['a'].map((s) => ({ params: { slug: 'a' } })); }"));
        assertEquals(
                unknown("[slug]"), route("[slug]", head + "x; for (const a of b) {} [{ params: { slug: 'a' } }] }"));
        assertEquals(unknown("[slug]"), route("[slug]", head + "await x, [{ params: { slug: 'a' } }] }"));
        assertEquals(unknown("[slug]"), route("[slug]", "export const getStaticPaths = () => [x]"));
    }

    @Test
    void theBodyOfGetStaticPathsEndsAtItsClosingBrace() {
        // what follows the function (a computed list) is not its body; braces in its strings do not close it
        String after = "\nconst other = list.map((x) => x);";
        String head = "export function getStaticPaths() { ";
        String paths = "return [{ params: { slug: 'a' } }]; }";
        assertEquals(paths("[slug]", "a"), route("[slug]", head + paths + after));
        assertEquals(paths("[slug]", "a"), route("[slug]", head + "const s = '}'; " + paths + after));
        assertEquals(paths("[slug]", "a"), route("[slug]", head + "const s = \"}\"; " + paths + after));
        assertEquals(paths("[slug]", "a"), route("[slug]", head + "const s = `}`; " + paths + after));
        assertEquals(paths("[slug]", "a"), route("[slug]", head + "const s = '\\'}'; " + paths + after));
        assertEquals(paths("[slug]", "a"), route("[slug]", head + "if (x) { y(); } " + paths + after));
        // the text may start with it
        assertEquals(paths("[slug]", "a"), route("[slug]", "getStaticPaths() { " + paths));
    }

    @Test
    void onlyAPageServesACollection() {
        String text = BY_COLLECTION.formatted("slug");
        for (String page : List.of("[slug].astro", "[slug].md", "[slug].mdx")) {
            assertEquals(
                    AstroSite.Fill.COLLECTION,
                    AstroSite.dynamicRoute("[slug]", page, text, true).fill());
        }
    }

    @Test
    void anEndpointDoesNotServeACollection() throws IOException {
        String text = BY_COLLECTION.formatted("slug");
        write("src/pages/[slug].md", text);
        write("src/pages/api/[slug].json.ts", text);
        assertEquals(
                List.of(AstroSite.Fill.UNKNOWN, AstroSite.Fill.COLLECTION),
                read().dynamic().stream().map(AstroSite.DynamicRoute::fill).toList());
    }

    @Test
    void aGetStaticPathsNeverClosedIsReadToTheEnd() {
        assertEquals(
                paths("[slug]", "a"),
                route("[slug]", "export function getStaticPaths() { return [{ params: { slug: 'a' } }]; "));
    }
}
