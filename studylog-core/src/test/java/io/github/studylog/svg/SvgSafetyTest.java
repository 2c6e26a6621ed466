package io.github.studylog.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.TextFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.render.Fixtures;
import io.github.studylog.render.SvgRenderer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

public class SvgSafetyTest {

    private final SvgSafety safety = new SvgSafety();

    private SvgScan scan(String svg) {
        return safety.scan("public/diagrams/t/x.svg", svg.getBytes(StandardCharsets.UTF_8));
    }

    /** The single finding of {@code svg}, which must be on line 2 (the body line of {@link Fixtures#svg}). */
    private Finding onlyFinding(String svg, Rule rule) {
        SvgScan result = scan(svg);
        assertFalse(result.safe(), svg);
        List<Finding> matching =
                result.findings().stream().filter(f -> f.rule() == rule).toList();
        assertEquals(1, matching.size(), result.findings().toString());
        return matching.get(0);
    }

    @Test
    void plainSvgIsSafeAndItsTextIsCollected() {
        SvgScan result = scan(Fixtures.svg("<defs><linearGradient id=\"g\"/></defs>"
                + "<rect width=\"10\" height=\"10\" fill=\"url(#g)\" style=\"stroke:url(#g)\"/>"
                + "<use href=\"#g\"/><text>キュー &amp; 再送</text>"
                + "<image href=\"data:image/png;base64,iVBORw0KGgo=\" width=\"1\" height=\"1\"/>"));
        assertEquals(List.of(), result.findings());
        assertTrue(result.text().contains("キュー & 再送"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "script element         | <script>alert(1)</script>                                         | 1",
                "onload attribute       | <rect onload='x()' width='1' height='1'/>                          | 1",
                "onclick attribute      | <g onClick='x()'/>                                                | 1",
                "foreignObject          | <foreignObject width='1' height='1'/>                              | 1",
                "image http             | <image href='http://example.com/a.png'/>                          | 1",
                "image https            | <image href='https://example.com/a.png'/>                         | 1",
                "image file             | <image href='file:///etc/passwd'/>                                | 1",
                "image jar              | <image href='jar:file:/x.jar!/a.png'/>                            | 1",
                "image relative         | <image href='../secret.png'/>                                     | 1",
                "image data svg         | <image href='data:image/svg+xml;base64,PHN2Zy8+'/>                 | 1",
                "image data html        | <image href='data:text/html,hello'/>                               | 1",
                "xlink href             | <use xlink:href='https://example.com/s.svg#a'/>                   | 1",
                "css import             | <style>@import 'https://example.com/a.css';</style>                | 1",
                "css url http           | <style>rect{fill:url(http://example.com/p.svg#g)}</style>          | 1",
                "style attribute url    | <rect style='fill:url( &quot;https://example.com/g&quot; )'/>            | 1",
                "presentation url       | <rect filter='url(file:///tmp/f.svg#f)'/>                         | 1",
                "animate href           | <a><set attributeName='xlink:href' to='#x'/></a>                   | 1",
                "link element href      | <a href='https://example.com/'><text>x</text></a>                 | 1",
            })
    void hostileContentIsUnsafeAtItsElement(String name, String body, int expected) {
        String svg = Fixtures.svg(body.replace('\'', '"'));
        Finding finding = onlyFinding(svg, SvgRules.SVG_UNSAFE);
        assertEquals(2, finding.line(), name);
        assertTrue(finding.column() >= 1, name);
        assertEquals("public/diagrams/t/x.svg", finding.path());
        assertEquals(expected, scan(svg).findings().size(), scan(svg).findings().toString());
    }

    @Test
    void columnPointsAtTheElement() {
        Finding finding = onlyFinding(Fixtures.svg("<g>\n    <script>x()</script></g>"), SvgRules.SVG_UNSAFE);
        assertEquals(3, finding.line());
        assertEquals(5, finding.column());
        Finding adjacent = onlyFinding(Fixtures.svg("<g><script>x()</script></g>"), SvgRules.SVG_UNSAFE);
        assertEquals(4, adjacent.column());
    }

    @Test
    void externalEntityIsUnsafeAndNeverRead() {
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
                + Fixtures.svg("<text>&x;</text>");
        SvgScan result = scan(xxe);
        assertEquals(1, result.findings().size(), result.findings().toString());
        Finding finding = result.findings().get(0);
        assertEquals(SvgRules.SVG_UNSAFE, finding.rule());
        assertEquals(2, finding.line());
        assertEquals(1, finding.column());
        assertFalse(result.text().contains("root:"), "entity must not be expanded");
    }

    @Test
    void billionLaughsStopsAtTheDoctype() {
        StringBuilder dtd = new StringBuilder("<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n");
        for (int i = 1; i <= 9; i++) {
            dtd.append("<!ENTITY lol")
                    .append(i)
                    .append(" \"")
                    .append(("&lol" + (i == 1 ? "" : i - 1) + ";").repeat(10))
                    .append("\">\n");
        }
        dtd.append("]>\n");
        long start = System.nanoTime();
        SvgScan result = scan(dtd + Fixtures.svg("<text>&lol9;</text>"));
        assertTrue(System.nanoTime() - start < 2_000_000_000L, "took too long");
        assertEquals(1, result.findings().size(), result.findings().toString());
        assertEquals(SvgRules.SVG_UNSAFE, result.findings().get(0).rule());
        assertEquals(1, result.findings().get(0).line());
    }

    @Test
    void plainDoctypeIsAFindingToo() {
        String svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
                + "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n" + Fixtures.svg("<rect/>");
        Finding finding = onlyFinding(svg, SvgRules.SVG_UNSAFE);
        assertEquals(2, finding.line());
    }

    @Test
    void styleSheetInstructionIsUnsafe() {
        String svg = "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"https://example.com/a.css\"?>\n"
                + Fixtures.svg("<rect/>");
        assertEquals(2, onlyFinding(svg, SvgRules.SVG_UNSAFE).line());
    }

    @Test
    void notWellFormedIsSyntaxWithLocation() {
        Finding finding = onlyFinding(Fixtures.svg("<rect width=\"1\">\n<g></rect>"), SvgRules.SVG_SYNTAX);
        assertEquals(3, finding.line());
        assertTrue(finding.column() > 1);
        assertTrue(
                finding.message().english().contains("not well-formed"),
                finding.message().english());
    }

    @Test
    void unclosedElementIsReportedAtTheEndTagThatDoesNotMatchAndNamesWhereItOpened() {
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"2\">\n"
                + "  <rect width=\"2\" height=\"2\">\n  <text>閉じ忘れ</text>\n</svg>\n";
        Finding finding = onlyFinding(svg, SvgRules.SVG_SYNTAX);
        assertEquals("4:1", finding.line() + ":" + finding.column());
        assertTrue(
                finding.message().english().endsWith("The <rect> opened on line 2 is not closed before this end tag."),
                finding.message().english());
    }

    @Test
    void rootMustBeSvg() {
        Finding finding = onlyFinding("<html>\n<body/></html>", SvgRules.SVG_SYNTAX);
        assertEquals(1, finding.line());
        assertTrue(finding.message().english().contains("<html>"));
        onlyFinding("<svg width=\"1\"/>", SvgRules.SVG_SYNTAX);
    }

    @Test
    void emptyFileIsSyntax() {
        assertFalse(scan("").safe());
        assertEquals(SvgRules.SVG_SYNTAX, scan("").findings().get(0).rule());
    }

    @Test
    void oversizedFileIsNotRead() {
        byte[] big = new byte[SvgSafety.MAX_BYTES + 1];
        SvgScan result = safety.scan("big.svg", big);
        assertEquals(SvgRules.SVG_UNSAFE, result.findings().get(0).rule());
        assertEquals(
                "The SVG is larger than 2 MiB (limit 2,097,152 bytes, measured 2,097,153), so it is not read; "
                        + "keep diagrams small.",
                result.findings().get(0).message().english());
        assertTrue(result.overLimit());
    }

    @Test
    void deepNestingStops() {
        String svg = Fixtures.svg("<g>".repeat(SvgSafety.MAX_DEPTH + 5) + "</g>".repeat(SvgSafety.MAX_DEPTH + 5));
        Finding finding = onlyFinding(svg, SvgRules.SVG_UNSAFE);
        assertEquals("2:" + (3 * SvgSafety.MAX_DEPTH - 2), finding.line() + ":" + finding.column());
        assertEquals(
                "Elements are nested more than 100 levels deep (limit 100; this one is at level 101); the rest "
                        + "of the file was not checked.",
                finding.message().english());
    }

    @Test
    void nestingUpToTheLimitIsFineOnEveryJava() {
        // the <svg> root and MAX_DEPTH - 1 groups: as deep as allowed, within the JDK's own limit of Java 24+
        String svg = Fixtures.svg("<g>".repeat(SvgSafety.MAX_DEPTH - 1) + "</g>".repeat(SvgSafety.MAX_DEPTH - 1));
        assertEquals(List.of(), scan(svg).findings());
    }

    @Test
    void renderedDiagramsPassTheirOwnPreScan() {
        SvgRenderer renderer = new SvgRenderer();
        for (String fixture :
                List.of("sequence.json", "lifecycle.json", "architecture.json", "workflow.json", "dataflow.json")) {
            SvgScan result = safety.scan(fixture, renderer.renderBytes(Fixtures.json(fixture)));
            assertEquals(List.of(), result.findings(), fixture);
        }
    }

    /** {@code levels} groups, each with {@code fan} {@code <use>} of the one before: fan^levels copies. */
    public static String fanOut(int levels, int fan) {
        StringBuilder b = new StringBuilder("<defs>\n<rect id=\"l0\" width=\"3\" height=\"3\" fill=\"#c00\"/>\n");
        for (int l = 1; l <= levels; l++) {
            b.append("<g id=\"l").append(l).append("\">");
            for (int i = 0; i < fan; i++) {
                b.append("<use xlink:href=\"#l")
                        .append(l - 1)
                        .append("\" x=\"")
                        .append(i % 3)
                        .append("\"/>");
            }
            b.append("</g>\n");
        }
        return Fixtures.svg(b + "</defs>\n<text x=\"5\" y=\"60\">注文サービス</text><use href=\"#l" + levels + "\"/>");
    }

    @Test
    void exponentialUseFanOutIsUnsafeAtTheFirstGroupOverTheLimit() {
        String svg = fanOut(10, 10);
        assertTrue(svg.length() < 4096, "a few KB: " + svg.length());
        Finding finding = onlyFinding(svg, SvgRules.SVG_UNSAFE);
        // l1 on line 4 expands to 21 elements (itself, 10 uses, 10 copies), l2 to 221, l3 to 2,221, l4 to 22,221
        assertEquals("7:1", finding.line() + ":" + finding.column());
        assertTrue(
                finding.message()
                        .english()
                        .startsWith("References (<use>, href, url(#…)) expand this SVG to more than "
                                + "20,000 elements (measured "),
                finding.message().english());
        assertTrue(
                finding.message().english().contains("this <g> alone expands to 22,221."),
                finding.message().english());
    }

    @Test
    void expansionJustUnderTheLimitIsFineAndOneCopyMoreIsNot() {
        // root 1 + group 1 + 100 rects + n uses of the group at 1 + 101 each
        String group = "<g id=\"a\">" + "<rect width=\"1\" height=\"1\"/>".repeat(100) + "</g>\n";
        String under = Fixtures.svg(group + "<use href=\"#a\"/>".repeat(195));
        assertEquals(List.of(), scan(under).findings());
        Finding over = onlyFinding(Fixtures.svg(group + "<use href=\"#a\"/>".repeat(196)), SvgRules.SVG_UNSAFE);
        assertEquals("1:1", over.line() + ":" + over.column());
        assertTrue(
                over.message().english().contains("(measured 20,094)"),
                over.message().english());
        assertTrue(
                over.message().english().contains("this <svg> alone expands to 20,094."),
                over.message().english());
    }

    @Test
    void patternsMarkersAndGradientChainsCountToo() {
        // a pattern drawn by 200 rects, each copy holding 100 circles: 20,000 copies through url(#p) alone
        String pattern = "<defs><pattern id=\"p\" width=\"4\" height=\"4\">"
                + "<circle r=\"1\"/>".repeat(100) + "</pattern><linearGradient id=\"g0\"><stop/></linearGradient>"
                + "<linearGradient id=\"g1\" href=\"#g0\"/></defs>\n";
        Finding finding = onlyFinding(
                Fixtures.svg(pattern
                        + "<rect width=\"1\" height=\"1\" style=\"fill: url( '#p' )\" stroke=\"url(#g1)\"/>"
                                .repeat(200)),
                SvgRules.SVG_UNSAFE);
        assertTrue(
                finding.message().english().contains("expand this SVG"),
                finding.message().english());
        assertEquals(
                List.of(),
                scan(Fixtures.svg(pattern
                                + "<rect width=\"1\" height=\"1\" fill=\"url(#p)\" stroke=\"url(#g1)\"/>".repeat(150)))
                        .findings());
    }

    @Test
    void referenceCycleIsUnsafeAtTheReferringElement() {
        Finding direct = onlyFinding(Fixtures.svg("<g id=\"a\">\n  <use href=\"#a\"/></g>"), SvgRules.SVG_UNSAFE);
        assertEquals("3:3", direct.line() + ":" + direct.column());
        assertTrue(
                direct.message().english().startsWith("<use> refers to #a, which contains it: a reference cycle"),
                direct.message().english());
        Finding viaPattern = onlyFinding(
                Fixtures.svg("<pattern id=\"p\"><rect fill=\"url(#q)\"/></pattern>\n"
                        + "<pattern id=\"q\"><rect fill=\"url(#p)\"/></pattern><use href=\"#p\"/>"),
                SvgRules.SVG_UNSAFE);
        assertTrue(
                viaPattern.message().english().contains("a reference cycle"),
                viaPattern.message().english());
        // links are not expansions, and a reference to an unknown id expands to nothing
        assertEquals(
                List.of(),
                scan(Fixtures.svg("<a id=\"top\" href=\"#top\"><text>上へ</text></a>" + "<use href=\"#missing\"/>"))
                        .findings());
    }

    @Test
    void elementCountLimit() {
        String fill = "<rect/>\n".repeat(SvgSafety.MAX_ELEMENTS - 1);
        assertEquals(
                List.of(),
                scan(Fixtures.svg(fill.substring(0, fill.length() - 1))).findings());
        Finding finding = onlyFinding(Fixtures.svg(fill + "<circle r=\"1\"/>"), SvgRules.SVG_UNSAFE);
        assertEquals((SvgSafety.MAX_ELEMENTS + 1) + ":1", finding.line() + ":" + finding.column());
        assertEquals(
                "The SVG has more than 10,000 elements (limit 10,000); this is element 10,001 and the rest of "
                        + "the file was not checked. Simplify the drawing.",
                finding.message().english());
    }

    @Test
    void attributeSizeLimit() {
        String ok = "M0 0" + " ".repeat(SvgSafety.MAX_ATTRIBUTE_CHARS - 4);
        assertUnderAndOver(
                "<path d=\"" + ok + "\"/>",
                "  <path d=\"" + ok + " \"/>",
                "2:3",
                "<path> has a d attribute of 262,145 characters (limit 262,144); simplify it.");
    }

    @Test
    void textSizeLimit() {
        String ok = "注".repeat(SvgSafety.MAX_TEXT_CHARS);
        assertUnderAndOver(
                "<text>" + ok + "</text>",
                "<g>\n <text>" + ok + "文</text></g>",
                "3:2",
                "<text> holds more than 262,144 characters of text (limit 262,144); split or shorten it.");
    }

    /** {@code under} is fine; {@code over} has one svg-unsafe finding at {@code position} with {@code message}. */
    private void assertUnderAndOver(String under, String over, String position, String message) {
        assertEquals(List.of(), scan(Fixtures.svg(under)).findings());
        Finding finding = onlyFinding(Fixtures.svg(over), SvgRules.SVG_UNSAFE);
        assertEquals(position, finding.line() + ":" + finding.column());
        assertEquals(message, finding.message().english());
    }

    @Test
    void positionsCountCharactersOfTheDeclaredEncoding() throws Exception {
        String body = "<text>注文サービス</text><script>x()</script>";
        String svg = "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n" + Fixtures.svg(body);
        Finding sjis =
                safety.scan("s.svg", svg.getBytes("Shift_JIS")).findings().get(0);
        assertEquals("3:20", sjis.line() + ":" + sjis.column());
        byte[] utf16 = ("\uFEFF<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + Fixtures.svg(body))
                .getBytes(StandardCharsets.UTF_16LE);
        Finding bom = safety.scan("u.svg", utf16).findings().get(0);
        assertEquals(SvgRules.SVG_UNSAFE, bom.rule());
        assertEquals("3:20", bom.line() + ":" + bom.column());
    }

    @Test
    void longReferenceChainIsCountedWithoutRecursion() {
        StringBuilder chain = new StringBuilder("<rect id=\"c0\" width=\"1\" height=\"1\"/>\n");
        for (int i = 1; i < 5000; i++) {
            chain.append("<use id=\"c")
                    .append(i)
                    .append("\" href=\"#c")
                    .append(i - 1)
                    .append("\"/>\n");
        }
        // use i expands to i + 1 elements: the whole chain to about 12.5 million
        Finding finding = onlyFinding(Fixtures.svg(chain.toString()), SvgRules.SVG_UNSAFE);
        assertTrue(
                finding.message().english().contains("expand this SVG"),
                finding.message().english());
    }

    /** Fuzz finding (issue 16): the XML parser counts columns in UTF-16 units; findings count code points. */
    @Test
    void syntaxColumnsCountAnEmojiAsOne() {
        SvgScan result =
                scan("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>🌀🌀</text><g a=\"1\" a=\"2\"/><g/>\n</svg>");
        List<Finding> found = result.findings();
        assertEquals(1, found.size(), found.toString());
        assertEquals("svg-syntax", found.get(0).ruleId());
        // the parser stops after the tag with the repeated attribute: at the `<` of `<g/>`, 34 UTF-16 units in
        assertEquals("public/diagrams/t/x.svg:2:32", found.get(0).location());
    }

    /**
     * Fuzz finding: a byte that is not of the file's encoding made the JDK's parser print {@code [Fatal Error] …} on
     * the console besides throwing; it is found before the parser reads it, at its own position.
     */
    @Test
    void aByteNotOfTheEncodingIsASyntaxFindingAtThatByteAndNothingIsPrinted() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>注文".getBytes(StandardCharsets.UTF_8));
        bytes.write(0xFF);
        bytes.write("</text>\n</svg>".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream console = System.err;
        SvgScan result;
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            result = safety.scan("public/diagrams/t/x.svg", bytes.toByteArray());
        } finally {
            System.setErr(console);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
        assertFalse(result.safe());
        List<Finding> found = result.findings();
        assertEquals(1, found.size(), found.toString());
        assertEquals(SvgRules.SVG_SYNTAX, found.get(0).rule());
        assertEquals("public/diagrams/t/x.svg:2:9", found.get(0).location(), "the column of the byte itself");
        assertEquals(
                "The SVG is not well-formed XML: byte 0xFF is not UTF-8; save the file as UTF-8, or declare its "
                        + "real encoding in `<?xml version=\"1.0\" encoding=\"…\"?>`.",
                found.get(0).message().english());
    }

    @Test
    void aByteNotOfTheEncodingBeforeTheRootIsFoundBeforeTheParserReadsTheDeclaration() throws Exception {
        byte[] inComment = {
            '<', '!', '-', '-', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '-', '-', '>', '<', 's', 'v', 'g', '/', '>'
        };
        byte[] inDeclaration =
                "<?xml version=\"1.0\" encoding=\"\u00e9\"?><svg/>".getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream console = System.err;
        List<Finding> comment;
        List<Finding> declaration;
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            comment = safety.scan("c.svg", inComment).findings();
            declaration = safety.scan("d.svg", inDeclaration).findings();
        } finally {
            System.setErr(console);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
        assertEquals(
                "c.svg:1:5 byte 0xED is not UTF-8",
                comment.get(0).location() + " "
                        + comment.get(0).message().english().substring(32, 54));
        assertEquals(
                "d.svg:1:31 byte 0xE9 is not UTF-8",
                declaration.get(0).location() + " "
                        + declaration.get(0).message().english().substring(32, 54));
    }

    @Test
    void theDeclaredEncodingIsTheByteOrderMarkThenTheDeclarationThenUtf8() {
        assertEquals(
                StandardCharsets.UTF_8,
                SvgSafety.declaredCharset(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '<'}));
        assertEquals(StandardCharsets.UTF_16, SvgSafety.declaredCharset(new byte[] {(byte) 0xFE, (byte) 0xFF, 0}));
        assertEquals(StandardCharsets.UTF_16, SvgSafety.declaredCharset(new byte[] {(byte) 0xFF, (byte) 0xFE, '<'}));
        assertEquals(
                "UTF-32LE",
                SvgSafety.declaredCharset(new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 0})
                        .name());
        assertEquals(
                "UTF-32BE",
                SvgSafety.declaredCharset(new byte[] {0, 0, (byte) 0xFE, (byte) 0xFF})
                        .name());
        assertEquals(
                "Shift_JIS",
                SvgSafety.declaredCharset(
                                "<?xml version='1.0' encoding='Shift_JIS'?><svg/>".getBytes(StandardCharsets.US_ASCII))
                        .name());
        assertEquals(
                "EUC-JP",
                SvgSafety.declaredCharset("<?xml version=\"1.0\"\n  encoding = \"euc-jp\" standalone=\"yes\"?>"
                                .getBytes(StandardCharsets.US_ASCII))
                        .name());
        assertEquals(
                StandardCharsets.UTF_8,
                SvgSafety.declaredCharset(
                        "<?xml version=\"1.0\" encoding=\"bogus-name\"?>".getBytes(StandardCharsets.US_ASCII)));
        assertEquals(
                StandardCharsets.UTF_8,
                SvgSafety.declaredCharset("<svg encoding=\"Shift_JIS\"/>".getBytes(StandardCharsets.US_ASCII)),
                "only a declaration declares");
        assertEquals(StandardCharsets.UTF_8, SvgSafety.declaredCharset(new byte[0]));
    }

    @Test
    void theFirstUndecodableByteIsCountedInTheDeclaredEncoding() throws Exception {
        assertEquals(
                -1,
                TextFiles.firstUndecodable(
                        "<svg>注文</svg>".getBytes(StandardCharsets.UTF_8), 0, StandardCharsets.UTF_8));
        assertEquals(-1, TextFiles.firstUndecodable(new byte[0], 0, StandardCharsets.UTF_8));
        byte[] cut = "<svg>注".getBytes(StandardCharsets.UTF_8);
        byte[] truncated = java.util.Arrays.copyOf(cut, cut.length - 1);
        assertEquals(5, TextFiles.firstUndecodable(truncated, 0, StandardCharsets.UTF_8), "a sequence cut at the end");
        assertEquals(1, TextFiles.firstUndecodable(new byte[] {'a', (byte) 0xC3, 'b'}, 0, StandardCharsets.UTF_8));
        // far into a long file: the decoder's buffer is refilled, the offset still counts from the start
        byte[] longFile = new byte[20_000];
        java.util.Arrays.fill(longFile, (byte) 'a');
        longFile[12_345] = (byte) 0x80;
        assertEquals(12_345, TextFiles.firstUndecodable(longFile, 0, StandardCharsets.UTF_8));
        String sjis = "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n" + Fixtures.svg("<text>注文サービス</text>");
        assertTrue(safety.scan("s.svg", sjis.getBytes("Shift_JIS")).safe(), "Shift_JIS bytes of a Shift_JIS file");
    }

    /** Fuzz finding (issue 16): the JDK's parser throws MissingResourceException for control characters in a DTD. */
    @Test
    void controlCharactersInADoctypeAreASyntaxFinding() {
        SvgScan result = safety.scan(
                "public/diagrams/t/x.svg",
                "<!DOCTYPE svg [<!ENTIT\u0001\u0000\u0000Y e \"x\">]>\n<svg/>".getBytes(StandardCharsets.UTF_8));
        List<Finding> found = result.findings();
        assertEquals(1, found.size(), found.toString());
        assertEquals("svg-syntax", found.get(0).ruleId());
        assertEquals("public/diagrams/t/x.svg:1:23", found.get(0).location());
        assertEquals(
                "The SVG is not well-formed XML: the XML parser stopped here (MissingResourceException "
                        + "InvalidCharInDTD); look for a control character or stray markup near this position.",
                found.get(0).message().english());
    }

    /** Every finding of {@code svg} as {@code line:column message}. */
    private List<String> said(String svg) {
        return scan(svg).findings().stream()
                .map(f -> f.line() + ":" + f.column() + " " + f.message().english())
                .toList();
    }

    private static List<String> animates(String element, String attribute) {
        return List.of("2:1 <" + element + "> animates the " + attribute + " attribute; animating links, styles or "
                + "event handlers is not allowed.");
    }

    @Test
    void animatingAReferenceAStyleOrAHandlerIsUnsafeAnythingElseIsNot() {
        assertEquals(animates("animate", "Style"), said(Fixtures.svg("<animate attributeName=\" Style \"/>")));
        assertEquals(
                animates("animateTransform", "src"), said(Fixtures.svg("<animateTransform attributeName=\"src\"/>")));
        assertEquals(animates("animate", "onclick"), said(Fixtures.svg("<animate attributeName=\"onclick\"/>")));
        assertEquals(animates("animate", "xlink:href"), said(Fixtures.svg("<animate attributeName=\"xlink:href\"/>")));
        assertEquals(List.of(), said(Fixtures.svg("<animate attributeName=\"fill\" to=\"#f00\"/>")));
        assertEquals(
                List.of(),
                said(Fixtures.svg("<rect attributeName=\"href\" width=\"1\" height=\"1\"/>")),
                "only an animation element animates");
    }

    @Test
    void aCssEscapeAndAnEmptyUrlAreUnsafe() {
        assertEquals(
                List.of("2:1 The style attribute of <rect> uses CSS escapes (\\); write the CSS plainly."),
                said(Fixtures.svg("<rect style=\"fill:\\75rl(x)\"/>")));
        assertEquals(
                List.of("2:1 The fill attribute of <rect> uses url(), outside this SVG; only url(#id) is allowed."),
                said(Fixtures.svg("<rect fill=\"url()\"/>")));
        assertEquals(
                List.of("2:1 The fill attribute of <rect> uses url(x.svg), outside this SVG; only url(#id) is "
                        + "allowed."),
                said(Fixtures.svg("<rect fill=\"url('x.svg')\"/>")));
        assertEquals(
                List.of("2:1 The fill attribute of <rect> uses url(x.svg), outside this SVG; only url(#id) is "
                        + "allowed."),
                said(Fixtures.svg("<rect fill=\"url(x.svg\"/>")),
                "no closing parenthesis");
    }

    @Test
    void theRootNeedsTheSvgNameAndTheSvgNamespace() {
        assertEquals(
                List.of("1:1 The root element is <svg> in namespace \"\"; an SVG file starts with "
                        + "<svg xmlns=\"http://www.w3.org/2000/svg\">."),
                said("<svg width=\"1\"/>"));
        assertEquals(
                List.of("1:1 The root element is <html> in namespace \"http://www.w3.org/2000/svg\"; an SVG "
                        + "file starts with <svg xmlns=\"http://www.w3.org/2000/svg\">."),
                said("<html xmlns=\"http://www.w3.org/2000/svg\"/>"));
        assertEquals(List.of(), said("<s:svg xmlns:s=\"http://www.w3.org/2000/svg\"/>"));
    }

    @Test
    void anUnclosedPrefixedElementIsNamedWithItsPrefix() {
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:p=\"http://www.w3.org/2000/svg\">\n"
                + "  <p:g>\n</svg>\n";
        assertEquals(
                List.of("3:1 The SVG is not well-formed XML: The element type \"p:g\" must be terminated by the "
                        + "matching end-tag \"</p:g>\". The <p:g> opened on line 2 is not closed before this end tag."),
                said(svg));
    }

    @Test
    void theTextIsCollectedOneLinePerElementUpToItsBound() {
        assertEquals(
                "a\nb\n",
                scan(Fixtures.svg("<text>a</text> <text>b</text><g/>")).text());
        assertEquals("", scan(Fixtures.svg("<g> </g>")).text());
        String atBound = Fixtures.svg("<text>" + "a".repeat(64 * 1024 - 1) + "</text><text>b</text>");
        assertEquals("a".repeat(64 * 1024 - 1) + "\n", scan(atBound).text(), "nothing more once 64 Ki are collected");
    }

    @Test
    void aStyleSheetsFragmentsCountInTheExpansion() {
        String group = "<defs><g id=\"a\">" + "<rect width=\"1\" height=\"1\"/>".repeat(200) + "</g></defs>\n";
        String sheet = "<style>" + "r{fill:url(#a)}".repeat(120) + "</style>";
        Finding finding = onlyFinding(Fixtures.svg(group + sheet), SvgRules.SVG_UNSAFE);
        assertEquals("3:1", finding.line() + ":" + finding.column());
        assertTrue(
                finding.message().english().contains("this <style> alone expands to 24,121."),
                finding.message().english());
        // in a child of the sheet, the same text is still the sheet's
        SvgScan nested =
                scan(Fixtures.svg(group + "<style><g/>" + "r{fill:url(#a)}".repeat(120) + "@import 'x.css';</style>"));
        assertEquals(
                List.of(
                        "3:1 The <style> element uses CSS @import, which loads another file; put the styles "
                                + "inside the SVG.",
                        "3:1 svg-unsafe.expansion"),
                nested.findings().stream()
                        .map(f -> f.line() + ":"
                                + f.column() + " "
                                + (f.message().key().equals("svg-unsafe.expansion")
                                        ? f.message().key()
                                        : f.message().english()))
                        .toList());
    }

    @Test
    void theRootsOwnReferencesAndAnyValueWithAFragmentCount() {
        String group = "<defs><g id=\"a\">" + "<rect width=\"1\" height=\"1\"/>".repeat(200) + "</g></defs>\n";
        String root = "<svg xmlns=\"http://www.w3.org/2000/svg\" style=\"" + "fill:url(#a);".repeat(120) + "\">\n";
        assertEquals(
                List.of("1:1"),
                scan(root + group + "</svg>\n").findings().stream()
                        .map(f -> f.line() + ":" + f.column())
                        .toList());
        String leading = Fixtures.svg(group + "<g data-x=\"#" + "url(#a) ".repeat(120) + "\"/>");
        assertEquals(
                List.of("3:1"),
                scan(leading).findings().stream()
                        .map(f -> f.line() + ":" + f.column())
                        .toList());
    }

    @Test
    void aLimitStopsTheScanBeforeTheExpansionIsMeasured() {
        String fan = fanOut(10, 10).replace("\n</svg>\n", "");
        String deep = fan + "<g>".repeat(SvgSafety.MAX_DEPTH + 1) + "</g>".repeat(SvgSafety.MAX_DEPTH + 1) + "</svg>\n";
        assertEquals(
                List.of("svg-unsafe.depth"),
                scan(deep).findings().stream().map(f -> f.message().key()).toList());
        String many = fan + "<g/>".repeat(SvgSafety.MAX_ELEMENTS) + "</svg>\n";
        assertEquals(
                List.of("svg-unsafe.elements"),
                scan(many).findings().stream().map(f -> f.message().key()).toList());
    }

    @Test
    void aFileOfExactlyTheSizeLimitIsRead() {
        String head = Fixtures.svg("<rect width=\"1\" height=\"1\"/>").replace("</svg>\n", "<!--");
        String tail = "--></svg>\n";
        String svg = head + "x".repeat(SvgSafety.MAX_BYTES - head.length() - tail.length()) + tail;
        assertEquals(SvgSafety.MAX_BYTES, svg.getBytes(StandardCharsets.UTF_8).length);
        assertEquals(List.of(), scan(svg).findings());
        Finding over = safety.scan("big.svg", new byte[SvgSafety.MAX_BYTES + 1])
                .findings()
                .get(0);
        assertEquals("0:0", over.line() + ":" + over.column(), "the size finding is not located");
    }

    @Test
    void onlyExceptionsFromInsideTheJdkParserCountAsItsFailures() {
        assertTrue(SvgSafety.fromParser(thrownAt("com.sun.org.apache.xerces.internal.impl.XMLScanner")));
        assertTrue(SvgSafety.fromParser(thrownAt("com.sun.xml.internal.stream.XMLEventReaderImpl")));
        assertTrue(SvgSafety.fromParser(thrownAt("javax.xml.stream.XMLInputFactory")));
        assertTrue(SvgSafety.fromParser(thrownAt("jdk.xml.internal.SecuritySupport")));
        assertTrue(
                SvgSafety.fromParser(thrownAt("java.util.ResourceBundle", "javax.xml.stream.X")),
                "the first frame that is parser or plugin code decides");
        assertFalse(SvgSafety.fromParser(thrownAt("io.github.studylog.render.SvgSafety", "javax.xml.stream.X")));
        assertFalse(SvgSafety.fromParser(thrownAt("java.util.ArrayList")));
        assertFalse(SvgSafety.fromParser(thrownAt()));
    }

    private static RuntimeException thrownAt(String... classes) {
        RuntimeException e = new RuntimeException("x");
        StackTraceElement[] frames = new StackTraceElement[classes.length];
        for (int i = 0; i < classes.length; i++) {
            frames[i] = new StackTraceElement(classes[i], "m", null, 1);
        }
        e.setStackTrace(frames);
        return e;
    }

    @Test
    void aUtf16FileWithoutDeclarationIsLocatedInUtf16() {
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <script/>\n</svg>\n";
        byte[] utf16 = ("\uFEFF" + svg).getBytes(java.nio.charset.StandardCharsets.UTF_16BE);
        List<Finding> found = safety.scan("u.svg", utf16).findings();
        assertEquals(
                List.of("2:3"),
                found.stream().map(f -> f.line() + ":" + f.column()).toList());
    }

    @Test
    void aParserFailureOnALaterLineIsLocatedThere() {
        SvgScan result = safety.scan(
                "public/diagrams/t/x.svg",
                "\n<!DOCTYPE svg [<!ENTIT\u0001\u0000\u0000Y e \"x\">]>\n<svg/>".getBytes(StandardCharsets.UTF_8));
        assertEquals(
                List.of("public/diagrams/t/x.svg:2:23"),
                result.findings().stream().map(Finding::location).toList());
    }

    @Test
    void aBrokenXmlDeclarationIsASyntaxFindingNotACrash() {
        SvgScan result = scan("<?xml version=\"9.9\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
        assertEquals(
                List.of("svg-syntax"),
                result.findings().stream().map(Finding::ruleId).toList());
        assertEquals("public/diagrams/t/x.svg:1:20", result.findings().get(0).location(), "where the parser stopped");
    }
}
