package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The links and images Starlight and starlight-blog build from front matter (issue 49): each found at its value with
 * its form, each judged once without a finding and once broken.
 */
class FrontMatterLinksTest {

    private static final String DOC = "src/content/docs/guides/キュー.md";

    @TempDir
    Path dir;

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private void site(String imports, String starlightOptions) throws IOException {
        write("astro.config.mjs", """
                import starlight from '@astrojs/starlight';
                %s
                export default { integrations: [starlight({ title: 'キュー', %s })] };
                """.formatted(imports, starlightOptions));
        write("tsconfig.json", "{ \"compilerOptions\": { \"paths\": { \"~/*\": [\"src/*\"] } } }");
        write("src/content/docs/guides/index.md", "---\ntitle: ガイド\n---\n## 始める前に\n");
        write("src/assets/hero.webp", "");
        write("src/content/docs/guides/cover.png", "");
        write("public/styles/site.css", "");
    }

    private static List<String> links(String frontMatter) {
        Doc doc = new DocParser().parse(DOC, "---\n" + frontMatter + "---\n本文です。\n", new FindingSink());
        return doc.links().stream()
                .map(l -> l.line() + ":" + l.column() + " " + l.form().label() + " " + l.url())
                .toList();
    }

    /** The findings of the doc with this front matter, as {@code line:column [rule] message}. */
    private List<String> check(String frontMatter) {
        LinkSettings settings = LinkSettings.defaults().on(AstroSite.read(dir, "src/content/docs"));
        Doc index = new DocParser()
                .parse("src/content/docs/guides/index.md", "---\ntitle: ガイド\n---\n## 始める前に\n", new FindingSink());
        Doc doc = new DocParser().parse(DOC, "---\n" + frontMatter + "---\n本文です。\n", new FindingSink());
        Site site = new Site(ContentLayout.defaults(dir), new RepoPaths(dir), settings, List.of(index, doc));
        LinkResolver resolver = new LinkResolver(site, settings);
        return doc.links().stream()
                .map(l -> resolver.check(doc, l))
                .flatMap(Optional::stream)
                .map(f -> f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                        + f.message().english())
                .toList();
    }

    @Test
    void everyLinkAndImageOfTheFrontMatterIsFoundAtItsValue() {
        assertEquals(
                List.of(
                        "3:9 front-matter link /guides/",
                        "5:15 front-matter link /guides/#始める前に",
                        "8:26 front-matter link /guides/",
                        "9:18 front-matter image ~/assets/hero.webp",
                        "11:50 front-matter head link /styles/site.css",
                        "13:19 front-matter head link /scripts/計測.js",
                        "15:10 blog cover image ./cover.png"),
                links("""
                        prev:
                          link: /guides/
                          label: ガイド
                        next: { link: '/guides/#始める前に' }
                        hero:
                          actions:
                            - { text: 始める, link: /guides/ }
                          image: { file: ~/assets/hero.webp, alt: キュー }
                        head:
                          - { tag: link, attrs: { rel: stylesheet, href: /styles/site.css } }
                          - tag: script
                            attrs: { src: /scripts/計測.js }
                        cover:
                          image: ./cover.png
                          alt: カバー
                        """));
    }

    @Test
    void whatIsNoPathIsNoLink() {
        assertEquals(
                List.of(),
                links("""
                        prev: 前のページ
                        next: false
                        hero:
                          image: { html: '<img src="/no.png">' }
                        head:
                          - { tag: meta, attrs: { property: 'og:image', content: /og.png } }
                          - { tag: script, attrs: { src: 'https://example.com/a.js' } }
                          - { tag: script, attrs: { src: ./local.js } }
                          - { tag: style, content: 'a { color: red }' }
                          - { tag: link }
                        """),
                "a string prev is only the label of the sidebar's neighbour; markup, meta content and non-site"
                        + " script sources are no paths");
    }

    @Test
    void heroImagesMustBeFiles() throws IOException {
        site("", "");
        assertEquals(
                List.of(),
                check("hero:\n  image:\n    dark: ../../../assets/hero.webp\n    light: /src/assets/hero.webp\n"));
        assertEquals(
                List.of(
                        "4:12 [doc-link-file] the front-matter image `../../../assets/hero-light.webp` needs"
                                + " `src/assets/hero-light.webp` (relative to the doc), which does not exist; the nearest"
                                + " file there is `hero.webp`",
                        "5:11 [doc-link-file] the front-matter image `~/assets/hero-dark.webp` needs"
                                + " `src/assets/hero-dark.webp`, which does not exist; the nearest file there is"
                                + " `hero.webp`"),
                check("hero:\n  image:\n    light: ../../../assets/hero-light.webp\n"
                        + "    dark: ~/assets/hero-dark.webp\n"));
        // `/…` is a file of the project's folder, as Astro's image() reads it
        assertEquals(
                List.of("2:24 [doc-link-file] the front-matter image `/src/assets/ヒーロー.webp` needs"
                        + " `src/assets/ヒーロー.webp`, which does not exist; the nearest file there is `hero.webp`"),
                check("hero: { image: { file: /src/assets/ヒーロー.webp } }\n"));
    }

    @Test
    void headLinksAreJudgedAsPageLinks() throws IOException {
        site("", "");
        assertEquals(
                List.of(),
                check("head:\n  - tag: link\n    attrs: { rel: stylesheet, href: /styles/site.css }\n"
                        + "  - tag: link\n    attrs: { rel: preconnect, href: 'https://fonts.example.com' }\n"));
        assertEquals(
                List.of(
                        "5:13 [doc-link-file] the link `/styles/サイト.css` needs `public/styles/サイト.css`, which"
                                + " does not exist",
                        "6:33 [doc-link-page] `/guide/` is no page of the site; the nearest page is `/guides/`"),
                check("head:\n  - tag: link\n    attrs:\n      href: /styles/サイト.css\n"
                        + "  - { tag: link, attrs: { href: /guide/ } }\n"));
    }

    @Test
    void aBlogCoverIsJudgedWhereStarlightBlogShowsIt() throws IOException {
        site("import starlightBlog from 'starlight-blog';", "plugins: [starlightBlog()]");
        assertEquals(List.of(), check("cover:\n  image: ./cover.png\n  alt: カバー\n"));
        assertEquals(
                List.of(
                        "3:9 [doc-link-file] the blog cover image `./カバー.png` needs"
                                + " `src/content/docs/guides/カバー.png` (relative to the doc), which does not exist",
                        "4:10 [doc-link-file] the blog cover image `./cover-light.png` needs"
                                + " `src/content/docs/guides/cover-light.png` (relative to the doc), which does not exist;"
                                + " the nearest file there is `cover.png`"),
                check("cover:\n  dark: ./カバー.png\n  light: ./cover-light.png\n  alt: カバー\n"));
        site("", "");
        assertEquals(List.of(), check("cover:\n  image: ./カバー.png\n  alt: カバー\n"), "no starlight-blog: no cover");
    }
}
