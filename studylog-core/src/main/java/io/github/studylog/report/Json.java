package io.github.studylog.report;

import java.io.StringWriter;
import java.io.Writer;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.TreeNode;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.databind.JsonNode;

/**
 * Deterministic JSON text for every JSON file and line the plugin writes: {@link #pretty} (two-space indent, "\n"
 * line breaks, final newline) and {@link #compact} (one line).
 *
 * <p>Written with jackson-core only: a {@link JsonFactory}'s generator and a small walker over the {@link JsonNode}
 * tree ({@link #write}). Serializing a tree through an {@code ObjectMapper} would load Jackson databind's whole
 * serializer machinery on every run only to write; building trees with
 * {@code JsonNodeFactory.instance} loads a few. The text is the one the mapper wrote with {@code INDENT_OUTPUT}:
 * the same generator escapes every string, the same pretty printer lays it out, numbers are written as the node
 * holds them, and object keys come in insertion order.
 */
public final class Json {

    private static final JsonFactory FACTORY =
            JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    /** The mapper's {@code INDENT_OUTPUT} printer, its object line breaks "\n" on every platform. */
    private static final DefaultPrettyPrinter PRETTY =
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"));

    private Json() {}

    /** A generator writing the same pretty text as {@link #pretty}, for files too large to build as a tree. */
    public static JsonGenerator prettyGenerator(Writer writer) {
        return generator(writer, PRETTY);
    }

    /**
     * A generator laying its text out with {@code printer} (a fresh instance of it, so the printer's nesting state
     * is this generator's own); {@link JsonGenerator#writeTree} writes through {@link #write}. The writer is not
     * closed with the generator.
     */
    public static JsonGenerator generator(Writer writer, DefaultPrettyPrinter printer) {
        return FACTORY.createGenerator(new Context(printer), writer);
    }

    /** The tree as pretty text ending in a newline. */
    public static String pretty(JsonNode node) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = prettyGenerator(text)) {
            write(json, node);
        }
        return text.append('\n').toString();
    }

    /** The tree as one line of JSON, without a line break. */
    public static String compact(JsonNode node) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(new Context(null), text)) {
            write(json, node);
        }
        return text.toString();
    }

    /** Writes the tree through {@code json}: every value as its node holds it, object keys in insertion order. */
    public static void write(JsonGenerator json, JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                json.writeStartObject(node, node.size());
                for (Map.Entry<String, JsonNode> property : node.properties()) {
                    json.writeName(property.getKey());
                    write(json, property.getValue());
                }
                json.writeEndObject();
            }
            case ARRAY -> {
                json.writeStartArray(node, node.size());
                for (JsonNode element : node.values()) {
                    write(json, element);
                }
                json.writeEndArray();
            }
            case STRING -> json.writeString(node.stringValue());
            case NUMBER -> writeNumber(json, node);
            case BOOLEAN -> json.writeBoolean(node.booleanValue());
            case NULL, MISSING -> json.writeNull();
            case BINARY -> json.writeBinary(node.binaryValue());
            case POJO -> throw new IllegalArgumentException("a POJO node cannot be written without a mapper");
        }
    }

    private static void writeNumber(JsonGenerator json, JsonNode node) {
        switch (node.numberType()) {
            case INT -> {
                if (node.isShort()) {
                    json.writeNumber((short) node.intValue());
                } else {
                    json.writeNumber(node.intValue());
                }
            }
            case LONG -> json.writeNumber(node.longValue());
            case BIG_INTEGER -> json.writeNumber(node.bigIntegerValue());
            case FLOAT -> json.writeNumber(node.floatValue());
            case DOUBLE -> json.writeNumber(node.doubleValue());
            case BIG_DECIMAL -> json.writeNumber(node.decimalValue());
        }
    }

    /** The write context of a generator: its pretty printer (none: compact), and trees written by {@link #write}. */
    private static final class Context extends ObjectWriteContext.Base {

        private final @Nullable DefaultPrettyPrinter printer;

        Context(@Nullable DefaultPrettyPrinter printer) {
            this.printer = printer;
        }

        @Override
        public @Nullable PrettyPrinter getPrettyPrinter() {
            return printer == null ? null : printer.createInstance();
        }

        @Override
        public boolean hasPrettyPrinter() {
            return printer != null;
        }

        @Override
        public void writeTree(JsonGenerator json, TreeNode tree) {
            write(json, (JsonNode) tree);
        }
    }
}
