package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.Tag;

class ScalarKindTest {

    /** Texts around every boundary of the kinds, including YAML 1.1 forms the plugin reads as text. */
    private static final List<String> TEXTS = List.of(
            "",
            "~",
            "null",
            "Null",
            "NULL",
            "nULL",
            "true",
            "false",
            "yes",
            "no",
            "on",
            "off",
            "y",
            "n",
            "0",
            "+0",
            "-0",
            "00",
            "07",
            "0755",
            "10",
            "-10",
            "+10",
            "1_000",
            "0x1F",
            "0b101",
            "1:30",
            "-",
            "+",
            ".",
            "1.",
            ".5",
            "-.5",
            "1.5",
            "1.5e3",
            "1.5E-3",
            "1.5e",
            "1e5",
            "1.5.3",
            ".inf",
            ".nan",
            "2026-09-08",
            "2026-09-08 10:00:00",
            "61970989",
            "abc",
            "Q1",
            "Transactional Outbox",
            "非同期",
            "12a",
            "1 2",
            "<<");

    @Test
    void aPlainScalarHasTheKindOfItsTextAsYaml12ReadsIt() {
        Map<String, ScalarKind> expected = new LinkedHashMap<>();
        for (String text : TEXTS) {
            expected.put(text, ScalarKind.STRING);
        }
        for (String text : List.of("", "~", "null", "Null", "NULL")) {
            expected.put(text, ScalarKind.NULL);
        }
        for (String text : List.of("true", "false")) {
            expected.put(text, ScalarKind.BOOLEAN);
        }
        for (String text : List.of("0", "+0", "-0", "10", "-10", "+10", "61970989")) {
            expected.put(text, ScalarKind.INTEGER);
        }
        for (String text : List.of("1.", ".5", "-.5", "1.5", "1.5e3", "1.5E-3")) {
            expected.put(text, ScalarKind.NUMBER);
        }
        for (String text : TEXTS) {
            assertEquals(
                    expected.get(text), ScalarKind.of(plain(PlainScalarResolver.IMPLICIT, text)), "`" + text + "`");
        }
    }

    @Test
    void theBooleanWordsAreOneTable() {
        assertEquals(Optional.of(true), ScalarKind.booleanValue(plain(PlainScalarResolver.IMPLICIT, "True")));
        assertEquals(Optional.of(false), ScalarKind.booleanValue(plain(PlainScalarResolver.IMPLICIT, "FALSE")));
        assertEquals(Optional.empty(), ScalarKind.booleanValue(plain(PlainScalarResolver.IMPLICIT, "yes")));
        assertEquals(
                Optional.empty(), ScalarKind.booleanValue(new ScalarNode(Tag.STR, "true", ScalarStyle.DOUBLE_QUOTED)));
        assertTrue(ScalarKind.isYaml11Boolean("Yes"));
        assertTrue(ScalarKind.isYaml11Boolean("OFF"));
        assertFalse(ScalarKind.isYaml11Boolean("true"));
    }

    @Test
    void textThatAnyReaderTakesForAnotherTypeIsNotPlainText() {
        for (String text : List.of(
                "",
                "yes",
                "No",
                "0755",
                "0x1F",
                ".inf",
                "1e5",
                "2026-09-08",
                "2026-09-08 10:00",
                "61970989",
                "true",
                "~")) {
            assertFalse(ScalarKind.readsAsPlainText(text), text);
        }
        for (String text : List.of("非同期", "Transactional Outbox", "2026-09-08-cache-01", "Q1", "1:30")) {
            assertTrue(ScalarKind.readsAsPlainText(text), text);
        }
    }

    @Test
    void explicitTagsKeepTheirKindOnlyWhenTheTextHasThatForm() {
        assertEquals(ScalarKind.INTEGER, ScalarKind.of(plain(Tag.INT, "5")));
        assertEquals(ScalarKind.STRING, ScalarKind.of(plain(Tag.STR, "5")));
        assertEquals(ScalarKind.STRING, ScalarKind.of(plain(Tag.BOOL, "yes")));
        assertEquals(ScalarKind.NULL, ScalarKind.of(plain(Tag.NULL, "")));
    }

    @Test
    void everyExplicitPlainTagKeepsItsKind() {
        assertEquals(ScalarKind.NUMBER, ScalarKind.of(plain(Tag.FLOAT, "1.5")));
        assertEquals(ScalarKind.BOOLEAN, ScalarKind.of(plain(Tag.BOOL, "true")));
        assertEquals(ScalarKind.STRING, ScalarKind.of(plain(Tag.FLOAT, "true")));
        assertEquals(ScalarKind.STRING, ScalarKind.of(plain(new Tag("!custom"), "5")));
    }

    @Test
    void aTextReadsBackAsItsTagOnlyInThatTagsForm() {
        assertTrue(ScalarKind.readsBackPlainAs("非同期", Tag.STR));
        assertFalse(ScalarKind.readsBackPlainAs("yes", Tag.STR));
        assertTrue(ScalarKind.readsBackPlainAs("5", Tag.INT));
        assertFalse(ScalarKind.readsBackPlainAs("5", Tag.FLOAT));
        assertTrue(ScalarKind.readsBackPlainAs("1.5", Tag.FLOAT));
        assertTrue(ScalarKind.readsBackPlainAs("false", Tag.BOOL));
        assertTrue(ScalarKind.readsBackPlainAs("", Tag.NULL));
        assertFalse(ScalarKind.readsBackPlainAs("", new Tag("!custom")));
    }

    @Test
    void messagesQuoteAtMostSixtyCharactersOnOneLine() {
        String sixty = "あ".repeat(59) + "\n";
        assertEquals("あ".repeat(59) + " ", ScalarKind.abbreviate(sixty));
        assertEquals("あ".repeat(57) + "...", ScalarKind.abbreviate("あ".repeat(61)));
    }

    @Test
    void quotedScalarsAreText() {
        ScalarNode quoted = new ScalarNode(Tag.STR, "true", ScalarStyle.DOUBLE_QUOTED);
        assertEquals(ScalarKind.STRING, ScalarKind.of(quoted));
    }

    private static ScalarNode plain(Tag tag, String text) {
        return new ScalarNode(tag, text, ScalarStyle.PLAIN);
    }

    @Test
    void integerAndNumberValuesAreExactAndAnExponentNoDecimalHoldsIsTheNearestDouble() {
        assertEquals(
                List.of(
                        new java.math.BigInteger("7"),
                        java.math.BigInteger.ZERO,
                        new java.math.BigInteger("-12345678901234567890")),
                List.of(
                        ScalarKind.integerValue("+7"),
                        ScalarKind.integerValue("-0"),
                        ScalarKind.integerValue("-12345678901234567890")));
        assertEquals(
                List.of(
                        new java.math.BigDecimal("1.50"),
                        new java.math.BigDecimal("-5E+2"),
                        Double.POSITIVE_INFINITY,
                        Double.NEGATIVE_INFINITY,
                        0.0),
                List.of(
                        ScalarKind.numberValue("1.50"),
                        ScalarKind.numberValue("-0.5e3"),
                        ScalarKind.numberValue("1.0e99999999999"),
                        ScalarKind.numberValue("-2.e99999999999"),
                        ScalarKind.numberValue("1.0e-99999999999")));
    }
}
