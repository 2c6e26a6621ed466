package io.github.studylog.render;

import io.github.studylog.finding.Finding;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What happened to one {@link RenderJob}.
 *
 * @param sourcePath   repo-relative source path
 * @param kind         JSON diagram or hand-drawn SVG
 * @param parsed       SVG only: well-formed with an svg root (always true for JSON, parsed before)
 * @param safe         SVG only: no {@code svg-unsafe} finding (always true for JSON)
 * @param rendered     JSON only: the Java renderer wrote the SVG (false for hand-drawn SVG)
 * @param rasterized   Batik drew a non-blank PNG
 * @param svgPath      the written SVG relative to the diagrams directory (a hand-drawn one's safe copy), or null
 * @param pngPath      the written PNG relative to the diagrams directory, or null
 * @param findings     findings of these steps
 * @param fontFallback some characters have no glyph in the build machine's fonts
 * @param cached       the outputs were up to date and not regenerated
 * @param nanos        time spent on this job
 */
public record RenderOutcome(
        String sourcePath,
        DiagramKind kind,
        boolean parsed,
        boolean safe,
        boolean rendered,
        boolean rasterized,
        @Nullable String svgPath,
        @Nullable String pngPath,
        List<Finding> findings,
        boolean fontFallback,
        boolean cached,
        long nanos) {

    public RenderOutcome {
        findings = List.copyOf(findings);
    }
}
