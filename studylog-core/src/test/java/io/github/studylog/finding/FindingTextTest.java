package io.github.studylog.finding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A finding's text is valid Unicode whatever a check put into it. */
class FindingTextTest {

    private static final Rule X = Rule.error("x-rule");

    @Test
    void loneSurrogatesBecomeTheReplacementCharacter() {
        Finding f = Finding.of(X, "diagrams/\uDC00.json", 1, 2, "test.text", "a '\uD83C' b \uDF00 c");
        assertEquals("a '\uFFFD' b \uFFFD c", f.message().english());
        assertEquals("diagrams/\uFFFD.json", f.path());
        // and so UTF-8 with a reporting encoder (what every report writer uses) accepts it
        assertTrue(StandardCharsets.UTF_8.newEncoder().canEncode(f.message().english()));
    }

    @Test
    void pairsAndOtherTextAreKept() {
        String text = "日本語 \uD83C\uDF00 \u0000 \uFFFE end\uD83D\uDE00";
        assertSame(text, Text.validUnicode(text));
        assertEquals("\uD83C\uDF00\uFFFD", Text.validUnicode("\uD83C\uDF00\uD83C"));
        assertEquals("\uFFFD\uD83C\uDF00", Text.validUnicode("\uDF00\uD83C\uDF00"));
        assertFalse(Text.isValidUnicode("\uD800"));
    }

    @Test
    void codePointsAreQuotedWhole() {
        assertEquals("U+1F300 (\uD83C\uDF00)", Text.codePoint(0x1F300));
        assertEquals("U+3042 (あ)", Text.codePoint('あ'));
        assertEquals("U+0007", Text.codePoint(7));
        assertEquals("U+D83C", Text.codePoint(0xD83C));
        assertEquals("U+FEFF", Text.codePoint(0xFEFF));
    }
}
