package io.github.studylog.render;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about drawing diagrams and checking SVG files, from the Java renderer to the Batik proof. */
public enum RenderRules implements Rule {
    /** A valid diagram the Java renderer could not draw ({@link SvgRenderer}, via {@link DiagramRenderer}). */
    DIAGRAM_RENDER("diagram-render", Severity.ERROR),
    /** A rendered diagram SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    DIAGRAM_RASTER("diagram-raster", Severity.ERROR),
    /** A hand-drawn SVG that is not well-formed XML or whose root is not an SVG element ({@link SvgSafety}). */
    SVG_SYNTAX("svg-syntax", Severity.ERROR),
    /** A hand-drawn SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    SVG_RASTER("svg-raster", Severity.ERROR),
    /**
     * An SVG with script, event handlers, foreign objects, external references, DOCTYPE or entity declarations,
     * or above a size, nesting or expansion limit ({@link SvgSafety}).
     */
    SVG_UNSAFE("svg-unsafe", Severity.ERROR);

    private final RuleInfo info;

    RenderRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
