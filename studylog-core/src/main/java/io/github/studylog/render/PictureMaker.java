package io.github.studylog.render;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;
import io.github.studylog.raster.FontCheck;
import io.github.studylog.raster.RasterResult;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgSafety;
import io.github.studylog.svg.SvgScan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Runs the steps of one {@link RenderJob}: cache check, draw or pre-scan, rasterize, write, font check. */
final class PictureMaker {

    private final OutputFiles out;
    private final RenderSettings settings;
    private final SvgRenderer renderer;
    private final SvgSafety safety;
    private final Rasterizer rasterizer;
    private final RenderCache cache;

    PictureMaker(
            OutputFiles out, RenderSettings settings, SvgRenderer renderer, SvgSafety safety, Rasterizer rasterizer) {
        this.out = out;
        this.settings = settings;
        this.renderer = renderer;
        this.safety = safety;
        this.rasterizer = rasterizer;
        this.cache = new RenderCache(out, settings, rasterizer);
    }

    RenderOutcome make(RenderJob job) {
        long start = System.nanoTime();
        try {
            return job.kind() == DiagramKind.JSON ? diagram(job, start) : handDrawn(job, start);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the picture of " + job.sourcePath(), e);
        }
    }

    private RenderOutcome diagram(RenderJob job, long start) throws IOException {
        String svgPath = job.outputName() + ".svg";
        String pngPath = job.outputName() + ".png";
        String key = cache.key(job);
        Optional<RenderCache.Entry> hit = cache.lookup(job, key, settings.under(svgPath), settings.under(pngPath));
        if (hit.isPresent()) {
            return cached(job, true, svgPath, pngPath, hit.get(), start);
        }
        List<Finding> findings = new ArrayList<>();
        String svg;
        try {
            svg = renderer.render(Objects.requireNonNull(job.diagram(), "a JSON job has its tree"));
        } catch (DiagramRenderException e) {
            findings.add(Finding.of(
                    RenderRules.DIAGRAM_RENDER,
                    job.sourcePath(),
                    0,
                    0,
                    Message.around("diagram-render.not-drawn", e.sentence())));
            return new RenderOutcome(
                    job.sourcePath(),
                    job.kind(),
                    true,
                    true,
                    false,
                    false,
                    null,
                    null,
                    findings,
                    false,
                    false,
                    System.nanoTime() - start);
        }
        byte[] bytes = svg.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        out.write(settings.under(svgPath), bytes);
        SvgScan scan = safety.scan(job.sourcePath(), bytes);
        if (!scan.safe() && scan.overLimit()) {
            // a diagram too large to rasterize safely is the content's finding, not a plugin bug
            findings.add(Finding.of(
                    RenderRules.DIAGRAM_RASTER,
                    job.sourcePath(),
                    0,
                    0,
                    Message.around(
                            "diagram-raster.drawn-over-limit",
                            scan.findings().get(0).message())));
            return new RenderOutcome(
                    job.sourcePath(),
                    job.kind(),
                    true,
                    true,
                    true,
                    false,
                    svgPath,
                    null,
                    findings,
                    false,
                    false,
                    System.nanoTime() - start);
        }
        if (!scan.safe()) {
            findings.add(Finding.of(
                    RenderRules.DIAGRAM_RENDER,
                    job.sourcePath(),
                    0,
                    0,
                    Message.around(
                            "diagram-render.drawn-unsafe",
                            scan.findings().get(0).message())));
            return new RenderOutcome(
                    job.sourcePath(),
                    job.kind(),
                    true,
                    true,
                    false,
                    false,
                    svgPath,
                    null,
                    findings,
                    false,
                    false,
                    System.nanoTime() - start);
        }
        return rasterize(job, bytes, scan, RenderRules.DIAGRAM_RASTER, svgPath, pngPath, findings, key, start);
    }

    private RenderOutcome handDrawn(RenderJob job, long start) throws IOException {
        String svgPath = job.outputName() + ".svg";
        String pngPath = job.outputName() + ".png";
        String key = cache.key(job);
        Optional<RenderCache.Entry> hit = cache.lookup(job, key, settings.under(svgPath), settings.under(pngPath));
        if (hit.isPresent()) {
            return cached(job, false, svgPath, pngPath, hit.get(), start);
        }
        byte[] bytes = job.source();
        SvgScan scan = safety.scan(job.sourcePath(), bytes);
        List<Finding> findings = new ArrayList<>(scan.findings());
        if (!scan.safe()) {
            return new RenderOutcome(
                    job.sourcePath(),
                    job.kind(),
                    scan.parsed(),
                    scan.scannedSafe(),
                    false,
                    false,
                    null,
                    null,
                    findings,
                    false,
                    false,
                    System.nanoTime() - start);
        }
        // the index page shows the SVG itself (the reader's browser has the fonts): a copy beside its PNG, made only
        // of a file that passed the safety check, so the page works from its own folder and from file://
        out.write(settings.under(svgPath), bytes);
        return rasterize(job, bytes, scan, RenderRules.SVG_RASTER, svgPath, pngPath, findings, key, start);
    }

    private RenderOutcome rasterize(
            RenderJob job,
            byte[] svg,
            SvgScan scan,
            Rule rule,
            String svgPath,
            String pngPath,
            List<Finding> findings,
            String key,
            long start)
            throws IOException {
        RasterResult raster = rasterizer.rasterize(svg);
        String writtenPng = null;
        if (raster.png().length > 0) {
            out.write(settings.under(pngPath), raster.png());
            writtenPng = pngPath;
        }
        if (!raster.ok()) {
            findings.add(Finding.of(
                    rule,
                    job.sourcePath(),
                    0,
                    0,
                    Message.around(
                            rule.equals(RenderRules.SVG_RASTER)
                                    ? "svg-raster.not-picture"
                                    : "diagram-raster.not-picture",
                            Objects.requireNonNull(raster.problem()))));
        }
        // a missing Japanese font is a fact about the build machine, not the content: reported, never a finding
        FontCheck font = rasterizer.fontCheck(scan.text());
        boolean rendered = job.kind() == DiagramKind.JSON;
        if (raster.ok()) {
            cache.store(job, key, new RenderCache.Entry(font.fellBack()));
        }
        return new RenderOutcome(
                job.sourcePath(),
                job.kind(),
                true,
                true,
                rendered,
                raster.ok(),
                svgPath,
                writtenPng,
                findings,
                font.fellBack(),
                false,
                System.nanoTime() - start);
    }

    private RenderOutcome cached(
            RenderJob job, boolean rendered, String svgPath, String pngPath, RenderCache.Entry entry, long start) {
        return new RenderOutcome(
                job.sourcePath(),
                job.kind(),
                true,
                true,
                rendered,
                true,
                svgPath,
                pngPath,
                List.of(),
                entry.fontFallback(),
                true,
                System.nanoTime() - start);
    }
}
