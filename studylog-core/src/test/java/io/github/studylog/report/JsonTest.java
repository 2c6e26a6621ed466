package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** The plugin's one JSON writer (jackson-core and a tree walker) writes the text Jackson's ObjectMapper wrote. */
class JsonTest {

    /** The mappers the plugin wrote with before: pretty ({@code INDENT_OUTPUT}) and compact (defaults). */
    private static final JsonMapper PRETTY = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private static final JsonMapper COMPACT = JsonMapper.builder().build();

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Every node kind, nested empty containers, escapes and numbers as the node holds them. */
    private static ObjectNode everyKind() {
        ObjectNode root = NODES.objectNode();
        root.put("text", "見出し「キュー」と説明です。");
        root.put(
                "escapes",
                "quote \" backslash \\ slash / tab \t newline \n cr \r nul \u0000 bell \u0007 del \u007f "
                        + "line-sep \u2028 esc \u001b");
        root.put("loneHigh", "a\uD800b");
        root.put("loneLow", "\uDC00");
        root.put("pair", "\uD83D\uDE00 emoji");
        root.put("empty", "");
        root.put("int", 42);
        root.put("negative", -7);
        root.put("short", (short) 12);
        root.put("long", 9_007_199_254_740_993L);
        root.put("bigInteger", new BigInteger("123456789012345678901234567890"));
        root.put("double", 0.1);
        root.put("doubleWhole", 2.0);
        root.put("doubleTiny", 1.0e-10);
        root.put("float", 1.5f);
        root.put("decimal", new BigDecimal("1.10"));
        root.put("decimalExponent", new BigDecimal("1E+3"));
        root.put("true", true);
        root.put("false", false);
        root.putNull("null");
        root.put("binary", new byte[] {0, 1, 2, (byte) 0xff});
        root.putObject("emptyObject");
        root.putArray("emptyArray");
        ObjectNode nested = root.putObject("nested");
        nested.putObject("a").putObject("b").putArray("c").addObject();
        nested.putArray("d").addArray().addArray();
        ArrayNode mixed = root.putArray("mixed");
        mixed.add(1)
                .add("two")
                .add(3.0)
                .addNull()
                .add(false)
                .add(new BigDecimal("0.000"))
                .addObject()
                .put("k", "v");
        mixed.addArray().add("x");
        root.put("z-last", "insertion order, not sorted");
        root.put("a-after", "still after");
        return root;
    }

    @Test
    void prettyIsTheMappersIndentOutputWithAFinalNewline() {
        ObjectNode tree = everyKind();

        String pretty = Json.pretty(tree);

        assertEquals(PRETTY.writeValueAsString(tree).replace("\r\n", "\n") + "\n", pretty);
        assertTrue(pretty.endsWith("}\n"), pretty);
        assertFalse(pretty.contains("\r\n"), pretty);
        assertTrue(pretty.contains("\"decimal\" : 1.10,"), pretty);
        assertTrue(pretty.contains("\"bigInteger\" : 123456789012345678901234567890,"), pretty);
        assertTrue(pretty.contains("\\u0000"), pretty);
        assertTrue(pretty.contains("見出し「キュー」"), pretty);
    }

    @Test
    void compactIsTheMappersDefaultOneLine() {
        ObjectNode tree = everyKind();

        String compact = Json.compact(tree);

        assertEquals(COMPACT.writeValueAsString(tree), compact);
        assertFalse(compact.contains("\n"), compact);
    }

    @Test
    void topLevelValuesOfEveryKindAreWrittenAsTheMapperWroteThem() {
        JsonNode[] values = {
            NODES.objectNode(),
            NODES.arrayNode(),
            NODES.stringNode("\u0001日本\uDBFF"),
            NODES.numberNode(1),
            NODES.numberNode(Long.MIN_VALUE),
            NODES.numberNode(new BigInteger("-99999999999999999999")),
            NODES.numberNode(Double.MAX_VALUE),
            NODES.numberNode(new BigDecimal("-12.3400")),
            NODES.numberNode(Float.MIN_VALUE),
            NODES.booleanNode(true),
            NODES.nullNode(),
            NODES.missingNode(),
        };
        for (JsonNode value : values) {
            assertEquals(PRETTY.writeValueAsString(value) + "\n", Json.pretty(value), value.toString());
            assertEquals(COMPACT.writeValueAsString(value), Json.compact(value), value.toString());
        }
    }

    @Test
    void aPrettyGeneratorWritesTreesAmongStreamedValuesAsTheMappersGeneratorDid() {
        ObjectNode tree = everyKind();
        StringWriter ours = new StringWriter();
        StringWriter throughWriteTree = new StringWriter();
        StringWriter mappers = new StringWriter();

        try (JsonGenerator json = Json.prettyGenerator(ours)) {
            streamAround(json, () -> Json.write(json, tree));
        }
        try (JsonGenerator json = Json.prettyGenerator(throughWriteTree)) {
            // writeTree on our generator goes through the same walker
            streamAround(json, () -> json.writeTree(tree));
        }
        try (JsonGenerator json = PRETTY.writer().createGenerator(mappers)) {
            streamAround(json, () -> json.writeTree(tree));
        }

        assertEquals(mappers.toString().replace("\r\n", "\n"), ours.toString());
        assertEquals(ours.toString(), throughWriteTree.toString());
    }

    @Test
    void aGeneratorWithAnotherPrinterWritesWhatTheMappersWriterWithThatPrinterWrote() {
        // SARIF's layout: "key": value, arrays indented like objects, empty containers without a space
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                        .withObjectNameValueSpacing(Separators.Spacing.AFTER)
                        .withArrayEmptySeparator("")
                        .withObjectEmptySeparator(""))
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
        ObjectNode tree = everyKind();
        StringWriter ours = new StringWriter();
        StringWriter mappers = new StringWriter();

        try (JsonGenerator json = Json.generator(ours, printer)) {
            streamAround(json, () -> Json.write(json, tree));
        }
        try (JsonGenerator json = COMPACT.writer().with(printer).createGenerator(mappers)) {
            streamAround(json, () -> json.writeTree(tree));
        }

        assertEquals(mappers.toString(), ours.toString());
        assertTrue(ours.toString().contains("\"emptyArray\": [],"), ours.toString());
    }

    @Test
    void theGeneratorLeavesItsWriterOpen() {
        boolean[] closed = {false};
        StringWriter writer = new StringWriter() {
            @Override
            public void close() {
                closed[0] = true;
            }
        };

        try (JsonGenerator json = Json.prettyGenerator(writer)) {
            json.writeStartArray();
            json.writeEndArray();
        }

        assertFalse(closed[0]);
        assertEquals("[ ]", writer.toString());
    }

    private static void streamAround(JsonGenerator json, Runnable tree) {
        json.writeStartObject();
        json.writeStringProperty("before", "x");
        json.writeArrayPropertyStart("items");
        json.writeNumber(1);
        tree.run();
        json.writeStartObject();
        json.writeEndObject();
        json.writeEndArray();
        json.writeName("tree");
        tree.run();
        json.writeEndObject();
    }
}
