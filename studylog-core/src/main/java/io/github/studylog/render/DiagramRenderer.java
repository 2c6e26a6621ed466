package io.github.studylog.render;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.raster.FontChoice;
import io.github.studylog.raster.FontFolders;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgSafety;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The diagrams step of a build: turns {@link RenderJob}s into SVG and PNG files under the output directory on
 * {@link RenderSettings#threads()} threads, reusing one {@link Rasterizer}. Results come back in input order.
 */
public final class DiagramRenderer {

    private final RenderSettings settings;
    private final Rasterizer rasterizer;
    private final PictureMaker maker;

    /**
     * A renderer with a new {@link Rasterizer} sized by {@code settings}; the font family is the one remembered in
     * the render cache while the system's font folders are unchanged, else detected (once) and remembered.
     */
    public DiagramRenderer(OutputFiles out, RenderSettings settings) {
        this(
                out,
                settings,
                new Rasterizer(
                        settings.maxPngWidth(),
                        FontChoice.remembered(out, settings.under(FONT_CHOICE), FontFolders.stamp()),
                        settings.rasterBudget()));
    }

    /** Where the font choice is remembered, below the pictures' folder (beside the render cache's sidecars). */
    public static final String FONT_CHOICE = ".cache/font-choice";

    public DiagramRenderer(OutputFiles out, RenderSettings settings, Rasterizer rasterizer) {
        this.settings = settings;
        this.rasterizer = rasterizer;
        this.maker = new PictureMaker(out, settings, new SvgRenderer(), new SvgSafety(), rasterizer);
    }

    /**
     * Starts {@link Rasterizer#warmUp} on a thread of its own and returns at once: a caller that knows pictures
     * are coming lets their first-use cost run beside its own work (validating the diagrams).
     */
    public void warmUp() {
        Thread thread = new Thread(rasterizer::warmUp, "studylog-raster-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Produces every job's pictures. Problems in the content are findings in the outcomes; an I/O failure or
     * a bug is thrown as {@link IllegalStateException}.
     */
    public List<RenderOutcome> renderAll(List<RenderJob> jobs) {
        if (jobs.isEmpty()) {
            return List.of();
        }
        int threads = Math.min(settings.threads(), jobs.size());
        if (threads == 1) {
            return jobs.stream().map(maker::make).toList();
        }
        AtomicInteger counter = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "studylog-render-" + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<RenderOutcome>> futures = new ArrayList<>(jobs.size());
            for (RenderJob job : jobs) {
                futures.add(pool.submit(() -> maker.make(job)));
            }
            List<RenderOutcome> outcomes = new ArrayList<>(jobs.size());
            for (Future<RenderOutcome> future : futures) {
                outcomes.add(future.get());
            }
            return List.copyOf(outcomes);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while drawing diagrams", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("drawing a diagram failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
