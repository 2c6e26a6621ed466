package io.github.studylog.testing;

import java.time.Instant;
import java.time.ZoneOffset;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;

/** Commits for tests of the git history: everything in the work tree, a fixed author, a given second. */
public final class TestGit {

    private TestGit() {}

    /** Adds every file and commits it as the learner, {@code second} seconds after a fixed instant, unsigned. */
    public static RevCommit commit(Git git, String message, int second) throws Exception {
        git.add().addFilepattern(".").call();
        PersonIdent who = new PersonIdent(
                "学習者", "learner@example.com", Instant.ofEpochSecond(1_790_000_000L + second), ZoneOffset.UTC);
        return git.commit()
                .setMessage(message)
                .setAuthor(who)
                .setCommitter(who)
                .setSign(false)
                .call();
    }
}
