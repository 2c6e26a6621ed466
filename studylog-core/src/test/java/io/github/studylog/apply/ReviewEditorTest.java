package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Review edits are minimal text edits: every byte outside them stays as it was. */
class ReviewEditorTest {

    private static final String ID = "2026-10-05-web-cache-03";

    private final ReviewEditor editor = new ReviewEditor();

    private static ReviewEditor.Update update(List<String> needsRevisit, Set<String> resolved) {
        return new ReviewEditor.Update(
                ID,
                Optional.of(LocalDate.of(2026, 10, 5)),
                needsRevisit,
                Map.of("条件付きリクエスト", "ETag の説明はヒント後。"),
                resolved);
    }

    private String edit(String review, ReviewEditor.Update update) {
        ReviewEditor.Outcome outcome = editor.edit("reviews/web-cache.yaml", review, update);
        assertEquals(List.of(), outcome.findings());
        return outcome.text().orElseThrow();
    }

    @Test
    void blockListsWithCommentsAndQuotesKeepEveryOtherByte() {
        String review = """
                id: web-cache   # レビュー
                title: 'HTTP キャッシュ'
                status: explained
                last_reviewed: "2026-10-01"  # 最後に見た日
                needs_revisit:
                    -   section: Cache-Control   # 字下げが広い
                        reason: >-
                          max-age の
                          期限切れ。

                # 次は sessions
                sessions:
                - 2026-10-01-web-cache-01 # 最初
                """;
        String expected = """
                id: web-cache   # レビュー
                title: 'HTTP キャッシュ'
                status: explained
                last_reviewed: "2026-10-05"  # 最後に見た日
                needs_revisit:
                    -   section: Cache-Control   # 字下げが広い
                        reason: >-
                          max-age の
                          期限切れ。
                    -   section: 条件付きリクエスト
                        reason: ETag の説明はヒント後。

                # 次は sessions
                sessions:
                - 2026-10-01-web-cache-01 # 最初
                - 2026-10-05-web-cache-03
                """;
        assertEquals(expected, edit(review, update(List.of("条件付きリクエスト"), Set.of())));
    }

    @Test
    void flowListsGainItemsInPlace() {
        String review = "sessions: [a-01, 'b-02']\nlast_reviewed: 2026-10-09\nneeds_revisit: []  # なし\n";
        String expected = "sessions: [a-01, 'b-02', 2026-10-05-web-cache-03]\nlast_reviewed: 2026-10-09\n"
                + "needs_revisit:\n  - section: 条件付きリクエスト\n    reason: ETag の説明はヒント後。  # なし\n";
        assertEquals(expected, edit(review, update(List.of("条件付きリクエスト"), Set.of())));
        assertEquals(
                "sessions: [2026-10-05-web-cache-03]\nneeds_revisit: []\n",
                edit("sessions: []\nneeds_revisit: []\n", update(List.of(), Set.of())));
    }

    @Test
    void crlfFilesGetCrlfLinesAndABomStays() {
        String review = "\uFEFFlast_reviewed: 2026-10-01\r\nneeds_revisit:\r\n  - section: A\r\n    reason: r\r\n"
                + "sessions:\r\n  - x-01\r\n";
        String expected = "\uFEFFlast_reviewed: 2026-10-05\r\nneeds_revisit:\r\n  - section: A\r\n    reason: r\r\n"
                + "  - section: 条件付きリクエスト\r\n    reason: ETag の説明はヒント後。\r\n"
                + "sessions:\r\n  - x-01\r\n  - 2026-10-05-web-cache-03\r\n";
        assertEquals(expected, edit(review, update(List.of("条件付きリクエスト"), Set.of())));
    }

    @Test
    void resolvedSectionsLeaveAndAnEmptiedListBecomesEmptyFlow() {
        String review = "needs_revisit:\n  - section: A\n    reason: r\n  - section: B\n    reason: s\n"
                + "sessions:\n  - x-01\n";
        assertEquals(
                "needs_revisit:\n  - section: B\n    reason: s\nsessions:\n  - x-01\n  - " + ID + "\n",
                edit(review, update(List.of(), Set.of("A"))));
        assertEquals(
                "needs_revisit: []\nsessions:\n  - x-01\n  - " + ID + "\n",
                edit(review, update(List.of(), Set.of("A", "B"))));
        assertEquals(
                "needs_revisit:\n  - section: A\n    reason: r\nsessions:\n  - x-01\n  - " + ID + "\n",
                edit(review, update(List.of("A"), Set.of("A", "B"))),
                "a section the session still lists stays");
    }

    @Test
    void anAlreadyListedSessionAndALaterLastReviewedChangeNothing() {
        String review = "last_reviewed: 2026-10-09\nneeds_revisit: []\nsessions:\n  - " + ID + "\n";
        assertEquals(review, edit(review, update(List.of(), Set.of())));
    }

    @Test
    void aTextThatNeedsQuotingIsQuoted() {
        String review = "needs_revisit: []\nsessions: []\n";
        ReviewEditor.Update u = new ReviewEditor.Update(ID, Optional.empty(), List.of("a: b"), Map.of(), Set.of());
        assertEquals(
                "needs_revisit:\n  - section: \"a: b\"\n    reason: " + ID + "\nsessions: [" + ID + "]\n",
                edit(review, u));
    }

    @Test
    void aFlowListWithEntriesIsAFindingNotARewrite() {
        ReviewEditor.Outcome outcome = editor.edit(
                "reviews/r.yaml",
                "needs_revisit: [{section: A, reason: r}]\nsessions: []\n",
                update(List.of("B"), Set.of()));
        assertTrue(outcome.text().isEmpty());
        assertEquals(
                "reviews/r.yaml:1:16 apply-sync-review-edit",
                outcome.findings().get(0).location() + " "
                        + outcome.findings().get(0).ruleId());
    }

    @Test
    void theFindingIsWrittenInEnglishAndJapanese() {
        Message message = editor.edit(
                        "reviews/r.yaml",
                        "needs_revisit: [{section: A, reason: r}]\nsessions: []\n",
                        update(List.of("B"), Set.of()))
                .findings()
                .get(0)
                .message();
        assertEquals(
                "`needs_revisit` is a flow list `[…]` with entries; write it as a block list (`- section: …` "
                        + "lines) so it can be edited in place",
                message.english());
        assertEquals(
                "`needs_revisit` が項目のあるフロー形式のリスト `[…]` です。その場で編集できるよう、ブロック形式のリスト" + "（`- section: …` の行）で書いてください",
                Messages.of(Language.JA).text(message));
    }

    // the edges: a file's end, a last item ending in a list, the refusals
    private static String finding(ReviewEditor.Outcome outcome) {
        assertEquals(Optional.empty(), outcome.text());
        Finding f = outcome.findings().get(0);
        return outcome.findings().size() + " " + f.location() + " " + f.ruleId() + " "
                + f.message().english();
    }

    @Test
    void aFileWithoutAFinalLineBreakGetsOneBeforeTheNewItem() {
        assertEquals("sessions:\n  - x-01\n  - " + ID + "\n", edit("sessions:\n  - x-01", update(List.of(), Set.of())));
    }

    @Test
    void theLastItemResolvedAndANewOneAddedInItsPlace() {
        String review =
                "needs_revisit:\n  - section: A\n    reason: r\n  - section: B\n    reason: s\n" + "sessions: []\n";
        assertEquals(
                "needs_revisit:\n  - section: A\n    reason: r\n  - section: 条件付きリクエスト\n"
                        + "    reason: ETag の説明はヒント後。\nsessions: [" + ID + "]\n",
                edit(review, update(List.of("条件付きリクエスト"), Set.of("B"))));
    }

    @Test
    void aNewItemFollowsALastItemThatEndsInAList() {
        String review = "needs_revisit:\n  - section: A\n    tags: [x, y]\nsessions: []\n";
        assertEquals(
                "needs_revisit:\n  - section: A\n    tags: [x, y]\n  - section: 条件付きリクエスト\n"
                        + "    reason: ETag の説明はヒント後。\nsessions: [" + ID + "]\n",
                edit(review, update(List.of("条件付きリクエスト"), Set.of())));
        String block = "needs_revisit:\n  - section: A\n    tags:\n      - x\nsessions: []\n";
        assertEquals(
                "needs_revisit:\n  - section: A\n    tags:\n      - x\n  - section: 条件付きリクエスト\n"
                        + "    reason: ETag の説明はヒント後。\nsessions: [" + ID + "]\n",
                edit(block, update(List.of("条件付きリクエスト"), Set.of())));
    }

    @Test
    void aReviewWithYamlErrorsIsRefusedAtItsFirstLine() {
        assertEquals(
                "1 reviews/r.yaml:1:1 apply-sync-review-edit `reviews/r.yaml` has YAML errors; fix them "
                        + "(`mvn verify` shows them) before applying a session to it",
                finding(editor.edit("reviews/r.yaml", "sessions: [\n", update(List.of(), Set.of()))));
    }

    @Test
    void aMissingNeedsRevisitIsAFindingOnlyWhenTheSessionListsHeadings() {
        assertEquals(
                "1 reviews/r.yaml:1:1 apply-sync-review-edit `needs_revisit` is not a list, so the session's "
                        + "headings cannot be added to it",
                finding(editor.edit("reviews/r.yaml", "sessions: []\n", update(List.of("A"), Set.of()))));
        assertEquals("sessions: [" + ID + "]\n", edit("sessions: []\n", update(List.of(), Set.of())));
    }
}
