package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Runs every check in one pass — records, docs, diagrams, newest sessions, Session Sync drafts — with one
 * report and one verdict. Bound to {@code verify}: add this goal to a content repository's pom and
 * {@code mvn verify} runs it. The drafts show the build's own diagram verdicts beside what the learner recorded,
 * and are attached as {@code session-sync.zip}.
 *
 * <p>Every problem is printed at once, one line each, as {@code path:line:column: severity [rule-id] message}
 * (ending with the rule's page on the plugin's site), and written to {@code target/studylog/report.json},
 * {@code report.sarif} (GitHub code scanning) and {@code TEST-studylog.xml} (JUnit). Errors fail the build after
 * everything was printed; warnings do too with {@code -Dstudylog.failOnWarning}. A wrong parameter fails it with
 * advice, never as a content finding. On GitHub Actions the findings also become annotations on the pull request and
 * a job summary.
 *
 * <p>Runs without a pom too, on the current directory with the default settings, to try the gate on a repo before
 * adopting it: {@code mvn io.github.studylog:studylog-maven-plugin:VERSION:check} (the reports go to
 * {@code target/studylog}; the drafts archive is not attached, as there is no build).
 *
 * <p>Examples: {@code mvn verify -Dstudylog.failOnWarning} to fail on warnings too;
 * {@code mvn verify -Dstudylog.format=json} for one JSON object per finding, for scripts.
 *
 * @since 0.1.0
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true, requiresProject = false)
public class CheckMojo extends AbstractDraftingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.allOf(Part.class);
    }
}
