package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shapes of sites whose build adds or changes what the source shows (issue 49): generated docs, Markdown
 * plugins that may rewrite links, routes of known integrations and of {@code src/pages}, query-only links and
 * fragments through redirects. Each shape once without a finding and once broken.
 */
class UnseenSiteShapesTest {

    @TempDir
    Path dir;

    private final List<String> docs = new ArrayList<>();

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private void doc(String path, String text) throws IOException {
        write("src/content/docs/" + path, "---\ntitle: t\n---\n" + text);
        docs.add("src/content/docs/" + path);
    }

    private void starlight(String astroOptions, String starlightOptions) throws IOException {
        String imports =
                (starlightOptions.contains("starlightBlog") ? "import starlightBlog from 'starlight-blog';\n" : "")
                        + (starlightOptions.contains("starlightOpenAPI")
                                ? "import starlightOpenAPI from 'starlight-openapi';\n"
                                : "");
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                %sexport default {
                  %s
                  integrations: [starlight({ %s })],
                };
                """.formatted(imports, astroOptions, starlightOptions));
    }

    /** The findings of one doc's links as {@code line [rule] message}, then the notes' counts. */
    private List<String> check(String docPath, String body) {
        LinkSettings settings = LinkSettings.defaults().on(AstroSite.read(dir, "src/content/docs"));
        return check(settings, docPath, body);
    }

    private List<String> check(LinkSettings settings, String docPath, String body) {
        List<Doc> parsed = new ArrayList<>();
        for (String path : docs) {
            try {
                parsed.add(new DocParser().parse(path, Files.readString(dir.resolve(path)), new FindingSink()));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        Doc doc = new DocParser()
                .parse("src/content/docs/" + docPath, "---\ntitle: リンク\n---\n" + body, new FindingSink());
        parsed.add(doc);
        Site site = new Site(ContentLayout.defaults(dir), new RepoPaths(dir), settings, parsed);
        LinkResolver resolver = new LinkResolver(site, settings);
        List<String> out = new ArrayList<>(doc.links().stream()
                .map(l -> resolver.check(doc, l))
                .flatMap(Optional::stream)
                .map(f -> f.line() + " [" + f.ruleId() + "] " + f.message().english())
                .toList());
        resolver.generated().forEach((k, v) -> out.add("generated " + k + " " + v));
        resolver.unreadRoutes().forEach((k, v) -> out.add("unread " + k + " " + v));
        resolver.unjudged().forEach((k, v) -> out.add("unjudged " + k + " " + v));
        return out;
    }

    @Test
    void aLinkIntoGeneratedDocsThatAreNotThereIsUnjudgedAndCounted() throws IOException {
        starlight("", "");
        doc("reference/index.md", "# リファレンス\n");
        write("src/content/docs/reference/.gitignore", "# generated\njavascript/*\n!javascript/index.mdx\ncli.mdx\n");
        assertEquals(
                List.of(
                        "generated src/content/docs/reference/.gitignore:2 `javascript/*` 1",
                        "generated src/content/docs/reference/.gitignore:4 `cli.mdx` 1"),
                check("guides/a.md", "[API](/reference/javascript/api/) [CLI](/reference/cli/)\n"));
    }

    @Test
    void aGeneratedDocOnDiskIsJudgedAsAnyPage() throws IOException {
        starlight("", "");
        write("src/content/docs/reference/.gitignore", "cli.mdx\njavascript/*\n!javascript/index.mdx\n");
        doc("reference/cli.mdx", "## 使い方\n");
        assertEquals(
                List.of(
                        "4 [doc-link-page] `/reference/api/` is no page of the site; the nearest page is `/reference/cli/`"),
                check("guides/a.md", "[CLI](/reference/cli/#使い方) [API](/reference/api/)\n"));
        assertEquals(
                List.of("4 [doc-link-anchor] `#usage` is no heading id of `/reference/cli/`"
                        + " (src/content/docs/reference/cli.mdx); its ids are `#使い方`"),
                check("guides/a.md", "[CLI](/reference/cli/#usage)\n"));
    }

    @Test
    void withMarkdownPluginsRelativeLinksAreJudgedAsFiles() throws IOException {
        starlight("trailingSlash: 'never', markdown: { remarkPlugins: [fixInternalLinks] },", "");
        doc("guides/install.md", "## 準備\n");
        doc("guides/index.md", "# ガイド\n");
        doc("guides/other.mdx", "# 別のページ\n");
        assertEquals(
                List.of(),
                check(
                        "guides/links.md",
                        "[a](./install.md#準備) [b](../guides/install.md) [c](./install) [d](./)"
                                + " [e](./other.md)\n"));
        assertEquals(
                List.of(
                        "4 [doc-link-page] `./instal.md` names no doc or file: neither"
                                + " `src/content/docs/guides/instal.md` (from the doc's folder) nor a page at its URL"
                                + " exists",
                        "4 [doc-link-anchor] `#junbi` is no heading id of `/guides/install/`"
                                + " (src/content/docs/guides/install.md); its ids are `#準備`"),
                check("guides/links.md", "[a](./instal.md) [b](./install.md#junbi)\n"));
    }

    @Test
    void resolveHonoursTrailingSlashNeverAndDocFileTargets() throws IOException {
        starlight("trailingSlash: 'never',", "");
        doc("guides/install.md", "## 準備\n");
        LinkSettings resolve =
                LinkSettings.of("/", "resolve", List.of(), "public").on(AstroSite.read(dir, "src/content/docs"));
        // the page /guides/links (no slash): ./install is /guides/install, as the browser resolves it
        assertEquals(List.of(), check(resolve, "guides/links.md", "[a](./install) [b](install.md#準備)\n"));
        assertEquals(
                List.of("4 [doc-link-page] `../install` is no page of the site"),
                check(resolve, "guides/links.md", "[a](../install)\n"));
    }

    @Test
    void starlightBlogServesItsIndexTagsAuthorsAndFeedsButNotAMissingPost() throws IOException {
        starlight("", "plugins: [starlightBlog()]");
        doc("blog/first.md", "# 最初の記事\n");
        assertEquals(
                List.of(),
                check(
                        "guides/a.md",
                        "[a](/blog/) [b](/blog/2/) [c](/blog/tags/astro/) [d](/blog/authors/hideo/)"
                                + " [e](/blog/rss.xml) [f](/blog/first/)\n"));
        assertEquals(
                List.of("4 [doc-link-page] `/blog/frist/` is no page of the site; the nearest page is `/blog/first/`"),
                check("guides/a.md", "[a](/blog/frist/)\n"));
    }

    @Test
    void openApiSchemasPagesAreUnjudgedUnderTheirBase() throws IOException {
        starlight("", "plugins: [starlightOpenAPI([{ base: 'api/petstore', schema: '../petstore.yaml' }])]");
        doc("index.mdx", "# ホーム\n");
        assertEquals(
                List.of("unread /api/petstore/ (starlight-openapi) 2"),
                check("guides/a.md", "[a](/api/petstore/operations/list/) [b](/api/petstore/)\n"));
    }

    @Test
    void aPageOverGetCollectionServesTheDocsUnderItsPrefixOnly() throws IOException {
        write("astro.config.mjs", "import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()] };\n");
        write("src/pages/docs/[...slug].astro", """
                ---
                import { getCollection } from "astro:content";
                export async function getStaticPaths() {
                  const entries = await getCollection("docs");
                  return entries.map((entry) => ({ params: { slug: entry.slug }, props: { entry } }));
                }
                ---
                """);
        doc("album.mdx", "## 登録\n");
        assertEquals(List.of(), check("guides/a.md", "[a](/docs/album/#登録)\n"));
        assertEquals(
                List.of(
                        "4 [doc-link-page] `/docs/albun/` is no page of the site; the nearest page is `/docs/album/`",
                        "4 [doc-link-page] `/album/` is no page of the site"),
                check("guides/a.md", "[a](/docs/albun/) [b](/album/)\n"));
    }

    @Test
    void aPageOverGetCollectionWhoseIdDropsATrailingIndexServesTheDocs() throws IOException {
        // `.replace(/\/index$/, "")` changes no id (Astro's ids already drop it): the route serves the docs
        write("astro.config.mjs", "import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()] };\n");
        write("src/pages/docs/[...slug].astro", """
                ---
                import { getCollection } from "astro:content";
                export async function getStaticPaths() {
                  const entries = await getCollection("docs");
                  return entries.map((entry) => ({
                    params: { slug: entry.id.replace(/\\/index$/, "") },
                    props: { entry, entries },
                  }));
                }
                ---
                """);
        doc("v3/index.mdx", "# 概要\n");
        doc("v3/guide.mdx", "## 始め方\n");
        assertEquals(List.of(), check("v3/a.mdx", "[概要](/docs/v3/) [始め方](/docs/v3/guide/#始め方)\n"));
        assertEquals(
                List.of(
                        "4 [doc-link-page] `/docs/v3/guid/` is no page of the site; the nearest page is `/docs/v3/guide/`",
                        "4 [doc-link-anchor] `#始めかた` is no heading id of `/docs/v3/guide/` (src/content/docs/v3/guide.mdx); "
                                + "the nearest is `#始め方`"),
                check("v3/a.mdx", "[誤り](/docs/v3/guid/) [見出し](/docs/v3/guide/#始めかた)\n"));
    }

    @Test
    void anImagePathNeitherRelativeNorRootIsFoundFromAnExplicitTsconfigBaseUrl() throws IOException {
        // Astro imports `public/x.png` as written; tsconfig's baseUrl makes Vite look for it from that folder
        starlight("", "");
        write(
                "tsconfig.json",
                "{ \"compilerOptions\": { \"baseUrl\": \".\", \"paths\": { \"@/*\": [\"src/*\"] } } }\n");
        write("public/images/写真.png", "png");
        assertEquals(List.of(), check("guide.mdx", "![写真](public/images/写真.png)\n"));
        assertEquals(
                List.of("4 [doc-link-file] the image `public/images/無い.png` needs "
                        + "`src/content/docs/public/images/無い.png` (relative to the doc), which does not exist"),
                check("guide.mdx", "![無い写真](public/images/無い.png)\n"));
    }

    @Test
    void withoutABaseUrlSuchAnImagePathIsLookedForBesideTheDoc() throws IOException {
        starlight("", "");
        write("tsconfig.json", "{ \"compilerOptions\": { \"paths\": { \"@/*\": [\"src/*\"] } } }\n");
        write("public/images/写真.png", "png");
        write("src/content/docs/images/図.png", "png");
        assertEquals(List.of(), check("guide.mdx", "![図](images/図.png)\n"));
        assertEquals(
                List.of("4 [doc-link-file] the image `public/images/写真.png` needs "
                        + "`src/content/docs/public/images/写真.png` (relative to the doc), which does not exist"),
                check("guide.mdx", "![写真](public/images/写真.png)\n"));
    }

    @Test
    void theSitemapAndHelpersOfAMarkdownPluginsOptionsServeNoPageSoAnUnknownPathIsJudged() throws IOException {
        // sitemap() writes only its XML files; `h` builds a rehype plugin's markup inside mdx(): neither adds a page
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import mdx from '@astrojs/mdx';
                import sitemap from '@astrojs/sitemap';
                import { h } from 'hastscript';
                import rehypeAutolinkHeadings from 'rehype-autolink-headings';
                const icon = h('span', '#');
                export default {
                  integrations: [
                    starlight({ title: 't' }),
                    sitemap(),
                    mdx({ rehypePlugins: [[rehypeAutolinkHeadings, { content: icon }]] }),
                  ],
                };
                """);
        doc("guides/intro.md", "## はじめに\n");
        assertEquals(List.of(), check("guides/a.md", "[地図](/sitemap-index.xml) [入門](/guides/intro/#はじめに)\n"));
        assertEquals(
                List.of(
                        "4 [doc-link-page] `/ガイド/` is no page of the site",
                        "4 [doc-link-file] the link `/sitemap.xml` needs `public/sitemap.xml`, which does not exist"),
                check("guides/a.md", "[無い](/ガイド/) [地図](/sitemap.xml)\n"));
    }

    @Test
    void codeBlocksAndIconsServeNoPageSoAnUnknownPathIsJudged() throws IOException {
        write("astro.config.mjs", """
                import mdx from '@astrojs/mdx';
                import expressiveCode from 'astro-expressive-code';
                import icon from 'astro-icon';
                import markdownIntegration from '@astropub/md';
                export default { integrations: [expressiveCode(), mdx(), icon(), markdownIntegration()] };
                """);
        write("src/pages/docs/[...slug].astro", """
                ---
                import { getCollection } from "astro:content";
                export async function getStaticPaths() {
                  return (await getCollection("docs")).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
                }
                ---
                """);
        doc("v3/guide.mdx", "## 始め方\n");
        assertEquals(List.of(), check("v3/a.mdx", "[始め方](/docs/v3/guide/#始め方)\n"));
        assertEquals(
                List.of("4 [doc-link-page] `/v3/guide/` is no page of the site"),
                check("v3/a.mdx", "[接頭辞なし](/v3/guide/)\n"));
    }

    @Test
    void anIntegrationThatMayServePagesStillLeavesAnUnknownPathUnjudgedAndCounted() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import sitemap from '@astrojs/sitemap';
                import tools from 'astro-tools-unknown';
                export default { integrations: [starlight({ title: 't' }), sitemap(), tools()] };
                """);
        doc("guides/intro.md", "## はじめに\n");
        assertEquals(List.of("unjudged /ガイド/ 1"), check("guides/a.md", "[無い](/ガイド/)\n"));
    }

    @Test
    void aLinksValidatorOlderThanItsLocalLinksCheckLeavesLocalhostLinksToTheSite() throws IOException {
        // starlight-links-validator reports localhost links from 0.14.0 on; a range of older releases accepts them
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import starlightLinksValidator from 'starlight-links-validator';
                export default { integrations: [starlight({ title: 't', plugins: [starlightLinksValidator()] })] };
                """);
        String body = "[開発サーバー](http://localhost:3000/)\n";
        write("package.json", "{ \"devDependencies\": { \"starlight-links-validator\": \"^0.8.0\" } }\n");
        assertEquals(List.of(), check("guide.md", body));
        write("package.json", "{ \"devDependencies\": { \"starlight-links-validator\": \"^0.14.0\" } }\n");
        assertEquals(
                List.of("4 [doc-link-local] `http://localhost:3000/` points at `localhost`, the writer's own machine; "
                        + "readers of the site cannot open it. Link the page by its path on the site instead"),
                check("guide.md", body));
    }

    @Test
    void aLiteralListServesItsPathsAndAnUnreadFillIsCounted() throws IOException {
        starlight("", "");
        doc("index.mdx", "# ホーム\n");
        write("src/pages/custom/[...param].astro", """
                ---
                export function getStaticPaths() {
                  return [{ params: { param: 'a' } }, { params: { param: 'b/c' } }, { params: { param: undefined } }];
                }
                ---
                """);
        write("src/pages/tags/[tag].astro", """
                ---
                import { tagsOf } from '../../tags';
                export function getStaticPaths() { return tagsOf().map((t) => ({ params: { tag: t } })); }
                ---
                """);
        assertEquals(
                List.of("4 [doc-link-page] `/custom/d/` is no page of the site", "unread src/pages/tags/[tag].astro 1"),
                check(
                        "guides/a.md",
                        "[a](/custom/a/) [b](/custom/b/c/) [c](/custom/) [d](/custom/d/) [t](/tags/x/)\n"));
    }

    @Test
    void aQueryOnlyLinkNamesAnIdOfThisPageAndAFragmentIsFollowedThroughARedirect() throws IOException {
        starlight("redirects: { '/old/': '/guides/install/' },", "");
        doc("guides/install.md", "## 準備\n");
        assertEquals(List.of(), check("guides/a.md", "## 見出し\n\n[a](?q=1#見出し) [b](?q=1) [c](/old/#準備)\n"));
        assertEquals(
                List.of(
                        "6 [doc-link-anchor] `#nope` is no heading id of this page; its ids are `#見出し`",
                        "6 [doc-link-anchor] `#nope` is no heading id of `/guides/install/`"
                                + " (src/content/docs/guides/install.md); its ids are `#準備`"),
                check("guides/a.md", "## 見出し\n\n[a](?q=1#nope) [c](/old/#nope)\n"));
    }

    @Test
    void aHeadingThatStartsOrEndsWithAComponentHasTheIdsOfBothAstroBehaviours() throws IOException {
        starlight("", "");
        String body = """
                import { Badge } from '@astrojs/starlight/components';

                ## 見出し <Badge text="新" />

                ## <Badge text="x" /> 始まり

                [a](#見出し-) [b](#見出し) [c](#始まり) [d](#-始まり)
                """;
        assertEquals(List.of(), check("guides/badges.mdx", body));
        assertEquals(
                List.of("10 [doc-link-anchor] `#見出し--` is no heading id of this page; the nearest is `#見出し-`"),
                check("guides/badges.mdx", body.replace("[a](#見出し-) [b](#見出し) [c](#始まり) [d](#-始まり)", "[a](#見出し--)")));
    }

    @Test
    void integrationsBuiltInAnImportedModuleAreReadWithTheirLocalesFromAMemberOfAnImportedObject() throws IOException {
        // astro.config → createIntegrations() of ./config/integrations.mjs → starlight(starlightConfig) of
        // ./starlight.mjs, whose locales are `i18n.locales` of ./i18n.mjs: each import from its own module's folder
        write("astro.config.mjs", """
                import { defineConfig } from 'astro/config';
                import { createIntegrations } from './config/integrations.mjs';
                export default defineConfig({ integrations: createIntegrations() });
                """);
        write("config/integrations.mjs", """
                import starlight from '@astrojs/starlight';
                import { starlightConfig } from './starlight.mjs';
                export function createIntegrations() { return [starlight(starlightConfig)]; }
                """);
        write("config/starlight.mjs", """
                import { i18n } from './i18n.mjs';
                export const starlightConfig = { title: 't', defaultLocale: i18n.defaultLocale, locales: i18n.locales };
                """);
        write("config/i18n.mjs", """
                export const i18n = { defaultLocale: 'en', locales: { en: { label: 'English' }, ja: { label: '日本語' } } };
                """);
        doc("en/guides/install.md", "## 準備\n");
        assertEquals(List.of(), check("ja/guides/a.md", "[翻訳待ち](/ja/guides/install/#準備)\n"));
        assertEquals(
                List.of("4 [doc-link-page] `/ja/guides/instal/` is no page of the site; the nearest page is "
                        + "`/ja/guides/install/`"),
                check("ja/guides/a.md", "[綴り違い](/ja/guides/instal/)\n"));
    }

    @Test
    void anIntegrationsValueThatNamesNoModuleIsSaidToBeUnread() throws IOException {
        write("astro.config.mjs", """
                import { makeIntegrations } from 'some-preset';
                export default { integrations: makeIntegrations() };
                """);
        assertEquals(
                List.of("integrations: `makeIntegrations()`"),
                AstroSite.read(dir, "src/content/docs").unread());
    }

    @Test
    void anObjectsKeysReachNoBindingAndOpenApiWithEveryBaseReadServesNothingElse() throws IOException {
        // the key `base:` of a schema is no use of the changed `let base`, and shiki's names are used by the Markdown
        // settings only: with starlight-openapi's every base read, no package may serve an unknown path
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import starlightOpenAPI from 'starlight-openapi';
                import { bundledLanguages } from 'shiki';
                let base = '';
                if (process.argv.includes('--base')) { base = '/docs'; }
                export default {
                  integrations: [starlight({ title: 't', plugins: [starlightOpenAPI([{ base: 'api', schema: './x.yaml' }])] })],
                  markdown: { shikiConfig: { langs: [...Object.keys(bundledLanguages)] } },
                };
                """);
        doc("guides/intro.md", "## はじめに\n");
        assertEquals(
                List.of("unread /api/ (starlight-openapi) 1"),
                check("guides/a.md", "[入門](/guides/intro/#はじめに) [API](/api/operations/list/)\n"));
        assertEquals(List.of(), AstroSite.read(dir, "src/content/docs").packages());
        assertEquals(
                List.of("4 [doc-link-page] `/ガイド/` is no page of the site"), check("guides/a.md", "[無い](/ガイド/)\n"));
    }

    @Test
    void withMarkdocStarlightTakesMdocFilesAsDocs() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import markdoc from '@astrojs/markdoc';
                export default { integrations: [markdoc(), starlight({ title: 't' })] };
                """);
        write("src/content/docs/index.mdoc", "---\ntitle: ホーム\n---\n\n## 概要\n\n{% card %}\n[無い](/ない/)\n{% /card %}\n");
        write("src/content/docs/guide.md", "---\ntitle: ガイド\n---\n\n[ホーム](/#概要)\n");
        LinkSettings settings = LinkSettings.defaults().on(AstroSite.read(dir, "src/content/docs"));
        List<String> findings = new StudylogCheck()
                        .run(new CheckRequest(
                                ContentLayout.defaults(dir),
                                EnumSet.of(Part.RECORDS),
                                Optional.empty(),
                                Optional.empty(),
                                "test",
                                settings,
                                1))
                        .result()
                        .findings()
                        .stream()
                        .map(f -> f.path() + ":" + f.line() + " [" + f.ruleId() + "]")
                        .toList();
        assertEquals(List.of("src/content/docs/index.mdoc:8 [doc-link-page]"), findings);
    }

    @Test
    void markdownPagesOfSrcPagesAreNoDocsAndANoteCountsThem() throws IOException {
        // an Astro site with i18n in its own config writes its pages in src/pages/<locale>/*.mdx: they are not checked
        write("astro.config.mjs", """
                import mdx from '@astrojs/mdx';
                export default { i18n: { defaultLocale: 'ja', locales: ['ja', 'en'] }, integrations: [mdx()] };
                """);
        write("src/pages/ja/setup.mdx", "# 設定\n\n[無い](/ない/)\n");
        write("src/pages/en/setup.mdx", "# Setup\n");
        write("src/pages/index.astro", "---\n---\n");
        CheckRequest request = new CheckRequest(
                ContentLayout.defaults(dir),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                "test",
                LinkSettings.defaults().on(AstroSite.read(dir, "src/content/docs")),
                1);
        List<String> notes = new StudylogCheck()
                .run(request).result().notes().stream()
                        .filter(n -> n.key().equals("docs.pages-unchecked"))
                        .map(n -> n.english())
                        .toList();
        assertEquals(
                List.of("2 Markdown and MDX pages under src/pages/ are pages of the site, not docs of "
                        + "src/content/docs: their links were not checked."),
                notes);
    }

    @Test
    void redirectsReturnedByAParameterlessFunctionOfAnImportedModuleAreRead() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import { createRedirects } from './config/redirects.mjs';
                export default { redirects: createRedirects(), integrations: [starlight({ title: 't' })] };
                """);
        write("config/redirects.mjs", """
                const MOVED = { '/旧/': '/guides/install/' };
                export function createRedirects() { return { ...MOVED, '/消えた/': '/guides/gone/' }; }
                """);
        doc("guides/install.md", "## 準備\n");
        assertEquals(List.of(), check("guides/a.md", "[旧](/旧/#準備)\n"));
        assertEquals(
                List.of("4 [doc-link-page] `/消えた/` is redirected (astro.config `redirects`) to `/guides/gone/`, "
                        + "which is no page of the site"),
                check("guides/a.md", "[消えた](/消えた/)\n"));
    }
}
