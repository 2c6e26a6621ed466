package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shapes of real sites' docs that were read wrongly: footnotes, front matter after blank lines, custom ids. */
class SmallShapesTest {

    private static Doc parse(String path, String text, FindingSink sink) {
        return new DocParser().parse(path, text, sink);
    }

    @Test
    void aFootnoteIsNoLinkButAReferenceLinkIs() {
        Doc doc = parse(
                "src/content/docs/x.md", "本文[^1]と[参照][ref]。\n\n[^1]: 脚注の本文です\n[ref]: /guides/\n", new FindingSink());
        assertEquals(List.of("/guides/"), doc.links().stream().map(DocLink::url).toList());
    }

    @Test
    void frontMatterMayFollowBlankLinesAndKeepsItsLines() {
        FindingSink sink = new FindingSink();
        Doc doc = parse("src/content/docs/x.md", "\n\n---\ntitle: タイトル\nslug: 別の場所\n---\n\n## 見出し\n", sink);
        assertEquals(List.of(), sink.sorted());
        assertEquals("別の場所", doc.slug().orElseThrow().value());
        assertEquals(5, doc.slug().orElseThrow().line());
        assertEquals(List.of("見出し"), doc.headingTexts());
        // a YAML error is reported at its line of the file
        parse("src/content/docs/y.md", "\n---\ntitle: a: b\n---\n", sink);
        assertEquals(3, sink.sorted().get(0).line(), sink.sorted().toString());
    }

    @Test
    void withBlankLinesBeforeItAnUnclosedRuleIsNoFrontMatter() {
        FindingSink sink = new FindingSink();
        parse("src/content/docs/x.md", "\n---\n本文\n", sink);
        assertEquals(List.of(), sink.sorted());
        parse("src/content/docs/x.md", "---\n本文\n", sink);
        assertEquals("doc-front-matter", sink.sorted().get(0).ruleId());
    }

    @Test
    void aCustomHeadingIdIsAnAnchorBesideTheGeneratedOne() {
        Doc doc = parse("src/content/docs/x.md", "## 設定の方法 {#settings}\n", new FindingSink());
        assertTrue(doc.anchors().contains("settings"), doc.anchors().toString());
        assertTrue(doc.anchors().contains("設定の方法-settings"), doc.anchors().toString());
    }
}
