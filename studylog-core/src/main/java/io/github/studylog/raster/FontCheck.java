package io.github.studylog.raster;

import org.jspecify.annotations.Nullable;

/**
 * Whether the build machine can draw a text's characters.
 *
 * @param fontFamily   the Japanese-capable family used, or null when the system has none
 * @param fellBack     true when some characters cannot be drawn by it (they show as boxes in the PNG)
 * @param firstMissing the first such character, or null
 */
public record FontCheck(
        @Nullable String fontFamily,
        boolean fellBack,
        @Nullable String firstMissing) {}
