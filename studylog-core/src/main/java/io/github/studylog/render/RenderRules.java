package io.github.studylog.render;

import io.github.studylog.finding.Rule;
import io.github.studylog.raster.Rasterizer;

/** Rules about drawing diagrams and hand-drawn SVGs into pictures, from the Java renderer to the Batik proof. */
public final class RenderRules {
    /** A valid diagram the Java renderer could not draw ({@link SvgRenderer}, via {@link DiagramRenderer}). */
    public static final Rule DIAGRAM_RENDER = Rule.error("diagram-render");

    /** A rendered diagram SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    public static final Rule DIAGRAM_RASTER = Rule.error("diagram-raster");

    /** A hand-drawn SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    public static final Rule SVG_RASTER = Rule.error("svg-raster");

    private RenderRules() {}
}
