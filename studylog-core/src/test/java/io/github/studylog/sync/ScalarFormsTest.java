package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The three scalar forms RecordYaml chooses from, each at the edges of what it accepts. */
class ScalarFormsTest {

    @Test
    void doubleQuotedEscapesOnlyWhatYamlNeedsAndWhatAReaderWouldNotSee() {
        assertEquals("\"\"", DoubleQuoted.quote(""));
        assertEquals(
                "\"引用 \\\" と \\\\ と \\n と \\t と \\r と \\N\"", DoubleQuoted.quote("引用 \" と \\ と \n と \t と \r と \u0085"));
        assertEquals(
                "\"\\x00\\x1F \\x7F\\x9F\u00A0\u00FF\"", DoubleQuoted.quote("\u0000\u001F \u007F\u009F\u00A0\u00FF"));
        assertEquals(
                "\"a\\u2028b\\u2029c\\uFEFFd\\uFFFEe\\uFFFF~\"",
                DoubleQuoted.quote("a\u2028b\u2029c\uFEFFd\uFFFEe\uFFFF~"));
        assertEquals(
                "\"\u2027\u202A\uFEFE\uFF00\uFFFD 日本語\"", DoubleQuoted.quote("\u2027\u202A\uFEFE\uFF00\uFFFD 日本語"));
    }

    @Test
    void needsEscapeAtEachBoundary() {
        assertTrue(DoubleQuoted.needsEscape('\u001F'));
        assertFalse(DoubleQuoted.needsEscape(' '));
        assertFalse(DoubleQuoted.needsEscape('~'));
        assertTrue(DoubleQuoted.needsEscape('\u007F'));
        assertTrue(DoubleQuoted.needsEscape('\u009F'));
        assertFalse(DoubleQuoted.needsEscape('\u00A0'));
        assertFalse(DoubleQuoted.needsEscape('\u2027'));
        assertTrue(DoubleQuoted.needsEscape('\u2028'));
        assertTrue(DoubleQuoted.needsEscape('\u2029'));
        assertFalse(DoubleQuoted.needsEscape('\u202A'));
        assertTrue(DoubleQuoted.needsEscape('\uFEFF'));
        assertTrue(DoubleQuoted.needsEscape('\uFFFE'));
        assertTrue(DoubleQuoted.needsEscape('\uFFFF'));
        assertFalse(DoubleQuoted.needsEscape('\uFFFD'));
        assertFalse(DoubleQuoted.needsEscape('あ'));
    }

    @Test
    void plainScalarsRefuseEveryIndicatorAndAcceptTheRest() {
        assertTrue(PlainScalars.isSafe(""));
        assertTrue(PlainScalars.isSafe("見出し"));
        assertTrue(PlainScalars.isSafe("a#b"));
        assertTrue(PlainScalars.isSafe("a:b"));
        assertTrue(PlainScalars.isSafe("-a"));
        assertTrue(PlainScalars.isSafe("?a"));
        assertTrue(PlainScalars.isSafe(":a"));
        assertTrue(PlainScalars.isSafe("--"));
        assertTrue(PlainScalars.isSafe("a-"));
        assertTrue(PlainScalars.isSafe("a b"));
        for (char c : "#,[]{}&*!|>'\"%@`".toCharArray()) {
            assertFalse(PlainScalars.isSafe(c + "a"), String.valueOf(c));
            assertTrue(PlainScalars.isSafe("a" + c), String.valueOf(c));
        }
        assertFalse(PlainScalars.isSafe(" a"));
        assertFalse(PlainScalars.isSafe("a "));
        assertFalse(PlainScalars.isSafe("a:"));
        assertFalse(PlainScalars.isSafe("-"));
        assertFalse(PlainScalars.isSafe("- a"));
        assertFalse(PlainScalars.isSafe("?"));
        assertFalse(PlainScalars.isSafe("? a"));
        assertFalse(PlainScalars.isSafe(":"));
        assertFalse(PlainScalars.isSafe("---a"));
        assertFalse(PlainScalars.isSafe("...a"));
        assertFalse(PlainScalars.isSafe("a: b"));
        assertFalse(PlainScalars.isSafe("a #b"));
        assertFalse(PlainScalars.isSafe("a\tb"));
        assertFalse(PlainScalars.isSafe("a\u0085b"));
        assertFalse(PlainScalars.isSafe("\u0001"));
    }

    @Test
    void aLiteralBlockFitsAMultiLineTextThatReadsBackUnchanged() {
        assertFalse(LiteralBlock.fits("一行"));
        assertTrue(LiteralBlock.fits("a\nb"));
        assertTrue(LiteralBlock.fits("a\tb\n"));
        assertTrue(LiteralBlock.fits("\n\nb"));
        assertFalse(LiteralBlock.fits("a\u0001\nb"));
        assertFalse(LiteralBlock.fits("a\nb\u2028"));
        assertFalse(LiteralBlock.fits(" a\nb"));
        assertFalse(LiteralBlock.fits("\ta\nb"));
        assertFalse(LiteralBlock.fits("\n\n a"));
        assertFalse(LiteralBlock.fits("\n"));
        assertTrue(LiteralBlock.fits("a\n b"));
    }

    @Test
    void aLiteralBlockKeepsItsFinalLineBreaksWithTheChompingIndicator() {
        assertEquals("|-\n  a\n  b", LiteralBlock.write("a\nb", 2));
        assertEquals("|\n  a\n  b", LiteralBlock.write("a\nb\n", 2));
        assertEquals("|+\n    a\n", LiteralBlock.write("a\n\n", 4));
        assertEquals("|-\n  a\n\n  b", LiteralBlock.write("a\n\nb", 2));
        assertEquals("|-\n a\n b", LiteralBlock.write("a\nb", 0));
        assertEquals("|-\n a\n b", LiteralBlock.write("a\nb", 1));
    }
}
