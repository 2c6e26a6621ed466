package io.github.studylog.svg;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules of the safety scan of an SVG before Batik sees it ({@link SvgSafety}). */
public enum SvgRules implements Rule {
    /** A hand-drawn SVG that is not well-formed XML or whose root is not an SVG element. */
    SVG_SYNTAX("svg-syntax", Severity.ERROR),
    /**
     * An SVG with script, event handlers, foreign objects, external references, DOCTYPE or entity declarations,
     * or above a size, nesting or expansion limit.
     */
    SVG_UNSAFE("svg-unsafe", Severity.ERROR);

    private final RuleInfo info;

    SvgRules(String id, Severity severity) {
        this.info = new RuleInfo(id, severity);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
