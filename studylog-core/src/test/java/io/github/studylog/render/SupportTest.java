package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OneLine;
import io.github.studylog.content.XmlText;
import io.github.studylog.diagram.Pt;
import io.github.studylog.diagram.TextUnits;
import io.github.studylog.message.Messages;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.svg.SvgRules;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class SupportTest {

    @Test
    void numbersAreFixed() {
        assertEquals("0", Num.fmt(-0.001));
        assertEquals("12", Num.fmt(12.0));
        assertEquals("12.5", Num.fmt(12.5));
        assertEquals("-3.33", Num.fmt(-10.0 / 3));
        assertEquals("106.67", Num.fmt(640.0 / 6));
        assertEquals("1000000", Num.fmt(1e6));
    }

    @Test
    void textUnitsCountFullWidthTwice() {
        assertEquals(5, TextUnits.of("Queue"));
        assertEquals(4, TextUnits.of("自DB"));
        assertEquals(3, TextUnits.of("ｱｲｳ"));
        assertEquals(2, TextUnits.of("☺\uFE0F"));
        assertTrue(TextUnits.hasCjk("決済API"));
        assertFalse(TextUnits.hasCjk("payment API"));
    }

    @Test
    void escapingCoversMarkupAndControlCharacters() {
        assertEquals("a&lt;b&gt;&amp;&quot;&#39;日本\\u0001", XmlText.attribute("a<b>&\"'日本\u0001"));
        assertEquals("a&lt;b&gt;&amp;\"'日本\n\\u0001", XmlText.content("a<b>&\"'日本\n\u0001"));
    }

    @Test
    void ruleIdsAreUniqueAndDocumented() {
        Set<String> ids = new HashSet<>();
        List<io.github.studylog.finding.Rule> rules =
                new java.util.ArrayList<>(RuleCatalog.declaredIn(RenderRules.class));
        rules.addAll(RuleCatalog.declaredIn(SvgRules.class));
        for (io.github.studylog.finding.Rule rule : rules) {
            assertTrue(ids.add(rule.id()), rule.id());
            assertFalse(rule.summary(Messages.english()).isBlank()
                    || rule.help(Messages.english()).isBlank());
        }
        assertTrue(ids.containsAll(
                Arrays.asList("diagram-render", "diagram-raster", "svg-syntax", "svg-raster", "svg-unsafe")));
    }

    @Test
    void numbersKeepTheirHundredthsAndSign() {
        assertEquals("0", Num.fmt(0.0));
        assertEquals("0", Num.fmt(0.004));
        assertEquals("0", Num.fmt(-0.004), "never -0");
        assertEquals("0.01", Num.fmt(0.01));
        assertEquals("-0.01", Num.fmt(-0.01));
        assertEquals("-0.5", Num.fmt(-0.5));
        assertEquals("1.05", Num.fmt(1.05));
        assertEquals("1.5", Num.fmt(1.5));
        assertEquals("-12.34", Num.fmt(-12.34));
        assertEquals("100", Num.fmt(99.999));
        assertEquals("7.1", Num.fmt(7.1));
        assertEquals("3.09", Num.fmt(3.09));
        IllegalArgumentException nan = assertThrows(IllegalArgumentException.class, () -> Num.fmt(Double.NaN));
        assertEquals("not a finite coordinate: NaN", nan.getMessage());
        IllegalArgumentException infinite =
                assertThrows(IllegalArgumentException.class, () -> Num.fmt(Double.NEGATIVE_INFINITY));
        assertEquals("not a finite coordinate: -Infinity", infinite.getMessage());
    }

    @Test
    void oneLineDropsOuterSpaceAndCutsAtTheBound() {
        assertEquals("", OneLine.of(null, 10));
        assertEquals("a b", OneLine.of(" \t\na \r\n\u0007 b \n", 10), "leading and trailing runs are dropped");
        assertEquals("abcdefghij", OneLine.of("abcdefghij", 10), "exactly the bound is kept whole");
        assertEquals("abcdefg...", OneLine.of("abcdefghijk", 10));
        assertEquals("abcdefghij", OneLine.of("abcdefghij   ", 10), "trailing space does not count");
        assertEquals("注文\uD83D\uDE00", OneLine.of("注文\uD83D\uDE00", 4), "a pair counts two chars");
        assertEquals("a\uFFFD", OneLine.of("a\uD83D", 5), "an unpaired high surrogate at the end");
        assertEquals("\uFFFDb", OneLine.of("\uD83Db", 5), "a high surrogate before a non-surrogate");
        assertEquals("ab...", OneLine.of("abcd\uD83D\uDE00xyz", 5));
        assertEquals("abc...", OneLine.of("abc\uD83D\uDE00xyz", 6));
        assertEquals("ab...", OneLine.of("ab\uD83D\uDE00xyz", 6), "the cut before a low surrogate moves left");
        assertEquals("ab\uD83D\uDE00yzw", OneLine.of("ab\uD83D\uDE00yzw", 7));
    }

    @Test
    void jsonReadsAreLenient() {
        JsonNode node = Fixtures.parse("""
                {"s": "text", "n": 2.5, "i": 3, "t": true, "nul": null, "arr": [1, "two"], "obj": {},
                 "pt": [4, 5.5], "short": [1], "long": [1, 2, 3], "strs": ["1", "2"], "half": [1, "2"],
                 "via": [[1, 2], [3], "x", [5, 6]]}""");
        assertEquals("text", Json.str(node, "s", "f"));
        assertEquals("f", Json.str(node, "n", "f"));
        assertEquals("f", Json.str(node, "missing", "f"));
        assertEquals("", Json.str(node, "t"));
        assertEquals(2.5, Json.num(node, "n", -1));
        assertEquals(3.0, Json.num(node, "i", -1));
        assertEquals(-1.0, Json.num(node, "s", -1));
        assertEquals(-1.0, Json.num(node, "missing", -1));
        assertTrue(Json.has(node, "s"));
        assertTrue(Json.has(node, "obj"));
        assertFalse(Json.has(node, "nul"));
        assertFalse(Json.has(node, "missing"));
        assertFalse(Json.has(node.path("obj"), "x"));
        assertEquals(2, Json.items(node, "arr").size());
        assertEquals("two", Json.items(node, "arr").get(1).asString());
        assertEquals(List.of(), Json.items(node, "obj"));
        assertEquals(List.of(), Json.items(node, "missing"));
        assertEquals(new Pt(4, 5.5), Json.point(node, "pt"));
        assertNull(Json.point(node, "missing"));
        assertNull(Json.point(node, "short"));
        assertNull(Json.point(node, "long"));
        assertNull(Json.point(node, "strs"));
        assertNull(Json.point(node, "half"));
        assertNull(Json.point(node, "obj"));
        assertNull(Json.point(node, "s"));
        assertEquals(List.of(new Pt(1, 2), new Pt(5, 6)), Json.via(node));
        assertEquals(List.of(), Json.via(node.path("obj")));
    }

    @Test
    void renderSettingsRefuseUnusableValues() {
        RenderSettings low = new RenderSettings("v", "", 16, 1);
        assertEquals(Rasterizer.DEFAULT_BUDGET, low.rasterBudget());
        assertEquals("a.png", low.under("a.png"));
        assertEquals("out/a.png", new RenderSettings("v", "out", 16, 1).under("a.png"));
        RenderSettings defaults = RenderSettings.defaults("9");
        assertEquals(new RenderSettings("9", "diagrams", 480, 2, Rasterizer.DEFAULT_BUDGET), defaults);
        assertEquals(
                "threads >= 1 and maxPngWidth >= 16 expected",
                assertThrows(IllegalArgumentException.class, () -> new RenderSettings("v", "", 16, 0))
                        .getMessage());
        assertEquals(
                "threads >= 1 and maxPngWidth >= 16 expected",
                assertThrows(IllegalArgumentException.class, () -> new RenderSettings("v", "", 15, 1))
                        .getMessage());
        assertEquals(
                "rasterBudget must be positive: PT0S",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new RenderSettings("v", "", 16, 1, java.time.Duration.ZERO))
                        .getMessage());
        assertEquals(
                "rasterBudget must be positive: PT-0.001S",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new RenderSettings("v", "", 16, 1, java.time.Duration.ofMillis(-1)))
                        .getMessage());
        assertEquals(
                "baseDir must be relative: /abs",
                assertThrows(IllegalArgumentException.class, () -> new RenderSettings("v", "/abs", 16, 1))
                        .getMessage());
        assertEquals(
                "baseDir must be relative: a/../b",
                assertThrows(IllegalArgumentException.class, () -> new RenderSettings("v", "a/../b", 16, 1))
                        .getMessage());
    }

    @Test
    void renderJobsKeepTheirBytesAndRefuseEscapingNames() {
        byte[] source = {1, 2, 3};
        RenderJob job = RenderJob.svg("public/diagrams/a.svg", source, "hand-drawn/a");
        source[0] = 9;
        assertEquals(1, job.source()[0], "a copy is kept");
        job.source()[1] = 9;
        assertEquals(2, job.source()[1], "a copy is handed out");
        assertEquals(DiagramKind.SVG, job.kind());
        assertNull(job.diagram());
        JsonNode diagram = Fixtures.parse("{}");
        RenderJob json = RenderJob.diagram("diagrams/a.json", source, diagram, "web/a.b");
        assertEquals(DiagramKind.JSON, json.kind());
        assertEquals(diagram, json.diagram());
        assertEquals(
                "diagram",
                assertThrows(
                                NullPointerException.class,
                                () -> RenderJob.diagram("diagrams/a.json", source, (JsonNode) null, "a"))
                        .getMessage());
        assertEquals(
                "tree",
                assertThrows(
                                NullPointerException.class,
                                () -> RenderJob.diagram(
                                        "diagrams/a.json", source, (java.util.function.Supplier<JsonNode>) null, "a"))
                        .getMessage());
        int[] parses = {0};
        RenderJob lazy = RenderJob.diagram(
                "diagrams/a.json",
                source,
                () -> {
                    parses[0]++;
                    return diagram;
                },
                "web/a");
        assertEquals(0, parses[0], "a job's tree is made only when the picture is drawn");
        assertEquals(diagram, lazy.diagram());
        assertEquals(1, parses[0]);
        assertEquals(
                "sourcePath",
                assertThrows(NullPointerException.class, () -> RenderJob.svg(null, source, "a"))
                        .getMessage());
        assertEquals(
                "kind",
                assertThrows(NullPointerException.class, () -> new RenderJob("a", null, source, null, "a"))
                        .getMessage());
        for (String bad : List.of("", "/abs", ".hidden", "a/../b", "a\\b")) {
            assertEquals(
                    "unusable output name: " + bad,
                    assertThrows(IllegalArgumentException.class, () -> RenderJob.svg("a.svg", source, bad))
                            .getMessage());
        }
    }
}
