package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Links on a site read from its files ({@link AstroSite}): Starlight's locale fallback, {@code src/pages} routes,
 * redirects, the validator's options, image aliases, and paths only an integration could serve.
 */
class StarlightRoutesTest {

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

    @BeforeEach
    void site() throws IOException {
        doc("index.mdx", "# Home\n");
        doc("guides/install.md", "## インストール\n");
        doc("ja/index.mdx", "# ホーム\n");
        doc("ja/guides/other.md", "## その他\n");
        write("src/pages/rss.xml.ts", "");
        write("src/pages/[lang]/changelog/[...slug].astro", "");
        write("src/assets/logo.svg", "<svg/>");
    }

    private void config(String validator) throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import starlightLinksValidator from 'starlight-links-validator';
                import starlightFeed from 'starlight-feed';
                export default {
                  redirects: { '/old/': '/guides/install/', '/broken/': '/guides/gone/' },
                  integrations: [starlight({ locales: { root: { label: 'English' }, ja: { label: '日本語' } },
                    plugins: [starlightLinksValidator(%s), starlightFeed()] })],
                };
                """.formatted(validator));
        write("tsconfig.json", "{ \"compilerOptions\": { \"paths\": { \"@assets/*\": [\"src/assets/*\"] } } }");
    }

    /** The findings of one doc's links, as {@code line [rule] message}. */
    private List<String> check(String body) {
        LinkSettings settings =
                LinkSettings.defaults().excluding(List.of("/generated/**")).on(AstroSite.read(dir, "src/content/docs"));
        List<Doc> parsed = new ArrayList<>();
        for (String path : docs) {
            parsed.add(new DocParser().parse(path, read(path), new FindingSink()));
        }
        Doc doc = new DocParser()
                .parse("src/content/docs/ja/guides/links.mdx", "---\ntitle: リンク\n---\n" + body, new FindingSink());
        parsed.add(doc);
        Site site = new Site(ContentLayout.defaults(dir), new RepoPaths(dir), settings, parsed);
        LinkResolver resolver = new LinkResolver(site, settings);
        List<String> out = new ArrayList<>(doc.links().stream()
                .map(l -> resolver.check(doc, l))
                .flatMap(Optional::stream)
                .map(f -> f.line() + " [" + f.ruleId() + "] " + f.message().english())
                .toList());
        resolver.unjudged().forEach((k, v) -> out.add("unjudged " + k + " " + v));
        return out;
    }

    private String read(String path) {
        try {
            return Files.readString(dir.resolve(path));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aPageMissingInALocaleIsServedFromTheDefaultLocale() throws IOException {
        config("{ errorOnFallbackPages: false }");
        assertEquals(List.of(), check("[フォールバック](/ja/guides/install/#インストール)\n"));
    }

    @Test
    void aPageMissingInEveryLocaleIsAFindingWithASuggestionInTheLinksLocale() throws IOException {
        config("{}");
        write("src/pages/[...slug].astro", ""); // parameters alone: what it serves is known only by running it
        assertEquals(
                List.of("4 [doc-link-page] `/ja/guides/othr/` is no page of the site; the nearest page is"
                        + " `/ja/guides/other/`"),
                check("[壊れた](/ja/guides/othr/)\n"));
    }

    @Test
    void errorOnFallbackPagesWrittenTrueMakesAFallbackLinkAFinding() throws IOException {
        config("{ errorOnFallbackPages: true }");
        assertEquals(
                List.of("4 [doc-link-page] `/ja/guides/install/` is a fallback page (no translation; Starlight"
                        + " shows src/content/docs/guides/install.md), and the links validator's `errorOnFallbackPages` is"
                        + " `true`"),
                check("[x](/ja/guides/install/)\n"));
    }

    @Test
    void routesRedirectsAliasesAndExcludesResolve() throws IOException {
        config("{ exclude: ['/api/**'] }");
        assertEquals(List.of(), check("""
                [rss](/rss.xml) [changelog](/ja/changelog/v1/x/) [old](/old/) [api](/api/v2/users/)
                [gen](/generated/a/b/) ![ロゴ](@assets/logo.svg)

                [^1]: 脚注です。これはリンクではありません
                本文[^1]
                """));
    }

    @Test
    void excludesMatchTheLinkAsWrittenWithoutItsQueryAsTheValidatorDoes() throws IOException {
        // starlight-links-validator's own exclude fixture: picomatch on the link without its query, fragment kept
        config("{ exclude: ['/excluded', '/glob/*', '/api/{interface,functions}/**/*', '{props.*}'] }");
        assertEquals(List.of(), check("""
                [除外](/excluded) [クエリ付き](/excluded?something) [glob](/glob/test/)
                [API](/api/interface/foo) [関数](/api/functions/a/b) [JSX の式]({props.href})
                """));
        // not excluded, so judged: under segments no page owns while the config has integrations, counted unjudged
        assertEquals(
                List.of("unjudged /api/ 1", "unjudged /excluded/ 2"),
                check("[末尾の斜線](/excluded/)\n[ハッシュ付き](/excluded#test)\n[クラス](/api/class/baz)\n"));
    }

    @Test
    void aRedirectToNoPageIsAFindingAtTheLink() throws IOException {
        config("{}");
        assertEquals(
                List.of("6 [doc-link-page] `/broken/` is redirected (astro.config `redirects`) to"
                        + " `/guides/gone/`, which is no page of the site"),
                check("本文\n\n[リダイレクト](/broken/)\n"));
    }

    @Test
    void aPathOnlyAnIntegrationCouldServeIsNotJudgedButATypoIs() throws IOException {
        config("{}");
        assertEquals(
                List.of(
                        "4 [doc-link-page] `/gudes/install/` is no page of the site; the nearest page is"
                                + " `/guides/install/`",
                        "unjudged /blog/ 1"),
                check("[blog](/ja/blog/post/) [typo](/gudes/install/)\n"));
    }

    @Test
    void theValidatorsSwitchesTurnChecksOffButABrokenFragmentIsStillOne() throws IOException {
        config("{ errorOnInvalidHashes: false, errorOnLocalLinks: false, errorOnRelativeLinks: false }");
        assertEquals(
                List.of("4 [doc-link-anchor] `#nope` is no heading id of `/ja/guides/other/`"
                        + " (src/content/docs/ja/guides/other.md); its ids are `#その他`"),
                check("[a](/ja/guides/other/#nope) [b](http://localhost:4321/) [c](../other/)\n"));
    }
}
