package io.github.studylog.render;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about drawing diagrams and checking SVG files, from the Java renderer to the Batik proof. */
public enum RenderRules implements Rule {
    /** A valid diagram the Java renderer could not draw ({@link SvgRenderer}, via {@link DiagramRenderer}). */
    DIAGRAM_RENDER("diagram-render", Severity.ERROR,
            "A valid diagram JSON could be drawn as SVG.",
            "Check the diagram type and the numbers in the JSON; if the JSON is valid, report the plugin bug."),
    /** A rendered diagram SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    DIAGRAM_RASTER("diagram-raster", Severity.ERROR,
            "The SVG drawn from a diagram converts to a non-blank PNG picture.",
            "Look at the SVG in target/studylog/diagrams; if it looks right, report the plugin bug."),
    /** A hand-drawn SVG that is not well-formed XML or whose root is not an SVG element ({@link SvgSafety}). */
    SVG_SYNTAX("svg-syntax", Severity.ERROR,
            "A hand-drawn SVG is well-formed XML with an <svg> root element.",
            "Open the SVG in an editor at the given line and fix the XML (unclosed tag, stray '&', wrong root)."),
    /** A hand-drawn SVG that Batik could not rasterize, or whose PNG is blank ({@link Rasterizer}). */
    SVG_RASTER("svg-raster", Severity.ERROR,
            "A hand-drawn SVG converts to a non-blank PNG picture.",
            "Open the SVG in a browser; re-export it from the drawing tool as plain SVG 1.1."),
    /**
     * An SVG with script, event handlers, foreign objects, external references, DOCTYPE or entity declarations,
     * or above a size, nesting or expansion limit ({@link SvgSafety}).
     */
    SVG_UNSAFE("svg-unsafe", Severity.ERROR,
            "An SVG contains no script, event handler, external reference, DOCTYPE or entity declaration, "
                    + "and stays within the size, nesting and expansion limits.",
            "Remove the reported element or attribute; embed pictures as data:image/png, refer to shapes as #id; "
                    + "above a limit, simplify the drawing or flatten nested <use>.");

    private final RuleInfo info;

    RenderRules(String id, Severity severity, String summary, String help) {
        this.info = new RuleInfo(id, severity, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
