package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Checks reviews and sessions against the CHATGPT.md templates (compiled to JSON Schemas), their
 * cross-references, and the docs' front matter and diagram links.
 */
@Mojo(name = "records", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class RecordsMojo extends AbstractStudylogMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.RECORDS);
    }
}
