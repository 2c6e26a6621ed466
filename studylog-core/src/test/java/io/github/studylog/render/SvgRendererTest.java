package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import tools.jackson.databind.JsonNode;

class SvgRendererTest {

    /** Node collection and relationship collection per diagram type. */
    private static final Map<String, String[]> COLLECTIONS = Map.of(
            "sequence", new String[] {"participants", "messages"},
            "lifecycle", new String[] {"states", "transitions"},
            "architecture", new String[] {"components", "connections"},
            "workflow", new String[] {"nodes", "edges"},
            "dataflow", new String[] {"nodes", "flows"});

    private final SvgRenderer renderer = new SvgRenderer();

    @ParameterizedTest
    @ValueSource(
            strings = {
                "sequence.json",
                "lifecycle.json",
                "architecture.json",
                "architecture-grid.json",
                "workflow.json",
                "dataflow.json"
            })
    void everyLabelIsText(String fixture) {
        JsonNode diagram = Fixtures.json(fixture);
        Document dom = Fixtures.dom(renderer.render(diagram));
        List<String> texts = Fixtures.texts(dom, "text");
        List<String> expected = new ArrayList<>();
        for (String collection : COLLECTIONS.get(diagram.get("diagram_type").asString())) {
            for (JsonNode item : diagram.get(collection)) {
                if (item.has("label")) {
                    expected.add(item.get("label").asString());
                }
            }
        }
        assertTrue(expected.size() >= 4, "fixture too small: " + expected);
        for (String label : expected) {
            assertTrue(texts.contains(label), fixture + ": no <text> reads \"" + label + "\" in " + texts);
        }
        assertEquals(List.of(diagram.get("meta").get("title").asString()), Fixtures.texts(dom, "title"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "sequence.json",
                "lifecycle.json",
                "architecture.json",
                "architecture-grid.json",
                "workflow.json",
                "dataflow.json"
            })
    void sameInputSameBytes(String fixture) {
        byte[] first = renderer.renderBytes(Fixtures.json(fixture));
        byte[] second = new SvgRenderer().renderBytes(Fixtures.json(fixture));
        assertArrayEquals(first, second);
        String svg = new String(first, java.nio.charset.StandardCharsets.UTF_8);
        assertFalse(svg.contains("NaN") || svg.contains("Infinity") || svg.contains("E-"), svg);
    }

    /**
     * Every byte of the drawing of a fixture that uses most options of its type, against the SVG checked in under
     * {@code src/test/resources/render/golden/}: a change to any coordinate, size, colour or attribute shows here.
     * After an intended change to the drawing, run once with {@code -Drender.golden.update=true} to rewrite the
     * files, review their diff, and bump {@link RenderCache#RENDERER_REVISION}.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "sequence",
                "sequence-full",
                "sequence-one",
                "lifecycle",
                "lifecycle-full",
                "architecture",
                "architecture-grid",
                "architecture-full",
                "workflow",
                "workflow-full",
                "workflow-empty",
                "dataflow",
                "dataflow-full"
            })
    void theDrawingIsExactlyTheGoldenSvg(String fixture) throws IOException {
        String svg = renderer.render(Fixtures.json(fixture + ".json"));
        if (Boolean.getBoolean("render.golden.update")) {
            Files.writeString(
                    Path.of("src/test/resources/render/golden", fixture + ".svg"), svg, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(new String(Fixtures.bytes("golden/" + fixture + ".svg"), StandardCharsets.UTF_8), svg);
    }

    @Test
    void viewBoxIsHonoured() {
        Element root =
                Fixtures.dom(renderer.render(Fixtures.json("sequence.json"))).getDocumentElement();
        assertEquals("700", root.getAttribute("width"));
        assertEquals("520", root.getAttribute("height"));
        assertEquals("0 0 700 520", root.getAttribute("viewBox"));
        Element arch = Fixtures.dom(renderer.render(Fixtures.json("architecture.json")))
                .getDocumentElement();
        assertEquals("0 0 760 420", arch.getAttribute("viewBox"));
    }

    @Test
    void defaultSizesPerType() {
        assertEquals("0 0 980 660", root("lifecycle.json").getAttribute("viewBox"));
        assertEquals("0 0 940 720", root("dataflow.json").getAttribute("viewBox"));
        // workflow: 720 × (52 + 104n + 20(n − 1) + 124) for n = 3 lanes
        assertEquals("0 0 720 528", root("workflow.json").getAttribute("viewBox"));
        Element grid = root("architecture-grid.json");
        assertTrue(Double.parseDouble(grid.getAttribute("width")) >= 320);
        assertTrue(Double.parseDouble(grid.getAttribute("height")) >= 240);
    }

    @Test
    void sequenceWithoutViewBoxUsesItsDefault() {
        JsonNode diagram = Fixtures.parse("""
                {"schema_version":1,"diagram_type":"sequence","meta":{"title":"t"},
                 "participants":[{"id":"a","type":"backend","label":"A"},{"id":"b","type":"backend","label":"B"}],
                 "messages":[{"from":"a","to":"b","y":200,"label":"m"}]}""");
        assertEquals(
                "0 0 920 760",
                Fixtures.dom(renderer.render(diagram)).getDocumentElement().getAttribute("viewBox"));
    }

    @Test
    void markupCharactersAndJapaneseAreEscapedNotDropped() {
        String svg = renderer.render(Fixtures.json("sequence.json"));
        assertTrue(svg.contains("API &lt;v2&gt;"), "participant label escaped");
        assertTrue(svg.contains("POST /orders?a=1&amp;b=2"), "message label escaped");
        assertTrue(svg.contains("INSERT &quot;注文&quot;"), "quotes escaped, Japanese kept");
        assertTrue(svg.contains("<title>注文の流れ &lt;A&amp;B&gt; &quot;quoted&quot;</title>"), svg);
        assertFalse(svg.contains("<v2>"));
        List<String> texts = Fixtures.texts(Fixtures.dom(svg), "text");
        assertTrue(texts.contains("受付 & 検証"), texts.toString());
    }

    @Test
    void messageVariantsAreDrawnDifferently() {
        String svg = renderer.render(Fixtures.json("sequence.json"));
        for (String variant : List.of("emphasis", "security", "return", "dashed")) {
            assertTrue(svg.contains("marker-end=\"url(#arrow-" + variant + ")\""), variant);
        }
        assertTrue(svg.contains("class=\"edge edge-return\"") && svg.contains("stroke-dasharray=\"4 4\""));
    }

    @Test
    void lifecycleViaPointsAreFollowed() {
        String svg = renderer.render(Fixtures.json("lifecycle.json"));
        // again (event band, col 0: centre x 402, w 126, centre y 307) → right side (465, 307) → via
        // → inflight right side (402 + 59, 157), as Archify draws it
        assertTrue(svg.contains("d=\"M465 307 L560 307 L560 157 L461 157\""), svg);
    }

    @Test
    void theLegendFollowsMetaLegendAndCardsGetAPanel() throws Exception {
        tools.jackson.databind.ObjectMapper mapper = new tools.jackson.databind.ObjectMapper();
        String base = """
                {"schema_version": 1, "diagram_type": "lifecycle", "meta": {"title": "t"%s},
                 "lanes": [{"id": "main", "label": "m"}],
                 "states": [{"id": "a", "type": "start", "label": "A", "lane": "main", "col": 0, "brand": "ChatGPT"},
                            {"id": "b", "type": "success", "label": "B", "lane": "main", "col": 2}],
                 "transitions": [{"from": "a", "to": "b"}]}
                """;
        String auto = renderer.render(mapper.readTree(base.formatted("")));
        assertTrue(
                auto.contains("data-legend-kind=\"start\"")
                        && auto.contains("data-legend-kind=\"success\"")
                        && !auto.contains("data-legend-kind=\"waiting\""),
                auto);
        assertTrue(auto.contains("class=\"brand-badge\" data-brand=\"openai\"") && auto.contains(">OpenAI</text>"));
        String all = renderer.render(mapper.readTree(base.formatted(", \"legend\": {\"mode\": \"all\", "
                + "\"entries\": {\"start\": {\"label\": \"入口\"}, \"neutral\": {\"visible\": false}}}")));
        assertTrue(
                all.contains("data-legend-kind=\"waiting\"")
                        && all.contains(">入口</text>")
                        && !all.contains("data-legend-kind=\"neutral\""),
                all);
        String hidden = renderer.render(mapper.readTree(base.formatted(", \"legend\": {\"mode\": \"hidden\"}")));
        assertFalse(hidden.contains("class=\"legend\""), hidden);
        String cards = renderer.render(mapper.readTree(base.formatted("")
                .replace(
                        "\"diagram_type\": \"lifecycle\"",
                        "\"diagram_type\": \"lifecycle\", \"cards\": "
                                + "[{\"dot\": \"amber\", \"title\": \"要点\", \"items\": [\"一つ目\", \"二つ目\"]}]")));
        assertTrue(
                cards.contains("class=\"card\" data-card-dot=\"amber\"")
                        && cards.contains(">要点</text>")
                        && cards.contains(">• 二つ目</text>"),
                cards);
        assertTrue(cards.contains("viewBox=\"0 0 980 748\""), "the panel adds 12 + 64 + 12px below the diagram");
        assertFalse(auto.contains("class=\"cards\""));
    }

    @Test
    void unknownTypeIsARenderException() {
        JsonNode diagram =
                Fixtures.parse("{\"schema_version\":1,\"diagram_type\":\"mindmap\",\"meta\":{\"title\":\"x\"}}");
        DiagramRenderException e = assertThrows(DiagramRenderException.class, () -> renderer.render(diagram));
        assertTrue(e.getMessage().contains("mindmap"));
    }

    @Test
    void anUnusableViewBoxFallsBackToTheDefault() {
        JsonNode diagram = Fixtures.parse("""
                {"schema_version":1,"diagram_type":"sequence","meta":{"title":"t","viewBox":[700]},
                 "participants":[{"id":"a","type":"backend","label":"A"}]}""");
        assertEquals(
                "0 0 920 760",
                Fixtures.dom(renderer.render(diagram)).getDocumentElement().getAttribute("viewBox"));
        JsonNode arch = Fixtures.parse("""
                {"schema_version":1,"diagram_type":"architecture","meta":{"title":"t","viewBox":"big"},
                 "components":[{"id":"a","type":"backend","label":"A","pos":[500,400]}]}""");
        assertEquals(
                "0 0 670 500",
                Fixtures.dom(renderer.render(arch)).getDocumentElement().getAttribute("viewBox"),
                "the extent: 500 + 130 + 40 by 400 + 60 + 40");
    }

    @Test
    void geometryThatCannotBeWrittenIsARenderExceptionNamingTheType() {
        JsonNode diagram = Fixtures.parse("""
                {"schema_version":1,"diagram_type":"architecture","meta":{"title":"t"},
                 "components":[{"id":"a","type":"backend","label":"A","pos":[1e308,0],"size":[1e308,10]}]}""");
        DiagramRenderException e = assertThrows(DiagramRenderException.class, () -> renderer.render(diagram));
        assertEquals("cannot draw the architecture diagram: not a finite coordinate: Infinity", e.getMessage());
        assertEquals("diagram-render.cannot-draw", e.sentence().key());
        assertEquals(IllegalArgumentException.class, e.getCause().getClass());
        assertEquals(List.of("sequence", "lifecycle", "architecture", "workflow", "dataflow"), renderer.types());
    }

    @Test
    void aNarrowBoxClipsItsBadgeAndShrinksItsTexts() {
        String svg = renderer.render(Fixtures.parse("""
                {"schema_version":1,"diagram_type":"architecture","meta":{"title":"t"},
                 "components":[{"id":"a","type":"backend","label":"A","sublabel":"abcdef",
                                "brand":"ChatGPT","pos":[40,80],"size":[40,60]},
                               {"id":"b","type":"backend","label":"B","brand":{"url":"https:///path"},
                                "pos":[200,80]}],
                 "boundaries":[{"kind":"region","label":"広い","wraps":["b"],"pad":200}]}"""));
        // the badge is the box's width less 8 (40 - 8), its title fitted to 32 - 6 px
        assertTrue(svg.contains("<rect x=\"44\" y=\"84\" width=\"32\" height=\"12\" rx=\"6\""), svg);
        assertTrue(
                svg.contains("<text x=\"60\" y=\"93\" font-size=\"7\" text-anchor=\"middle\" font-weight=\"bold\""
                        + " fill=\"#475569\" class=\"brand-title\">OpenAI</text>"),
                svg);
        // the sublabel (6 units) is fitted to 40 - 8 px
        assertTrue(
                svg.contains("<text x=\"60\" y=\"123\" font-size=\"8.5\" text-anchor=\"middle\" fill=\"#475569\" "
                        + "class=\"sublabel\">abcdef</text>"),
                svg);
        // a pinned URL without a host gives an empty title
        assertTrue(svg.contains("class=\"brand-title\"></text>"), svg);
        // the frame around b (pad 200) is the widest thing: 200 + 130 + 200 + 40
        assertTrue(svg.contains("viewBox=\"0 0 570 380\""), svg);
    }

    @Test
    void aDataflowWithoutAStoreHasNoStoreInItsLegendAndCardItemsShrink() {
        String svg = renderer.render(Fixtures.parse("""
                {"schema_version":1,"diagram_type":"dataflow","meta":{"title":"t"},
                 "nodes":[{"id":"a","type":"backend","label":"A","stage":0,"row":0}],
                 "cards":[{"title":"c","items":["二十五文字の項目で少し縮むはずの長さの文章です"]},{"title":"d"},
                          {"title":"e"}]}"""));
        assertFalse(svg.contains("data-legend-kind=\"database\""), svg);
        assertFalse(svg.contains("class=\"legend\""), "nothing present, nothing explained");
        assertTrue(
                svg.contains("font-size=\"8.5\" text-anchor=\"start\" fill=\"#475569\" class=\"card-item\">• 二十五"),
                svg);
    }

    @Test
    void aLegendEntryThatJustFitsStaysInItsRow() {
        String base = """
                {"schema_version":1,"diagram_type":"sequence","meta":{"title":"t","viewBox":[%s,200],
                 "legend":{"mode":"all","entries":{"emphasis":{"label":""},"return":{"label":""},
                 "security":{"visible":false},"dashed":{"visible":false},"default":{"visible":false}}}}}""";
        // two entries of 32 px with a gap of 16 from x 24: the second ends at 104, the right margin of 128 - 24
        String fits = renderer.render(Fixtures.parse(base.formatted(128)));
        assertTrue(
                fits.contains("<line x1=\"24\" y1=\"182.5\" x2=\"50\" y2=\"182.5\"")
                        && fits.contains("<line x1=\"72\" y1=\"182.5\" x2=\"98\" y2=\"182.5\""),
                fits);
        String wraps = renderer.render(Fixtures.parse(base.formatted(127)));
        assertTrue(
                wraps.contains("<line x1=\"24\" y1=\"166.5\" x2=\"50\" y2=\"166.5\"")
                        && wraps.contains("<line x1=\"24\" y1=\"182.5\" x2=\"50\" y2=\"182.5\""),
                wraps);
    }

    @Test
    void aBandWithoutStatesKeepsItsDefaultHeight() {
        String svg = renderer.render(Fixtures.parse("""
                {"schema_version":1,"diagram_type":"lifecycle","meta":{"title":"t"},
                 "lanes":[{"id":"main","label":"m"},{"id":"terminal","label":"終"}],
                 "states":[{"id":"a","type":"start","label":"A","lane":"main","col":0,"height":20}]}"""));
        // terminal band: from 450 - 34 to 450 + 58 + 14; main band: its default height, not the short state's
        assertTrue(
                svg.contains("<rect x=\"24\" y=\"416\" width=\"932\" height=\"106\" rx=\"8\" fill=\"#fff7ed\""), svg);
        assertTrue(svg.contains("<rect x=\"24\" y=\"92\" width=\"932\" height=\"110\" rx=\"8\" fill=\"#f8fafc\""), svg);
    }

    @Test
    void dataflowNodesCarryTheirBrandAndALongTitleWidensAnArchitecture() {
        String flow = renderer.render(Fixtures.parse("""
                {"schema_version":1,"diagram_type":"dataflow","meta":{"title":"t"},
                 "nodes":[{"id":"a","type":"backend","label":"A","stage":0,"row":0,"brand":"ChatGPT"}]}"""));
        assertTrue(flow.contains("<g class=\"brand-badge\" data-brand=\"openai\">"), flow);
        String arch = renderer.render(Fixtures.parse("""
                {"schema_version":1,"diagram_type":"architecture","meta":{"title":"%s"},
                 "components":[{"id":"a","type":"backend","label":"A","pos":[40,80],"size":[0,10]}],
                 "boundaries":[{"kind":"region","label":"枠","wraps":["a"]}]}""".formatted("x".repeat(60))));
        assertTrue(arch.contains("viewBox=\"0 0 681 240\""), "48 + 60 × 17 × 0.62, rounded up");
        assertTrue(arch.contains("class=\"boundary-label\">枠</text>"), "a frame around a box without width");
    }

    private Element root(String fixture) {
        return Fixtures.dom(renderer.render(Fixtures.json(fixture))).getDocumentElement();
    }
}
