package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Checks every Archify diagram JSON (parses, valid IR, drawn as SVG, rasterized by Batik) and every hand-drawn
 * SVG (well-formed, safe, rasterized), and writes {@code target/studylog/diagrams/index.html} for reviewers.
 */
@Mojo(name = "diagrams", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class DiagramsMojo extends AbstractStudylogMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.DIAGRAMS);
    }
}
