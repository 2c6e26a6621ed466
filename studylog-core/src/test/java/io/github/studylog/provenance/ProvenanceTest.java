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
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.run.RuleCatalog;
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

    private static final Messages JA = Messages.of(Language.JA);

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
        PersonIdent who =
                new PersonIdent("学習者", "learner@example.com", Instant.ofEpochSecond(epochSecond), ZoneOffset.UTC);
        return git.commit()
                .setMessage(message)
                .setAuthor(who)
                .setCommitter(who)
                .setSign(false)
                .call();
    }

    private void setCommit(String commit) {
        repo.replace(S1, "    commit: unknown", "    commit: " + commit);
    }

    private List<String> provenance(CheckOutcome outcome) {
        return outcome.result().findings().stream()
                .filter(f -> RuleCatalog.declaredIn(ProvenanceRules.class).contains(f.rule()))
                .map(f -> f.location() + " [" + f.ruleId() + "]")
                .toList();
    }

    @Test
    void aCommitOfTheHistoryHoldingThePathPasses() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit first = commitAll(git, "教材", SEPT_30);
            setCommit(first.getName().substring(0, 7));
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(), outcome.result().findings());
            assertEquals(List.of(), outcome.result().notes());
        }
    }

    @Test
    void aFabricatedCommitIsUnknownAtItsLine() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            commitAll(git, "教材", SEPT_30);
            setCommit("deadbeefcafe1234");
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(S1 + ":9:13 [source-commit-unknown]"), provenance(outcome));
            Finding f = outcome.result().findings().get(0);
            assertTrue(f.isError());
            assertEquals(
                    "`deadbeefcafe1234` is not a commit of this repository's git history; write the commit `" + DOC
                            + "` was read at, or `unknown`",
                    f.message().english());
            assertEquals(
                    "`deadbeefcafe1234` はこのリポジトリの git の履歴にある commit ではありません。`" + DOC
                            + "` を読んだときの commit か、`unknown` を書いてください",
                    JA.text(f.message()));
        }
    }

    @Test
    void anAllDigitAbbreviationIsACommitAsWrittenNotATypeError() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            commitAll(git, "教材", SEPT_30);
            setCommit("61970989");
            assertEquals(
                    List.of(S1 + ":9:13 [source-commit-unknown]"),
                    repo.findings().stream()
                            .map(f -> f.location() + " [" + f.ruleId() + "]")
                            .toList());
        }
    }

    @Test
    void aSixDigitNumberIsNotACommit() {
        setCommit("619709");
        assertEquals(List.of(S1 + ":9:13 [record-value]"), repo.locations());
    }

    @Test
    void aPathAddedLaterIsNotInTheCommit() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit first = commit(git, "指示だけ", SEPT_30 - 86_400, "CHATGPT.md");
            commitAll(git, "残り", SEPT_30);
            setCommit(first.getName());
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(S1 + ":8:11 [source-path-not-in-commit]"), provenance(outcome));
            Message message = outcome.result().findings().get(0).message();
            assertEquals(
                    "`" + DOC + "` does not exist in commit `" + first.getName() + "` (2026-09-29); write the"
                            + " commit the file was read at, or `unknown`",
                    message.english());
            assertEquals(
                    "`" + DOC + "` は commit `" + first.getName() + "`（2026-09-29）に存在しません。ファイルを読んだ"
                            + "ときの commit か、`unknown` を書いてください",
                    JA.text(message));
        }
    }

    @Test
    void aCommitMoreThanADayAfterTheSessionIsAWarning() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            RevCommit late = commitAll(git, "教材", SEPT_30 + 3 * 86_400);
            setCommit(late.getName());
            CheckOutcome outcome = repo.run();
            assertEquals(List.of(S1 + ":9:13 [source-commit-after-session]"), provenance(outcome));
            assertFalse(outcome.result().findings().get(0).isError());
            Message message = outcome.result().findings().get(0).message();
            assertEquals(
                    "commit `" + late.getName() + "` is dated 2026-10-03, after the session's date 2026-10-01; a"
                            + " session cannot have read a later commit",
                    message.english());
            assertEquals(
                    "commit `" + late.getName() + "` の日付は 2026-10-03 で、session の日付 2026-10-01 より後です。"
                            + "session が後の commit を読めたはずはありません",
                    JA.text(message));
        }
    }

    @Test
    void oneDayAfterTheSessionIsWithinTheSlack() throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
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
        try (Git git = Git.init()
                .setDirectory(origin.toFile())
                .setInitialBranch("main")
                .call()) {
            old = commitAll(git, "一", SEPT_30 - 86_400);
            TestRepo.clean(origin).write("extra.md", "追記\n");
            commitAll(git, "二", SEPT_30);
        }
        Path shallow = dir.resolve("shallow");
        try (Git clone = Git.cloneRepository()
                .setURI(origin.toUri().toString())
                .setDirectory(shallow.toFile())
                .setDepth(1)
                .call()) {
            assertEquals(
                    1,
                    clone.getRepository()
                            .getObjectDatabase()
                            .getShallowCommits()
                            .size());
        }
        TestRepo copy = TestRepo.clean(shallow);
        copy.replace(S1, "    commit: unknown", "    commit: " + old.getName().substring(0, 10));
        CheckOutcome outcome = copy.run();
        assertEquals(List.of(), outcome.result().findings());
        assertEquals(
                List.of(Message.of("provenance.shallow.one", 1)),
                outcome.result().notes());
        assertEquals(
                "history is shallow: 1 commit not verified; check out with fetch-depth: 0 (actions/checkout) or"
                        + " run `git fetch --unshallow`",
                outcome.result().notes().get(0).english());
        assertEquals(
                "履歴が shallow です。1 個の commit を確認できませんでした。fetch-depth: 0 でチェックアウトする"
                        + "（actions/checkout）か、`git fetch --unshallow` を実行してください",
                JA.text(outcome.result().notes().get(0)));
    }

    @Test
    void outsideGitACommitIsANote() {
        setCommit("61970989");
        CheckOutcome outcome = repo.run();
        assertEquals(List.of(), outcome.result().findings());
        assertEquals(1, outcome.result().notes().size());
        assertEquals(
                "the content repository is not in a git work tree: 1 commit of sessions' sources not verified;"
                        + " run the build in a git clone to check them",
                outcome.result().notes().get(0).english());
        assertEquals(
                "コンテンツのリポジトリが git の作業ツリーにありません。session の source の commit 1 個を確認できません"
                        + "でした。git でクローンした場所でビルドを実行すると確認できます",
                JA.text(outcome.result().notes().get(0)));
        assertEquals(
                "the content repository is not in a git work tree: 2 commits of sessions' sources not verified;"
                        + " run the build in a git clone to check them",
                Message.of("provenance.outside-git.other", 2).english());
    }

    @Test
    void withoutCommitsGitIsNeverOpened() {
        CheckRequest request = new CheckRequest(
                ContentLayout.defaults(dir), EnumSet.of(Part.RECORDS), Optional.empty(), Optional.empty(), "test");
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
        Message message = all.result().findings().stream()
                .filter(f -> f.rule() == ProvenanceRules.SESSION_RENDERED_CLAIM)
                .findFirst()
                .orElseThrow()
                .message();
        assertEquals(
                "`rendered: true`, but this build cannot draw `diagrams/web-cache/revalidate.json` (it stops at"
                        + " parsed); the learner cannot have seen a picture that does not render: write `rendered: false` or"
                        + " fix the diagram",
                message.english());
        assertEquals(
                "`rendered: true` ですが、このビルドでは `diagrams/web-cache/revalidate.json` を描けません（parsed で"
                        + "止まります）。描画されない図を学習者が見られたはずはありません。`rendered: false` と書くか、図を直してください",
                JA.text(message));
    }

    @Test
    void renderedTrueForADiagramThatRendersPasses() {
        repo.replace(S1, "    rendered: false", "    rendered: true");
        assertEquals(List.of(), provenance(repo.run(Part.RECORDS, Part.DIAGRAMS)));
    }
}
