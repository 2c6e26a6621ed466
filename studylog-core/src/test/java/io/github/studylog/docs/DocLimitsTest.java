package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import io.github.studylog.apply.IssueInput;
import io.github.studylog.apply.IssueRecordReader;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.template.SyncTemplate;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.TemplateExtractor;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile Markdown (issue 16): every bound of {@link MarkdownLimits} with the smallest text over it and the largest
 * within it, flexmark's known stack-overflow triggers, and a parse that overflows its stack in one doc only.
 */
class DocLimitsTest {

    private static final String DOC = "src/content/docs/web/limits.md";
    private static final MarkdownLimits LIMITS = MarkdownLimits.DEFAULT;

    @TempDir
    Path dir;

    /** The findings of parsing this text as {@code line:col [rule] message}, and the links it yielded. */
    private static List<String> parse(String text) {
        FindingSink sink = new FindingSink();
        new DocParser().parse(DOC, text, sink);
        return sink.sorted().stream().map(DocLimitsTest::line).toList();
    }

    private static String line(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    @Test
    void fiveThousandUnderscoresAreReadAsAThematicBreakWithAFinding() {
        // flexmark's ThematicBreakParser regex recurses once per marker: 5,000 `_` overflow a 1 MiB stack
        assertEquals(
                List.of("3:1 [doc-limit] a run of 5000 `_` on one line, more than the limit of 1000; it was"
                        + " read as a run of 3"),
                parse("## キューの説明\n\n" + "_".repeat(5000) + "\n\n[壊れた](/nowhere/)\n"));
    }

    @Test
    void everyKnownTriggerIsAFindingNeverAnError() {
        String over = "%d:%d [doc-limit] a run of %d `%s` on one line, more than the limit of 1000; it was read as"
                + " a run of 3";
        assertEquals(List.of(String.format(over, 1, 1, 5000, "*")), parse("*".repeat(5000)));
        assertEquals(List.of(String.format(over, 1, 1, 5000, "-")), parse("-".repeat(5000)));
        assertEquals(List.of(String.format(over, 1, 1, 5000, "_")), parse("_ ".repeat(5000)));
        assertEquals(List.of(String.format(over, 1, 3, 5000, "_")), parse("> " + "_".repeat(5000)));
        assertEquals(List.of(String.format(over, 1, 3, 5000, "_")), parse("- " + "_".repeat(5000)));
        assertEquals(
                List.of(String.format(over, 1, 1, 3000, "*") + " (and 1 more such runs)"),
                parse("*".repeat(3000) + "a" + "*".repeat(3000)));
        // measured harmless at 5,000: other delimiters and brackets parse correctly
        for (String harmless : List.of("~", "`", "=", "[", "]", "<", "\\", "_a", "*a", "[a](")) {
            assertEquals(List.of(), parse(harmless.repeat(5000)), harmless);
        }
    }

    @Test
    void aRunAtTheLimitIsReadAsWritten() {
        assertEquals(List.of(), parse("_".repeat(LIMITS.maxRun()) + "\n"));
        assertEquals(
                List.of("1:1 [doc-limit] a run of 1001 `-` on one line, more than the limit of 1000; it was"
                        + " read as a run of 3"),
                parse("-".repeat(LIMITS.maxRun() + 1) + "\n"));
    }

    @Test
    void aLongRunKeepsTheRestOfTheDocChecked() {
        FindingSink sink = new FindingSink();
        Doc doc = new DocParser().parse(DOC, "## 改訂メモ\n" + "-".repeat(2000) + "\n[a](/x/)\n", sink);
        assertEquals(List.of("改訂メモ"), doc.headingTexts());
        assertEquals(List.of("/x/"), doc.links().stream().map(DocLink::url).toList());
    }

    @Test
    void sizeLimit() {
        String paragraphs = ("キュー".repeat(32) + "ab\n\n").repeat(LIMITS.maxChars() / 100);
        assertEquals(LIMITS.maxChars(), paragraphs.length());
        assertEquals(List.of(), parse(paragraphs));
        assertEquals(
                List.of("1:1 [doc-limit] the file has 1000001 characters, more than the limit of 1000000;"
                        + " the file was not checked further"),
                parse(paragraphs + "a"));
    }

    @Test
    void lineLimit() {
        assertEquals(List.of(), parse("\n".repeat(LIMITS.maxLines() - 1)));
        assertEquals(
                List.of("50001:1 [doc-limit] the file has 50001 lines, more than the limit of 50000; the"
                        + " file was not checked further"),
                parse("\n".repeat(LIMITS.maxLines())));
    }

    @Test
    void nestingLimit() {
        assertEquals(List.of(), parse(">".repeat(LIMITS.maxNesting()) + " キューの説明\n"));
        assertEquals(
                List.of("2:101 [doc-limit] `>` and list markers nest 101 deep on this line, more than the"
                        + " limit of 100; the file was not checked further"),
                parse("キュー\n" + ">".repeat(LIMITS.maxNesting() + 1) + " キューの説明\n"));
        assertEquals(
                List.of("1:201 [doc-limit] `>` and list markers nest 120 deep on this line, more than the"
                        + " limit of 100; the file was not checked further"),
                parse("- ".repeat(20) + "> ".repeat(100) + "a"));
    }

    @Test
    void paragraphLimit() {
        String link = "[キュー](/x/)\n"; // 11 characters
        int within = LIMITS.maxParagraph() / link.length();
        assertEquals(List.of(), parse(link.repeat(within)));
        String over = link.repeat(within + 1);
        assertEquals(
                List.of("3:1 [doc-limit] this paragraph has " + over.length() + " characters, more than the"
                        + " limit of 30000 (flexmark's inline parsing slows down with the square of a paragraph's length; add"
                        + " blank lines); the file was not checked further"),
                parse("# 見出し\n\n" + over));
        // a long line or a big table with few links may be four times as long (spaces are not counted)
        String row = "| 行の名前 | 値 | 説明の文章です |\n";
        assertEquals(List.of(), parse("| a | b | c |\n| - | - | - |\n" + row.repeat(119_000 / row.length())));
        String longLine = "長い行です。".repeat(20_000);
        assertEquals(
                List.of("1:1 [doc-limit] this paragraph has 120001 characters, more than the limit of 120000"
                        + " (flexmark's inline parsing slows down with the square of a paragraph's length; add blank"
                        + " lines); the file was not checked further"),
                parse(longLine + "\n"));
        // list items, fenced code and blank lines end a paragraph
        assertEquals(List.of(), parse(("- " + "a".repeat(999) + "\n").repeat(40)));
        assertEquals(List.of(), parse("```\n" + over + "\n```\n"));
        assertEquals(List.of(), parse((over.substring(10) + "\n\n").repeat(3)));
    }

    /** A raw-HTML {@code <table>} of {@code rows} rows in an {@code .mdx}, each with a link, then a broken link. */
    private static String table(int rows, int cellRepeats) {
        StringBuilder text = new StringBuilder("---\ntitle: 料金表\n---\n\n<table>\n");
        for (int i = 1; i <= rows; i++) {
            text.append("  <tr><td>プラン")
                    .append(i)
                    .append("</td><td>")
                    .append("月額の説明です。".repeat(cellRepeats))
                    .append("</td><td><a href=\"/plans/")
                    .append(i)
                    .append("/\">詳細</a> [比較](/compare/")
                    .append(i)
                    .append("/)</td></tr>\n");
        }
        return text.append("</table>\n\n## 次の手順\n\n[壊れた](/nowhere/)\n").toString();
    }

    @Test
    void aLongRawHtmlTableInMdxIsReadInPiecesWithoutAFinding() {
        // one paragraph of 300 tag lines to flexmark (MDX has no HTML blocks): read in pieces, every link kept
        for (int[] shape : new int[][] {{300, 2}, {47, 80}}) {
            int rows = shape[0];
            FindingSink sink = new FindingSink();
            Doc doc = new DocParser().parse("src/content/docs/web/table.mdx", table(rows, shape[1]), sink);
            assertEquals(
                    List.of(), sink.sorted().stream().map(DocLimitsTest::line).toList(), rows + " rows");
            assertEquals(List.of("次の手順"), doc.headingTexts());
            assertEquals(2 * rows + 1, doc.links().size());
            DocLink lastRow = doc.links().get(2 * rows - 1);
            assertEquals("/compare/" + rows + "/", lastRow.url());
            assertEquals(5 + rows, lastRow.line(), "the Markdown link of the last row, at its own line");
            DocLink after = doc.links().get(2 * rows);
            assertEquals(List.of("/nowhere/", 5 + rows + 5), List.of(after.url(), after.line()));
        }
    }

    @Test
    void aLongLineOfTagsIsStillOverTheParagraphLimit() {
        // one line cannot be cut: the bound on flexmark's work stays a finding
        assertEquals(
                List.of("1:1 [doc-limit] this paragraph has 36001 characters, more than the limit of 30000"
                        + " (flexmark's inline parsing slows down with the square of a paragraph's length; add blank"
                        + " lines); the file was not checked further"),
                parse("<b>x</b>".repeat(4_500) + "\n"));
        // neither are lines of links that end with no tag
        String lines = "<b>表</b> [キュー](/x/) の説明\n".repeat(1_500);
        assertEquals(1, parse(lines).size());
    }

    @Test
    void linkLimit() {
        String link = "[a](/x/)\n\n";
        FindingSink sink = new FindingSink();
        assertEquals(
                LIMITS.maxLinks(),
                new DocParser()
                        .parse(DOC, link.repeat(LIMITS.maxLinks()), sink)
                        .links()
                        .size());
        assertEquals(List.of(), sink.sorted());
        assertEquals(
                List.of("20001:1 [doc-limit] the doc has 10002 links, more than the limit of 10000; this one"
                        + " and the 1 after it were not checked"),
                parse(link.repeat(LIMITS.maxLinks() + 2)));
    }

    @Test
    void fiveThousandBrokenLinksAreListedUpToTheLimitAndCounted() {
        TestRepo repo = TestRepo.clean(dir);
        StringBuilder doc = new StringBuilder("---\ntitle: リンク\n---\n## キューの説明\n\n");
        for (int i = 0; i < 5000; i++) {
            doc.append("- [キュー](/web/cache-").append(i).append("/)\n");
        }
        repo.write(DOC, doc.toString());
        List<String> findings =
                repo.findings().stream().map(DocLimitsTest::line).toList();
        assertEquals(1001, findings.size());
        assertEquals(
                "6:3 [doc-link-page] `/web/cache-0/` is no page of the site; the nearest page is" + " `/web/cache/`",
                findings.get(0));
        // suggestions for the first 100 distinct targets of the doc; the rest still reported, without one
        assertEquals(
                "105:3 [doc-link-page] `/web/cache-99/` is no page of the site; the nearest page is" + " `/web/cache/`",
                findings.get(99));
        assertEquals("106:3 [doc-link-page] `/web/cache-100/` is no page of the site", findings.get(100));
        assertEquals(
                "1006:3 [doc-limit] the doc has 5000 broken links, more than the limit of 1000 listed per doc;"
                        + " this one and the 3999 after it are not listed",
                findings.get(1000));
    }

    @Test
    void aRepeatedBrokenTargetKeepsItsSuggestion() {
        TestRepo repo = TestRepo.clean(dir);
        repo.write(DOC, "---\ntitle: リンク\n---\n" + "- [キュー](/web/cache-typo/)\n".repeat(500));
        List<Finding> findings = repo.findings();
        assertEquals(500, findings.size());
        assertTrue(
                findings.stream().allMatch(f -> f.message().english().endsWith("the nearest page is `/web/cache/`")));
    }

    @Test
    void aParseThatOverflowsItsStackFailsOnlyItsOwnDoc() {
        TestRepo repo = TestRepo.clean(dir);
        repo.write("src/content/docs/web/deep.md", "# 再帰\n\n[壊れた](/web/deep-typo/)\n");
        repo.write(DOC, "# キューの説明\n\n[壊れた](/web/cache-typo/)\n");
        Parser flexmark = Parser.builder().build();
        MarkdownLimits small = new MarkdownLimits(
                1_000_000, 50_000, 1_000, 100, 30_000, 10_000, 1_000, 100, Duration.ofSeconds(30), 1L << 20);
        SafeMarkdown recursing = new SafeMarkdown(
                text -> text.contains("再帰") ? recurse(flexmark, text, 0) : flexmark.parse(text), small);
        FindingSink sink = new FindingSink();
        RepoPaths paths = new RepoPaths(repo.root());
        DocIndex index =
                new DocIndex(new ContentFiles(paths), sink, new DocParser(LinkSettings.BUILT_IN, recursing, recursing));
        new DocsCheck(ContentLayout.defaults(repo.root()), paths, LinkSettings.defaults())
                .check(
                        new ContentFiles(paths).list("src/content/docs", true, ".md", ".mdx"),
                        index,
                        Set.of("web-cache"),
                        Map.of(),
                        Map.of(),
                        Map.of(),
                        sink);
        assertEquals(
                List.of(
                        "src/content/docs/web/deep.md:1:1 [doc-limit] reading the Markdown needed more than the"
                                + " limit of 1 MiB of stack (something nests too deep); the file was not checked further",
                        "src/content/docs/web/limits.md:3:1 [doc-link-page] `/web/cache-typo/` is no page of the site; the"
                                + " nearest page is `/web/cache/`"),
                sink.sorted().stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "] "
                                + f.message().english())
                        .toList());
    }

    private static Document recurse(Parser flexmark, String text, int depth) {
        return depth < Integer.MAX_VALUE ? recurse(flexmark, text, depth + 1) : flexmark.parse(text);
    }

    @Test
    void aParseOverItsTimeBudgetIsAFinding() {
        MarkdownLimits quick = new MarkdownLimits(
                1_000_000, 50_000, 1_000, 100, 30_000, 10_000, 1_000, 100, Duration.ofMillis(50), 1L << 20);
        SafeMarkdown slow = new SafeMarkdown(
                text -> {
                    try {
                        Thread.sleep(5_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Parser.builder().build().parse(text);
                },
                quick);
        FindingSink sink = new FindingSink();
        assertTrue(slow.parse(DOC, "# 見出し\n", sink).isEmpty());
        assertEquals(
                List.of("1:1 [doc-limit] reading the Markdown took more than the limit of 0 s; the file was not"
                        + " checked further"),
                sink.sorted().stream().map(DocLimitsTest::line).toList());
    }

    @Test
    void chatgptMdIsReadWithinTheSameBounds() {
        FindingSink sink = new FindingSink();
        String text = "# CHATGPT.md\n\n" + "_".repeat(5000) + "\n\n```yaml template=review\nid: x\n```\n";
        assertEquals(
                Set.of("review"),
                new TemplateExtractor().extract("CHATGPT.md", text, sink).keySet());
        assertEquals(
                List.of("3:1 [doc-limit] a run of 5000 `_` on one line, more than the limit of 1000; it was"
                        + " read as a run of 3"),
                sink.sorted().stream().map(DocLimitsTest::line).toList());
    }

    @Test
    void anIssueBodyIsReadWithinTheSameBounds() {
        TestRepo repo = TestRepo.clean(dir);
        SyncTemplate template = new TemplateCatalog()
                .load("CHATGPT.md", repo.read("CHATGPT.md"), true, new FindingSink())
                .sessionSync()
                .orElseThrow();
        String body = "## キューの説明\n\n" + "_".repeat(5000) + "\n\n```yaml\nid: x\n```\n";
        IssueInput issue = new IssueInput(
                IssueInput.Form.MARKDOWN,
                Optional.empty(),
                "[Session Sync] 2026-10-01-web-cache-01",
                Optional.of(body),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                "issue.md",
                2);
        List<String> findings = new IssueRecordReader()
                .read(template, issue).findings().stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "] "
                                + f.message().english())
                        .toList();
        assertEquals(
                "issue.md:5:1 [doc-limit] a run of 5000 `_` on one line, more than the limit of 1000; it was"
                        + " read as a run of 3",
                findings.get(0));
    }
}
