package io.github.studylog.raster;

/**
 * Whether the build machine can draw a text's characters.
 *
 * @param fontFamily   the Japanese-capable family used, or null when the system has none
 * @param fellBack     true when some characters cannot be drawn by it (they show as boxes in the PNG)
 * @param firstMissing the first such character, or null
 */
public record FontCheck(String fontFamily, boolean fellBack, String firstMissing) {
}
