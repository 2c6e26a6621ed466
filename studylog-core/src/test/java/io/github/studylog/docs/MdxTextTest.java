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

    // MdxText.blanked itself: exactly what is blanked, offset by offset

    private static void assertBlanked(String expected, String text) {
        assertEquals(expected, MdxText.blanked(text), () -> "blanked " + text);
    }

    @Test
    void aTildeFenceIsBlankedToItsCloser() {
        assertBlanked("   \n        \n   \nz\n", "~~~\n[a](/b/)\n~~~\nz\n");
        // a backtick in a tilde fence's info string is allowed
        assertBlanked("       \n        \n   \nz\n", "~~~ `a`\n[x](/y/)\n~~~\nz\n");
        // two markers are no fence
        assertBlanked("~~\n[a](/b/)\n~~\n", "~~\n[a](/b/)\n~~\n");
    }

    @Test
    void aBacktickInABacktickFencesInfoStringMakesItNoFence() {
        // "```a`b" is a code span opener that never closes, then text: the expression on the next line is blanked
        assertBlanked("```a`b\n   \n", "```a`b\n{x}\n");
        // a backtick on the next line does not count
        assertBlanked("     \n   \n   \nz    \n", "```js\n`a`\n```\nz {y}\n");
    }

    @Test
    void onlyALongEnoughRunOfTheSameMarkerWithNothingAfterItClosesAFence() {
        assertBlanked("    \n \n   \n \n    \nz\n", "````\nx\n```\ny\n````\nz\n");
        assertBlanked("   \n \n   \n \n   \nz\n", "```\nx\n~~~\ny\n```\nz\n");
        assertBlanked("   \n     \n   \nz", "```\n``` x\n```\nz");
    }

    @Test
    void aFenceInAQuoteOrAListItem() {
        assertBlanked("     \n   \n     \nz", "> ```\n> x\n> ```\nz");
        for (String bullet : List.of("- ", "* ", "+ ", "1. ", "1) ")) {
            String pad = " ".repeat(bullet.length());
            assertBlanked(
                    pad + "   \n" + pad + " \n" + pad + "   \nz", bullet + "```\n" + pad + "x\n" + pad + "```\nz");
        }
        assertBlanked("              \n \n", "123456789. ```\nx\n");
        assertBlanked("                \n \n", "  123456789. ```\nx\n");
    }

    @Test
    void whatIsNoListMarkerOpensNoFence() {
        // the run is then a code span, closed three lines down: all of it text
        for (String notMarker : List.of("-", "1.", "1:", "1234567890. ")) {
            String text = notMarker + "```\n[a](/b/)\n```\n";
            assertBlanked(text, text);
        }
        assertBlanked("-", "-");
        assertBlanked("1.", "1.");
        assertBlanked("12", "12");
        assertBlanked("  ", "  ");
        // a line of a number that is no marker, or of spaces alone, opens no fence either
        assertBlanked("   \n   \n 1x\n[a](/b/)\n", "~~~\n~~~\n 1x\n[a](/b/)\n");
        assertBlanked("   \n   \n  \n[a](/b/)\n", "~~~\n~~~\n  \n[a](/b/)\n");
    }

    @Test
    void anUnclosedFenceIsBlankedToTheEnd() {
        assertBlanked("   \n \n ", "```\nx\ny");
        assertBlanked("   ", "```");
        assertBlanked("   \n  ", "```\n  ");
    }

    @Test
    void aLineAfterAFenceIsNoEsmStart() {
        assertBlanked("   \n \n   \nimport a from 'b'\n", "```\nx\n```\nimport a from 'b'\n");
    }

    @Test
    void esmStartsAtTheLineStartAfterABlankLineAndRunsToTheNextBlankLine() {
        assertBlanked(
                "                    \n           \n\n[x](/y/)\n", "import{ a } from 'b'\nconst c = 1\n\n[x](/y/)\n");
        assertBlanked("                 \n", "export * from 'a'\n");
        assertBlanked("       ", "export*");
        assertBlanked("あ\nimport a from 'b'\n", "あ\nimport a from 'b'\n");
        assertBlanked(" import a from 'b'\n", " import a from 'b'\n");
        assertBlanked("importance\n", "importance\n");
        // an empty first line is blank
        assertBlanked("\n                 \n", "\nimport a from 'b'\n");
        assertBlanked("import", "import");
    }

    @Test
    void aBackslashEscapesABraceButNotALineBreak() {
        assertBlanked("a\\{x}", "a\\{x}");
        assertBlanked("a\\", "a\\");
        // the fence after the line ending in a backslash is still a fence
        assertBlanked("a\\\n   \n        \n   \n", "a\\\n```\n[b](/c/)\n```\n");
    }

    @Test
    void codeSpansKeepTheirBraces() {
        assertBlanked("`{x}`    ", "`{x}` {y}");
        assertBlanked("`   ", "`{x}");
        assertBlanked("``a`b``    ", "``a`b`` {x}");
        // a code span does not run past a blank line
        assertBlanked("`a\n\n   `", "`a\n\n{x}`");
        // a line ending in a space is no blank line
        assertBlanked("`a \n{x}`", "`a \n{x}`");
        assertBlanked("`a`", "`a`");
        // an escaped backtick starts a run of one that, as the first's, has no closer: known, not searched again
        assertBlanked("`a \\``    ", "`a \\`` {x}");
    }

    @Test
    void jsxTagsKeepQuotedValuesAndBlankExpressions() {
        assertBlanked("<a b=\"{x}\">", "<a b=\"{x}\">");
        assertBlanked("<a b=\"\" >", "<a b={x}>");
        assertBlanked("<a b=\"\">", "<a b={}>");
        assertBlanked("<a       >", "<a {...p}>");
        assertBlanked("<a b=\"   ", "<a b=\"{x}");
        assertBlanked("<a b={x", "<a b={x");
        assertBlanked("<a b", "<a b");
        // a `<` in a tag ends it: the quote after it is text
        assertBlanked("<a < \"   \">", "<a < \"{x}\">");
        // a tag's text ends after its `>` (or its unclosed quote): a backtick in it opens no code span
        assertBlanked("<a`>   `", "<a`>{x}`");
        assertBlanked("<a `\"   `", "<a `\"{x}`");
        // reading goes on after a closed quote
        assertBlanked("<a b=\"x\" c=\"\" >", "<a b=\"x\" c={y}>");
    }

    @Test
    void aLessThanSignNotBeforeALetterIsText() {
        assertBlanked("a<", "a<");
        assertBlanked("<    ", "< {x}");
        assertBlanked("<1 \"   \"", "<1 \"{x}\"");
    }

    @Test
    void anExpressionFollowsBracesStringsTemplatesAndComments() {
        assertBlanked("        d", "{a{b}c} d");
        assertBlanked("      d", "{'}'} d");
        assertBlanked("      d", "{\"}\"} d");
        assertBlanked("        d", "{'\\'}'} d");
        assertBlanked("      x", "{`}`} x");
        assertBlanked("           x", "{`${'}'}`} x");
        assertBlanked("       x", "{`\\``} x");
        assertBlanked("       x", "{`$a`} x");
        assertBlanked("          x", "{/* } */} x");
        assertBlanked("           x", "{/*/ } */} x");
        assertBlanked("        x", "{a / 2} x");
        assertBlanked("        x", "{`\\${`} x");
        assertBlanked("     \n  x", "{// }\n} x");
        assertBlanked(" \n\n  x", "{\n\n} x");
        // a quote in JSX text ends at its line
        assertBlanked("     \n  c", "{a 'b\n} c");
    }

    @Test
    void anExpressionThatNeverClosesIsText() {
        for (String text : List.of("{'abc", "{`abc} x", "{`$", "{/* x", "{/", "{`${a`} x", "{\"a\nb\"} c")) {
            assertBlanked(text, text);
        }
        // and so is every brace after it
        assertBlanked("{a\n\n{b}", "{a\n\n{b}");
        assertBlanked("{a\n\n<b c={d}>", "{a\n\n<b c={d}>");
    }

    @Test
    void anExpressionIsFollowedUpTo200000Characters() {
        String fits = "x {" + "a".repeat(199_998) + "}";
        assertBlanked("x " + " ".repeat(200_000), fits);
        String over = "x {" + "a".repeat(199_999) + "}";
        assertBlanked(over, over);
    }

    @Test
    void templateLiteralsAreFollowed32Deep() {
        assertBlanked(" ".repeat(nested(32).length()) + " x", nested(32) + " x");
        assertBlanked(nested(33) + " x", nested(33) + " x");
    }

    /** An expression of {@code depth} template literals, each inside the substitution of the one around it. */
    private static String nested(int depth) {
        String inner = "x";
        for (int i = 0; i < depth; i++) {
            inner = "`${" + inner + "}`";
        }
        return "{" + inner + "}";
    }

    @Test
    void esmAfterABlankLineOfAWindowsFileIsNotMarkdown() {
        // a CRLF file: the line between the two exports is blank, so the second is ESM too
        Doc doc = mdx("import { Tabs } from '@astrojs/starlight/components';\r\n\r\n"
                + "export const x = '[はじめに](/esm/)';\r\n\r\n[b](/b/)\r\n");
        assertEquals(List.of("/b/"), urls(doc));
    }
}
