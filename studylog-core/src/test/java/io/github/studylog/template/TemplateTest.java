package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.Part;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TemplateTest {

    private static final String REVIEW_TEMPLATE_END = "sessions:\n  - <session-ref>\n```";

    @Test
    void theCommitFormReadByHandIsThePatternOfTheSchemas() {
        java.util.regex.Pattern form = java.util.regex.Pattern.compile(SchemaGenerator.COMMIT_PATTERN);
        for (String text : new String[] {
            "0123456",
            "abcdef0",
            "012345",
            "0123456789abcdef0123456789abcdef01234567",
            "0123456789abcdef0123456789abcdef012345678",
            "ABCDEF0",
            "abcdefg",
            "012345\n",
            "0123456\n",
            "unknown",
            "",
            "０１２３４５６"
        }) {
            org.junit.jupiter.api.Assertions.assertEquals(
                    form.matcher(text).matches(), SchemaGenerator.isCommit(text), text);
        }
    }

    @Test
    void aRequiredFieldAddedToTheTemplateFailsEveryRecordLackingIt(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "summary: <text>\n", "summary: <text>\ndifficulty: <int>\n");
        assertEquals(List.of("reviews/web-cache.yaml:1:1 [record-missing-key]"), repo.locations());
    }

    @Test
    void theSameFieldMarkedOptionalPasses(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "summary: <text>\n", "summary: <text>\ndifficulty: <int>    # optional\n");
        assertEquals(List.of(), repo.locations());
        repo.replace("reviews/web-cache.yaml", "status: hinted\n", "status: hinted\ndifficulty: 高い\n");
        assertEquals(List.of("reviews/web-cache.yaml:5:13 [record-value]"), repo.locations());
    }

    @Test
    void unknownPlaceholderPointsAtChatgptMdsLine(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "title: <text>", "title: <string>");
        List<Finding> findings = repo.findings();
        assertEquals(
                "CHATGPT.md:13:8 [template-unknown-placeholder]",
                repo.locations().get(0));
        assertTrue(
                findings.get(0).message().english().contains("did you mean `<text>`?"),
                findings.get(0).message().english());
    }

    @Test
    void brokenTemplateYamlIsReportedInChatgptMd(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "title: <text>", "title: [<text>");
        assertEquals("CHATGPT.md", repo.findings().get(0).path());
        assertEquals("yaml-syntax", repo.findings().get(0).ruleId());
        assertTrue(repo.findings().get(0).line() >= 13, repo.locations().toString());
    }

    /** The {@code yaml-empty} findings of a CHATGPT.md text, as "path:line:column [rule]". */
    private static List<String> emptyTemplates(String markdown) {
        io.github.studylog.finding.FindingSink sink = new io.github.studylog.finding.FindingSink();
        new TemplateCatalog().load("CHATGPT.md", markdown, false, sink);
        return sink.sorted().stream()
                .filter(f -> f.ruleId().equals("yaml-empty"))
                .map(f -> f.path() + ":" + f.line() + ":" + f.column() + " [" + f.ruleId() + "]")
                .toList();
    }

    /** Found by TemplateFuzzTest: the empty block's finding was placed on a line after the text's last. */
    @Test
    void anEmptyTemplateOnTheLastLineIsReportedOnItsFence() {
        assertEquals(List.of("CHATGPT.md:3:1 [yaml-empty]"), emptyTemplates("# 指示\n\n```yaml template=review"));
        assertEquals(List.of("CHATGPT.md:4:1 [yaml-empty]"), emptyTemplates("# 指示\n\n```yaml template=review\n"));
    }

    @Test
    void missingTemplateNamesChatgptMd(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "```yaml template=review", "```yaml");
        assertEquals(List.of("CHATGPT.md:11:1 [template-missing]"), repo.locations());
        assertTrue(
                repo.findings()
                        .get(0)
                        .message()
                        .english()
                        .contains("the ```yaml block at line 11 looks like the review "
                                + "template (its keys match the existing review records): add `template=review` to the info string "
                                + "of the block at line 11 (```yaml template=review), or run `mvn studylog:init`"),
                repo.findings().get(0).message().english());
    }

    @Test
    void missingTemplateWithoutALookAlikeBlockNamesInit(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        String text = repo.read("CHATGPT.md");
        int start = text.indexOf("```yaml template=review");
        repo.write("CHATGPT.md", text.substring(0, start) + text.substring(text.indexOf("```\n", start + 3) + 4));
        assertEquals(List.of("CHATGPT.md:1:1 [template-missing]"), repo.locations());
        assertTrue(
                repo.findings().get(0).message().english().contains("or run `mvn studylog:init`"),
                repo.findings().get(0).message().english());
    }

    @Test
    void missingInstructionsFile(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir).delete("CHATGPT.md");
        assertEquals(List.of("CHATGPT.md:0:0 [template-missing]"), repo.locations());
    }

    @Test
    void unknownSlotInTheSessionSyncTemplate(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "{narrative}", "{story}");
        List<Finding> findings =
                repo.run(Part.RECORDS, Part.SYNC_DRAFTS).result().findings();
        assertEquals(1, findings.size(), findings.toString());
        assertEquals("template-unknown-slot", findings.get(0).ruleId());
        assertEquals(67, findings.get(0).line());
        assertEquals(1, findings.get(0).column());
    }

    @Test
    void fencesFollowCommonMark() {
        String md = String.join(
                "\n",
                "# 説明",
                "",
                "    ```yaml template=indented",
                "    not: a template (indented code)",
                "    ```",
                "",
                "````markdown template=outer",
                "title: x",
                "```yaml template=inner",
                "inside: the outer fence",
                "```",
                "````",
                "",
                "~~~yaml   template=tilde",
                "a: <text>",
                "~~~",
                "");
        FindingSink sink = new FindingSink();
        Map<String, TemplateBlock> blocks = new TemplateExtractor().extract("CHATGPT.md", md, sink);
        assertEquals(List.of("outer", "tilde"), List.copyOf(blocks.keySet()));
        assertTrue(blocks.get("outer").text().contains("```yaml template=inner"));
        assertEquals(8, blocks.get("outer").contentLine());
        assertEquals(15, blocks.get("tilde").contentLine());
        assertEquals(List.of(), sink.sorted());
    }

    @Test
    void aMarkerWithoutANameNamesNoTemplate() {
        FindingSink sink = new FindingSink();
        Map<String, TemplateBlock> blocks = new TemplateExtractor()
                .extract(
                        "CHATGPT.md",
                        "```yaml template=\na: <text>\n```\n\n```yaml template= template=review\nb: <text>\n```\n",
                        sink);
        assertEquals(List.of("review"), List.copyOf(blocks.keySet()));
        assertEquals(new TemplateBlock("review", "b: <text>\n", 5, 6), blocks.get("review"));
        assertEquals(List.of(), sink.sorted());
    }

    @Test
    void duplicateTemplateNames() {
        String md = "```yaml template=review\na: <text>\n```\n\n```yaml template=review\nb: <text>\n```\n";
        FindingSink sink = new FindingSink();
        new TemplateExtractor().extract("CHATGPT.md", md, sink);
        assertEquals(
                List.of("CHATGPT.md:5:1"),
                sink.sorted().stream().map(Finding::location).toList());
    }

    @Test
    void syncTemplateParts(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        Templates templates = repo.run(Part.RECORDS, Part.SYNC_DRAFTS).templates();
        SyncTemplate sync = templates.sessionSync().orElseThrow();
        assertEquals("[Session Sync] {id}", sync.title());
        assertEquals(List.of("session-sync", "{reviews}"), sync.labels());
        assertTrue(sync.body().startsWith("## 記録\n\n```yaml\n{record}\n```"), sync.body());
    }

    /** Fuzz finding (issue 16): a lone CR inside a template block ends a line; the column counts code points. */
    @Test
    void aLoneCrInATemplateBlockEndsALine() {
        FindingSink sink = new FindingSink();
        TemplateBlock block = new TemplateBlock("session-sync", "title: {id}\r本文 {story}\n", 9, 10);
        assertEquals(1, Slots.reportUnknown("CHATGPT.md", block, List.of("id"), sink));
        List<Finding> found = sink.sorted();
        assertEquals("template-unknown-slot", found.get(0).ruleId());
        assertEquals("CHATGPT.md:11:4", found.get(0).location());
    }

    @Test
    void aFenceAfterALoneCrIsOnItsOwnLine() {
        FindingSink sink = new FindingSink();
        Map<String, TemplateBlock> blocks =
                new TemplateExtractor().extract("CHATGPT.md", "# 説明\r\r```yaml template=x\na: <text>\n```\n", sink);
        assertEquals(3, blocks.get("x").fenceLine());
        assertEquals(4, blocks.get("x").contentLine());
    }
}
