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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shapes of site found by running bench/validator-suite.sh against starlight-links-validator's own test fixtures,
 * each the smallest input of our own that showed the gap, and each once fixed and once still broken.
 */
class ValidatorSuiteShapesTest {

    @TempDir
    Path dir;

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /** The findings of a doc's links on the site of {@code dir} as {@code line:column [rule] message}. */
    private List<String> check(String docPath, String body) throws IOException {
        LinkSettings settings = LinkSettings.defaults().on(AstroSite.read(dir, "src/content/docs"));
        DocParser parser = new DocParser(settings.components());
        List<Doc> parsed = new ArrayList<>();
        write("src/content/docs/index.md", "---\ntitle: 入口\n---\n## 概要\n");
        parsed.add(parser.parse(
                "src/content/docs/index.md",
                Files.readString(dir.resolve("src/content/docs/index.md")),
                new FindingSink()));
        Doc doc = parser.parse("src/content/docs/" + docPath, "---\ntitle: リンク\n---\n" + body, new FindingSink());
        parsed.add(doc);
        Site site = new Site(ContentLayout.defaults(dir), new RepoPaths(dir), settings, parsed);
        LinkResolver resolver = new LinkResolver(site, settings);
        return doc.links().stream()
                .map(l -> resolver.check(doc, l))
                .flatMap(Optional::stream)
                .map(f -> f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                        + f.message().english())
                .toList();
    }

    @Test
    void theValidatorsComponentsOptionAddsComponentsWhoseAttributeIsALink() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import starlightLinksValidator from 'starlight-links-validator';
                export default {
                  integrations: [starlight({
                    plugins: [starlightLinksValidator({ components: [['MyLink', 'to']] })],
                  })],
                };
                """);
        String body = "import MyLink from '../../components/MyLink.astro';\n\n"
                + "<MyLink to=\"/\">入口へ</MyLink>\n\n"
                + "<MyLink to=\"/存在しない/\">どこにもない頁</MyLink>\n";
        List<String> findings = check("guide.mdx", body);
        assertEquals(1, findings.size(), findings.toString());
        assertEquals(true, findings.get(0).startsWith("8:"), findings.toString());
        assertEquals(true, findings.get(0).contains("[doc-link-page]"), findings.toString());
        assertEquals(true, findings.get(0).contains("`/存在しない/`"), findings.toString());
    }

    @Test
    void aComponentsPairThatIsNotTwoNamesIsNamedAsUnreadNotACrash() {
        Path config = dir.resolve("astro.config.mjs");
        try {
            Files.writeString(config, """
                    import starlightLinksValidator from 'starlight-links-validator';
                    export default {
                      integrations: [starlightLinksValidator({ components: [['MyLink'], ['A B', 'to'], [x, 'y']] })],
                    };
                    """);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        AstroSite site = AstroSite.read(dir, "src/content/docs");
        assertEquals(List.of(), site.validator().orElseThrow().components());
        assertEquals(
                3,
                site.unread().stream().filter(u -> u.startsWith("components: ")).count(),
                site.unread().toString());
    }

    @Test
    void astrosSrcDirMovesTheDocsAndThePagesOfTheSite() throws IOException {
        write("astro.config.ts", """
                import starlight from '@astrojs/starlight';
                import { defineConfig } from 'astro/config';
                export default defineConfig({ srcDir: './', integrations: [starlight({ title: '研究ノート' })] });
                """);
        write("content/docs/index.md", "---\ntitle: 入口\n---\n[頁](/追記/)\n");
        write("pages/追記.astro", "<p>追記</p>\n");
        io.github.studylog.config.StudylogConfig config = io.github.studylog.config.ConfigResolver.resolve(
                dir, io.github.studylog.config.Overrides.none().withoutPom(), "ja");
        assertEquals("content/docs", config.layout().docs());
        assertEquals(
                "astro.config.ts srcDir",
                config.origin(io.github.studylog.config.Setting.DOCS).source());
        assertEquals(List.of("追記"), config.links().site().routes());
    }

    @Test
    void aSrcDirOutsideTheRepositoryOrNotALiteralLeavesTheDefaultDocs() throws IOException {
        for (String srcDir : List.of("'../elsewhere'", "process.env.SRC", "'./src/'", "42")) {
            write("astro.config.mjs", "export default { srcDir: " + srcDir + " };\n");
            io.github.studylog.config.StudylogConfig config = io.github.studylog.config.ConfigResolver.resolve(
                    dir, io.github.studylog.config.Overrides.none().withoutPom(), "ja");
            assertEquals("src/content/docs", config.layout().docs(), srcDir);
        }
    }

    @Test
    void aPackageOnlyAMarkdownPluginUsesAddsNoRoutesSoLinksUnderUnknownPathsAreJudged() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import { visit } from 'unist-util-visit';
                import { defineConfig } from 'astro/config';
                function remarkPlugin() {
                  return (tree) => visit(tree, 'link', (node) => { node.url = node.url.replace(/\\.md$/, ''); });
                }
                export default defineConfig({
                  integrations: [starlight({ title: '研究ノート' })],
                  markdown: { remarkPlugins: [remarkPlugin] },
                });
                """);
        assertEquals(List.of(), AstroSite.read(dir, "src/content/docs").packages());
        List<String> findings = check("guide.md", "[未知の頁](/未知/)\n");
        assertEquals(1, findings.size(), findings.toString());
        assertEquals(true, findings.get(0).startsWith("4:1 [doc-link-page]"), findings.toString());
    }

    @Test
    void aPackageTheIntegrationsReachThroughABindingOrAFunctionStaysAPossibleSourceOfRoutes() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import routes from 'some-routes';
                import { more } from 'more-routes';
                import { visit } from 'unist-util-visit';
                const extra = [routes()];
                function others() { return [more()]; }
                export default { integrations: [starlight({ title: '研究ノート' }), ...extra, ...others()] };
                """);
        assertEquals(
                List.of("more-routes", "some-routes"),
                AstroSite.read(dir, "src/content/docs").packages());
        List<String> findings = check("guide.md", "[未知の頁](/未知/)\n");
        assertEquals(List.of(), findings);
    }

    @Test
    void integrationsChangedAfterTheirBindingKeepEveryPackageForWhatOnlyRunningShows() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import { visit } from 'unist-util-visit';
                const integrations = [starlight({ title: '研究ノート' })];
                integrations.push(somethingElse());
                export default { integrations };
                """);
        assertEquals(
                List.of("unist-util-visit"),
                AstroSite.read(dir, "src/content/docs").packages());
        write("astro.config.mjs", """
                import { visit } from 'unist-util-visit';
                export default makeConfig();
                """);
        assertEquals(
                List.of("unist-util-visit"),
                AstroSite.read(dir, "src/content/docs").packages());
    }

    private void sameSite(String site, String policy) throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                import starlightLinksValidator from 'starlight-links-validator';
                export default {
                  site: %s,
                  integrations: [starlight({ plugins: [starlightLinksValidator({ sameSitePolicy: %s })] })],
                };
                """.formatted(site, policy));
    }

    private static final String SAME_SITE_LINKS = "[入口](https://example.com)\n\n"
            + "[概要](https://EXAMPLE.com:443/#概要)\n\n"
            + "[未知](https://example.com/未知/)\n\n"
            + "[節](https://example.com/?版=2#存在しない節)\n\n"
            + "[他所](https://other.example/未知/)\n";

    @Test
    void sameSitePolicyValidateChecksALinkOnTheSitesOriginAsAnInternalOne() throws IOException {
        sameSite("'https://example.com'", "'validate'");
        List<String> findings = check("guide.md", SAME_SITE_LINKS);
        assertEquals(2, findings.size(), findings.toString());
        assertEquals(true, findings.get(0).startsWith("8:1 [doc-link-page]"), findings.toString());
        assertEquals(true, findings.get(1).startsWith("10:1 [doc-link-anchor]"), findings.toString());
    }

    @Test
    void sameSitePolicyIgnoredUnreadOrWithoutASiteLeavesSuchLinksExternal() throws IOException {
        for (String[] shape : new String[][] {
            {"'https://example.com'", "'ignore'"},
            {"'https://example.com'", "policy"},
            {"'://壊れた'", "'validate'"},
            {"process.env.SITE", "'validate'"}
        }) {
            sameSite(shape[0], shape[1]);
            assertEquals(List.of(), check("guide.md", SAME_SITE_LINKS), String.join(" ", shape));
        }
        assertEquals(true, AstroSite.read(dir, "src/content/docs").validator().isPresent());
    }

    /** The findings and the count of front-matter links left to the route middleware, for one doc of its own. */
    private List<String> checkWhole(String text) {
        LinkSettings settings = LinkSettings.defaults().on(AstroSite.read(dir, "src/content/docs"));
        Doc doc = new DocParser().parse("src/content/docs/guide.md", text, new FindingSink());
        Site site = new Site(ContentLayout.defaults(dir), new RepoPaths(dir), settings, List.of(doc));
        LinkResolver resolver = new LinkResolver(site, settings);
        List<String> out = new ArrayList<>(doc.links().stream()
                .map(l -> resolver.check(doc, l))
                .flatMap(Optional::stream)
                .map(f -> f.line() + " [" + f.ruleId() + "]")
                .toList());
        out.add("middleware " + resolver.middleware());
        return out;
    }

    private static final String FRONT_MATTER_LINKS = "---\ntitle: 案内\nprev:\n  link: /前の頁/\n"
            + "hero:\n  actions:\n    - text: 始める\n      link: /始める/\n---\n[本文の頁](/本文/)\n";

    @Test
    void starlightsRouteMiddlewareLeavesFrontMatterLinksUnjudgedAndCounted() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                export default { integrations: [starlight({ routeMiddleware: './src/routeData.ts' })] };
                """);
        assertEquals(
                List.of("./src/routeData.ts"),
                AstroSite.read(dir, "src/content/docs").routeMiddleware());
        assertEquals(List.of("10 [doc-link-page]", "middleware 2"), checkWhole(FRONT_MATTER_LINKS));
    }

    @Test
    void withoutRouteMiddlewareFrontMatterLinksAreJudged() throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                export default { integrations: [starlight({ title: '案内' })] };
                """);
        assertEquals(
                List.of("4 [doc-link-page]", "8 [doc-link-page]", "10 [doc-link-page]", "middleware 0"),
                checkWhole(FRONT_MATTER_LINKS));
    }

    @Test
    void aHostileConfigOfManyFunctionsOrUnclosedBracketsIsReadInBoundedTime() throws IOException {
        StringBuilder config = new StringBuilder("import { visit } from 'unist-util-visit';\n");
        for (int i = 0; i < 20_000; i++) {
            config.append("function f")
                    .append(i)
                    .append("() { return [f")
                    .append(i + 1)
                    .append("(), x.push(1)]; }\n");
        }
        config.append("export default { integrations: [f0()], markdown: { remarkPlugins: [((((visit");
        write("astro.config.mjs", config.toString());
        AstroSite site = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(10), () -> AstroSite.read(dir, "src/content/docs"));
        // the chain is followed MAX_DEPTH deep only, and visit is not among the names it reaches
        assertEquals(List.of(), site.packages());
    }
}
