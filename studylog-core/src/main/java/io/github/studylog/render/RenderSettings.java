package io.github.studylog.render;

import io.github.studylog.raster.Rasterizer;
import java.time.Duration;

/**
 * How pictures are produced.
 *
 * @param pluginVersion part of the cache key: a new plugin version redraws everything
 * @param baseDir       directory of the pictures inside the output directory, e.g. {@code diagrams}
 * @param maxPngWidth   PNG width limit in px (a proof and a thumbnail, not print quality)
 * @param threads       parallel rasterizations
 * @param rasterBudget  time budget of one picture's rasterization; past it the picture is a finding
 *                      ({@link Rasterizer#DEFAULT_BUDGET} unless a test shortens it)
 */
public record RenderSettings(
        String pluginVersion, String baseDir, int maxPngWidth, int threads, Duration rasterBudget) {

    public RenderSettings {
        if (threads < 1 || maxPngWidth < 16) {
            throw new IllegalArgumentException("threads >= 1 and maxPngWidth >= 16 expected");
        }
        if (rasterBudget.isNegative() || rasterBudget.isZero()) {
            throw new IllegalArgumentException("rasterBudget must be positive: " + rasterBudget);
        }
        if (baseDir.startsWith("/") || baseDir.contains("..")) {
            throw new IllegalArgumentException("baseDir must be relative: " + baseDir);
        }
    }

    /** Settings with the default time budget per picture. */
    public RenderSettings(String pluginVersion, String baseDir, int maxPngWidth, int threads) {
        this(pluginVersion, baseDir, maxPngWidth, threads, Rasterizer.DEFAULT_BUDGET);
    }

    /** 480 px PNGs under {@code diagrams/}, two threads. */
    public static RenderSettings defaults(String pluginVersion) {
        return new RenderSettings(pluginVersion, "diagrams", 480, 2);
    }

    /** {@code baseDir/relative}, or {@code relative} when baseDir is empty. */
    String under(String relative) {
        return baseDir.isEmpty() ? relative : baseDir + "/" + relative;
    }
}
