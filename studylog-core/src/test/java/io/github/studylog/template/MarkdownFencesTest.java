package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A template's fenced code blocks, found once and kept with the template. */
class MarkdownFencesTest {

    @Test
    void aClosedFenceIsFoundByItsMarkers() {
        String body = "## 記録\n```yaml\n{record}\n```\n終わり\n";
        assertEquals(List.of(new MarkdownFence(6, 9, 23, 26)), MarkdownFences.of(body));
        assertEquals("```", body.substring(23, 26));
    }

    @Test
    void anUnclosedTildeFenceRunsToTheEnd() {
        MarkdownFence fence = MarkdownFences.of("前文\n~~~~\n{narrative}\n").get(0);
        assertEquals(new MarkdownFence(3, 7, -1, -1), fence);
        assertFalse(fence.closed());
    }

    @Test
    void inlineCodeAndTextWithoutARunOfThreeHaveNoFence() {
        assertEquals(List.of(), MarkdownFences.of("[同期] {id} `code`"));
        assertEquals(List.of(), MarkdownFences.of("a ```inline``` b"));
        assertEquals(List.of(), MarkdownFences.of(""));
    }

    @Test
    void aFenceInsideAListItemIsFound() {
        List<MarkdownFence> fences = MarkdownFences.of("- 項目\n  ```\n  {record}\n  ```\n");
        assertEquals(1, fences.size());
        assertTrue(fences.get(0).closed());
        assertEquals(7, fences.get(0).openStart());
    }

    @Test
    void aFenceMustHaveItsMarkersInOrder() {
        assertThrows(IllegalArgumentException.class, () -> new MarkdownFence(3, 3, -1, -1));
        assertThrows(IllegalArgumentException.class, () -> new MarkdownFence(0, 3, 5, -1));
        assertThrows(IllegalArgumentException.class, () -> new MarkdownFence(0, 3, 2, 5));
        assertThrows(IllegalArgumentException.class, () -> new MarkdownFence(-1, 3, -1, -1));
        assertThrows(IllegalArgumentException.class, () -> new MarkdownFence(0, 3, 6, 6));
    }

    @Test
    void aSyncTemplateKeepsTheFencesOfItsTitleAndBody() {
        SyncTemplate template = new SyncTemplate("[同期] {id}", List.of("学習"), "```yaml\n{record}\n```\n", 3);
        assertEquals(List.of(), template.titleFences());
        assertEquals(List.of(new MarkdownFence(0, 3, 17, 20)), template.bodyFences());
    }
}
