package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SvgSafetyTest {

    private final SvgSafety safety = new SvgSafety();

    private SvgScan scan(String svg) {
        return safety.scan("public/diagrams/t/x.svg", svg.getBytes(StandardCharsets.UTF_8));
    }

    /** The single finding of {@code svg}, which must be on line 2 (the body line of {@link Fixtures#svg}). */
    private Finding onlyFinding(String svg, RenderRules rule) {
        SvgScan result = scan(svg);
        assertFalse(result.safe(), svg);
        List<Finding> matching = result.findings().stream().filter(f -> f.rule() == rule).toList();
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
    @CsvSource(delimiter = '|', value = {
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
        Finding finding = onlyFinding(svg, RenderRules.SVG_UNSAFE);
        assertEquals(2, finding.line(), name);
        assertTrue(finding.column() >= 1, name);
        assertEquals("public/diagrams/t/x.svg", finding.path());
        assertEquals(expected, scan(svg).findings().size(), scan(svg).findings().toString());
    }

    @Test
    void columnPointsAtTheElement() {
        Finding finding = onlyFinding(Fixtures.svg("<g>\n    <script>x()</script></g>"), RenderRules.SVG_UNSAFE);
        assertEquals(3, finding.line());
        assertEquals(5, finding.column());
        Finding adjacent = onlyFinding(Fixtures.svg("<g><script>x()</script></g>"), RenderRules.SVG_UNSAFE);
        assertEquals(4, adjacent.column());
    }

    @Test
    void externalEntityIsUnsafeAndNeverRead() {
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
                + Fixtures.svg("<text>&x;</text>");
        SvgScan result = scan(xxe);
        assertEquals(1, result.findings().size(), result.findings().toString());
        Finding finding = result.findings().get(0);
        assertEquals(RenderRules.SVG_UNSAFE, finding.rule());
        assertEquals(2, finding.line());
        assertEquals(1, finding.column());
        assertFalse(result.text().contains("root:"), "entity must not be expanded");
    }

    @Test
    void billionLaughsStopsAtTheDoctype() {
        StringBuilder dtd = new StringBuilder("<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n");
        for (int i = 1; i <= 9; i++) {
            dtd.append("<!ENTITY lol").append(i).append(" \"").append(("&lol" + (i == 1 ? "" : i - 1) + ";")
                    .repeat(10)).append("\">\n");
        }
        dtd.append("]>\n");
        long start = System.nanoTime();
        SvgScan result = scan(dtd + Fixtures.svg("<text>&lol9;</text>"));
        assertTrue(System.nanoTime() - start < 2_000_000_000L, "took too long");
        assertEquals(1, result.findings().size(), result.findings().toString());
        assertEquals(RenderRules.SVG_UNSAFE, result.findings().get(0).rule());
        assertEquals(1, result.findings().get(0).line());
    }

    @Test
    void plainDoctypeIsAFindingToo() {
        String svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
                + "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n" + Fixtures.svg("<rect/>");
        Finding finding = onlyFinding(svg, RenderRules.SVG_UNSAFE);
        assertEquals(2, finding.line());
    }

    @Test
    void styleSheetInstructionIsUnsafe() {
        String svg = "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"https://example.com/a.css\"?>\n"
                + Fixtures.svg("<rect/>");
        assertEquals(2, onlyFinding(svg, RenderRules.SVG_UNSAFE).line());
    }

    @Test
    void notWellFormedIsSyntaxWithLocation() {
        Finding finding = onlyFinding(Fixtures.svg("<rect width=\"1\">\n<g></rect>"), RenderRules.SVG_SYNTAX);
        assertEquals(3, finding.line());
        assertTrue(finding.column() > 1);
        assertTrue(finding.message().contains("not well-formed"), finding.message());
    }

    @Test
    void unclosedElementIsReportedAtTheEndTagThatDoesNotMatchAndNamesWhereItOpened() {
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"2\">\n"
                + "  <rect width=\"2\" height=\"2\">\n  <text>閉じ忘れ</text>\n</svg>\n";
        Finding finding = onlyFinding(svg, RenderRules.SVG_SYNTAX);
        assertEquals("4:1", finding.line() + ":" + finding.column());
        assertTrue(finding.message().endsWith("The <rect> opened on line 2 is not closed before this end tag."),
                finding.message());
    }

    @Test
    void rootMustBeSvg() {
        Finding finding = onlyFinding("<html>\n<body/></html>", RenderRules.SVG_SYNTAX);
        assertEquals(1, finding.line());
        assertTrue(finding.message().contains("<html>"));
        onlyFinding("<svg width=\"1\"/>", RenderRules.SVG_SYNTAX);
    }

    @Test
    void emptyFileIsSyntax() {
        assertFalse(scan("").safe());
        assertEquals(RenderRules.SVG_SYNTAX, scan("").findings().get(0).rule());
    }

    @Test
    void oversizedFileIsNotRead() {
        byte[] big = new byte[SvgSafety.MAX_BYTES + 1];
        SvgScan result = safety.scan("big.svg", big);
        assertEquals(RenderRules.SVG_UNSAFE, result.findings().get(0).rule());
    }

    @Test
    void deepNestingStops() {
        String svg = Fixtures.svg("<g>".repeat(SvgSafety.MAX_DEPTH + 5) + "</g>".repeat(SvgSafety.MAX_DEPTH + 5));
        Finding finding = onlyFinding(svg, RenderRules.SVG_UNSAFE);
        assertTrue(finding.message().contains("nested"));
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
        for (String fixture : List.of("sequence.json", "lifecycle.json", "architecture.json", "workflow.json",
                "dataflow.json")) {
            SvgScan result = safety.scan(fixture, renderer.renderBytes(Fixtures.json(fixture)));
            assertEquals(List.of(), result.findings(), fixture);
        }
    }
}
