package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** ReviewEditor at the ends of a file and of a list, and when it refuses. */
class ReviewEditorEdgesTest {

    private static final String ID = "2026-10-05-web-cache-03";

    private final ReviewEditor editor = new ReviewEditor();

    private static ReviewEditor.Update update(List<String> needsRevisit, Set<String> resolved) {
        return new ReviewEditor.Update(ID, Optional.of(LocalDate.of(2026, 10, 5)), needsRevisit,
                Map.of("条件付きリクエスト", "ETag の説明はヒント後。"), resolved);
    }

    private String edit(String review, ReviewEditor.Update update) {
        ReviewEditor.Outcome outcome = editor.edit("reviews/web-cache.yaml", review, update);
        assertEquals(List.of(), outcome.findings());
        return outcome.text().orElseThrow();
    }

    private static String finding(ReviewEditor.Outcome outcome) {
        assertEquals(Optional.empty(), outcome.text());
        Finding f = outcome.findings().get(0);
        return outcome.findings().size() + " " + f.location() + " " + f.ruleId() + " " + f.message().english();
    }

    @Test
    void aFileWithoutAFinalLineBreakGetsOneBeforeTheNewItem() {
        assertEquals("sessions:\n  - x-01\n  - " + ID + "\n", edit("sessions:\n  - x-01", update(List.of(), Set.of())));
    }

    @Test
    void theLastItemResolvedAndANewOneAddedInItsPlace() {
        String review = "needs_revisit:\n  - section: A\n    reason: r\n  - section: B\n    reason: s\n"
                + "sessions: []\n";
        assertEquals("needs_revisit:\n  - section: A\n    reason: r\n  - section: 条件付きリクエスト\n"
                + "    reason: ETag の説明はヒント後。\nsessions: [" + ID + "]\n",
                edit(review, update(List.of("条件付きリクエスト"), Set.of("B"))));
    }

    @Test
    void aNewItemFollowsALastItemThatEndsInAList() {
        String review = "needs_revisit:\n  - section: A\n    tags: [x, y]\nsessions: []\n";
        assertEquals("needs_revisit:\n  - section: A\n    tags: [x, y]\n  - section: 条件付きリクエスト\n"
                + "    reason: ETag の説明はヒント後。\nsessions: [" + ID + "]\n",
                edit(review, update(List.of("条件付きリクエスト"), Set.of())));
        String block = "needs_revisit:\n  - section: A\n    tags:\n      - x\nsessions: []\n";
        assertEquals("needs_revisit:\n  - section: A\n    tags:\n      - x\n  - section: 条件付きリクエスト\n"
                + "    reason: ETag の説明はヒント後。\nsessions: [" + ID + "]\n",
                edit(block, update(List.of("条件付きリクエスト"), Set.of())));
    }

    @Test
    void aReviewWithYamlErrorsIsRefusedAtItsFirstLine() {
        assertEquals("1 reviews/r.yaml:1:1 apply-sync-review-edit `reviews/r.yaml` has YAML errors; fix them "
                + "(`mvn verify` shows them) before applying a session to it",
                finding(editor.edit("reviews/r.yaml", "sessions: [\n", update(List.of(), Set.of()))));
    }

    @Test
    void aMissingNeedsRevisitIsAFindingOnlyWhenTheSessionListsHeadings() {
        assertEquals("1 reviews/r.yaml:1:1 apply-sync-review-edit `needs_revisit` is not a list, so the session's "
                + "headings cannot be added to it",
                finding(editor.edit("reviews/r.yaml", "sessions: []\n", update(List.of("A"), Set.of()))));
        assertEquals("sessions: [" + ID + "]\n", edit("sessions: []\n", update(List.of(), Set.of())));
    }
}
