package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** MarkdownSlots where a slot or a fence sits at the very edge of a line, a block or the text. */
class MarkdownSlotsEdgesTest {

    private final MarkdownSlots slots = new MarkdownSlots();

    private String fill(String template, String narrative) {
        return slots.fill(template, Map.of("narrative", narrative));
    }

    @Test
    void aValueOpeningAFenceOnItsFirstCharacterGetsItClosed() {
        assertEquals("```\n未完の\n```\n\n## 次\n", fill("{narrative}\n\n## 次\n", "```\n未完の\n"));
        assertEquals("~~~\n未完の\n~~~\n\n## 次\n", fill("{narrative}\n\n## 次\n", "~~~\n未完の\n"));
        assertEquals("  ```\n  未完の\n  ```\n", fill("{narrative}\n", "  ```\n  未完の"));
    }

    @Test
    void aValueWhoseFencesAreClosedOrNotTopLevelIsCopiedAsWritten() {
        assertEquals("```\nコード\n```\n\n## 次\n", fill("{narrative}\n\n## 次\n", "```\nコード\n```\n"));
        assertEquals("インラインの ```x``` だけ\n", fill("{narrative}\n", "インラインの ```x``` だけ"));
        assertEquals("- 項目\n\n  ```\n  未完の\n", fill("{narrative}\n", "- 項目\n\n  ```\n  未完の"));
    }

    @Test
    void aValueInsideATemplateFenceIsNeverClosedThere() {
        assertEquals("```~~~\n```\n", fill("```{narrative}\n```\n", "~~~"));
        assertEquals("```text\n~~~\n```\n", fill("```text\n{narrative}\n```\n", "~~~"));
    }

    @Test
    void aQuotedValueStartingWithALineBreakRepeatsThePrefix() {
        assertEquals("> \n> 二行目\n", fill("> {narrative}\n", "\n二行目"));
        assertEquals("> 一行\n", fill("> {narrative}\n", "一行\n"));
        assertEquals("前置き 一行目\n二行目\n", fill("前置き {narrative}\n", "一行目\n二行目"));
        assertEquals("一行目\n二行目\n", fill("{narrative}\n", "一行目\n二行目"));
    }

    @Test
    void placeFindsTheSlotAtTheVeryStart() {
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.empty()),
                slots.place("{record}\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(false, Optional.empty(), Optional.empty()),
                slots.place("## 記録\n\n本文\n", "record"));
    }

    @Test
    void placeTakesTheHeadingAboveAndTheFenceAroundOnly() {
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.of("記録")),
                slots.place("## 記録\n{record}\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.of("前")),
                slots.place("## 前\n\n{record}\n\n## 後\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.empty()),
                slots.place("## {record}\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.empty()),
                slots.place("{record}\n\n```yaml\nx\n```\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.empty()),
                slots.place("```yaml\nx\n```\n\n{record}\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.empty(), Optional.empty()),
                slots.place("```yaml\nx\n```\n{record}\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.of("yaml"), Optional.of("記録")),
                slots.place("## 記録\n\n```yaml\n{record}\n```\n", "record"));
        assertEquals(
                new MarkdownSlots.SlotPlace(true, Optional.of("yaml"), Optional.empty()),
                slots.place("```yaml\n{record}", "record"));
    }
}
