package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per way a doc can hold a link: each is found with its form, line and column, and code holds none. */
class DocLinkFormsTest {

    private static List<String> links(String path, String text) {
        return links(new DocParser(), path, text);
    }

    private static List<String> links(DocParser parser, String path, String text) {
        return parser.parse(path, text, new FindingSink()).links().stream()
                .map(l -> l.line() + ":" + l.column() + " " + l.form() + " " + l.url())
                .toList();
    }

    @Test
    void inlineLink() {
        assertEquals(
                List.of("2:4 INLINE /practice/queue-recovery/"),
                links("a.md", "本文\n詳細は[復旧演習](/practice/queue-recovery/)を見る。\n"));
    }

    @Test
    void referenceLinkIsResolvedByFlexmarkAndPlacedAtItsUse() {
        assertEquals(
                List.of("1:1 REFERENCE /diagrams/architecture-queues/missing.html"),
                links("a.md", "[図を開く][図]\n\n[図]: /diagrams/architecture-queues/missing.html\n"));
    }

    @Test
    void collapsedAndShortcutReferences() {
        assertEquals(List.of("1:1 REFERENCE /a/", "1:10 REFERENCE /a/"), links("a.md", "[入門][] と [入門]\n\n[入門]: /a/\n"));
    }

    @Test
    void undefinedReferenceIsText() {
        assertEquals(List.of(), links("a.md", "[入門][未定義]\n"));
    }

    @Test
    void imagesInlineAndByReference() {
        assertEquals(
                List.of("1:1 IMAGE /img/a.svg", "3:1 IMAGE ./b.png"),
                links("a.md", "![図](/img/a.svg)\n\n![図][b]\n\n[b]: ./b.png\n"));
    }

    @Test
    void autolink() {
        assertEquals(
                List.of("1:4 AUTOLINK http://localhost:4321/x/"), links("a.md", "見る <http://localhost:4321/x/>\n"));
    }

    @Test
    void bareLocalUrlIsALinkAsRemarkGfmMakesIt() {
        assertEquals(
                List.of("1:5 AUTOLINK http://127.0.0.1:4321/guides/"),
                links("a.md", "開発中 http://127.0.0.1:4321/guides/ で確認\n"));
    }

    @Test
    void rawHtmlInMarkdownBlockAndInline() {
        String md = "<div>\n  <a href=\"/a/\">ブロック</a>\n</div>\n\n文中の <a href=\"/b/\">リンク</a> と <img src=\"/c.png\">\n";
        assertEquals(List.of("2:6 HTML_LINK /a/", "5:8 HTML_LINK /b/", "5:34 HTML_IMAGE /c.png"), links("a.md", md));
    }

    @Test
    void jsxLinkCardLinkButtonAndImageInMdx() {
        String mdx = "import { LinkCard } from '@astrojs/starlight/components';\n\n"
                + "<LinkCard title=\"入門\" href=\"/guides/intro/\" />\n\n"
                + "<LinkButton href=\"/a/\" variant=\"secondary\">開く</LinkButton>\n\n"
                + "<Image src=\"/img/x.png\" alt=\"図\" />\n";
        assertEquals(
                List.of("3:22 COMPONENT /guides/intro/", "5:13 COMPONENT /a/", "7:8 COMPONENT_IMAGE /img/x.png"),
                links("a.mdx", mdx));
    }

    @Test
    void multiLineComponentIsFoundAtItsAttribute() {
        String mdx = "<LinkCard\n  title=\"複数行\"\n  href=\"/guides/x/\"\n  description=\"説明\"\n/>\n";
        assertEquals(List.of("3:3 COMPONENT /guides/x/"), links("a.mdx", mdx));
    }

    @Test
    void markdownInsideAJsxComponentIsMarkdownInMdx() {
        String mdx = "<CardGrid>\n  <Card title=\"中\">\n    [中のリンク](/guides/inside/)\n  </Card>\n</CardGrid>\n";
        assertEquals(List.of("3:5 INLINE /guides/inside/"), links("a.mdx", mdx));
    }

    @Test
    void configuredComponentAttribute() {
        DocParser parser =
                new DocParser(List.of(LinkComponent.parse("Card:link"), LinkComponent.parse("Figure:src:image")));
        assertEquals(
                List.of("1:7 COMPONENT /a/", "3:9 COMPONENT_IMAGE /f.svg"),
                links(parser, "a.mdx", "<Card link=\"/a/\" />\n\n<Figure src=\"/f.svg\" />\n"));
    }

    @Test
    void jsxExpressionsAreInvisible() {
        assertEquals(
                List.of(),
                links("a.mdx", "<LinkCard href={url} />\n\n<a href={\"/x/\"}>x</a>\n\n<LinkCard {...props} />\n"));
    }

    @Test
    void frontMatterPrevNextAndHeroLinks() {
        String md = "---\ntitle: 応用\nprev:\n  link: /guides/intro/\n  label: 入門\nnext: false\n"
                + "hero:\n  actions:\n    - text: 始める\n      link: /start/\n---\n本文\n";
        assertEquals(List.of("4:9 FRONT_MATTER /guides/intro/", "10:13 FRONT_MATTER /start/"), links("a.md", md));
    }

    @Test
    void codeSpansAndCodeBlocksHoldNoLinks() {
        String md = "`[x](/in-span/)` と `<a href=\"/span-a/\">`\n\n```md\n[x](/fenced/)\n<a href=\"/fenced-a/\">\n"
                + "http://localhost:1/\n```\n\n    [x](/indented/)\n\n[本物](/real/)\n";
        assertEquals(List.of("11:1 INLINE /real/"), links("a.md", md));
    }

    @Test
    void htmlCommentsHoldNoLinks() {
        assertEquals(List.of(), links("a.md", "<!-- <a href=\"/commented/\">x</a> -->\n"));
    }

    @Test
    void columnsCountJapaneseCharactersOnce() {
        assertEquals(List.of("1:6 INLINE /x/"), links("a.md", "日本語の文[リンク](/x/)\n"));
    }

    @Test
    void idsOfHtmlAndJsxElementsAreAnchors() {
        Doc doc = new DocParser().parse("a.mdx", "## 見出し\n\n<div id=\"jsx-anchor\">x</div>\n", new FindingSink());
        assertEquals(List.of("_top", "見出し", "jsx-anchor"), doc.anchors());
        assertTrue(doc.links().isEmpty());
    }
}
