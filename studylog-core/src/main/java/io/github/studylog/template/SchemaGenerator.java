package io.github.studylog.template;

import io.github.studylog.content.IsoDate;
import io.github.studylog.yaml.ScalarKind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Compiles a template {@link Shape} into a JSON Schema (draft 2020-12). The schema checks structure and the
 * lexical form of every value; what a schema cannot know (a path exists, a heading is in a doc, a date is a
 * real calendar day, a reference resolves) is checked by {@code records.PlaceholderChecks}.
 * The same schema is written to {@code target/studylog/schemas/NAME.schema.json} for editors.
 */
public final class SchemaGenerator {

    /** The regular expression of {@code <id>}, anchored. */
    public static final String ID_PATTERN = "^[A-Za-z0-9][A-Za-z0-9_.-]*$";
    /** The regular expression of {@code <commit>}, anchored. */
    public static final String COMMIT_PATTERN = "^[0-9a-f]{7,40}$";

    /** The smallest and largest all-digit {@code <commit>} that YAML reads as a number: 7 to 40 digits. */
    private static final BigInteger DIGITS_7 = BigInteger.TEN.pow(6);

    private static final BigInteger DIGITS_40 = BigInteger.TEN.pow(40).subtract(BigInteger.ONE);

    /** The lexical form of {@code <date>}; the calendar is checked separately. */
    public static final String DATE_PATTERN = IsoDate.PATTERN;

    private final JsonNodeFactory json = JsonNodeFactory.instance;

    /**
     * {@link #COMMIT_PATTERN} read by hand, with nothing after the last digit (no regex: every source of every
     * session is asked).
     */
    public static boolean isCommit(String text) {
        if (text.length() < 7 || text.length() > 40) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /** Whether an all-digit {@code <commit>} that YAML read as a number has 7 to 40 digits. */
    public static boolean isCommitNumber(BigInteger value) {
        return value.compareTo(DIGITS_7) >= 0 && value.compareTo(DIGITS_40) <= 0;
    }

    public ObjectNode generate(String name, Shape shape) {
        ObjectNode root = json.objectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.put("$id", "https://studylog.github.io/schemas/records/" + name + ".schema.json");
        root.put("title", "studylog " + name + " record (generated from CHATGPT.md template=" + name + ")");
        root.setAll(schemaOf(shape));
        return root;
    }

    private ObjectNode schemaOf(Shape shape) {
        if (shape instanceof Shape.MapOf map) {
            return mapSchema(map);
        }
        if (shape instanceof Shape.ListOf list) {
            return json.objectNode().put("type", "array").set("items", schemaOf(list.item()));
        }
        if (shape instanceof Shape.AnyList) {
            return json.objectNode().put("type", "array");
        }
        return scalarSchema(((Shape.Scalar) shape).spec());
    }

    private ObjectNode mapSchema(Shape.MapOf map) {
        ObjectNode node = json.objectNode().put("type", "object");
        ObjectNode properties = json.objectNode();
        ArrayNode required = json.arrayNode();
        for (Shape.Field field : map.fields()) {
            properties.set(field.key(), schemaOf(field.shape()));
            if (!field.optional()) {
                required.add(field.key());
            }
        }
        node.set("properties", properties);
        if (!required.isEmpty()) {
            node.set("required", required);
        }
        node.put("additionalProperties", false);
        return node;
    }

    private ObjectNode scalarSchema(ValueSpec spec) {
        List<ObjectNode> alternatives = new ArrayList<>();
        spec.types().forEach(t -> alternatives.add(typeSchema(t)));
        if (!spec.literals().isEmpty()) {
            ArrayNode values = json.arrayNode();
            for (int i = 0; i < spec.literals().size(); i++) {
                values.add(literal(spec.literals().get(i), spec.literalKinds().get(i)));
            }
            alternatives.add(
                    values.size() == 1
                            ? json.objectNode().set("const", values.get(0))
                            : json.objectNode().set("enum", values));
        }
        ObjectNode node = alternatives.size() == 1
                ? alternatives.get(0)
                : json.objectNode().set("anyOf", json.arrayNode().addAll(alternatives));
        node.put("description", spec.source());
        return node;
    }

    private JsonNode literal(String text, String kind) {
        return switch (kind) {
            case "integer" -> json.numberNode(ScalarKind.integerValue(text));
            case "number" -> number(ScalarKind.numberValue(text));
            case "boolean" -> json.booleanNode(Boolean.parseBoolean(text));
            case "null" -> json.nullNode();
            default -> json.stringNode(text);
        };
    }

    private JsonNode number(Number value) {
        return value instanceof java.math.BigDecimal exact
                ? json.numberNode(exact)
                : json.numberNode(value.doubleValue());
    }

    private ObjectNode typeSchema(PlaceholderType type) {
        ObjectNode node = json.objectNode();
        switch (type) {
            case TEXT -> node.put("type", "string").put("minLength", 1).put("pattern", "\\S");
            case ID, REVIEW_REF, SESSION_REF -> node.put("type", "string").put("pattern", ID_PATTERN);
            case INT -> node.put("type", "integer");
            case ISSUE -> node.put("type", "integer").put("minimum", 1);
            case BOOL -> node.put("type", "boolean");
            case DATE -> node.put("type", "string").put("pattern", DATE_PATTERN).put("format", "date");
            case COMMIT -> {
                // an all-digit abbreviation (61970989) is read by YAML as a number: a commit as written
                node.set(
                        "anyOf",
                        json.arrayNode()
                                .add(json.objectNode().put("type", "string").put("pattern", COMMIT_PATTERN))
                                .add(json.objectNode()
                                        .put("type", "integer")
                                        .put("minimum", DIGITS_7)
                                        .put("maximum", DIGITS_40)));
            }
            case PATH, HEADING, FILE_ID -> node.put("type", "string").put("minLength", 1);
            default -> throw new IllegalStateException(type.name());
        }
        return node;
    }
}
