package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ValueTextTest {

    private record Limits(int bytes, Optional<String> note) {}

    private record Settings(Path docs, List<String> excludes, Map<String, Limits> limits, Limits own) {}

    private static Settings settings(String exclude, int bytes) {
        Map<String, Limits> limits = new LinkedHashMap<>();
        limits.put("md", new Limits(bytes, Optional.of("見出し")));
        limits.put("mdx", new Limits(7, Optional.empty()));
        return new Settings(Path.of("src/content/docs"), List.of(exclude), limits, new Limits(1, Optional.empty()));
    }

    @Test
    void everyComponentByNameNestedRecordsOptionalsListsAndMaps() {
        assertEquals(
                "Settings[docs=src/content/docs, excludes=[/api/**], limits={md=Limits[bytes=300, note=Optional[見出し]],"
                        + " mdx=Limits[bytes=7, note=Optional[]]}, own=Limits[bytes=1, note=Optional[]]]",
                ValueText.of(settings("/api/**", 300)));
    }

    @Test
    void equalValuesGiveEqualTextAndAnyComponentChangesIt() {
        assertEquals(ValueText.of(settings("/api/**", 300)), ValueText.of(settings("/api/**", 300)));
        assertNotEquals(ValueText.of(settings("/api/**", 300)), ValueText.of(settings("/api/**", 301)));
        assertNotEquals(ValueText.of(settings("/api/**", 300)), ValueText.of(settings("/blog/**", 300)));
    }

    @Test
    void anythingElseIsItsOwnText() {
        assertEquals("42", ValueText.of(42));
        assertEquals("null", ValueText.of(null));
        assertEquals("[a, Optional[b]]", ValueText.of(List.of("a", Optional.of("b"))));
    }

    private record Loop(List<Object> items) {}

    @Test
    void aValueThatContainsItselfIsCut() {
        List<Object> items = new java.util.ArrayList<>();
        Loop loop = new Loop(items);
        items.add(loop);
        String text = ValueText.of(loop);
        assertEquals(true, text.contains("…"), text);
        assertEquals(ValueText.MAX_DEPTH / 2 + 1, text.split("Loop\\[", -1).length - 1, text);
    }
}
