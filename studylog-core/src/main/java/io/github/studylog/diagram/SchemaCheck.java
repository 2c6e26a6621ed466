package io.github.studylog.diagram;

import com.networknt.schema.Error;
import com.networknt.schema.path.NodePath;
import io.github.studylog.content.Lazy;
import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Nearest;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Validates a parsed diagram against the JSON Schema of its type and words each schema error for an author:
 * {@code message 3 has no `label`}, {@code unknown key `colour` in state `inflight`}. Errors about a missing or an
 * unknown key are located at the object that should (not) have it.
 */
final class SchemaCheck {

    /** A key path ending in an item number, {@code meta.viewBox[1]}: worded {@code `meta.viewBox` item 1}. */
    private static final Pattern TRAILING_ITEM = Pattern.compile("(.*)\\[(\\d+)\\]", Pattern.DOTALL);

    /** Loaded on the first check: a run whose diagrams all come from the results cache never loads the schemas. */
    private final Lazy<ArchifySchemas> schemas;

    SchemaCheck(Supplier<ArchifySchemas> load) {
        this.schemas = Lazy.of(load);
    }

    List<Finding> check(String path, DiagramType type, JsonNode root, SourcePositions positions) {
        List<Error> errors = schemas.get().schema(type).validate(root);
        Set<String> seen = new LinkedHashSet<>();
        List<Finding> findings = new ArrayList<>();
        for (Error error : errors) {
            LineIndex.Position at = positions.of(error.getInstanceNode());
            Message message = message(error, root);
            if (seen.add(at.line() + ":" + at.column() + ":" + message.identity())) {
                findings.add(Finding.of(DiagramRules.DIAGRAM_SCHEMA, path, at.line(), at.column(), message));
            }
        }
        findings.sort(Finding.ORDER);
        return List.copyOf(findings);
    }

    /** The sentence for one schema error; where the value is ({@link #where}) is its inner message. */
    private Message message(Error error, JsonNode root) {
        NodePath location = error.getInstanceLocation();
        Message where = where(root, location);
        JsonNode value = error.getInstanceNode();
        JsonNode schemaValue = error.getSchemaNode();
        String keyword = error.getKeyword() == null ? "" : error.getKeyword();
        return switch (keyword) {
            case "required" ->
                Message.around("diagram-schema.required", whereObject(root, location), error.getProperty());
            case "additionalProperties" -> unknownKey(error, root, location);
            case "const" ->
                Message.around(constKey(schemaValue, value), where, Words.value(schemaValue), kindValue(value));
            case "enum" -> enumMessage(where, value, schemaValue);
            case "type" ->
                Message.around(
                        typeKey(typeRaw(schemaValue), Words.Kind.of(value)),
                        where,
                        typeRaw(schemaValue),
                        kindValue(value));
            case "pattern" -> patternMessage(where, value, schemaValue);
            case "minimum" ->
                Message.around("diagram-schema.minimum", where, Words.value(value), Words.value(schemaValue));
            case "exclusiveMinimum" ->
                Message.around("diagram-schema.exclusiveMinimum", where, Words.value(value), Words.value(schemaValue));
            case "maximum" ->
                Message.around("diagram-schema.maximum", where, Words.value(value), Words.value(schemaValue));
            case "exclusiveMaximum" ->
                Message.around("diagram-schema.exclusiveMaximum", where, Words.value(value), Words.value(schemaValue));
            case "minItems" -> Message.around("diagram-schema.minItems", where, size(value), Words.value(schemaValue));
            case "maxItems" -> Message.around("diagram-schema.maxItems", where, size(value), Words.value(schemaValue));
            case "items" -> Message.around("diagram-schema.items", where, size(value));
            case "minLength" ->
                value != null && value.isString() && value.asString().isEmpty()
                        ? Message.around("diagram-schema.minLength.empty", where)
                        : Message.around("diagram-schema.minLength", where, Words.value(schemaValue));
            case "maxLength" ->
                Message.around("diagram-schema.maxLength", where, length(value), Words.value(schemaValue));
            case "minProperties" -> Message.around("diagram-schema.minProperties", where);
            case "oneOf", "anyOf" -> Message.around("diagram-schema.one-of", where);
            default -> Message.around("diagram-schema.other", where, error.getMessage());
        };
    }

    private static String kindValue(JsonNode value) {
        return value == null ? "" : Words.value(value);
    }

    private Message unknownKey(Error error, JsonNode root, NodePath location) {
        String key = error.getProperty();
        Message where = whereObject(root, location);
        Optional<JsonNode> parent =
                schemas.get().node(error.getSchemaLocation()).isPresent() ? parentSchema(error) : Optional.empty();
        if (parent.isPresent() && parent.get().get("properties") != null) {
            Set<String> allowed = new TreeSet<>(parent.get().get("properties").propertyNames());
            Optional<String> near = Nearest.to(key, allowed);
            if (near.isPresent()) {
                return Message.around("diagram-schema.unknown-key.nearest", where, key, near.get(), "");
            }
            String[] list = Words.list(allowed);
            return Message.around(
                    allowed.size() > 1 ? "diagram-schema.unknown-key.many" : "diagram-schema.unknown-key.one",
                    where,
                    key,
                    list[0],
                    list[1]);
        }
        return Message.around("diagram-schema.unknown-key", where, key, "", "");
    }

    private Optional<JsonNode> parentSchema(Error error) {
        var location = error.getSchemaLocation();
        var fragment = location.getFragment();
        if (fragment == null || fragment.getNameCount() == 0) {
            return Optional.empty();
        }
        return schemas.get()
                .node(new com.networknt.schema.SchemaLocation(location.getAbsoluteIri(), fragment.getParent()));
    }

    /**
     * The pattern of a {@code const} error by the kind of the value found; a text where a number is expected is
     * told to lose its quotes.
     */
    static String constKey(@Nullable JsonNode expected, @Nullable JsonNode found) {
        return switch (Words.Kind.of(found)) {
            case TEXT ->
                expected != null && expected.isNumber()
                        ? "diagram-schema.const.text-quoted"
                        : "diagram-schema.const.text";
            case NUMBER -> "diagram-schema.const.number";
            case LITERAL -> "diagram-schema.const.literal";
            case LIST -> "diagram-schema.const.list";
            case OBJECT -> "diagram-schema.const.object";
            case NOTHING -> "diagram-schema.const.nothing";
        };
    }

    private static Message patternMessage(Message where, JsonNode value, JsonNode pattern) {
        String regex = pattern == null ? "" : pattern.asString("");
        if (regex.contains("a-zA-Z0-9_-")) {
            return Message.around("diagram-schema.pattern.id", where, Words.value(value), regex);
        }
        return Message.around("diagram-schema.pattern", where, Words.value(value), regex);
    }

    private static Message enumMessage(Message where, JsonNode value, JsonNode values) {
        if (values == null || !values.isArray()) {
            return Message.around("diagram-schema.enum.unknown", where, Words.value(value), "", "");
        }
        List<String> names = new ArrayList<>();
        values.forEach(v -> names.add(v.isString() ? v.asString() : v.toString()));
        String[] list = Words.list(names);
        return Message.around(
                names.size() > 1 ? "diagram-schema.enum.many" : "diagram-schema.enum.one",
                where,
                Words.value(value),
                list[0],
                list[1]);
    }

    /**
     * The pattern of a {@code type} error: by the JSON type the schema expects ({@code string} … {@code object}, or
     * {@code other} for a union, which the pattern quotes) and the kind of the value found.
     */
    static String typeKey(String expected, Words.Kind found) {
        return switch (expected) {
            case "string" ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.string.text";
                    case NUMBER -> "diagram-schema.type.string.number";
                    case LITERAL -> "diagram-schema.type.string.literal";
                    case LIST -> "diagram-schema.type.string.list";
                    case OBJECT -> "diagram-schema.type.string.object";
                    case NOTHING -> "diagram-schema.type.string.nothing";
                };
            case "number" ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.number.text";
                    case NUMBER -> "diagram-schema.type.number.number";
                    case LITERAL -> "diagram-schema.type.number.literal";
                    case LIST -> "diagram-schema.type.number.list";
                    case OBJECT -> "diagram-schema.type.number.object";
                    case NOTHING -> "diagram-schema.type.number.nothing";
                };
            case "integer" ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.integer.text";
                    case NUMBER -> "diagram-schema.type.integer.number";
                    case LITERAL -> "diagram-schema.type.integer.literal";
                    case LIST -> "diagram-schema.type.integer.list";
                    case OBJECT -> "diagram-schema.type.integer.object";
                    case NOTHING -> "diagram-schema.type.integer.nothing";
                };
            case "boolean" ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.boolean.text";
                    case NUMBER -> "diagram-schema.type.boolean.number";
                    case LITERAL -> "diagram-schema.type.boolean.literal";
                    case LIST -> "diagram-schema.type.boolean.list";
                    case OBJECT -> "diagram-schema.type.boolean.object";
                    case NOTHING -> "diagram-schema.type.boolean.nothing";
                };
            case "array" ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.array.text";
                    case NUMBER -> "diagram-schema.type.array.number";
                    case LITERAL -> "diagram-schema.type.array.literal";
                    case LIST -> "diagram-schema.type.array.list";
                    case OBJECT -> "diagram-schema.type.array.object";
                    case NOTHING -> "diagram-schema.type.array.nothing";
                };
            case "object" ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.object.text";
                    case NUMBER -> "diagram-schema.type.object.number";
                    case LITERAL -> "diagram-schema.type.object.literal";
                    case LIST -> "diagram-schema.type.object.list";
                    case OBJECT -> "diagram-schema.type.object.object";
                    case NOTHING -> "diagram-schema.type.object.nothing";
                };
            default ->
                switch (found) {
                    case TEXT -> "diagram-schema.type.other.text";
                    case NUMBER -> "diagram-schema.type.other.number";
                    case LITERAL -> "diagram-schema.type.other.literal";
                    case LIST -> "diagram-schema.type.other.list";
                    case OBJECT -> "diagram-schema.type.other.object";
                    case NOTHING -> "diagram-schema.type.other.nothing";
                };
        };
    }

    private static String typeRaw(JsonNode type) {
        return type == null ? "" : type.isArray() ? type.toString() : type.asString("");
    }

    private static int size(JsonNode value) {
        return value == null ? 0 : value.size();
    }

    private static int length(JsonNode value) {
        if (value == null || !value.isString()) {
            return 0;
        }
        String s = value.asString();
        return s.codePointCount(0, s.length());
    }

    /** The object at {@code location} named as an element ({@code state `inflight`}) or a key path. */
    static Message whereObject(JsonNode root, NodePath location) {
        return where(root, location);
    }

    /**
     * A JSON location in words ({@code diagram.where.*}): {@code `y` of message 3}, {@code `meta.viewBox` item 1},
     * {@code state `idle`}, {@code `schema_version`}, {@code the diagram}.
     */
    static Message where(JsonNode root, NodePath location) {
        if (location == null || location.getNameCount() == 0) {
            return Message.of("diagram.where.root");
        }
        Message element = null;
        List<String> keys = new ArrayList<>();
        JsonNode node = root;
        for (int i = 0; i < location.getNameCount(); i++) {
            Object part = location.getElement(i);
            if (part instanceof Integer index) {
                JsonNode child = node == null ? null : node.get(index);
                String last = keys.isEmpty() ? null : keys.get(keys.size() - 1);
                if (last != null && !last.contains("[") && Words.named(last)) {
                    element = Words.element(last, index, child);
                    keys.clear();
                } else if (last != null) {
                    keys.set(keys.size() - 1, last + "[" + (index + 1) + "]");
                } else {
                    keys.add("[" + (index + 1) + "]");
                }
                node = child;
            } else {
                String key = String.valueOf(part);
                keys.add(key);
                node = node == null ? null : node.get(key);
            }
        }
        if (keys.isEmpty()) {
            return element == null ? Message.of("diagram.where.key", "") : element;
        }
        String joined = String.join(".", keys);
        Matcher item = TRAILING_ITEM.matcher(joined);
        if (item.matches()) {
            String keyPart = "`" + item.group(1) + "`";
            return element == null
                    ? Message.of("diagram.where.key-item", keyPart, item.group(2))
                    : Message.around("diagram.where.key-item-of", element, keyPart, item.group(2));
        }
        String keyPart = "`" + joined + "`";
        return element == null
                ? Message.of("diagram.where.key", keyPart)
                : Message.around("diagram.where.key-of", element, keyPart);
    }
}
