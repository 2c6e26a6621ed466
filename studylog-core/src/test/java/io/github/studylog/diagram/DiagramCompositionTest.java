package io.github.studylog.diagram;

import static io.github.studylog.diagram.DiagramRulesTest.col;
import static io.github.studylog.diagram.DiagramRulesTest.only;
import static io.github.studylog.diagram.DiagramRulesTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checks Archify runs over routes and brands, each with the smallest input that breaks it and the same input
 * made right; every fixture's verdict was compared with the Archify v2.15.0 CLI ({@code archify validate}).
 */
class DiagramCompositionTest {

    /** Three phases in a row; {@code %s} is the transition from the first to the last. */
    static final String THROUGH = """
            {
              "schema_version": 1,
              "diagram_type": "lifecycle",
              "meta": {"title": "通り抜け"},
              "lanes": [{"id": "main", "label": "主"}],
              "states": [
                {"id": "a", "type": "start", "label": "A", "lane": "main", "col": 0},
                {"id": "b", "type": "active", "label": "B", "lane": "main", "col": 1},
                {"id": "c", "type": "success", "label": "C", "lane": "main", "col": 2}
              ],
              "transitions": [
                {"from": "a", "to": "b"},
                {"from": "b", "to": "c"},
                %s
              ]
            }
            """;

    @Test
    void aTransitionThroughAnUnrelatedStateIsALayoutError() {
        String json = THROUGH.formatted("{\"from\": \"a\", \"to\": \"c\"}");
        Finding f = only(run(json));
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 14, 5);
        assertEquals(Severity.ERROR, f.severity());
        // `a` has two transitions on its right side, so Archify spreads their ports 7px above and below the middle
        assertEquals(
                "transition 3 (`a` → `c`) crosses state `b`, which it does not connect, on segment 0 "
                        + "[153, 164] → [248, 164] (Archify clean-flow/edge-through-node: a route keeps 2px from unrelated "
                        + "states); adjust fromSide/toSide, set route, via or channelX/channelY, or move the state with "
                        + "col/yOffset",
                f.message().english());
    }

    @Test
    void aTransitionAroundTheStateThroughATopChannelIsClean() {
        assertTrue(run(THROUGH.formatted("{\"from\": \"a\", \"to\": \"c\", \"route\": \"top-channel\"}"))
                .findings()
                .isEmpty());
    }

    /** Two transitions without a shared state whose routes cross (first at [248, 98]); {@code %s} is the meta extra. */
    static final String CROSSING = """
            {
              "schema_version": 1,
              "diagram_type": "lifecycle",
              "meta": {"title": "交差"%s},
              "lanes": [{"id": "main", "label": "主"}, {"id": "ev", "label": "事象"}],
              "states": [
                {"id": "a", "type": "start", "label": "A", "lane": "main", "col": 0},
                {"id": "b", "type": "success", "label": "B", "lane": "main", "col": 3},
                {"id": "c", "type": "active", "label": "C", "lane": "main", "col": 1},
                {"id": "d", "type": "waiting", "label": "D", "lane": "ev", "col": 0}
              ],
              "transitions": [
                {"from": "a", "to": "b", "route": "top-channel"},
                {"from": "c", "to": "d", "fromSide": "top", "toSide": "right", "via": [[248, 90], [480, 90], [480, 307]]}
              ]
            }
            """;

    @Test
    void aProperCrossingIsAnErrorUnderShowcase() {
        String json = CROSSING.formatted(", \"quality_profile\": \"showcase\"");
        Finding f = only(run(json));
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 13, 5);
        assertEquals(Severity.ERROR, f.severity());
        assertEquals(
                "transition 1 (`a` → `b`) crosses transition 2 (`c` → `d`) at [248, 98] (segments 1 and 0; "
                        + "Archify composition/proper-crossing); this is an error under meta.quality_profile \"showcase\"; "
                        + "adjust route, via or channelX/channelY, or the label with labelAt/labelDx/labelDy",
                f.message().english());
    }

    @Test
    void aProperCrossingIsAWarningUnderStandardAndNothingWithoutAProfile() {
        DiagramValidation standard = run(CROSSING.formatted(", \"quality_profile\": \"standard\""));
        assertTrue(standard.valid(), standard::toString);
        Finding f = only(standard);
        assertEquals(Severity.WARNING, f.severity());
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 13, 5);
        assertTrue(
                f.message().english().contains("a warning under meta.quality_profile \"standard\""),
                f.message().english());
        assertTrue(run(CROSSING.formatted("")).findings().isEmpty());
    }

    /** One transition between the first and third phase; {@code %s} are its routing keys. */
    static final String RHYTHM = """
            {
              "schema_version": 1,
              "diagram_type": "lifecycle",
              "meta": {"title": "リズム", "quality_profile": "showcase"},
              "lanes": [{"id": "main", "label": "主"}],
              "states": [
                {"id": "a", "type": "start", "label": "A", "lane": "main", "col": 0},
                {"id": "c", "type": "success", "label": "C", "lane": "main", "col": 2}
              ],
              "transitions": [
                {"from": "a", "to": "c"%s}
              ]
            }
            """;

    @Test
    void aSegmentUnder8pxIsAMicroSegmentUnderShowcase() {
        String json = RHYTHM.formatted(", \"route\": \"top-channel\", \"channelY\": 151");
        List<Finding> findings = run(json).findings();
        assertEquals(2, findings.size(), findings::toString);
        Finding f = findings.get(0);
        assertTrue(
                findings.get(1).message().english().contains("6px segment 2 [343, 151] → [343, 157]"),
                findings::toString);
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 11, 5);
        assertTrue(
                f.message()
                        .english()
                        .startsWith("transition 1 (`a` → `c`) has a 6px segment 0 [153, 157] → [153, 151], "
                                + "below the 8px floor (Archify composition/micro-segment)"),
                f.message().english());
        assertTrue(run(RHYTHM.formatted(", \"route\": \"top-channel\", \"channelY\": 100"))
                .findings()
                .isEmpty());
    }

    @Test
    void anInteriorSegmentUnder16pxIsShortUnderShowcase() {
        String json = RHYTHM.formatted(", \"via\": [[200, 157], [200, 100], [212, 100], [212, 157]]");
        Finding f = only(run(json));
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 11, 5);
        assertTrue(
                f.message()
                        .english()
                        .startsWith("transition 1 (`a` → `c`) has a 12px interior segment 2 [200, 100] → "
                                + "[212, 100], below the 16px floor"),
                f.message().english());
        assertTrue(run(RHYTHM.formatted(", \"via\": [[200, 157], [200, 100], [230, 100], [230, 157]]"))
                .findings()
                .isEmpty());
    }

    /** A labelled event transition whose label ({@code %s}) may sit on the phase transition above it. */
    static final String CLEARANCE = """
            {
              "schema_version": 1,
              "diagram_type": "lifecycle",
              "meta": {"title": "ラベル", "quality_profile": "showcase"},
              "lanes": [{"id": "main", "label": "主"}, {"id": "ev", "label": "事象"}],
              "states": [
                {"id": "a", "type": "start", "label": "A", "lane": "main", "col": 0},
                {"id": "c", "type": "success", "label": "C", "lane": "main", "col": 2},
                {"id": "e", "type": "waiting", "label": "E", "lane": "ev", "col": 0},
                {"id": "f", "type": "failure", "label": "F", "lane": "ev", "col": 2}
              ],
              "transitions": [
                {"from": "a", "to": "c"},
                {"from": "e", "to": "f", "label": "x", "labelAt": %s}
              ]
            }
            """;

    @Test
    void aLabelOnAnotherRouteIsTooCloseUnderShowcase() {
        String json = CLEARANCE.formatted("[250, 160]");
        Finding f = only(run(json));
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 14, 5);
        assertTrue(
                f.message()
                        .english()
                        .startsWith(
                                "the label of transition 2 (`e` → `f`) is 0px from transition 1 (`a` → `c`) "
                                        + "(segment 0; Archify composition/label-route-clearance: at least 4px under showcase)"),
                f.message().english());
        assertTrue(run(CLEARANCE.formatted("[250, 240]")).findings().isEmpty());
    }

    /** Two nodes of one stage; the flow between them runs down the stage's left border when routed by {@code via}. */
    static final String BORDER = """
            {
              "schema_version": 1,
              "diagram_type": "dataflow",
              "meta": {"title": "境界"%s},
              "stages": [{"label": "取り込み"}, {"label": "保存"}],
              "nodes": [
                {"id": "n0", "type": "backend", "label": "n0", "stage": 0, "row": 0},
                {"id": "n1", "type": "database", "label": "n1", "stage": 0, "row": 2}
              ],
              "flows": [
                {"from": "n0", "to": "n1", "label": "x", "fromSide": "left", "toSide": "left", "via": [[16, 157], [16, 385]]}
              ]
            }
            """;

    @Test
    void aFlowAlongAStageBorderIsAnErrorUnderEveryProfile() {
        for (String profile : new String[] {"standard", "showcase"}) {
            String json = BORDER.formatted(", \"quality_profile\": \"" + profile + "\"");
            Finding f = only(run(json));
            DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 11, 5);
            assertEquals(Severity.ERROR, f.severity());
            assertEquals(
                    "flow 1 (`n0` → `n1`) runs along the left border of stage \"取り込み\" for 228px (segment 1; "
                            + "Archify composition/container-border-run, an error whenever meta.quality_profile is set); "
                            + "adjust route, via or channelX/channelY so the flow crosses the stage instead of following its "
                            + "border",
                    f.message().english());
        }
        assertTrue(run(BORDER.formatted("")).findings().isEmpty(), "no profile, no border-run check");
        assertTrue(run(BORDER.formatted(", \"quality_profile\": \"standard\"")
                        .replace("[[16, 157], [16, 385]]", "[[26, 157], [26, 385]]"))
                .findings()
                .isEmpty());
    }

    /** A sequence whose first participant carries {@code %s} as its brand. */
    static final String BRANDED = """
            {
              "schema_version": 1,
              "diagram_type": "sequence",
              "meta": {"title": "ブランド"},
              "participants": [
                {"id": "user", "type": "frontend", "label": "Chat", "brand": %s},
                {"id": "api", "type": "backend", "label": "API"}
              ],
              "messages": [{"from": "user", "to": "api", "y": 200, "label": "ask"}]
            }
            """;

    @Test
    void anIdOutsideArchifysCatalogueIsABrandError() {
        String json = BRANDED.formatted("\"acme-cloud\"");
        Finding f = only(run(json));
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_BRAND, 6, col(json, 6, "\"acme-cloud\""));
        assertEquals(
                "the brand \"acme-cloud\" of participant `user` is not in Archify's brand catalogue (Archify "
                        + "brand/unknown); closest ids: `airtable`, `alibaba-cloud`, `angular`, `ansible` or `anthropic`",
                f.message().english());
    }

    @Test
    void idsAliasesTitlesAndCatalogueSitesAreBrands() {
        for (String brand : new String[] {
            "\"openai\"",
            "\"ChatGPT\"",
            "\"Hugging Face\"",
            "\"google_cloud\"",
            "\"https://api.openai.com/v1\"",
            "{\"url\": \"https://example.com/\", \"sha256\": \"" + "0".repeat(64) + "\"}"
        }) {
            assertTrue(run(BRANDED.formatted(brand)).findings().isEmpty(), brand);
        }
    }

    @Test
    void anUnpinnedUrlOfAnotherSiteIsABrandError() {
        String json = BRANDED.formatted("\"https://example.com/logo.svg\"");
        Finding f = only(run(json));
        DiagramRulesTest.assertFinding(
                f, DiagramRules.DIAGRAM_BRAND, 6, col(json, 6, "\"https://example.com/logo.svg\""));
        assertTrue(
                f.message()
                        .english()
                        .startsWith("the brand of participant `user` is the URL \"https://example.com/logo.svg\", "
                                + "which is not a site of Archify's brand catalogue, and it is not pinned (Archify "
                                + "brand/unpinned-url)"),
                f.message().english());
    }

    @Test
    void aBrandedBoxKeepsRoomForItsBadge() {
        // 86px participant box: 38px beside the badge, 7 units at 8px × 0.6
        String json = BRANDED.formatted("\"openai\"").replace("\"Chat\"", "\"ChatGPT\"");
        assertTrue(run(json).findings().isEmpty());
        String wide = BRANDED.formatted("\"openai\"").replace("\"Chat\"", "\"ChatGPT4\"");
        Finding f = only(run(wide));
        DiagramRulesTest.assertFinding(f, DiagramRules.DIAGRAM_LAYOUT, 6, col(wide, 6, "\"ChatGPT4\""));
        assertTrue(
                f.message().english().contains("needs about 39px at 8px, but its brand badge leaves 38px"),
                f.message().english());
    }
}
