package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;
import static io.github.studylog.fuzz.FuzzContract.assertValidUnicode;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.raster.RasterResult;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgSafety;
import io.github.studylog.svg.SvgScan;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * Hand-drawn SVGs ({@code public/diagrams/**}{@code /*.svg}): the safety scan, then, as a run does for a file
 * that passes it, Batik's rasterizer. Rasterizing is slow, so only inputs up to {@value #RASTER_CAP} bytes are
 * rasterized; the whole input gets {@code @Timeout}.
 */
class HandDrawnSvgFuzzTest {

    static final String PATH = "public/diagrams/web-cache/fuzz.svg";
    static final int RASTER_CAP = 4 * 1024;
    static final SvgSafety SAFETY = new SvgSafety();
    static final Rasterizer RASTERIZER = new Rasterizer(320);

    @FuzzTest
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void handDrawnSvg(byte[] input) {
        SvgScan scan = SAFETY.scan(PATH, input);
        assertFindings(scan.findings(), PATH, new String(input, StandardCharsets.UTF_8));
        assertTrue(scan.findings().stream().allMatch(f -> f.path().equals(PATH)));
        if (!scan.safe() || input.length > RASTER_CAP) {
            return;
        }
        RasterResult raster = RASTERIZER.rasterize(input);
        if (!raster.ok()) {
            assertValidUnicode(raster.problem().english());
        } else {
            assertTrue(raster.width() > 0 && raster.width() <= 320 && raster.height() > 0, "a picture within bounds");
        }
    }
}
