package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.yaml.SafeYamlLoader;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The schema conversion reads booleans as YAML 1.2 does. */
class YamlJsonTest {

    private static JsonNode json(String yaml) {
        return YamlJson.toJson(new SafeYamlLoader()
                .load("x.yaml", yaml, 0)
                .document()
                .orElseThrow()
                .root());
    }

    @Test
    void yaml12BooleansInEveryCaseAreJsonBooleans() {
        JsonNode node = json("a: true\nb: True\nc: TRUE\nd: false\ne: False\nf: FALSE\n");
        assertEquals("{\"a\":true,\"b\":true,\"c\":true,\"d\":false,\"e\":false,\"f\":false}", node.toString());
    }

    @Test
    void yaml11OnlyBooleansAreText() {
        JsonNode node = json("a: yes\nb: No\nc: ON\nd: off\ne: y\nf: n\ng: \"true\"\n");
        assertEquals(
                "{\"a\":\"yes\",\"b\":\"No\",\"c\":\"ON\",\"d\":\"off\",\"e\":\"y\",\"f\":\"n\",\"g\":\"true\"}",
                node.toString());
    }

    @Test
    void numbersAreExactAndAnExponentNoDecimalHoldsIsTheNearestDouble() {
        JsonNode node = json("a: 1.50\nb: -0.5e3\nc: 1.0e" + "9".repeat(20) + "\nd: -2.e" + "9".repeat(20)
                + "\ne: 1.0e-" + "9".repeat(20) + "\nf: +7\n");
        assertEquals(
                "{\"a\":1.50,\"b\":-5E+2,\"c\":\"Infinity\",\"d\":\"-Infinity\",\"e\":0.0,\"f\":7}", node.toString());
        assertEquals(
                List.of(true, true, true),
                List.of(
                        node.get("c").isNumber(),
                        node.get("d").isNumber(),
                        node.get("e").isNumber()));
    }

    @Test
    void nullWordsAreJsonNullAndNumbersKeepTheirValue() {
        JsonNode node = json("a: ~\nb: null\nc:\nd: 1.5\ne: -0.25\nf: +7\ng: -8\nh: 12345678901234567890\n");
        assertEquals(
                "{\"a\":null,\"b\":null,\"c\":null,\"d\":1.5,\"e\":-0.25,\"f\":7,\"g\":-8,"
                        + "\"h\":12345678901234567890}",
                node.toString());
        assertEquals(true, node.get("d").isBigDecimal());
        assertEquals(true, node.get("f").isBigInteger());
    }

    @Test
    void listsKeepTheirOrderAndQuotedOrDateScalarsAreText() {
        JsonNode node = json("- [1, x, \"2\"]\n- {v: 4, \"w\": '3'}\n- 2026-10-03\n");
        assertEquals("[[1,\"x\",\"2\"],{\"v\":4,\"w\":\"3\"},\"2026-10-03\"]", node.toString());
    }

    @Test
    void aDocumentThatIsANullWordIsJsonNull() {
        for (String word : java.util.List.of("~", "null", "Null", "NULL")) {
            JsonNode node = json(word + "\n");
            assertEquals(true, node.isNull(), word);
            assertEquals("null", node.toString(), word);
        }
    }
}
