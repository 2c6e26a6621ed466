package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnifiedDiffTest {

    @Test
    void equalTextsHaveNoDiff() {
        assertEquals("", UnifiedDiff.of("CHATGPT.md", "a\n", "a\n"));
    }

    @Test
    void aChangedLineWithThreeLinesOfContext() {
        String before = "1\n2\n3\n4\n5\n6\n7\n8\n";
        String after = "1\n2\n3\n4\n五\n6\n7\n8\n";
        assertEquals(
                "--- a/CHATGPT.md\n+++ b/CHATGPT.md\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+五\n 6\n 7\n 8\n",
                UnifiedDiff.of("CHATGPT.md", before, after));
    }
}
