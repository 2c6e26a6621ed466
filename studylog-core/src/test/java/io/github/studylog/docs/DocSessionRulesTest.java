package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session ids cited in docs (issue 24), on the clean fixture repo: its sessions are
 * {@code 2026-10-01-web-cache-01} ({@code issue: 21}) and {@code 2026-10-03-web-cache-02} ({@code issue: unfiled}).
 */
class DocSessionRulesTest {

    private static final String DOC = "src/content/docs/web/notes.md";

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    /** The findings of a doc whose body (after a front matter of two lines, so from line 4) is this. */
    private List<String> check(String body) {
        repo.write(DOC, "---\ntitle: 改訂メモ\n---\n" + body);
        return repo.findings().stream().map(DocSessionRulesTest::line).toList();
    }

    private static String line(Finding f) {
        return f.path().replace(DOC, "") + f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    @Test
    void revisionNoteCitingSessionsWithTheirIssues() {
        assertEquals(
                List.of(),
                check("## 改訂メモ\n\nsession 2026-10-01-web-cache-01（Issue #21）で出た質問を一般化した。\n"
                        + "2026-10-03-web-cache-02 の問いも追記した。\n"));
    }

    @Test
    void everyFormOfTheParenthesesIsRead() {
        for (String form : List.of(
                "（Issue #21）",
                "(Issue #21)",
                "（#21）",
                "(#21)",
                " （ Issue #21 ）",
                " ( #21 )",
                "(issue #21)",
                "（Issue　#21）")) {
            assertEquals(List.of(), check("2026-10-01-web-cache-01" + form + "で出た質問\n"), form);
        }
        for (String form : List.of("（Issue #22）", "(Issue #22)", "（#22）", "(#22)", " （ Issue #22 ）", " ( #22 )")) {
            int hash = "2026-10-01-web-cache-01".length() + form.indexOf('#') + 1;
            assertEquals(
                    List.of("4:" + hash + " [doc-session-issue] `2026-10-01-web-cache-01` is cited with issue"
                            + " #22, but the session has `issue: 21`; cite it as `#21`"),
                    check("2026-10-01-web-cache-01" + form + "で出た質問\n"),
                    form);
        }
    }

    @Test
    void unknownSessionSuggestsTheNearest() {
        assertEquals(
                List.of("6:9 [doc-session-unknown] `2026-10-01-web-cache-03` names no session in sessions/;"
                        + " did you mean `2026-10-01-web-cache-01`?"),
                check("## 改訂メモ\n\nsession 2026-10-01-web-cache-03（Issue #21）で出た質問\n"));
    }

    @Test
    void unfiledSessionCannotBeCitedWithANumber() {
        assertEquals(
                List.of("4:25 [doc-session-issue] `2026-10-03-web-cache-02` is cited with issue #5, but the"
                        + " session has `issue: unfiled`, so it cannot be cited with an issue number"),
                check("2026-10-03-web-cache-02（#5）\n"));
    }

    @Test
    void inlineCodeCountsAndCodeBlocksDoNot() {
        assertEquals(
                List.of(
                        "4:2 [doc-session-unknown] `2026-10-01-web-cache-09` names no session in sessions/;"
                                + " did you mean `2026-10-01-web-cache-01`?",
                        "5:27 [doc-session-issue] `2026-10-01-web-cache-01` is"
                                + " cited with issue #3, but the session has `issue: 21`; cite it as `#21`"),
                check("`2026-10-01-web-cache-09`\n`2026-10-01-web-cache-01`（#3）\n\n```text\n"
                        + "2026-10-01-web-cache-09（#3）\n```\n\n    2026-10-01-web-cache-08\n"));
    }

    @Test
    void idsInsideWordsOrLinksUrlsAreNoCitations() {
        assertEquals(
                List.of(),
                check("x2026-10-01-web-cache-09 2026-10-01-web-cache-09-old 2026-10-01--x-01"
                        + " [記録](https://example.com/2026-10-01-web-cache-09)\n"));
    }

    @Test
    void aHostileSlugCannotMakeTheMatcherRecurse() {
        assertEquals(List.of(), check("2026-10-01" + "-a".repeat(10_000) + "\n"));
    }
}
