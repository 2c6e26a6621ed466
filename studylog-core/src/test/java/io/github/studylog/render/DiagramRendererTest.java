package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgRules;
import io.github.studylog.svg.SvgSafetyTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiagramRendererTest {

    private static final Rasterizer RASTERIZER = new Rasterizer(200);

    private static List<RenderJob> jobs() {
        List<RenderJob> jobs = new ArrayList<>();
        for (String name : List.of("sequence", "lifecycle", "architecture", "workflow", "dataflow")) {
            jobs.add(RenderJob.diagram(
                    "diagrams/t/" + name + ".json",
                    Fixtures.bytes(name + ".json"),
                    Fixtures.json(name + ".json"),
                    "t/" + name));
        }
        jobs.add(RenderJob.svg(
                "public/diagrams/t/hand.svg",
                Fixtures.svg("<rect width=\"50\" height=\"30\" fill=\"#16a34a\"/>")
                        .getBytes(StandardCharsets.UTF_8),
                "public/t/hand"));
        jobs.add(RenderJob.svg(
                "public/diagrams/t/evil.svg",
                Fixtures.svg("<script>x()</script>").getBytes(StandardCharsets.UTF_8),
                "public/t/evil"));
        return jobs;
    }

    @Test
    void writesPicturesInInputOrderAndCachesThem(@TempDir Path target) throws Exception {
        OutputFiles out = new OutputFiles(target.resolve("studylog"));
        RenderSettings settings = new RenderSettings("1.0-test", "diagrams", 200, 2);
        List<RenderJob> jobs = jobs();
        List<RenderOutcome> cold = new DiagramRenderer(out, settings, RASTERIZER).renderAll(jobs);

        assertEquals(
                jobs.stream().map(RenderJob::sourcePath).toList(),
                cold.stream().map(RenderOutcome::sourcePath).toList());
        for (RenderOutcome outcome : cold.subList(0, 6)) {
            assertTrue(outcome.rasterized(), outcome.toString());
            assertFalse(outcome.cached());
            assertTrue(
                    outcome.findings().stream().noneMatch(f -> f.isError()),
                    outcome.findings().toString());
        }
        Path svg = target.resolve("studylog/diagrams/t/sequence.svg");
        Path png = target.resolve("studylog/diagrams/t/sequence.png");
        assertTrue(Files.isRegularFile(svg) && Files.isRegularFile(png));
        assertTrue(Files.isRegularFile(target.resolve("studylog/diagrams/public/t/hand.png")));
        RenderOutcome evil = cold.get(6);
        assertFalse(evil.safe());
        assertFalse(evil.rasterized());
        assertNull(evil.pngPath());
        assertEquals(SvgRules.SVG_UNSAFE, evil.findings().get(0).rule());

        byte[] svgBytes = Files.readAllBytes(svg);
        FileTime written = FileTime.fromMillis(1_000_000L);
        Files.setLastModifiedTime(png, written);
        List<RenderOutcome> warm = new DiagramRenderer(out, settings, RASTERIZER).renderAll(jobs);
        for (RenderOutcome outcome : warm.subList(0, 6)) {
            assertTrue(outcome.cached(), outcome.toString());
            assertTrue(outcome.rasterized());
        }
        assertFalse(warm.get(6).cached(), "failures are never cached");
        assertEquals(written, Files.getLastModifiedTime(png), "a cache hit does not rewrite the PNG");
        assertArrayEquals(svgBytes, Files.readAllBytes(svg));

        RenderSettings newVersion = new RenderSettings("1.1-test", "diagrams", 200, 1);
        List<RenderOutcome> redrawn = new DiagramRenderer(out, newVersion, RASTERIZER).renderAll(jobs.subList(0, 1));
        assertFalse(redrawn.get(0).cached(), "a new plugin version redraws");
    }

    @Test
    void malformedSvgIsNotCalledSafe(@TempDir Path target) {
        RenderJob broken = RenderJob.svg(
                "public/diagrams/t/broken.svg",
                Fixtures.svg("<rect>").getBytes(StandardCharsets.UTF_8),
                "public/t/broken");
        RenderOutcome outcome = new DiagramRenderer(
                        new OutputFiles(target), new RenderSettings("1.0-test", "diagrams", 200, 1), RASTERIZER)
                .renderAll(List.of(broken))
                .get(0);
        assertFalse(outcome.parsed());
        assertFalse(outcome.safe(), "the scan stopped at the syntax error, so safety is unknown");
        assertEquals(SvgRules.SVG_SYNTAX, outcome.findings().get(0).rule());
    }

    @Test
    void changedSourceIsRedrawn(@TempDir Path target) {
        OutputFiles out = new OutputFiles(target);
        RenderSettings settings = new RenderSettings("1.0-test", "", 200, 1);
        DiagramRenderer renderer = new DiagramRenderer(out, settings, RASTERIZER);
        byte[] one = Fixtures.svg("<rect width=\"50\" height=\"30\"/>").getBytes(StandardCharsets.UTF_8);
        byte[] two = Fixtures.svg("<rect width=\"60\" height=\"30\"/>").getBytes(StandardCharsets.UTF_8);
        renderer.renderAll(List.of(RenderJob.svg("a.svg", one, "a")));
        assertTrue(renderer.renderAll(List.of(RenderJob.svg("a.svg", one, "a")))
                .get(0)
                .cached());
        assertFalse(renderer.renderAll(List.of(RenderJob.svg("a.svg", two, "a")))
                .get(0)
                .cached());
    }

    @Test
    void unknownDiagramTypeIsARenderFinding(@TempDir Path target) {
        RenderJob job = RenderJob.diagram(
                "diagrams/x.json",
                new byte[] {1},
                Fixtures.parse("{\"diagram_type\":\"mindmap\",\"meta\":{\"title\":\"x\"}}"),
                "x");
        RenderOutcome outcome = new DiagramRenderer(new OutputFiles(target), RenderSettings.defaults("t"), RASTERIZER)
                .renderAll(List.of(job))
                .get(0);
        assertFalse(outcome.rendered());
        assertEquals(RenderRules.DIAGRAM_RENDER, outcome.findings().get(0).rule());
    }

    @Test
    void boundsAreFindingsAtTheirFileAndTheOtherPicturesStillCount(@TempDir Path target) {
        List<RenderJob> jobs = List.of(
                RenderJob.svg(
                        "public/diagrams/t/fan.svg",
                        SvgSafetyTest.fanOut(10, 10).getBytes(StandardCharsets.UTF_8),
                        "public/t/fan"),
                RenderJob.diagram(
                        "diagrams/t/big.json", Fixtures.bytes("sequence.json"), Fixtures.heavyArchitecture(), "t/big"),
                RenderJob.svg(
                        "public/diagrams/t/ok.svg",
                        Fixtures.heavySvg().getBytes(StandardCharsets.UTF_8),
                        "public/t/ok"));
        // a budget none of these pictures can meet on any machine (see Fixtures.heavySvg)
        RenderSettings hurried = new RenderSettings("1.0-test", "diagrams", 200, 2, Duration.ofMillis(1));
        List<RenderOutcome> outcomes = new DiagramRenderer(new OutputFiles(target), hurried).renderAll(jobs);
        Finding fan = outcomes.get(0).findings().get(0);
        assertEquals(SvgRules.SVG_UNSAFE, fan.rule());
        assertEquals("public/diagrams/t/fan.svg", fan.path());
        assertFalse(outcomes.get(0).safe());
        for (int i = 1; i < 3; i++) {
            RenderOutcome late = outcomes.get(i);
            assertFalse(late.rasterized());
            assertEquals(
                    List.of((i == 1 ? RenderRules.DIAGRAM_RASTER : RenderRules.SVG_RASTER)),
                    late.findings().stream().map(Finding::rule).toList());
            assertEquals(
                    "The SVG did not become a picture: drawing it took longer than the time budget of 1 ms; "
                            + "it was stopped.",
                    late.findings().get(0).message().english());
        }
    }

    @Test
    void aDrawnDiagramOverAnSvgLimitIsARasterFindingNotAPluginBug(@TempDir Path target) {
        // a valid sequence with 5,000 messages: the renderer draws more elements than any SVG may have
        StringBuilder messages = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            messages.append(i == 0 ? "" : ",")
                    .append("{\"from\":\"a\",\"to\":\"b\",\"y\":")
                    .append(100 + i % 400)
                    .append(",\"label\":\"注文")
                    .append(i)
                    .append("\"}");
        }
        String json = "{\"schema_version\":1,\"diagram_type\":\"sequence\",\"meta\":{\"title\":\"大きい\"},"
                + "\"participants\":[{\"id\":\"a\",\"type\":\"external\",\"label\":\"注文サービス\"},"
                + "{\"id\":\"b\",\"type\":\"backend\",\"label\":\"在庫\"}],\"messages\":[" + messages + "]}";
        RenderOutcome outcome = new DiagramRenderer(new OutputFiles(target), RenderSettings.defaults("t"), RASTERIZER)
                .renderAll(List.of(RenderJob.diagram(
                        "diagrams/big.json", json.getBytes(StandardCharsets.UTF_8), Fixtures.parse(json), "big")))
                .get(0);
        assertTrue(outcome.rendered(), outcome.findings().toString());
        assertFalse(outcome.rasterized());
        assertEquals(
                RenderRules.DIAGRAM_RASTER,
                outcome.findings().get(0).rule(),
                outcome.findings().toString());
        assertTrue(
                outcome.findings()
                        .get(0)
                        .message()
                        .english()
                        .startsWith("The drawn SVG is not rasterized: The SVG has more " + "than 10,000 elements"),
                outcome.findings().get(0).message().english());
    }

    @Test
    void aSafeHandDrawnSvgIsCopiedBesideItsPngForThePageAnUnsafeOneNever(@TempDir Path target) throws Exception {
        OutputFiles out = new OutputFiles(target.resolve("studylog"));
        RenderSettings settings = new RenderSettings("1.0-test", "diagrams", 200, 1);
        List<RenderJob> svgs = jobs().subList(5, 7);
        List<RenderOutcome> cold = new DiagramRenderer(out, settings, RASTERIZER).renderAll(svgs);
        assertEquals("public/t/hand.svg", cold.get(0).svgPath());
        assertArrayEquals(
                svgs.get(0).source(), Files.readAllBytes(target.resolve("studylog/diagrams/public/t/hand.svg")));
        assertNull(cold.get(1).svgPath());
        assertFalse(Files.exists(target.resolve("studylog/diagrams/public/t/evil.svg")));
        RenderOutcome warm =
                new DiagramRenderer(out, settings, RASTERIZER).renderAll(svgs).get(0);
        assertTrue(warm.cached());
        assertEquals("public/t/hand.svg", warm.svgPath());
    }

    @Test
    void noJobsNoWorkAndAnUnwritableOutputIsAnExceptionOnEitherPath(@TempDir Path target) throws Exception {
        RenderSettings two = new RenderSettings("1.0-test", "diagrams", 200, 2);
        assertEquals(List.of(), new DiagramRenderer(new OutputFiles(target), two, RASTERIZER).renderAll(List.of()));
        Path file = target.resolve("not-a-folder");
        Files.writeString(file, "x");
        List<RenderJob> jobs = jobs().subList(5, 6);
        java.io.UncheckedIOException alone = assertThrows(
                java.io.UncheckedIOException.class,
                () -> new DiagramRenderer(new OutputFiles(file), two, RASTERIZER).renderAll(jobs),
                "one job runs on the calling thread whatever the thread count");
        assertEquals("cannot write the picture of public/diagrams/t/hand.svg", alone.getMessage());
        List<RenderJob> both = List.of(
                jobs.get(0),
                RenderJob.svg("public/diagrams/t/b.svg", jobs.get(0).source(), "public/t/b"));
        IllegalStateException pooled = assertThrows(
                IllegalStateException.class,
                () -> new DiagramRenderer(new OutputFiles(file), two, RASTERIZER).renderAll(both));
        assertEquals(
                "drawing a diagram failed: java.io.UncheckedIOException: cannot write the picture of "
                        + "public/diagrams/t/hand.svg",
                pooled.getMessage());
        assertEquals(java.io.UncheckedIOException.class, pooled.getCause().getClass());
    }
}
