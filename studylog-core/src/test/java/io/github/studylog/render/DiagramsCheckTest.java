package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.diagram.DiagramValidator;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgRules;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiagramsCheckTest {

    private static final Rasterizer FONTS = new Rasterizer(200);

    private static DiagramsResult run(Path root, Path out, FindingSink sink, Messages messages) {
        ContentLayout layout = ContentLayout.defaults(root);
        return new DiagramsCheck(
                        layout,
                        new ContentFiles(new RepoPaths(layout.root())),
                        new DiagramValidator(),
                        new RenderSettings("1.0-test", "pics", 200, 1),
                        messages)
                .run(new OutputFiles(out), sink);
    }

    @Test
    void onlyARunWithDiagramsAndNoPicturesFolderYetWarmsTheRasterizerUp(@TempDir Path dir) throws Exception {
        Path root = dir.resolve("repo");
        Files.createDirectories(root);
        ContentLayout layout = ContentLayout.defaults(root);
        DiagramsCheck check = new DiagramsCheck(
                layout,
                new ContentFiles(new RepoPaths(root)),
                new DiagramValidator(),
                new RenderSettings("1.0-test", "pics", 200, 1),
                Messages.english());
        OutputFiles out = new OutputFiles(dir.resolve("out"));

        assertTrue(check.firstPictures(out, List.of("diagrams/キュー.json"), List.of()));
        assertTrue(check.firstPictures(out, List.of(), List.of("public/diagrams/手描き.svg")));
        assertFalse(check.firstPictures(out, List.of(), List.of()), "no diagram, nothing to draw");
        Files.createDirectories(dir.resolve("out/pics"));
        assertFalse(
                check.firstPictures(out, List.of("diagrams/キュー.json"), List.of()),
                "a later run draws only what changed");
        DiagramsCheck here = new DiagramsCheck(
                layout,
                new ContentFiles(new RepoPaths(root)),
                new DiagramValidator(),
                new RenderSettings("1.0-test", "", 200, 1),
                Messages.english());
        assertTrue(
                here.firstPictures(new OutputFiles(dir.resolve("none-yet")), List.of("diagrams/キュー.json"), List.of()),
                "pictures in the output folder itself: no folder yet");
        assertFalse(here.firstPictures(out, List.of("diagrams/キュー.json"), List.of()));
    }

    @Test
    void everySourceGetsAStatusInPathOrderAndThePageIsWritten(@TempDir Path dir) throws Exception {
        Path root = dir.resolve("repo");
        Files.createDirectories(root);
        TestRepo.clean(root)
                .write("diagrams/broken.json", "{\"schema_version\": 1,")
                .write("diagrams/x/plain.json", """
                        {"schema_version": 1, "diagram_type": "sequence", "meta": {"title": "plain"},
                         "participants": [{"id": "a", "type": "backend", "label": "A"},
                                          {"id": "b", "type": "backend", "label": "B"}],
                         "messages": [{"from": "a", "to": "b", "y": 160, "label": "go"}]}""")
                .write("public/diagrams/evil.svg", Fixtures.svg("<script>x()</script>"));
        Path outside = dir.resolve("outside.svg");
        Files.writeString(outside, Fixtures.svg("<rect width=\"9\" height=\"9\"/>"));
        Files.createSymbolicLink(root.resolve("public/diagrams/link.svg"), outside);
        Files.createSymbolicLink(root.resolve("diagrams/link.json"), dir.resolve("outside.svg"));
        Path out = dir.resolve("out");
        FindingSink sink = new FindingSink();

        DiagramsResult result = run(root, out, sink, Messages.english());

        assertEquals(
                List.of(
                        "diagrams/broken.json",
                        "diagrams/link.json",
                        "diagrams/web-cache/revalidate.json",
                        "diagrams/x/plain.json"),
                result.jsonFiles());
        assertEquals(
                List.of(
                        "public/diagrams/evil.svg",
                        "public/diagrams/link.svg",
                        "public/diagrams/web-cache/freshness.svg"),
                result.svgFiles());
        List<DiagramStatus> statuses = result.statuses();
        assertEquals(
                List.of(
                        "diagrams/broken.json",
                        "diagrams/link.json",
                        "diagrams/web-cache/revalidate.json",
                        "diagrams/x/plain.json",
                        "public/diagrams/evil.svg",
                        "public/diagrams/link.svg",
                        "public/diagrams/web-cache/freshness.svg"),
                statuses.stream().map(DiagramStatus::path).toList());

        DiagramStatus broken = statuses.get(0);
        assertEquals(
                List.of(false, false, false, false),
                List.of(broken.parsed(), broken.valid(), broken.rendered(), broken.rasterized()),
                "not even JSON");
        assertTrue(broken.findings().stream().allMatch(Finding::isError)
                && !broken.findings().isEmpty());
        DiagramStatus jsonLink = statuses.get(1);
        assertEquals(
                new DiagramStatus(
                        "diagrams/link.json",
                        DiagramKind.JSON,
                        false,
                        false,
                        false,
                        false,
                        null,
                        null,
                        List.of(Finding.of(
                                io.github.studylog.content.ContentRules.FILE_OUTSIDE_REPO,
                                "diagrams/link.json",
                                0,
                                0,
                                Message.of("file-outside-repo.link"))),
                        false),
                jsonLink);
        DiagramStatus plain = statuses.get(3);
        assertEquals(
                new DiagramStatus(
                        "diagrams/x/plain.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        true,
                        "x/plain.png",
                        "x/plain.svg",
                        List.of(),
                        false),
                plain);
        assertTrue(Files.isRegularFile(out.resolve("pics/x/plain.png")));
        assertTrue(Files.isRegularFile(out.resolve("pics/web-cache/revalidate.svg")));
        DiagramStatus evil = statuses.get(4);
        assertEquals(
                List.of(SvgRules.SVG_UNSAFE),
                evil.findings().stream().map(Finding::rule).toList());
        assertEquals(false, evil.valid());
        DiagramStatus svgLink = statuses.get(5);
        assertEquals(
                new DiagramStatus(
                        "public/diagrams/link.svg",
                        DiagramKind.SVG,
                        false,
                        false,
                        false,
                        false,
                        null,
                        null,
                        List.of(Finding.of(
                                io.github.studylog.content.ContentRules.FILE_OUTSIDE_REPO,
                                "public/diagrams/link.svg",
                                0,
                                0,
                                Message.of("file-outside-repo.link"))),
                        false),
                svgLink);
        DiagramStatus hand = statuses.get(6);
        assertEquals("hand-drawn/web-cache/freshness.png", hand.pngRelativePath());
        assertEquals("hand-drawn/web-cache/freshness.svg", hand.svgRelativePath());
        assertTrue(hand.rasterized() && hand.valid(), hand.toString());

        List<Finding> reported = sink.sorted();
        assertTrue(
                reported.containsAll(jsonLink.findings())
                        && reported.containsAll(svgLink.findings())
                        && reported.containsAll(evil.findings())
                        && reported.containsAll(broken.findings()),
                reported.toString());
        assertEquals(
                broken.findings().size() + 2 + evil.findings().size(),
                reported.stream().filter(Finding::isError).count(),
                reported.toString());
        boolean fellBack = statuses.stream().anyMatch(DiagramStatus::fontFallback);
        assertEquals(fellBack ? Message.of("diagrams.font-note") : null, result.fontNote());
        assertEquals(
                fellBack,
                FONTS.fontCheck("条件付きリクエストによる再検証").fellBack(),
                "the Japanese drawings fall back exactly when this machine lacks a Japanese font");
        String page = Files.readString(out.resolve("pics/index.html"));
        assertEquals(new DiagramIndexPage(Messages.english()).html(statuses), page);
    }

    @Test
    void thePageIsInTheRunsLanguageAndAsciiNeedsNoFontNote(@TempDir Path dir) throws Exception {
        Path root = dir.resolve("repo");
        Files.createDirectories(root.resolve("diagrams"));
        Files.writeString(root.resolve("diagrams/plain.json"), """
                {"schema_version": 1, "diagram_type": "sequence", "meta": {"title": "plain"},
                 "participants": [{"id": "a", "type": "backend", "label": "A"},
                                  {"id": "b", "type": "backend", "label": "B"}],
                 "messages": [{"from": "a", "to": "b", "y": 160, "label": "go"}]}""");
        Path out = dir.resolve("out");
        DiagramsResult result = run(root, out, new FindingSink(), Messages.of(Language.JA));
        assertNull(result.fontNote());
        assertEquals(List.of(), result.svgFiles());
        assertTrue(Files.readString(out.resolve("pics/index.html")).startsWith("<!DOCTYPE html>\n<html lang=\"ja\">"));
    }
}
