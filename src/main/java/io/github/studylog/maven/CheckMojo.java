package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Runs every check in one pass — records, docs, diagrams, newest sessions, Session Sync drafts — with one
 * report and one verdict. Bound to {@code verify}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends AbstractStudylogMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.allOf(Part.class);
    }
}
