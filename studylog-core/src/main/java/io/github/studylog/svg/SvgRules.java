package io.github.studylog.svg;

import io.github.studylog.finding.Rule;

/** Rules of the safety scan of an SVG before Batik sees it ({@link SvgSafety}). */
public final class SvgRules {
    /** A hand-drawn SVG that is not well-formed XML or whose root is not an SVG element. */
    public static final Rule SVG_SYNTAX = Rule.error("svg-syntax");

    /**
     * An SVG with script, event handlers, foreign objects, external references, DOCTYPE or entity declarations,
     * or above a size, nesting or expansion limit.
     */
    public static final Rule SVG_UNSAFE = Rule.error("svg-unsafe");

    private SvgRules() {}
}
