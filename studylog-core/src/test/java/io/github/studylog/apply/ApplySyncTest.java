package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** apply-sync end to end on the clean fixture repo in a git history, one case per test. */
class ApplySyncTest {

    private static final String ID = "2026-10-05-web-cache-03";
    private static final String TITLE = "[Session Sync] " + ID;
    private static final String SESSION = "sessions/" + ID + ".yaml";
    private static final String REVIEW = "reviews/web-cache.yaml";

    @TempDir
    Path dir;

    TestRepo repo;
    Git git;
    String commit;
    boolean failOnWarning;

    @BeforeEach
    void setUp() throws Exception {
        repo = TestRepo.clean(dir);
        git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call();
        git.add().addFilepattern(".").call();
        PersonIdent who =
                new PersonIdent("学習者", "learner@example.com", Instant.parse("2026-10-04T09:00:00Z"), ZoneOffset.UTC);
        RevCommit first = git.commit()
                .setMessage("教材")
                .setAuthor(who)
                .setCommitter(who)
                .setSign(false)
                .call();
        commit = first.getName().substring(0, 8);
    }

    @AfterEach
    void tearDown() {
        git.close();
    }

    private String record(String commitId) {
        return """
                id: 2026-10-05-web-cache-03
                date: 2026-10-05
                kind: drill
                reviews:
                  - web-cache
                issue: unfiled
                sources:
                  - path: src/content/docs/web/cache.md
                    commit: %s
                questions:
                  - id: Q1
                    section: 条件付きリクエスト
                    asked: true
                    outcome: self_explained
                    note: ETag と Last-Modified を自力で使い分けた。
                  - id: Q2
                    section: Cache-Control
                    asked: true
                    outcome: hinted
                    note: no-store と no-cache の違いはヒント後。
                needs_revisit:
                  - Cache-Control
                narrative: |
                  304 の流れを自力で説明した。
                """.formatted(commitId);
    }

    /** The body as the template lays it out: the record starts on line 4. */
    private static String body(String record) {
        return "## 記録\n\n```yaml\n" + record + "```\n\n## 経過\n\n304 の流れを自力で説明した。\n\n## 参照\n\n- x\n";
    }

    private ApplyResult apply(String issueFile, boolean dryRun, boolean overwrite) {
        Path file = dir.resolve("target/issue.json");
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, issueFile);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        IssueInput input = new IssueInputReader().read(file);
        try (GitHistory history = GitHistory.lazy(dir)) {
            return new ApplySync()
                    .run(
                            new ApplySync.Request(
                                    ContentLayout.defaults(dir),
                                    input,
                                    ApplySync.DEFAULT_TRUSTED,
                                    dryRun,
                                    overwrite,
                                    failOnWarning,
                                    "test"),
                            history);
        }
    }

    private ApplyResult applyEvent(String title, String body) {
        return apply(IssueFixtures.event(31, title, body, "OWNER"), false, false);
    }

    /** Every file of the work tree but target/ and .git/, with its bytes as text. */
    private Map<String, String> tree() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                String rel = dir.relativize(p).toString().replace('\\', '/');
                if (!rel.startsWith("target/") && !rel.startsWith(".git/")) {
                    files.put(rel, Files.readString(p));
                }
            }
        }
        return files;
    }

    private static List<String> locations(ApplyResult result) {
        return result.findings().stream()
                .map(f -> f.location() + " [" + f.ruleId() + "]")
                .toList();
    }

    @Test
    void anEventPayloadWritesTheSessionAndEditsTheReviewInPlace() {
        ApplyResult result = applyEvent(TITLE, body(record(commit)));
        assertEquals(List.of(), result.findings());
        assertEquals(ApplyResult.Status.APPLIED, result.status());
        assertEquals(record(commit).replace("issue: unfiled", "issue: 31"), repo.read(SESSION));
        assertEquals("""
                id: web-cache
                title: HTTPキャッシュ
                doc: src/content/docs/web/cache.md
                status: hinted
                last_reviewed: 2026-10-05
                summary: >-
                  Cache-Control と検証付きリクエストの違いを、条件を一つずつ変えて確認した。
                needs_revisit:
                  - section: Cache-Control
                    reason: no-store と no-cache の違いはヒント後。
                sessions:
                  - 2026-10-01-web-cache-01
                  - 2026-10-03-web-cache-02
                  - 2026-10-05-web-cache-03
                """, repo.read(REVIEW));
        assertEquals(
                List.of(REVIEW, SESSION),
                result.changes().stream().map(FileChange::path).toList());
        assertEquals(1, result.statusHints().size(), "hinted, while the session shows self_explained");
        assertEquals(List.of(), repo.findings(), "after writing, the records check of the repo passes");

        ApplyResult again = applyEvent(TITLE, body(record(commit)));
        assertEquals(ApplyResult.Status.ALREADY_APPLIED, again.status());
        assertEquals(List.of(), again.changes());
    }

    @Test
    void crlfTildesYmlALongerFenceAndProseAroundAreRead() {
        String body = "セッションを記録します。\r\n\r\n## 記録\r\n\r\n~~~~yml\r\n"
                + record(commit).replace("\n", "\r\n") + "~~~~\r\n\r\n以上です。\r\n";
        ApplyResult result = applyEvent(TITLE, body);
        assertEquals(List.of(), result.findings());
        assertEquals(record(commit).replace("issue: unfiled", "issue: 31"), repo.read(SESSION));
    }

    @Test
    void aFabricatedCommitIsRefusedAtItsBodyLineAndNothingIsWritten() throws IOException {
        Map<String, String> before = tree();
        ApplyResult result = applyEvent(TITLE, body(record("deadbeefcafe1234")));
        assertEquals(ApplyResult.Status.REFUSED, result.status());
        assertEquals(List.of("issue #31:12:13 [source-commit-unknown]"), locations(result));
        assertEquals(before, tree());
    }

    @Test
    void aPathInTheTitleIsRefusedNeverUsed() throws IOException {
        Map<String, String> before = tree();
        ApplyResult result = applyEvent("[Session Sync] ../../.github/workflows/x", body(record(commit)));
        assertEquals(ApplyResult.Status.REFUSED, result.status());
        assertEquals(List.of("issue #31:0:0 [apply-sync-title]"), locations(result));
        assertEquals(before, tree());
        assertFalse(Files.exists(dir.resolve(".github")));
    }

    @Test
    void anUntrustedAuthorIsRefused() throws IOException {
        Map<String, String> before = tree();
        ApplyResult result = apply(IssueFixtures.event(31, TITLE, body(record(commit)), "NONE"), false, false);
        assertEquals(List.of("issue #31:0:0 [apply-sync-untrusted]"), locations(result));
        assertEquals(before, tree());
    }

    @Test
    void anIdDifferentFromTheTitleIsRefusedAtTheIdLine() throws IOException {
        Map<String, String> before = tree();
        ApplyResult result = applyEvent("[Session Sync] 2026-10-05-web-cache-04", body(record(commit)));
        assertTrue(locations(result).contains("issue #31:4:5 [apply-sync-id-mismatch]"), locations(result)::toString);
        assertEquals(ApplyResult.Status.REFUSED, result.status());
        assertEquals(before, tree());
    }

    @Test
    void badYamlIsRefusedAtItsBodyLine() throws IOException {
        Map<String, String> before = tree();
        ApplyResult result = applyEvent(TITLE, body(record(commit).replace("kind: drill", "kind: [drill")));
        assertEquals(ApplyResult.Status.REFUSED, result.status());
        assertEquals("yaml-syntax", result.findings().get(0).ruleId());
        assertTrue(result.findings().get(0).line() >= 6, result.findings()::toString);
        assertEquals(before, tree());
    }

    @Test
    void aNullBodyIsAFinding() {
        ApplyResult result = applyEvent(TITLE, null);
        assertEquals(List.of("issue #31:0:0 [apply-sync-record-block]"), locations(result));
    }

    @Test
    void severalYamlBlocksAreNarrowedByTheTemplateHeadingOrRefused() {
        String extra = "```yaml\nother: 1\n```\n\n";
        assertEquals(
                ApplyResult.Status.APPLIED,
                applyEvent(TITLE, extra + body(record(commit))).status());
        repo.delete(SESSION);
        ApplyResult twice = applyEvent(TITLE, body(record(commit)) + "\n## 記録\n\n" + extra);
        assertEquals(List.of("issue #31:40:1 [apply-sync-record-block]"), locations(twice));
    }

    @Test
    void anExistingDifferentSessionIsRefusedUnlessOverwrite() throws IOException {
        repo.write(SESSION, record(commit).replace("kind: drill", "kind: learn"));
        Map<String, String> before = tree();
        ApplyResult refused = applyEvent(TITLE, body(record(commit)));
        assertEquals(List.of("issue #31:4:1 [apply-sync-session-exists]"), locations(refused));
        assertEquals(before, tree());
        ApplyResult overwritten = apply(IssueFixtures.event(31, TITLE, body(record(commit)), "MEMBER"), false, true);
        assertEquals(ApplyResult.Status.APPLIED, overwritten.status());
        assertTrue(repo.read(SESSION).contains("kind: drill"));
    }

    @Test
    void aWarningRefusesOnlyWithFailOnWarning() throws IOException {
        String late = record(commit)
                .replace("date: 2026-10-05", "date: 2026-10-02")
                .replace("id: 2026-10-05-web-cache-03", "id: 2026-10-02-web-cache-03");
        failOnWarning = true;
        Map<String, String> before = tree();
        ApplyResult refused = applyEvent("[Session Sync] 2026-10-02-web-cache-03", body(late));
        assertEquals(List.of("issue #31:12:13 [source-commit-after-session]"), locations(refused));
        assertEquals(ApplyResult.Status.REFUSED, refused.status());
        assertEquals(before, tree());
        failOnWarning = false;
        ApplyResult applied = applyEvent("[Session Sync] 2026-10-02-web-cache-03", body(late));
        assertEquals(ApplyResult.Status.APPLIED, applied.status());
        assertEquals(List.of("issue #31:12:13 [source-commit-after-session]"), locations(applied));
    }

    @Test
    void aDryRunShowsTheDiffAndWritesNothing() throws IOException {
        Map<String, String> before = tree();
        ApplyResult result = apply(IssueFixtures.event(31, TITLE, body(record(commit)), "OWNER"), true, false);
        assertEquals(ApplyResult.Status.APPLIED, result.status());
        assertTrue(result.dryRun());
        assertTrue(
                result.changes().get(0).diff().contains("+last_reviewed: 2026-10-05\n"),
                result.changes().get(0).diff());
        assertTrue(result.changes().get(1).diff().startsWith("--- /dev/null\n+++ b/" + SESSION + "\n@@ -0,0 +1,"));
        assertEquals(before, tree());
    }

    @Test
    void ghViewDraftJsonAndDraftMarkdownAreTheOtherForms() {
        ApplyResult gh = apply(IssueFixtures.ghView(31, TITLE, body(record(commit))), true, false);
        assertEquals(List.of(), gh.findings());
        assertTrue(gh.changes().get(1).after().contains("issue: 31\n"));
        ApplyResult draft = apply(IssueFixtures.draftJson(TITLE, body(record(commit))), true, false);
        assertTrue(draft.changes().get(1).after().contains("issue: unfiled\n"), "a draft knows no issue number");
        String markdown = "title: " + TITLE + "\nlabels: session-sync, web-cache\n\n" + body(record("zzz"));
        ApplyResult md = apply(markdown, true, false);
        Finding f = md.findings().get(0);
        assertEquals(
                "issue.json:15:13 [record-value]",
                f.location() + " [" + f.ruleId() + "]",
                "a Markdown file's findings are at the file's own lines");
    }

    private static Finding first(ApplyResult result, String rule) {
        return result.findings().stream()
                .filter(f -> f.ruleId().equals(rule))
                .findFirst()
                .orElseThrow();
    }

    private static void speaks(String english, String japanese, Finding f) {
        assertEquals(english, f.message().english());
        assertEquals(japanese, Messages.of(Language.JA).text(f.message()));
    }

    @Test
    void eachRefusalIsWrittenInEnglishAndJapanese() {
        speaks(
                "the issue's author is NONE of the repository; only COLLABORATOR, MEMBER, OWNER "
                        + "(studylog.trustedAssociations) may have a Session Sync issue applied",
                "issue の作成者はこのリポジトリの NONE です。Session Sync issue を反映できるのは COLLABORATOR, MEMBER, "
                        + "OWNER（studylog.trustedAssociations）だけです",
                first(
                        apply(IssueFixtures.event(31, TITLE, body(record(commit)), "NONE"), false, false),
                        "apply-sync-untrusted"));
        speaks(
                "`../x` in the title is not a session id YYYY-MM-DD-<slug>-NN (e.g. 2026-09-08-architecture-queues-01); "
                        + "nothing is written for it",
                "タイトルの `../x` はセッション ID YYYY-MM-DD-<slug>-NN（例: 2026-09-08-architecture-queues-01）ではありません。"
                        + "何も書き込みません",
                first(applyEvent("[Session Sync] ../x", body(record(commit))), "apply-sync-title"));
        speaks(
                "the record's id `2026-10-05-web-cache-03` differs from `2026-10-05-web-cache-04` in the issue title",
                "記録の id `2026-10-05-web-cache-03` が、issue のタイトルの `2026-10-05-web-cache-04` と違います",
                first(
                        applyEvent("[Session Sync] 2026-10-05-web-cache-04", body(record(commit))),
                        "apply-sync-id-mismatch"));
        speaks(
                "the issue has no body; it must hold the session record in a ```yaml block as the session-sync "
                        + "template lays it out",
                "issue に本文がありません。session-sync template のとおり、セッションの記録を ```yaml ブロックに入れてください",
                first(applyEvent(TITLE, null), "apply-sync-record-block"));
        speaks(
                "several ```yaml blocks could be the session record (lines 3, 40); keep one under the heading `記録`",
                "セッションの記録と考えられる ```yaml ブロックが複数あります(3, 40 行目)。見出し `記録` の下に 1 つだけ残してください",
                first(
                        applyEvent(TITLE, body(record(commit)) + "\n## 記録\n\n```yaml\nother: 1\n```\n\n"),
                        "apply-sync-record-block"));
        repo.write(SESSION, record(commit).replace("kind: drill", "kind: learn"));
        speaks(
                "`sessions/2026-10-05-web-cache-03.yaml` already exists with different data; nothing was changed "
                        + "(-Dstudylog.overwrite=true replaces it with this record)",
                "`sessions/2026-10-05-web-cache-03.yaml` が違うデータですでに存在するため、何も変更しませんでした"
                        + "（-Dstudylog.overwrite=true を付けると、この記録で置き換えます）",
                first(applyEvent(TITLE, body(record(commit))), "apply-sync-session-exists"));
    }

    @Test
    void anIssueNumberAlreadyInTheRecordIsKept() {
        String filed = record(commit).replace("issue: unfiled", "issue: 22");
        ApplyResult result = applyEvent(TITLE, body(filed));
        assertEquals(List.of(), result.findings());
        assertEquals(filed, repo.read(SESSION));
    }

    @Test
    void instructionsWithoutTheSessionSyncTemplateAreRefusedAtTheirTop() throws IOException {
        repo.replace("CHATGPT.md", "````markdown template=session-sync", "````markdown");
        Map<String, String> before = tree();
        ApplyResult result = applyEvent(TITLE, body(record(commit)));
        assertEquals(ApplyResult.Status.REFUSED, result.status());
        assertEquals(List.of("CHATGPT.md:1:1 [template-missing]"), locations(result));
        assertEquals(
                "no `template=session-sync` block found; add a fenced code block whose info string is "
                        + "`yaml template=session-sync`, or run `mvn studylog:init` to make the templates from the blocks and "
                        + "records you have",
                result.findings().get(0).message().english());
        assertEquals(before, tree());
    }
}
