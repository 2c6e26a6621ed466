package io.github.studylog.render;

import io.github.studylog.finding.Finding;
import java.util.List;

/**
 * What {@link SvgSafety} found in one SVG.
 *
 * @param findings {@code svg-syntax} and {@code svg-unsafe} findings, in document order
 * @param text     the character content of the SVG (titles, text elements), for the font check
 */
public record SvgScan(List<Finding> findings, String text) {

    public SvgScan {
        findings = List.copyOf(findings);
    }

    /** True when the SVG may be handed to Batik: well-formed, an svg root, nothing unsafe. */
    public boolean safe() {
        return findings.stream().noneMatch(Finding::isError);
    }
}
