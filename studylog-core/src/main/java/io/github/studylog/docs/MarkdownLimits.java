package io.github.studylog.docs;

import java.time.Duration;

/**
 * The bounds every Markdown/MDX file is read within (hostile input is bounded before the parser runs), per file. Each one exceeded is a
 * {@code doc-limit} finding that names the limit and the measured value ({@link SafeMarkdown}).
 *
 * @param maxChars      characters of the file; more: not parsed
 * @param maxLines      lines of the file; more: not parsed
 * @param maxRun        markers in one run of {@code *}, {@code _} or {@code -} (spaces between allowed) on a line:
 *                      flexmark's thematic-break regex recurses once per marker (vsch/flexmark-java#496); a longer
 *                      run is read as a run of three, so the rest of the doc is still checked
 * @param maxNesting    {@code >} and list markers opening one line; more: not parsed
 * @param maxParagraph  characters of one paragraph, spaces and tabs not counted: flexmark's inline parser copies
 *                      the rest of the paragraph on every regex match (quadratic in a paragraph full of links or code
 *                      spans: 30,000 characters of links take about 2 s, 60,000 about 6 s); a paragraph with fewer
 *                      than one {@code [}, {@code `} or {@code <} per hundred of these characters (a long line of text,
 *                      a big GFM table, which flexmark reads as a paragraph) may be four times as long; more: not
 *                      parsed
 * @param maxLinks      links of one doc that are checked; the rest are not
 * @param maxLinkFindings broken links listed per doc; the rest are counted in one finding
 * @param maxSuggested  distinct broken targets per doc that get a "nearest" suggestion
 * @param timeBudget    wall time for parsing one file
 * @param stackBytes    the stack of the thread that parses one file; running out is a finding for that file
 */
public record MarkdownLimits(
        int maxChars,
        int maxLines,
        int maxRun,
        int maxNesting,
        int maxParagraph,
        int maxLinks,
        int maxLinkFindings,
        int maxSuggested,
        Duration timeBudget,
        long stackBytes) {

    public static final MarkdownLimits DEFAULT = new MarkdownLimits(
            1_000_000, 50_000, 1_000, 100, 30_000, 10_000, 1_000, 100, Duration.ofSeconds(10), 64L << 20);
}
