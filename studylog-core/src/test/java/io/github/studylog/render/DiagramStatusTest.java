package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link DiagramStatus} and the verdicts of {@link DiagramsResult}. */
class DiagramStatusTest {

    private static final Finding EARLIER = Finding.of(RenderRules.DIAGRAM_RENDER, "d.json", 1, 2, "test.text", "a");
    private static final Finding LATER = Finding.of(RenderRules.DIAGRAM_RASTER, "d.json", 0, 0, "test.text", "b");

    private static RenderOutcome outcome(
            DiagramKind kind, boolean parsed, boolean safe, boolean rendered, boolean rasterized) {
        return new RenderOutcome(
                "d." + kind.name().toLowerCase(),
                kind,
                parsed,
                safe,
                rendered,
                rasterized,
                "d.svg",
                "d.png",
                List.of(LATER),
                true,
                false,
                5);
    }

    @Test
    void statusesCarryTheOutcomeWithEarlierFindingsFirst() {
        DiagramStatus json = DiagramStatus.of(outcome(DiagramKind.JSON, true, false, true, false), List.of(EARLIER));
        assertEquals(
                new DiagramStatus(
                        "d.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        false,
                        "d.png",
                        "d.svg",
                        List.of(EARLIER, LATER),
                        true),
                json,
                "a JSON diagram is valid whatever its safe flag");
        DiagramStatus svg = DiagramStatus.of(outcome(DiagramKind.SVG, false, false, false, true), List.of());
        assertEquals(
                new DiagramStatus(
                        "d.svg", DiagramKind.SVG, false, false, false, true, "d.png", "d.svg", List.of(LATER), true),
                svg);
        assertEquals(
                true,
                DiagramStatus.of(outcome(DiagramKind.SVG, true, true, false, true), List.of())
                        .valid());
        assertEquals(
                new DiagramStatus(
                        "x.json", DiagramKind.JSON, true, false, false, false, null, null, List.of(EARLIER), false),
                DiagramStatus.notRendered("x.json", true, List.of(EARLIER)));
        assertEquals(
                "path",
                assertThrows(
                                NullPointerException.class,
                                () -> new DiagramStatus(
                                        null, DiagramKind.SVG, true, true, true, true, null, null, List.of(), false))
                        .getMessage());
        assertEquals(
                "kind",
                assertThrows(
                                NullPointerException.class,
                                () -> new DiagramStatus(
                                        "p", null, true, true, true, true, null, null, List.of(), false))
                        .getMessage());
    }

    @Test
    void stepsAndTheFirstFailure() {
        DiagramStatus json =
                new DiagramStatus("a.json", DiagramKind.JSON, true, true, false, false, null, null, List.of(), false);
        assertEquals(
                List.of(
                        new DiagramStatus.Step("parsed", true),
                        new DiagramStatus.Step("valid", true),
                        new DiagramStatus.Step("rendered", false),
                        new DiagramStatus.Step("rasterized", false)),
                json.steps());
        assertEquals(new DiagramStatus.Step("rendered", false), json.firstFailure());
        DiagramStatus svg =
                new DiagramStatus("a.svg", DiagramKind.SVG, true, true, false, true, null, null, List.of(), false);
        assertEquals(
                List.of(
                        new DiagramStatus.Step("parsed", true),
                        new DiagramStatus.Step("safe", true),
                        new DiagramStatus.Step("rasterized", true)),
                svg.steps());
        assertNull(svg.firstFailure(), "rendered does not apply to a hand-drawn SVG");
    }

    @Test
    void eachStepNamesItsWordsAndNoOtherStepExists() {
        Messages ja = Messages.of(Language.JA);
        DiagramStatus json =
                new DiagramStatus("a.json", DiagramKind.JSON, true, true, false, false, null, null, List.of(), false);
        assertEquals(
                List.of(
                        "diagrams-page.step.parsed",
                        "diagrams-page.step.valid",
                        "diagrams-page.step.rendered",
                        "diagrams-page.step.rasterized"),
                json.steps().stream().map(DiagramStatus.Step::messageKey).toList());
        assertEquals("diagrams-page.step.safe", new DiagramStatus.Step("safe", true).messageKey());
        assertEquals(
                ja.keysStartingWith("diagrams-page.step.").size(),
                List.of("parsed", "valid", "safe", "rendered", "rasterized").stream()
                        .map(name -> ja.text(new DiagramStatus.Step(name, true).messageKey()))
                        .distinct()
                        .count());
        assertThrows(IllegalArgumentException.class, () -> new DiagramStatus.Step("drawn", true));
    }

    @Test
    void verdictsPerPathInEitherLanguage() {
        DiagramsResult result = new DiagramsResult(
                List.of(
                        new DiagramStatus(
                                "b.svg", DiagramKind.SVG, true, false, false, false, null, null, List.of(), false),
                        new DiagramStatus(
                                "a.json", DiagramKind.JSON, true, true, true, true, null, null, List.of(), false)),
                List.of("a.json"),
                List.of("b.svg"),
                null);
        assertEquals(
                Map.of("a.json", "rasterized ✓", "b.svg", "stopped at safe ✗"), result.verdicts(Messages.english()));
        assertEquals(
                List.of("a.json", "b.svg"),
                List.copyOf(result.verdicts(Messages.english()).keySet()));
        assertEquals(Map.of("a.json", "PNG 化 ✓", "b.svg", "安全性 で停止 ✗"), result.verdicts(Messages.of(Language.JA)));
    }
}
