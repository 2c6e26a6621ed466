package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Checks every Archify diagram JSON (parses, valid IR, drawn as SVG, rasterized by Batik) and every hand-drawn
 * SVG (well-formed, safe, rasterized), and writes {@code target/studylog/diagrams/index.html} for reviewers:
 * every picture with its source, status and findings. {@code mvn studylog:diagrams} after editing a diagram.
 *
 * <p>Each diagram is validated against the Archify IR schema of its {@code diagram_type} (shipped with the plugin,
 * or those of {@code studylog.archifySchemas}) and the renderer's layout constraints. SVGs with scripts, event
 * handlers, external references, DOCTYPEs or entities are reported and never rendered. Install
 * {@code fonts-noto-cjk} (or any Japanese font) for Japanese labels in the PNG proofs; without one the console
 * says so, and the check still runs.
 *
 * @since 0.1.0
 */
@Mojo(name = "diagrams", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true, requiresProject = false)
public class DiagramsMojo extends AbstractCheckingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.DIAGRAMS);
    }
}
