package io.github.studylog.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vladsch.flexmark.parser.Parser;
import io.github.studylog.docs.SafeMarkdown;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The one reader of fenced code blocks: CommonMark's fences, with the offsets and lines their users edit by. */
class FencedBlocksTest {

    private static List<FencedBlock> of(String markdown) {
        return FencedBlocks.of(markdown, SafeMarkdown::parser);
    }

    @Test
    void aClosedFenceIsFoundByItsMarkersInfoAndContent() {
        String body = "## 記録\n```yaml template=review\n{record}\n```\n終わり\n";
        FencedBlock block = of(body).get(0);
        assertEquals(new FencedBlock("yaml template=review", "{record}\n", 2, 3, 6, 9, 29, 30, 39, 39, 42), block);
        assertEquals("```", body.substring(block.closeStart(), block.closeEnd()));
        assertEquals(block.content(), body.substring(block.contentStart(), block.contentEnd()));
        assertEquals(List.of("yaml", "template=review"), block.infoWords());
        assertEquals("yaml", block.firstWord());
    }

    @Test
    void anUnclosedTildeFenceRunsToTheEnd() {
        String text = "前文\n~~~~ YAML\n{narrative}\n";
        FencedBlock fence = of(text).get(0);
        assertFalse(fence.closed());
        assertEquals(
                List.of(3, 7, -1, -1),
                List.of(fence.openStart(), fence.openEnd(), fence.closeStart(), fence.closeEnd()));
        assertEquals("{narrative}\n", fence.content());
        assertEquals(text.length(), fence.contentEnd());
        assertEquals("yaml", fence.firstWord());
    }

    @Test
    void aShorterOrOtherRunDoesNotCloseAFence() {
        FencedBlock fence = of("````\n```\n~~~~\n````\n").get(0);
        assertEquals("```\n~~~~\n", fence.content());
        assertTrue(fence.closed());
        assertEquals(1, of("````\n```\n~~~~\n````\n").size(), "the inner runs are content");
    }

    @Test
    void anIndentedFenceHasItsIndentationTakenOffTheContent() {
        String text = "   ```\n   a: 1\n     b\n   ```\n";
        FencedBlock fence = of(text).get(0);
        assertEquals("a: 1\n  b\n", fence.content());
        assertEquals(3, fence.openStart());
        assertEquals(List.of(), of("    ```\n    a\n    ```\n"), "four spaces: indented code, no fence");
    }

    @Test
    void anEmptyBlockSitsOnTheLineAfterItsFence() {
        String text = "前\n\n```yaml\n```\n";
        FencedBlock fence = of(text).get(0);
        assertEquals("", fence.content());
        assertEquals(text.indexOf("```\n", 5), fence.contentStart());
        assertEquals(fence.contentStart(), fence.contentEnd());
        assertEquals(List.of(3, 4), List.of(fence.fenceLine(), fence.contentLine()));
        FencedBlock last = of("前\n```yaml").get(0);
        assertEquals(List.of(2, 2), List.of(last.fenceLine(), last.contentLine()), "no line after the fence");
        assertEquals("前\n```yaml".length(), last.contentStart());
    }

    @Test
    void inlineCodeAndTextWithoutARunOfThreeHaveNoFenceAndMakeNoParser() {
        AtomicInteger made = new AtomicInteger();
        Supplier<Parser> counting = () -> {
            made.incrementAndGet();
            return SafeMarkdown.parser();
        };
        assertEquals(List.of(), FencedBlocks.of("[同期] {id} `code`", counting));
        assertEquals(List.of(), FencedBlocks.of("", counting));
        assertEquals(0, made.get());
        assertEquals(List.of(), FencedBlocks.of("a ```inline``` b", counting));
        assertEquals(1, made.get());
    }

    @Test
    void aFenceInsideAListItemIsFound() {
        List<FencedBlock> fences = of("- 項目\n  ```\n  {record}\n  ```\n");
        assertEquals(1, fences.size());
        assertTrue(fences.get(0).closed());
        assertEquals(7, fences.get(0).openStart());
        assertEquals("{record}\n", fences.get(0).content());
    }

    @Test
    void aFenceMustHaveItsMarkersInOrder() {
        assertThrows(IllegalArgumentException.class, () -> new FencedBlock("", "", 1, 2, 3, 5, 5, 6, 6, -1, -1));
        assertThrows(IllegalArgumentException.class, () -> new FencedBlock("", "", 1, 2, 0, 3, 3, 4, 4, 5, -1));
        assertThrows(IllegalArgumentException.class, () -> new FencedBlock("", "", 1, 2, 0, 3, 3, 4, 6, 5, 8));
        assertThrows(IllegalArgumentException.class, () -> new FencedBlock("", "", 1, 2, -1, 3, 3, 4, 4, -1, -1));
        assertThrows(IllegalArgumentException.class, () -> new FencedBlock("", "", 1, 2, 0, 4, 4, 5, 5, 6, 9));
        assertThrows(IllegalArgumentException.class, () -> new FencedBlock("", "", 0, 2, 0, 3, 3, 4, 4, -1, -1));
    }
}
