package io.github.studylog.svg;

import io.github.studylog.finding.Finding;
import java.util.List;

/**
 * What {@link SvgSafety} found in one SVG.
 *
 * @param findings {@code svg-syntax} and {@code svg-unsafe} findings, in document order
 * @param text      the character content of the SVG (titles, text elements), for the font check
 * @param overLimit some finding is a size, count, nesting or expansion limit rather than hostile content
 */
public record SvgScan(List<Finding> findings, String text, boolean overLimit) {

    public SvgScan {
        findings = List.copyOf(findings);
    }

    public SvgScan(List<Finding> findings, String text) {
        this(findings, text, false);
    }

    /** True when the SVG parsed: no {@code svg-syntax} finding. */
    public boolean parsed() {
        return findings.stream().noneMatch(f -> f.rule() == SvgRules.SVG_SYNTAX);
    }

    /** True when the SVG parsed and nothing unsafe was found (a file that does not parse was not fully scanned). */
    public boolean scannedSafe() {
        return parsed() && findings.stream().noneMatch(f -> f.rule() == SvgRules.SVG_UNSAFE);
    }

    /** True when the SVG may be handed to Batik: well-formed, an svg root, nothing unsafe. */
    public boolean safe() {
        return findings.stream().noneMatch(Finding::isError);
    }
}
