package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MarkdownSlotsTest {

    private static final String TEMPLATE =
            "## 記録\n\n```yaml\n{record}\n```\n\n## 経過\n\n{narrative}\n\n## 参照\n\n" + "{sources}\n";

    private static final String NARRATIVE = """
            コード例を見た。
            ```java
            int x = 1;
            ```
            ~~~~
            チルダの柵
            ~~~~
            <details><summary>メモ</summary>

            @octocat さんと #123 を参照
            </details>
            """;

    private static List<FencedCodeBlock> fences(String markdown) {
        Document doc = Parser.builder().build().parse(markdown);
        List<FencedCodeBlock> out = new ArrayList<>();
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof FencedCodeBlock f) {
                out.add(f);
            }
        }
        return out;
    }

    private static List<String> headings(String markdown) {
        Document doc = Parser.builder().build().parse(markdown);
        List<String> out = new ArrayList<>();
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h) {
                out.add(h.getText().toString());
            }
        }
        return out;
    }

    @Test
    void aFenceHoldingBackticksIsLengthenedAndTheNarrativeCopiedAsWritten() {
        String record = "narrative: |\n  ```java\n  int x = 1;\n  ```\n  ~~~~\n";
        String filled = new MarkdownSlots()
                .fill(TEMPLATE, Map.of("record", record, "narrative", NARRATIVE, "sources", "- a.md @ unknown\n"));
        assertEquals(
                "## 記録\n\n````yaml\n" + record + "````\n\n## 経過\n\n" + NARRATIVE + "\n## 参照\n\n" + "- a.md @ unknown\n",
                filled);
        List<FencedCodeBlock> fences = fences(filled);
        assertEquals("yaml", fences.get(0).getInfo().toString());
        assertEquals(record, fences.get(0).getContentChars().toString());
        assertEquals(List.of("記録", "経過", "参照"), headings(filled), "the template's sections survive");
    }

    @Test
    void aTildeFenceIsLengthenedForTildesOnly() {
        String template = "~~~yaml\n{record}\n~~~\n\n```\n{id}\n```\n";
        String record = "a: |\n  ~~~~\n  ```\n";
        String filled = new MarkdownSlots().fill(template, Map.of("record", record, "id", "x"));
        assertEquals("~~~~~yaml\n" + record + "~~~~~\n\n```\nx\n```\n", filled);
        assertEquals(record, fences(filled).get(0).getContentChars().toString());
    }

    @Test
    void aFenceWithoutLongRunsIsLeftAsWritten() {
        String filled = new MarkdownSlots().fill("```yaml\n{record}\n```\n", Map.of("record", "a: ``\n"));
        assertEquals("```yaml\na: ``\n```\n", filled);
    }

    @Test
    void aNarrativeThatNeverClosesItsFenceGetsTheClosingLine() {
        String narrative = "途中で切れた:\n````text\n未完の\n";
        String filled =
                new MarkdownSlots().fill(TEMPLATE, Map.of("record", "a: 1\n", "narrative", narrative, "sources", ""));
        assertEquals("## 記録\n\n```yaml\na: 1\n```\n\n## 経過\n\n途中で切れた:\n````text\n未完の\n````\n\n## 参照\n\n\n", filled);
        assertEquals(List.of("記録", "経過", "参照"), headings(filled));
    }

    @Test
    void aMultiLineValueInAnIndentedOrQuotedContextKeepsItsPrefix() {
        String template = "- 記録:\n\n  ```yaml\n  {record}\n  ```\n\n> {narrative}\n";
        String filled =
                new MarkdownSlots().fill(template, Map.of("record", "a: 1\nb:\n  - x\n", "narrative", "一行目\n\n三行目\n"));
        assertEquals("- 記録:\n\n  ```yaml\n  a: 1\n  b:\n    - x\n  ```\n\n> 一行目\n>\n> 三行目\n", filled);
    }

    @Test
    void valuesAreNotFilledAgain() {
        String filled =
                new MarkdownSlots().fill("{narrative} / {id}", Map.of("narrative", "本文に {id} と書いた", "id", "s-01"));
        assertEquals("本文に {id} と書いた / s-01", filled);
    }

    @Test
    void longestRun() {
        assertEquals(0, MarkdownSlots.longestRun("abc", '`'));
        assertEquals(5, MarkdownSlots.longestRun("a``b`````c~~~", '`'));
        assertEquals(3, MarkdownSlots.longestRun("a``b`````c~~~", '~'));
    }
}
