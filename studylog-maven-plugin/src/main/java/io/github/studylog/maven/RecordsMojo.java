package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Checks reviews and sessions against the CHATGPT.md templates (compiled to JSON Schemas), their
 * cross-references, and the docs' front matter and diagram links — everything of {@code check} except the
 * diagrams, so it is fast enough to run before every commit: {@code mvn studylog:records}.
 *
 * <p>The compiled templates are written to {@code target/studylog/schemas/review.schema.json} and
 * {@code session.schema.json}: point your editor's YAML language server at them to get completion and errors
 * while you write a record.
 *
 * @since 0.1.0
 */
@Mojo(name = "records", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true, requiresProject = false)
public class RecordsMojo extends AbstractCheckingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.RECORDS);
    }
}
