package io.github.studylog.report;

import static io.github.studylog.report.Fixtures.finding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GithubStepSummaryTest {

    private final GithubStepSummary summary = new GithubStepSummary();

    private static List<String> tableRows(String markdown, String header) {
        List<String> lines = markdown.lines().toList();
        int start = lines.indexOf(header);
        List<String> rows = new ArrayList<>();
        for (int i = start + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            rows.add(lines.get(i));
        }
        return rows;
    }

    @Test
    void inJapaneseEveryHeadingAndCellOfText() {
        String md = summary.render(Fixtures.input().in(Messages.of(Language.JA)));
        assertTrue(md.startsWith("## studylog: エラー 2 件、警告 3 件\n"), md);
        assertTrue(
                md.contains("| チェックしたもの | ファイル数 |\n| --- | ---: |\n| レビュー | 1 |\n| セッション | 1 |\n"
                        + "| ドキュメント | 2 |\n| 図 | 0 |\n"),
                md);
        assertTrue(md.contains("| **合計** | **4** |"), md);
        assertTrue(md.contains("| 指摘 | 件数 |\n| --- | ---: |\n| エラー | 2 |\n| 警告 | 3 |"), md);
        List<String> rows = tableRows(md, "| 重大度 | 場所 | ルール | 内容 |");
        assertEquals(5, rows.size(), md);
        assertTrue(rows.get(0).startsWith("| error | "), "severity words stay as GitHub shows them: " + rows.get(0));
        assertTrue(rows.stream().anyMatch(r -> r.endsWith(" | 【見出し「概要」がありません】 |")), rows.toString());
        assertEquals(
                "## studylog: 指摘なし\n",
                summary.render(new ReportInput("t", List.of(), List.of(), List.of()).in(Messages.of(Language.JA)))
                                .lines()
                                .findFirst()
                                .orElseThrow()
                        + "\n");
    }

    @Test
    void headingCountsAndFindingsErrorsFirst() {
        String md = summary.render(Fixtures.input());
        assertTrue(md.startsWith("## studylog: 2 errors, 3 warnings\n"), md);
        assertTrue(md.contains("| review | 1 |\n| session | 1 |\n| doc | 2 |\n| diagram | 0 |\n"), md);
        assertTrue(md.contains("| **total** | **4** |"), md);
        assertTrue(md.contains("| errors | 2 |\n| warnings | 3 |"), md);
        List<String> rows = tableRows(md, "| Severity | Location | Rule | Message |");
        assertEquals(5, rows.size());
        assertEquals(
                "| error | docs/notes 🚀/100% done,ok:yes.md:2:1 | alpha-error | bad &lt;tag&gt; &amp; "
                        + "\"quote\" \\]\\]&gt; 100% a,b:c<br>second line<br>third |",
                rows.get(0));
        assertEquals("| error | reviews/2026/日本語 レビュー.md:12:4 | mid-error | 見出し「概要」がありません |", rows.get(1));
        assertTrue(rows.get(2).startsWith("| warning |"), rows.get(2));
    }

    @Test
    void cellsEscapePipesMarkupAndLineBreaks() {
        assertEquals(
                "a \\| b &lt;script&gt; &amp; \\*x\\* \\_y\\_ \\`z\\` \\[l\\]<br>two<br>three\\\\",
                GithubStepSummary.cell("a | b <script> & *x* _y_ `z` [l]\r\ntwo\nthree\\"));
        assertEquals("bell\\u0007 esc\\u001B\\[31m", GithubStepSummary.cell("bell\u0007 esc\u001B[31m"));
        Finding piped = finding(TestRules.ALPHA_ERROR, "a|b.md", 1, 1, "x | y\nz");
        String md = summary.render(new ReportInput("1", List.of(piped), List.of(), List.of()));
        String row = tableRows(md, "| Severity | Location | Rule | Message |").get(0);
        assertEquals("| error | a\\|b.md:1:1 | alpha-error | x \\| y<br>z |", row);
        assertEquals(5, row.replace("\\|", "").chars().filter(c -> c == '|').count(), "4 cells, 5 bars");
    }

    @Test
    void longCellsAreCutOnCodePoints() {
        String longText = "😀".repeat(GithubStepSummary.MAX_CELL + 10);
        String cell = GithubStepSummary.cell(longText);
        assertEquals(GithubStepSummary.MAX_CELL + 1, cell.codePointCount(0, cell.length()));
        assertTrue(cell.endsWith("😀…"));
    }

    @Test
    void truncatesBeyondMaxRowsKeepingErrors() {
        List<Finding> many = new ArrayList<>();
        for (int i = 1; i <= 250; i++) {
            many.add(finding(TestRules.ZETA_WARN, "a.md", i, 1, "warning " + i));
        }
        many.add(finding(TestRules.ALPHA_ERROR, "z.md", 1, 1, "the only error"));
        String md = new GithubStepSummary().render(new ReportInput("1", many, List.of(), List.of()));
        List<String> rows = tableRows(md, "| Severity | Location | Rule | Message |");
        assertEquals(GithubStepSummary.DEFAULT_MAX_ROWS, rows.size());
        assertTrue(rows.get(0).contains("the only error"));
        assertTrue(md.contains("_Showing 200 of 251 findings;"), md);
    }

    @Test
    void noFindingsSaysSo() {
        String md = summary.render(new ReportInput("1", List.of(), Fixtures.checkedFiles(), List.of()));
        assertTrue(md.startsWith("## studylog: no findings\n"));
        assertTrue(md.endsWith("No findings.\n"));
        assertFalse(md.contains("| Severity |"));
    }

    @Test
    void appendsWithoutReplacingOtherSteps(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("step_summary.md");
        Files.writeString(file, "previous step", StandardCharsets.UTF_8);
        summary.appendTo(file, Fixtures.input());
        summary.appendTo(file, Fixtures.input());
        String md = summary.render(Fixtures.input());
        assertEquals("previous step\n" + md + "\n" + md, Files.readString(file, StandardCharsets.UTF_8));

        Path fresh = dir.resolve("fresh.md");
        summary.appendTo(fresh, Fixtures.input());
        assertEquals(md, Files.readString(fresh, StandardCharsets.UTF_8));
    }

    @Test
    void summaryFileComesFromTheEnvironment() {
        assertEquals(
                Optional.of(Path.of("/tmp/summary.md")),
                GithubStepSummary.summaryFile(Map.of("GITHUB_STEP_SUMMARY", "/tmp/summary.md")));
        assertEquals(Optional.empty(), GithubStepSummary.summaryFile(Map.of("GITHUB_STEP_SUMMARY", " ")));
        assertEquals(Optional.empty(), GithubStepSummary.summaryFile(Map.of()));
    }
}
