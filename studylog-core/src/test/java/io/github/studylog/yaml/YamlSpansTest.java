package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Fix;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The fix ranges of a YAML text inside a larger file: lines shifted by the text's offset, columns 1-based. */
class YamlSpansTest {

    private final YamlDocument doc = new SafeYamlLoader()
            .load("CHATGPT.md", "id: 値\nnote: \"説明\"\nlist:\n  - a\n  - b\n", 10)
            .document()
            .orElseThrow();

    @Test
    void aScalarsTextIsItsRangeInTheFileQuotesExcluded() {
        assertEquals(
                Optional.of(new Fix("CHATGPT.md", 11, 5, 11, 6, "")),
                YamlSpans.scalar(doc, YamlNodes.value(doc.root(), "id").orElseThrow()));
        assertEquals(
                Optional.of(new Fix("CHATGPT.md", 12, 8, 12, 10, "")),
                YamlSpans.scalar(doc, YamlNodes.value(doc.root(), "note").orElseThrow()));
    }

    @Test
    void aNewItemGoesAtTheStartOfTheLineAfterTheLastOne() {
        assertEquals(
                Optional.of(new Fix("CHATGPT.md", 16, 1, 16, 1, "  - ")),
                YamlSpans.appendItem(doc, YamlNodes.value(doc.root(), "list").orElseThrow()));
    }
}
