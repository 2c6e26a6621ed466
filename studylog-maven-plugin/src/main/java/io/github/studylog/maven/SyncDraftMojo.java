package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Writes the {@code [Session Sync]} GitHub issue drafts — for the newest session of each review and every session
 * whose {@code issue} is {@code unfiled}, or only {@code -Dstudylog.session=<id>} — to
 * {@code target/studylog/session-sync/<id>.md} (title line, labels line, body) and {@code <id>.json}
 * ({@code {"title", "body", "labels"}}): {@code gh api repos/OWNER/REPO/issues --input <id>.json} creates the
 * issue with its labels; {@code gh issue create --title … --body-file …} takes the body (the {@code .md} from its
 * fourth line, or {@code jq -r .body <id>.json}).
 *
 * <p>All drafts of the run are also packed into {@code target/studylog/session-sync.zip} (sorted entries, fixed
 * timestamps: same drafts, same bytes) and attached to the build as type {@code zip}, classifier
 * {@code session-sync}, so {@code mvn install} / {@code deploy} publish
 * {@code <artifactId>-<version>-session-sync.zip}. One archive rather than one artifact per draft keeps the
 * artifact coordinates stable when sessions come and go.
 *
 * <p>Example: {@code mvn studylog:sync-draft -Dstudylog.session=2026-09-12-architecture-queues-02}, then
 * {@code gh api repos/OWNER/REPO/issues --input target/studylog/session-sync/2026-09-12-architecture-queues-02.json}.
 * Run it in a git clone with full history: each source names the commit that last changed it.
 *
 * @since 0.1.0
 */
@Mojo(name = "sync-draft", defaultPhase = LifecyclePhase.PACKAGE, threadSafe = true)
public class SyncDraftMojo extends AbstractDraftingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.SYNC_DRAFTS);
    }
}
