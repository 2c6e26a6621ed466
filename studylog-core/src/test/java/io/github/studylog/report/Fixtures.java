package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Message;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import java.util.List;

/** Shared report inputs: awkward paths and messages on purpose. */
final class Fixtures {

    static final String JAPANESE_PATH = "reviews/2026/日本語 レビュー.md";
    static final String EMOJI_PATH = "docs/notes 🚀/100% done,ok:yes.md";
    static final String CLEAN_PATH = "docs/clean.md";
    static final String WARN_ONLY_PATH = "sessions/s1.md";
    static final String NASTY_MESSAGE = "bad <tag> & \"quote\" ]]> 100% a,b:c\nsecond line\r\nthird";

    private Fixtures() {}

    static Finding finding(Rule rule, String path, int line, int column, String message) {
        return Finding.of(rule, path, line, column, "test.text", message);
    }

    /** Findings deliberately out of order. */
    static List<Finding> findings() {
        return List.of(
                finding(TestRules.ZETA_WARN, WARN_ONLY_PATH, 3, 0, "zeta used"),
                finding(TestRules.MID_ERROR, JAPANESE_PATH, 12, 4, "見出し「概要」がありません"),
                finding(TestRules.ALPHA_ERROR, EMOJI_PATH, 2, 1, NASTY_MESSAGE),
                finding(TestRules.ZETA_WARN, JAPANESE_PATH, 0, 0, "ファイル全体: zeta"),
                new Finding(
                        TestRules.ALPHA_ERROR,
                        Severity.WARNING,
                        EMOJI_PATH,
                        1,
                        7,
                        Message.of("test.text", "downgraded alpha")));
    }

    static List<CheckedFile> checkedFiles() {
        return List.of(
                new CheckedFile(WARN_ONLY_PATH, FileKind.SESSION),
                new CheckedFile(JAPANESE_PATH, FileKind.REVIEW),
                new CheckedFile(CLEAN_PATH, FileKind.DOC),
                new CheckedFile(EMOJI_PATH, FileKind.DOC));
    }

    static ReportInput input() {
        return new ReportInput("0.1.0-test", findings(), checkedFiles(), TestRules.all());
    }
}
