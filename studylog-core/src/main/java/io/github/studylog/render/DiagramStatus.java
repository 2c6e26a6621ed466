package io.github.studylog.render;

import io.github.studylog.finding.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One row of the diagram index page. For a hand-drawn SVG, {@code valid} means "passed the safety check" and
 * {@code rendered} does not apply.
 *
 * @param path            repo-relative source path
 * @param kind            JSON diagram or hand-drawn SVG
 * @param parsed          JSON parsed / SVG well-formed
 * @param valid           JSON valid Archify IR / SVG safe
 * @param rendered        JSON drawn as SVG by the plugin (ignored for SVG)
 * @param rasterized      Batik drew a non-blank PNG
 * @param pngRelativePath the PNG relative to the page, or null
 * @param svgRelativePath the SVG the page shows, relative to it: the plugin's drawing, or the copy of a hand-drawn
 *                        SVG that passed the safety check; null when there is none
 * @param findings        every finding about this source
 * @param fontFallback    the PNG was drawn without glyphs for some characters
 */
public record DiagramStatus(
        String path,
        DiagramKind kind,
        boolean parsed,
        boolean valid,
        boolean rendered,
        boolean rasterized,
        @Nullable String pngRelativePath,
        @Nullable String svgRelativePath,
        List<Finding> findings,
        boolean fontFallback) {

    public DiagramStatus {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(kind, "kind");
        findings = List.copyOf(findings);
    }

    /** A JSON diagram that stopped before rendering (parse or validation failed). */
    public static DiagramStatus notRendered(String path, boolean parsed, List<Finding> findings) {
        return new DiagramStatus(path, DiagramKind.JSON, parsed, false, false, false, null, null, findings, false);
    }

    /** The status after {@link DiagramRenderer}, with the findings of the earlier steps first. */
    public static DiagramStatus of(RenderOutcome outcome, List<Finding> earlierFindings) {
        List<Finding> all = new ArrayList<>(earlierFindings);
        all.addAll(outcome.findings());
        boolean valid = outcome.kind() == DiagramKind.JSON || outcome.safe();
        return new DiagramStatus(
                outcome.sourcePath(),
                outcome.kind(),
                outcome.parsed(),
                valid,
                outcome.rendered(),
                outcome.rasterized(),
                outcome.pngPath(),
                outcome.svgPath(),
                all,
                outcome.fontFallback());
    }

    /** Step names and results in order, as the page shows them. */
    public List<Step> steps() {
        if (kind == DiagramKind.SVG) {
            return List.of(new Step("parsed", parsed), new Step("safe", valid), new Step("rasterized", rasterized));
        }
        return List.of(
                new Step("parsed", parsed),
                new Step("valid", valid),
                new Step("rendered", rendered),
                new Step("rasterized", rasterized));
    }

    /** The first failing step, or null when every step passed. */
    public @Nullable Step firstFailure() {
        return steps().stream().filter(s -> !s.ok()).findFirst().orElse(null);
    }

    /**
     * One check step.
     *
     * @param name {@code parsed}, {@code valid}, {@code safe}, {@code rendered} or {@code rasterized}, as the JSON
     *             status writes it
     */
    public record Step(String name, boolean ok) {

        public Step {
            messageKey(name); // refuses a step the page cannot name
        }

        /** The catalogue key of the step's name on the diagrams page, in the console and in a draft. */
        public String messageKey() {
            return messageKey(name);
        }

        private static String messageKey(String name) {
            return switch (name) {
                case "parsed" -> "diagrams-page.step.parsed";
                case "valid" -> "diagrams-page.step.valid";
                case "safe" -> "diagrams-page.step.safe";
                case "rendered" -> "diagrams-page.step.rendered";
                case "rasterized" -> "diagrams-page.step.rasterized";
                default -> throw new IllegalArgumentException("no diagram check step is called " + name);
            };
        }
    }
}
