package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.prompt.PromptRenderer;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code studylog:init} end to end on the clean fixture whose CHATGPT.md has example-style blocks without
 * {@code template=} marks ({@code repos/adopt-CHATGPT.md}).
 */
class InitPlannerTest {

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() throws IOException {
        repo = TestRepo.clean(dir);
        try (InputStream in = getClass().getResourceAsStream("/repos/adopt-CHATGPT.md")) {
            repo.write("CHATGPT.md", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private InitProposal plan() {
        return new InitPlanner().plan(ContentLayout.defaults(repo.root()));
    }

    @Test
    void proposesEveryTemplateAndEveryRecordPasses() throws IOException {
        byte[] before = Files.readAllBytes(repo.root().resolve("CHATGPT.md"));
        InitProposal proposal = plan();
        assertArrayEquals(before, Files.readAllBytes(repo.root().resolve("CHATGPT.md")), "a dry run writes nothing");
        assertEquals(
                List.of("review", "session", "session-sync"),
                List.copyOf(proposal.matches().keySet()));
        String after = proposal.after();
        for (String line : List.of(
                "```yaml template=review",
                "id: <file-id>",
                "doc: <path>",
                "status: <not_started|explained|hinted|self_explained>  "
                        + "# not_started | explained | hinted | self_explained",
                "last_reviewed: <date>",
                "  - section: <heading>",
                "misconceptions: []            # optional",
                "  - <session-ref>",
                "```yaml template=session",
                "date: <date>",
                "kind: <learn|interview|drill>  # learn | interview | drill",
                "  - <review-ref>",
                "issue: <issue|unfiled>  # issue | unfiled",
                "    commit: <commit|unknown>",
                "diagrams:  # optional",
                "    read: <bool>",
                "  - id: <id>",
                "    section: <heading>  # optional",
                "  - <heading>",
                "narrative: <text>",
                "````markdown template=session-sync")) {
            assertTrue(after.lines().anyMatch(line::equals), () -> "missing line `" + line + "` in\n" + after);
        }
        assertFalse(after.contains("  - section: Cache-Control"), "a template list keeps one item");
        PassTable table = proposal.table().orElseThrow();
        assertTrue(table.allPass(), table.toString());
        assertEquals(
                List.of(1, 2), table.kinds().stream().map(KindResult::records).toList());
    }

    @Test
    void onlyTheTemplateBlocksLinesChange() {
        InitProposal proposal = plan();
        List<String> before = proposal.before().lines().toList();
        List<String> after = proposal.after().lines().toList();
        // outside the blocks (before the review block, between the blocks' ends and the next fences) nothing moves
        int reviewFence = before.indexOf("```yaml");
        assertEquals(before.subList(0, reviewFence), after.subList(0, reviewFence));
        String promptBlock = "\n## セッション開始のプロンプト\n\n````markdown template=session-prompt\n";
        String text = proposal.after();
        assertEquals(
                proposal.before()
                        .substring(proposal.before().indexOf("## Session Sync"))
                        .replace("````markdown\n", "````markdown template=session-sync\n"),
                text.substring(text.indexOf("## Session Sync"), text.indexOf(promptBlock)));
        assertTrue(text.endsWith(PromptRenderer.defaultTemplate() + "````\n"), "the prompt block is appended last");
        assertTrue(proposal.diff().startsWith("--- a/CHATGPT.md\n+++ b/CHATGPT.md\n@@ "), proposal.diff());
    }

    @Test
    void writeGivesACatalogUnderWhichTheRecordsPassAndBrokenRecordsStillFail() throws IOException {
        InitProposal proposal = plan();
        new InitWriter().write(repo.root(), proposal);
        assertEquals(proposal.after(), repo.read("CHATGPT.md"));
        assertEquals(List.of(), repo.locations());
        assertTrue(plan().nothingToDo(), "a second run has nothing to do");

        repo.replace("sessions/2026-10-03-web-cache-02.yaml", "kind: drill", "kind: seminar");
        repo.replace("sessions/2026-10-01-web-cache-01.yaml", "date: 2026-10-01", "date: 2026-02-30");
        repo.replace("sessions/2026-10-03-web-cache-02.yaml", "  - web-cache", "  - web-cash");
        List<String> found = repo.locations();
        assertTrue(found.contains("sessions/2026-10-03-web-cache-02.yaml:3:7 [record-value]"), found.toString());
        assertTrue(found.contains("sessions/2026-10-01-web-cache-01.yaml:2:7 [record-date]"), found.toString());
        assertTrue(found.contains("sessions/2026-10-03-web-cache-02.yaml:5:5 [record-unknown-ref]"), found.toString());
    }

    @Test
    void theTableGivesTheFirstErrorOfEachRecordThatWouldFail() {
        repo.replace("sessions/2026-10-03-web-cache-02.yaml", "date: 2026-10-03", "date: 2026-10-04");
        InitProposal proposal = plan();
        KindResult sessions = proposal.table().orElseThrow().kinds().get(1);
        assertEquals(1, sessions.passing());
        assertEquals(
                "sessions/2026-10-03-web-cache-02.yaml:2:7",
                sessions.failures().get(0).location());
        String report = String.join("\n", new InitReport(f -> f.location() + " " + f.ruleId()).lines(proposal, false));
        assertTrue(report.contains("  session        2     1     1"), report);
        assertTrue(report.contains("  sessions/2026-10-03-web-cache-02.yaml:2:7 session-date-mismatch"), report);
        assertTrue(report.contains("PROPOSAL"), report);
        assertTrue(report.contains("nothing was written"), report);

        List<String> japanese = new InitReport(
                        f -> f.location() + " " + f.ruleId(), "mvn studylog:init", Messages.of(Language.JA))
                .lines(proposal, false);
        int table = japanese.indexOf("提案した template での既存の記録:");
        assertTrue(table > 0, String.join("\n", japanese));
        assertEquals(
                List.of(
                        "提案した template での既存の記録:",
                        "  種類        記録  合格 不合格",
                        "  review         1     1      0",
                        "  session        2     1      1",
                        "不合格になる session ごとの最初のエラー:",
                        "  sessions/2026-10-03-web-cache-02.yaml:2:7 session-date-mismatch",
                        ""),
                japanese.subList(table, table + 7));
        assertEquals("studylog init: CHATGPT.md への「提案」です。例のブロックと既存の記録から推定しました。受け入れる前に確認してください", japanese.get(0));
        assertEquals(
                "studylog init: 何も書き込んでいません。差分を読んでください。反映するには `mvn studylog:init "
                        + "-Dstudylog.write=true` を実行し、そのあと `mvn verify` を実行します",
                japanese.get(japanese.size() - 1));
        assertTrue(
                japanese.stream()
                        .anyMatch(l ->
                                l.matches("  review: [0-9]+ 行目の ```yaml ブロック（キーが review の記録と " + "[0-9]+% 一致するため）")),
                String.join("\n", japanese));
    }

    @Test
    void aRecordOutsideTheCommentsAlternativesWidensThePlaceholderWithANote() {
        repo.replace("sessions/2026-10-03-web-cache-02.yaml", "kind: drill", "kind: seminar");
        InitProposal proposal = plan();
        assertTrue(proposal.after().contains("\nkind: <text>  # learn | interview | drill\n"), proposal.after());
        assertTrue(
                proposal.notes().get(0).english().contains("`seminar` at sessions/2026-10-03-web-cache-02.yaml:3:7"),
                proposal.notes().toString());
        assertTrue(String.join("\n", new InitReport(f -> "").lines(proposal, false))
                .contains("Notes:"));
    }

    @Test
    void aPartlyMarkedFileOnlyGetsTheMissingTemplates() {
        repo.replace("CHATGPT.md", "````markdown\n", "````markdown template=session-sync\n");
        InitProposal proposal = plan();
        assertEquals(List.of("session-sync"), proposal.alreadyMarked());
        assertEquals(
                List.of("review", "session"), List.copyOf(proposal.matches().keySet()));
    }

    @Test
    void hostileBlocksAreSkippedNotFollowed() {
        String bomb = "```yaml\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                + "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nid: x\ndate: y\nkind: z\n```\n\n"
                + "```yaml\nid: !!javax.script.ScriptEngineManager [x]\ndate: 1\nkind: 2\n```\n\n";
        repo.write("CHATGPT.md", bomb + repo.read("CHATGPT.md"));
        InitProposal proposal = plan();
        assertEquals(
                List.of("review", "session", "session-sync"),
                List.copyOf(proposal.matches().keySet()));
        assertTrue(
                proposal.matches().get("session").block().fenceLine() > 20,
                proposal.matches().toString());
        assertTrue(proposal.table().orElseThrow().allPass());
    }

    @Test
    void anAnnotatedFileIsProposedOnlyTheSessionPromptBlockThenHasNothingToDo() throws Exception {
        TestRepo clean = TestRepo.clean(dir.resolve("annotated"));
        InitProposal proposal = new InitPlanner().plan(ContentLayout.defaults(clean.root()));
        assertEquals(
                clean.read("CHATGPT.md") + "\n## セッション開始のプロンプト\n\n````markdown template=session-prompt\n"
                        + PromptRenderer.defaultTemplate() + "````\n",
                proposal.after());
        assertTrue(
                proposal.notes().get(0).english().startsWith("a `template=session-prompt` block is appended"),
                proposal.notes().toString());
        new InitWriter().write(clean.root(), proposal);

        InitProposal again = new InitPlanner().plan(ContentLayout.defaults(clean.root()));
        assertTrue(again.nothingToDo());
        assertEquals("", again.diff());
        assertTrue(new InitReport(f -> "").lines(again, false).get(0).endsWith("nothing to do"));
        assertEquals(List.of(), clean.findings(), "the proposed block is a valid template");
    }
}
