package io.github.studylog.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each provenance rule, triggered by the smallest edit of the clean fixture repo in a git history. */
class ProvenanceTest {

    private static final String S1 = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String DOC = "src/content/docs/web/cache.md";
    /** 2026-09-30T00:00:00Z. */
    private static final long SEPT_30 = 1_790_726_400L;

    @TempDir
    Path dir;
    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    private static RevCommit commitAll(Git git, String message, long epochSecond) throws Exception {
        return commit(git, message, epochSecond, ".");
    }

    private static RevCommit commit(Git git, String message, long epochSecond, String pattern) throws Exception {
        git.add().addFilepattern(pattern).call();
        PersonIdent who = new PersonIdent("学習者", "learner@example.com", Instant.ofEpochSecond(epochSecond),
                ZoneOffset.UTC);
        return git.commit().setMessage(message).setAuthor(who).setCommitter(who).setSign(false).call();
    }

    private void setCommit(String commit) {
        repo.replace(S1, "    commit: unknown", "    commit: " + commit);
    }

    private List<String> provenance(CheckOutcome outcome) {
        return outcome.result().findings().stream()
                .filter(f -> f.rule() instanceof ProvenanceRules)
                .map(f -> f.location() + " [" + f.ruleId() + "]").toList();
    }

    @Test
    void aCommitOfTheHistoryHoldingThePathPasses() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit first = commitAll(git, "教材", SEPT_30);
            setCommit(first.getName().substring(0, 7));
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(), outcome.result().findings());
            assertEquals(List.of(), outcome.result().notes());
        }
    }

    @Test
    void aFabricatedCommitIsUnknownAtItsLine() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            commitAll(git, "教材", SEPT_30);
            setCommit("deadbeefcafe1234");
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(S1 + ":9:13 [source-commit-unknown]"), provenance(outcome));
            Finding f = outcome.result().findings().get(0);
            assertTrue(f.isError());
            assertTrue(f.message().english().contains("`deadbeefcafe1234` is not a commit"), f.message().english());
        }
    }

    @Test
    void anAllDigitAbbreviationIsACommitAsWrittenNotATypeError() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            commitAll(git, "教材", SEPT_30);
            setCommit("61970989");
            assertEquals(List.of(S1 + ":9:13 [source-commit-unknown]"),
                    repo.findings().stream().map(f -> f.location() + " [" + f.ruleId() + "]").toList());
        }
    }

    @Test
    void aSixDigitNumberIsNotACommit() {
        setCommit("619709");
        assertEquals(List.of(S1 + ":9:13 [record-value]"), repo.locations());
    }

    @Test
    void aPathAddedLaterIsNotInTheCommit() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit first = commit(git, "指示だけ", SEPT_30 - 86_400, "CHATGPT.md");
            commitAll(git, "残り", SEPT_30);
            setCommit(first.getName());
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(S1 + ":8:11 [source-path-not-in-commit]"), provenance(outcome));
            assertTrue(outcome.result().findings().get(0).message().english().contains("`" + DOC + "` does not exist in commit"));
        }
    }

    @Test
    void aCommitMoreThanADayAfterTheSessionIsAWarning() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit late = commitAll(git, "教材", SEPT_30 + 3 * 86_400);
            setCommit(late.getName());
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(S1 + ":9:13 [source-commit-after-session]"), provenance(outcome));
            assertFalse(outcome.result().findings().get(0).isError());
            assertTrue(outcome.result().findings().get(0).message().english().contains("dated 2026-10-03"));
        }
    }

    @Test
    void oneDayAfterTheSessionIsWithinTheSlack() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit nextDay = commitAll(git, "教材", SEPT_30 + 2 * 86_400 + 3600);
            setCommit(nextDay.getName());
            assertEquals(List.of(), repo.findings());
        }
    }

    @Test
    void aShallowCloneGivesANoteNotAnError() throws Exception {
        Path origin = dir.resolve("origin");
        TestRepo.clean(origin);
        RevCommit old;
        try (Git git = Git.init().setDirectory(origin.toFile()).setInitialBranch("main").call()) {
            old = commitAll(git, "一", SEPT_30 - 86_400);
            TestRepo.clean(origin).write("extra.md", "追記\n");
            commitAll(git, "二", SEPT_30);
        }
        Path shallow = dir.resolve("shallow");
        try (Git clone = Git.cloneRepository().setURI(origin.toUri().toString()).setDirectory(shallow.toFile())
                .setDepth(1).call()) {
            assertEquals(1, clone.getRepository().getObjectDatabase().getShallowCommits().size());
        }
        TestRepo copy = TestRepo.clean(shallow);
        copy.replace(S1, "    commit: unknown", "    commit: " + old.getName().substring(0, 10));
        CheckOutcome outcome = copy.run();
        assertEquals(List.of(), outcome.result().findings());
        assertEquals(List.of("history is shallow: 1 commit not verified; check out with fetch-depth: 0 "
                + "(actions/checkout) or run `git fetch --unshallow`"), outcome.result().notes().stream().map(io.github.studylog.message.Message::english).toList());
    }

    @Test
    void outsideGitACommitIsANote() {
        setCommit("61970989");
        CheckOutcome outcome = repo.run();
        assertEquals(List.of(), outcome.result().findings());
        assertEquals(1, outcome.result().notes().size());
        assertTrue(outcome.result().notes().get(0).english().startsWith("the content repository is not in a git work tree"));
    }

    @Test
    void withoutCommitsGitIsNeverOpened() {
        CheckRequest request = new CheckRequest(ContentLayout.defaults(dir), EnumSet.of(Part.RECORDS),
                Optional.empty(), Optional.empty(), "test");
        try (GitHistory history = GitHistory.lazy(dir)) {
            CheckOutcome outcome = new StudylogCheck().run(request, history);
            assertEquals(List.of(), outcome.result().findings());
            assertFalse(history.opened(), "every source says `unknown`: JGit is not needed");
        }
    }

    @Test
    void renderedTrueForADiagramThatDoesNotRenderIsAWarningInCheckOnly() {
        repo.replace(S1, "    rendered: false", "    rendered: true");
        repo.write("diagrams/web-cache/revalidate.json", "{\"schema_version\": 1,\n");
        CheckOutcome records = repo.run(Part.RECORDS);
        assertEquals(List.of(), provenance(records), "studylog:records alone has no diagram verdict");
        CheckOutcome all = repo.run(Part.RECORDS, Part.DIAGRAMS);
        assertEquals(List.of(S1 + ":13:15 [session-rendered-claim]"), provenance(all));
        assertTrue(all.result().findings().stream().filter(f -> f.rule() == ProvenanceRules.SESSION_RENDERED_CLAIM)
                .findFirst().orElseThrow().message().english().contains("stops at parsed"));
    }

    @Test
    void renderedTrueForADiagramThatRendersPasses() {
        repo.replace(S1, "    rendered: false", "    rendered: true");
        assertEquals(List.of(), provenance(repo.run(Part.RECORDS, Part.DIAGRAMS)));
    }
}
