package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.result.CheckedFile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportInputTest {

    @Test
    void sortsFindingsFilesAndRules() {
        ReportInput input = Fixtures.input();
        List<Finding> expected = new ArrayList<>(Fixtures.findings());
        expected.sort(Finding.ORDER);
        assertEquals(expected, input.findings());
        assertEquals(
                List.of(Fixtures.CLEAN_PATH, Fixtures.EMOJI_PATH, Fixtures.JAPANESE_PATH, Fixtures.WARN_ONLY_PATH),
                input.checkedFiles().stream().map(CheckedFile::path).toList());
        assertEquals(
                List.of("alpha-error", "mid-error", "unused-rule", "zeta-warn"),
                input.rules().stream().map(Rule::id).toList());
    }

    @Test
    void addsRulesOfFindingsMissingFromTheCatalogue() {
        Finding f = Fixtures.finding(TestRules.ZETA_WARN, "a.md", 1, 1, "m");
        ReportInput input = new ReportInput("1", List.of(f), List.of(), List.of(TestRules.ALPHA_ERROR));
        assertEquals(List.of(TestRules.ALPHA_ERROR, TestRules.ZETA_WARN), input.rules());
    }

    @Test
    void refusesTwoRulesWithOneId() {
        List<Rule> rules = List.of(TestRules.ALPHA_ERROR, Rule.warning("alpha-error"));
        assertThrows(IllegalArgumentException.class, () -> new ReportInput("1", List.of(), List.of(), rules));
    }

    @Test
    void countsAndIsImmutable() {
        ReportInput input = Fixtures.input();
        assertEquals(2, input.errorCount());
        assertEquals(3, input.warningCount());
        assertEquals(List.of(1, 1, 2, 0, 0, 0), List.copyOf(input.filesPerKind().values()));
        assertThrows(UnsupportedOperationException.class, () -> input.findings().clear());
        assertThrows(
                UnsupportedOperationException.class, () -> input.filesPerKind().clear());
    }
}
