package io.github.studylog.report;

import static io.github.studylog.report.Fixtures.EMOJI_PATH;
import static io.github.studylog.report.Fixtures.finding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GithubAnnotationsTest {

    private final GithubAnnotations annotations = new GithubAnnotations();

    @Test
    void errorWithFullLocation() {
        Finding f = finding(TestRules.MID_ERROR, "reviews/日本語.md", 12, 4, "見出し「概要」がありません");
        assertEquals(
                "::error file=reviews/日本語.md,line=12,col=4,title=mid-error::見出し「概要」がありません",
                annotations.line(f, Messages.english()));
    }

    @Test
    void warningLeavesOutUnknownLineAndColumn() {
        assertEquals(
                "::warning file=sessions/s1.md,line=3,title=zeta-warn::zeta used",
                annotations.line(
                        finding(TestRules.ZETA_WARN, "sessions/s1.md", 3, 0, "zeta used"), Messages.english()));
        assertEquals(
                "::warning file=sessions/s1.md,title=zeta-warn::whole file",
                annotations.line(
                        finding(TestRules.ZETA_WARN, "sessions/s1.md", 0, 5, "whole file"), Messages.english()));
        assertEquals(
                "::warning title=zeta-warn::repository-wide",
                annotations.line(finding(TestRules.ZETA_WARN, "", 0, 0, "repository-wide"), Messages.english()));
    }

    @Test
    void propertiesEscapePercentCommaColonAndLineBreaks() {
        Finding f = finding(TestRules.ALPHA_ERROR, EMOJI_PATH, 2, 1, "x");
        assertEquals(
                "::error file=docs/notes 🚀/100%25 done%2Cok%3Ayes.md,line=2,col=1,title=alpha-error::x",
                annotations.line(f, Messages.english()));
        assertEquals("a%0D%0Ab%3A%2Cc%25", GithubAnnotations.escapeProperty("a\r\nb:,c%"));
    }

    @Test
    void messageEscapesPercentAndLineBreaksButKeepsCommaAndColon() {
        Finding f = finding(TestRules.ALPHA_ERROR, "a.md", 1, 1, Fixtures.NASTY_MESSAGE);
        String line = annotations.line(f, Messages.english());
        assertEquals(
                "::error file=a.md,line=1,col=1,title=alpha-error::"
                        + "bad <tag> & \"quote\" ]]> 100%25 a,b:c%0Asecond line%0D%0Athird",
                line);
        assertFalse(line.contains("\n") || line.contains("\r"));
        // %25 first: an already-encoded-looking message is not decoded by the runner into something else
        assertEquals("%250A", GithubAnnotations.escapeData("%0A"));
    }

    @Test
    void oneLinePerFindingErrorsFirstThenReportOrder() {
        List<String> lines = annotations.lines(Fixtures.input());
        assertEquals(Fixtures.input().findings().size(), lines.size());
        assertTrue(lines.get(0).startsWith("::error file=docs/notes"), lines.get(0));
        assertTrue(lines.get(1).startsWith("::error file=reviews/2026/"), lines.get(1));
        assertTrue(lines.get(2).startsWith("::warning file=docs/notes"), lines.get(2));
        assertTrue(lines.get(4).startsWith("::warning file=sessions/s1.md,"), lines.get(4));
        assertEquals(lines, annotations.lines(Fixtures.input()));
    }

    @Test
    void atMostTenOfEachSeverityAreAnnotatedAndANoticeSaysHowManyMoreAndWhere() {
        List<Finding> many = new java.util.ArrayList<>();
        for (int i = 1; i <= 13; i++) {
            many.add(finding(TestRules.ZETA_WARN, "sessions/s.yaml", i, 1, "注意 " + i));
        }
        for (int i = 1; i <= 12; i++) {
            many.add(finding(TestRules.ALPHA_ERROR, "sessions/s.yaml", 100 + i, 1, "誤り " + i));
        }
        ReportInput input = new ReportInput("t", many, List.of(), TestRules.all());

        GithubAnnotations.Selection selection = annotations.select(input);
        assertEquals(2, selection.moreErrors());
        assertEquals(3, selection.moreWarnings());
        List<String> lines = annotations.lines(input);
        assertEquals(21, lines.size());
        assertEquals(10, lines.stream().filter(l -> l.startsWith("::error ")).count());
        assertTrue(lines.subList(0, 10).stream().allMatch(l -> l.startsWith("::error ")), "errors first");
        assertTrue(lines.get(0).endsWith("::誤り 1"), lines.get(0));
        assertEquals(10, lines.stream().filter(l -> l.startsWith("::warning ")).count());
        assertEquals(
                "::notice title=studylog::GitHub shows at most 10 error and 10 warning annotations per step: 2 more"
                        + " error(s) and 3 more warning(s) are not annotated; every finding is in the build log, report.sarif"
                        + " and report.json (target/studylog)",
                lines.get(20));
        String summary = new GithubStepSummary().render(input);
        assertTrue(
                summary.contains("2 more error\\(s\\) and 3 more warning\\(s\\)")
                        || summary.contains("2 more error(s) and 3 more warning(s)"),
                summary);
    }

    @Test
    void fewFindingsNeedNoNotice() {
        assertTrue(annotations.select(Fixtures.input()).overflow().isEmpty());
        assertFalse(annotations.lines(Fixtures.input()).stream().anyMatch(l -> l.startsWith("::notice")));
    }

    @Test
    void detectsGithubActionsFromTheEnvironment() {
        assertTrue(GithubAnnotations.isGithubActions(Map.of("GITHUB_ACTIONS", "true")));
        assertFalse(GithubAnnotations.isGithubActions(Map.of("GITHUB_ACTIONS", "false")));
        assertFalse(GithubAnnotations.isGithubActions(Map.of()));
    }
}
