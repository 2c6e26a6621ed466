package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link MdxText} against MDX's documented behaviour (mdxjs.com "What is MDX?", "Expressions", "ESM"; micromark's
 * {@code codeFenced} with {@code codeIndented} disabled) and what {@link DocParser} then reads of an {@code .mdx}.
 */
class MdxTextTest {

    private static Doc mdx(String text) {
        return new DocParser().parse("src/content/docs/x.mdx", text, new FindingSink());
    }

    private static List<String> urls(Doc doc) {
        return doc.links().stream().map(DocLink::url).toList();
    }

    @Test
    void offsetsAndLineBreaksAreKept() {
        String text = "a {1 + 1}\n<Code code={`x\ny`} />\n";
        String blanked = MdxText.blanked(text);
        assertEquals(text.length(), blanked.length());
        assertEquals(
                text.chars().filter(c -> c == '\n').count(),
                blanked.chars().filter(c -> c == '\n').count());
    }

    @Test
    void expressionsAndCommentsAreNotMarkdown() {
        // "{/* a comment */}" and "{props.x}" are JavaScript in MDX: a link or heading written in them is not one
        Doc doc = mdx("# 見出し\n\n{/* [古い](/gone/) */}\n\n本文 {\"[偽物](/fake/)\"} と [本物](/real/)。\n");
        assertEquals(List.of("/real/"), urls(doc));
        assertEquals(List.of("見出し"), doc.headingTexts());
    }

    @Test
    void attributeValuesThatAreExpressionsAreOpaque() {
        // <Code code={`…`} />: a template literal with Markdown in it; set:html={"<a href=…>"}: a string
        Doc doc = mdx("<Code code={`# Format all files\n[a](/nope/)\n`} lang=\"md\" />\n\n"
                + "<Fragment set:html={\"<a href=\\\"https://biomejs.dev/x\\\">x</a>\"} />\n\n"
                + "<LinkCard title=\"カード\" href=\"/real/\" />\n");
        assertEquals(List.of("/real/"), urls(doc));
        assertEquals(List.of(), doc.headingTexts());
    }

    @Test
    void aBraceInACodeSpanIsText() {
        Doc doc = mdx("`{` と [リンク](/a/) と `}`\n");
        assertEquals(List.of("/a/"), urls(doc));
    }

    @Test
    void esmLinesAreNotMarkdown() {
        Doc doc = mdx("import { Tabs } from '@astrojs/starlight/components';\nexport const x = '[a](/esm/)';\n\n"
                + "[b](/b/)\n");
        assertEquals(List.of("/b/"), urls(doc));
    }

    @Test
    void aFenceOpenedAtFourSpacesClosesAtTwo() {
        // MDX turns indented code off, so a fence may be indented any amount; the rest of the page stays prose
        Doc doc = mdx("<Steps>\n1. 手順\n\n    ```sh\n    [no](/in-code/)\n  ```\n\n## 後の見出し\n\n[後](/after/)\n");
        assertEquals(List.of("/after/"), urls(doc));
        assertTrue(doc.hasHeading("後の見出し"));
    }

    @Test
    void aTabIndentedFenceIsAFence() {
        Doc doc = mdx("<Tabs>\n\t```js\n\t// [no](/in-code/)\n\t```\n</Tabs>\n\n[後](/after/)\n");
        assertEquals(List.of("/after/"), urls(doc));
    }

    @Test
    void markdownInsideAComponentStillCounts() {
        Doc doc = mdx("<TabItem label=\"A\">\n\n## タブの見出し\n\n[中](/inside/)\n\n</TabItem>\n");
        assertEquals(List.of("/inside/"), urls(doc));
        assertTrue(doc.hasHeading("タブの見出し"));
    }

    @Test
    void aLongSetHtmlLineIsNoLongParagraph() {
        // a rule page's <Fragment set:html={"…"} />: JavaScript, blanked, so within the limits
        String html = "<a href=\\\"https://example.invalid/\\\">リンク</a> ".repeat(2_000);
        FindingSink sink = new FindingSink();
        Doc doc = new DocParser()
                .parse(
                        "src/content/docs/x.mdx",
                        "<Fragment set:html={\"" + html + "\"} />\n\n" + "[後](/after/)\n",
                        sink);
        assertTrue(html.length() > MarkdownLimits.DEFAULT.maxParagraph());
        assertEquals(List.of(), sink.sorted());
        assertEquals(List.of("/after/"), urls(doc));
    }

    @Test
    void deeplyNestedTemplateLiteralsAreBoundedNotAStackOverflow() {
        String hostile = "{`${".repeat(200_000) + "\n\n[後](/after/)\n";
        assertEquals(hostile.length(), MdxText.blanked(hostile).length());
        // braces never closed: each is not followed to the end again (linear, not quadratic)
        String open = "{a ".repeat(300_000);
        long start = System.nanoTime();
        assertEquals(open.length(), MdxText.blanked(open).length());
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "linear");
        String backticks = "`a ".repeat(300_000);
        start = System.nanoTime();
        assertEquals(backticks.length(), MdxText.blanked(backticks).length());
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "linear");
    }

    @Test
    void aPlainMarkdownFileIsNotBlanked() {
        Doc doc = new DocParser().parse("src/content/docs/x.md", "{[a](/a/)}\n", new FindingSink());
        assertEquals(List.of("/a/"), urls(doc));
        assertFalse(doc.links().isEmpty());
    }
}
