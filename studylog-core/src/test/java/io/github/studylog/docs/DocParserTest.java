package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Fix;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link DocParser} on the smallest texts: every link form with its place and fix, anchors, front-matter errors. */
class DocParserTest {

    private static final String DOC = "a.md";

    private static Doc parse(String text) {
        return new DocParser().parse(DOC, text, new FindingSink());
    }

    private static List<String> findings(String path, String text) {
        FindingSink sink = new FindingSink();
        new DocParser().parse(path, text, sink);
        return sink.sorted().stream()
                .map(f -> f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                        + f.message().english())
                .toList();
    }

    private static Optional<Fix> at(int line, int start, int end) {
        return Optional.of(new Fix(DOC, line, start, line, end, ""));
    }

    @Test
    void inlineLinksAndImagesKnowWhereTheirDestinationIsWritten() {
        assertEquals(
                List.of(
                        new DocLink("/x/", LinkForm.INLINE, 1, 1, at(1, 5, 8)),
                        new DocLink("/p.png", LinkForm.IMAGE, 1, 10, at(1, 15, 21))),
                parse("[a](/x/) ![b](/p.png)\n").links());
    }

    @Test
    void anEmptyDestinationHasNoPlaceToFix() {
        assertEquals(
                List.of(new DocLink("", LinkForm.INLINE, 1, 1)),
                parse("[a]()\n").links());
    }

    @Test
    void referenceLinksTakeTheDefinitionsDestination() {
        assertEquals(
                List.of(
                        new DocLink("/r/", LinkForm.REFERENCE, 1, 1, at(3, 6, 9)),
                        new DocLink("/r/", LinkForm.IMAGE, 1, 8)),
                parse("[a][r] ![b][r]\n\n[r]: /r/\n").links());
        // an undefined reference is text, no link
        assertEquals(List.of(), parse("[a][nothing]\n").links());
    }

    @Test
    void autolinksAndBareLocalUrls() {
        // the external autolink is a citation: its words run to the next link
        assertEquals(
                List.of(
                        new DocLink("https://example.com/", LinkForm.AUTOLINK, 1, 1)
                                .with(new LinkProse("https://example.com/", "\nsee ", 1, 23)),
                        new DocLink("http://localhost:4321/x", LinkForm.AUTOLINK, 2, 5),
                        new DocLink("http://127.0.0.1/", LinkForm.AUTOLINK, 2, 33)),
                parse("<https://example.com/>\nsee http://localhost:4321/x and http://127.0.0.1/\n")
                        .links());
        // a bare URL of another host, a longer host name, or one in code or a link's text is no link
        assertEquals(
                List.of(new DocLink("/y/", LinkForm.INLINE, 1, 66, at(1, 86, 89))),
                parse("http://example.com/ http://localhost.example `http://localhost/` [http://localhost/](/y/)\n")
                        .links());
    }

    @Test
    void linksAreInTextOrderWhateverTheirForm() {
        assertEquals(
                List.of("/b/ HTML_LINK 1:4", "/a/ INLINE 1:21", "/c/ HTML_LINK 2:4"),
                parse("<a href=\"/b/\">b</a> [a](/a/)\n<a href=\"/c/\">c</a>\n").links().stream()
                        .map(DocParserTest::brief)
                        .toList());
    }

    private static String brief(DocLink link) {
        return link.url() + " " + link.form() + " " + link.line() + ":" + link.column();
    }

    @Test
    void tagsInCodeAreNoLinksAndMailLinksAreBlanked() {
        assertEquals(
                List.of(),
                parse("`<a href=\"/x/\">x</a>`\n\n```\n<img src=\"/y.png\">\n```\n\n" + "    <a href=\"/z/\">z</a>\n")
                        .links());
        assertEquals(List.of(), parse("<me@example.com>\n").links());
    }

    @Test
    void frontMatterLinksComeFirst() {
        Doc doc = parse(
                "---\nprev:\n  link: /p/\nnext:\n  link: ''\nhero:\n  actions:\n    - link: /h/\n---\n[a](/a/)\n");
        assertEquals(
                List.of("/p/ FRONT_MATTER 3:9", "/h/ FRONT_MATTER 8:13", "/a/ INLINE 10:1"),
                doc.links().stream().map(DocParserTest::brief).toList());
    }

    @Test
    void anchorsAreTopHeadingIdsAndIdAttributes() {
        Doc doc = parse("## Cache Control\n\n## Cache Control\n\n<div id=\"extra\"></div>\n");
        assertEquals(List.of("_top", "cache-control", "cache-control-1", "extra"), doc.anchors());
        assertEquals(List.of(1, 3), doc.headings().stream().map(h -> h.line()).toList());
        assertEquals(true, doc.hasHeading(" Cache Control "));
        assertEquals(false, doc.hasHeading("Cache"));
    }

    @Test
    void frontMatterThatIsNoMapping() {
        assertEquals(
                List.of("2:1 [doc-front-matter] the front matter must be a mapping of `key: value` lines"),
                findings("a.md", "---\n- a\n---\n"));
        assertEquals(
                List.of("1:1 [doc-front-matter] the front matter starts with `---` but has no closing `---`" + " line"),
                findings("a.md", "---\na: 1\n"));
    }

    @Test
    void aRefusedDocKeepsItsFrontMatter() {
        FindingSink sink = new FindingSink();
        Doc doc = new DocParser()
                .parse(
                        "a.md",
                        "---\nreview: r\nslug: s\ndraft: true\nprev:\n  link: /p/\n---\n" + ">".repeat(101) + " a\n",
                        sink);
        assertEquals(
                List.of("8:101 [doc-limit]"),
                sink.sorted().stream()
                        .map(f -> f.line() + ":" + f.column() + " [" + f.ruleId() + "]")
                        .toList());
        assertEquals(List.of(), doc.headings());
        assertEquals(List.of("_top"), doc.anchors());
        assertEquals("r", doc.review().orElseThrow().value());
        assertEquals("s", doc.slug().orElseThrow().value());
        assertEquals(true, doc.draft());
        assertEquals(
                List.of("/p/ FRONT_MATTER 6:9"),
                doc.links().stream().map(DocParserTest::brief).toList());
    }

    @Test
    void anMdxFileHasNoIndentedCode() {
        assertEquals(
                List.of("/z/ HTML_LINK 1:8"),
                new DocParser()
                        .parse("a.mdx", "    <a href=\"/z/\">z</a>\n", new FindingSink()).links().stream()
                                .map(DocParserTest::brief)
                                .toList());
        assertEquals(List.of(), parse("    <a href=\"/z/\">z</a>\n").links());
    }
}
