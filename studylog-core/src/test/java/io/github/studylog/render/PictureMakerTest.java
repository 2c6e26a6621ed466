package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgRules;
import io.github.studylog.svg.SvgSafety;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PictureMakerTest {

    private static final Rasterizer RASTERIZER = new Rasterizer(200);
    private static final RenderSettings SETTINGS = new RenderSettings("1.0-test", "pics", 200, 1);

    private static PictureMaker maker(Path dir) {
        return new PictureMaker(new OutputFiles(dir), SETTINGS, new SvgRenderer(), new SvgSafety(), RASTERIZER);
    }

    /** Makes {@code job}, checking that the reported time lies within the call. */
    private static RenderOutcome timed(PictureMaker maker, RenderJob job) {
        long before = System.nanoTime();
        RenderOutcome outcome = maker.make(job);
        long took = System.nanoTime() - before;
        assertTrue(outcome.nanos() >= 0 && outcome.nanos() <= took, outcome.nanos() + " ns of " + took);
        return outcome;
    }

    private static RenderJob svg(String body) {
        return RenderJob.svg("public/diagrams/t.svg", Fixtures.svg(body).getBytes(StandardCharsets.UTF_8), "t");
    }

    private static List<String> english(RenderOutcome outcome) {
        return outcome.findings().stream().map(f -> f.message().english()).toList();
    }

    @Test
    void aDrawingThatFailsTheSafetyCheckIsARenderFinding(@TempDir Path dir) throws Exception {
        String json = """
                {"schema_version": 1, "diagram_type": "sequence",
                 "meta": {"title": "t", "quality_profile": "url(https://example.com/x)"},
                 "participants": [{"id": "a", "type": "backend", "label": "A"}]}""";
        RenderOutcome outcome = timed(
                maker(dir),
                RenderJob.diagram("diagrams/t.json", json.getBytes(StandardCharsets.UTF_8), Fixtures.parse(json), "t"));
        assertEquals(
                List.of("The drawn SVG failed the safety check (a plugin bug): The data-quality-profile attribute "
                        + "of <svg> uses url(https://example.com/x), outside this SVG; only url(#id) is allowed."),
                english(outcome));
        assertEquals(RenderRules.DIAGRAM_RENDER, outcome.findings().get(0).rule());
        assertEquals("diagrams/t.json", outcome.findings().get(0).path());
        assertEquals(
                List.of(true, true, false, false, false, false),
                List.of(
                        outcome.parsed(),
                        outcome.safe(),
                        outcome.rendered(),
                        outcome.rasterized(),
                        outcome.fontFallback(),
                        outcome.cached()));
        assertEquals("t.svg", outcome.svgPath());
        assertNull(outcome.pngPath());
        assertTrue(Files.isRegularFile(dir.resolve("pics/t.svg")), "the drawing is kept to look at");
        assertFalse(Files.exists(dir.resolve("pics/t.png")));
    }

    @Test
    void anUndrawableDiagramSaysWhy(@TempDir Path dir) {
        RenderOutcome outcome = timed(
                maker(dir),
                RenderJob.diagram(
                        "diagrams/x.json", new byte[] {1}, Fixtures.parse("{\"diagram_type\": \"mindmap\"}"), "x"));
        assertEquals(
                List.of("The diagram could not be drawn: unknown diagram_type \"mindmap\"; expected one of "
                        + "sequence, lifecycle, architecture, workflow, dataflow"),
                english(outcome));
        assertEquals(
                new RenderOutcome(
                        "diagrams/x.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        false,
                        false,
                        null,
                        null,
                        outcome.findings(),
                        false,
                        false,
                        outcome.nanos()),
                outcome);
    }

    @Test
    void anUnsafeHandDrawnSvgWasParsedAndIsNotSafe(@TempDir Path dir) {
        RenderOutcome outcome = timed(maker(dir), svg("<script>x()</script>"));
        assertEquals(
                List.of(SvgRules.SVG_UNSAFE),
                outcome.findings().stream().map(Finding::rule).toList());
        assertEquals(
                new RenderOutcome(
                        "public/diagrams/t.svg",
                        DiagramKind.SVG,
                        true,
                        false,
                        false,
                        false,
                        null,
                        null,
                        outcome.findings(),
                        false,
                        false,
                        outcome.nanos()),
                outcome);
        RenderOutcome broken = timed(maker(dir), svg("<rect>"));
        assertEquals(List.of(false, false), List.of(broken.parsed(), broken.safe()));
    }

    @Test
    void aBlankPictureIsWrittenButNotCachedAFailedOneIsNotWritten(@TempDir Path dir) throws Exception {
        PictureMaker maker = maker(dir);
        RenderJob blank = svg("<rect width=\"120\" height=\"80\" fill=\"#fff\"/>");
        RenderOutcome first = timed(maker, blank);
        assertEquals(
                List.of("The SVG did not become a picture: the picture is blank (every pixel has the background "
                        + "colour)."),
                english(first));
        assertEquals(RenderRules.SVG_RASTER, first.findings().get(0).rule());
        assertEquals(
                new RenderOutcome(
                        "public/diagrams/t.svg",
                        DiagramKind.SVG,
                        true,
                        true,
                        false,
                        false,
                        "t.svg",
                        "t.png",
                        first.findings(),
                        false,
                        false,
                        first.nanos()),
                first);
        assertTrue(Files.size(dir.resolve("pics/t.png")) > 0, "the blank PNG is the proof of what was drawn");
        assertFalse(Files.exists(dir.resolve("pics/.cache/svg/t.key")), "a problem is never cached");
        assertFalse(timed(maker, blank).cached());

        RenderJob bogus = RenderJob.svg(
                "public/diagrams/b.svg",
                Fixtures.svg("<rect width=\"50\" height=\"50\" " + "fill=\"bogus(1)\"/>")
                        .getBytes(StandardCharsets.UTF_8),
                "b");
        RenderOutcome failed = timed(maker, bogus);
        assertFalse(failed.rasterized());
        assertNull(failed.pngPath());
        assertFalse(Files.exists(dir.resolve("pics/b.png")), "no empty PNG is written");
        assertEquals("b.svg", failed.svgPath());
    }

    @Test
    void aGoodPictureIsCachedWithItsFontVerdict(@TempDir Path dir) throws Exception {
        PictureMaker maker = maker(dir);
        RenderJob job = RenderJob.diagram(
                "diagrams/s.json", Fixtures.bytes("sequence.json"), Fixtures.json("sequence.json"), "s");
        RenderOutcome cold = timed(maker, job);
        boolean fellBack = RASTERIZER
                .fontCheck(new SvgSafety()
                        .scan("s.svg", Files.readAllBytes(dir.resolve("pics/s.svg")))
                        .text())
                .fellBack();
        assertEquals(
                new RenderOutcome(
                        "diagrams/s.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        true,
                        "s.svg",
                        "s.png",
                        List.of(),
                        fellBack,
                        false,
                        cold.nanos()),
                cold);
        assertEquals(
                "key=" + new RenderCache(new OutputFiles(dir), SETTINGS, RASTERIZER).key(job) + "\nfontFallback="
                        + fellBack + "\n",
                Files.readString(dir.resolve("pics/.cache/json/s.key")));
        RenderOutcome warm = timed(maker, job);
        assertEquals(
                new RenderOutcome(
                        "diagrams/s.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        true,
                        "s.svg",
                        "s.png",
                        List.of(),
                        fellBack,
                        true,
                        warm.nanos()),
                warm);
        RenderJob hand = svg("<rect width=\"50\" height=\"30\" fill=\"#16a34a\"/>");
        timed(maker, hand);
        RenderOutcome handWarm = timed(maker, hand);
        assertEquals(
                new RenderOutcome(
                        "public/diagrams/t.svg",
                        DiagramKind.SVG,
                        true,
                        true,
                        false,
                        true,
                        "t.svg",
                        "t.png",
                        List.of(),
                        false,
                        true,
                        handWarm.nanos()),
                handWarm);
    }
}
