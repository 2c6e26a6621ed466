package io.github.studylog.render;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;
import io.github.studylog.raster.Rasterizer;

/** Rules about drawing diagrams and hand-drawn SVGs into pictures, from the Java renderer to the Batik proof. */
public enum RenderRules implements Rule {
    /** A valid diagram the Java renderer could not draw ({@link SvgRenderer}, via {@link DiagramRenderer}). */
    DIAGRAM_RENDER("diagram-render", Severity.ERROR),
    /** A rendered diagram SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    DIAGRAM_RASTER("diagram-raster", Severity.ERROR),
    /** A hand-drawn SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    SVG_RASTER("svg-raster", Severity.ERROR);

    private final RuleInfo info;

    RenderRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
