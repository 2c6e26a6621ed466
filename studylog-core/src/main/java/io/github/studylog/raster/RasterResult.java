package io.github.studylog.raster;

import io.github.studylog.message.Message;
import org.jspecify.annotations.Nullable;

/**
 * The outcome of one rasterization.
 *
 * @param png     the PNG bytes, empty when it failed
 * @param width   PNG width in px, 0 when it failed
 * @param height  PNG height in px, 0 when it failed
 * @param problem why it failed or is blank, a sentence of the catalogue ({@code raster.*}); null when the PNG is a
 *                good proof
 * @param nanos   time spent
 */
public record RasterResult(
        byte[] png, int width, int height, @Nullable Message problem, long nanos) {

    public RasterResult {
        png = png.clone();
    }

    @Override
    public byte[] png() {
        return png.clone();
    }

    public boolean ok() {
        return problem == null;
    }
}
