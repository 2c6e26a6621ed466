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
                Message.around(
                        "diagram-schema.const." + Words.kindName(value) + constHint(schemaValue, value),
                        where,
                        Words.value(schemaValue),
                        kindValue(value));
            case "enum" -> enumMessage(where, value, schemaValue);
            case "type" ->
                Message.around(
                        "diagram-schema.type." + typeName(schemaValue) + "." + Words.kindName(value),
                        where,
                        typeRaw(schemaValue),
                        kindValue(value));
            case "pattern" -> patternMessage(where, value, schemaValue);
            case "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum" ->
                Message.around("diagram-schema." + keyword, where, Words.value(value), Words.value(schemaValue));
            case "minItems", "maxItems" ->
                Message.around("diagram-schema." + keyword, where, size(value), Words.value(schemaValue));
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
                    "diagram-schema.unknown-key." + Words.listSize(allowed), where, key, list[0], list[1]);
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

    /** The key suffix of a {@code const} error written as a text where a number is expected. */
    private static String constHint(JsonNode expected, JsonNode found) {
        if (expected != null && expected.isNumber() && found != null && found.isString()) {
            return "-quoted";
        }
        return "";
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
                "diagram-schema.enum." + Words.listSize(names), where, Words.value(value), list[0], list[1]);
    }

    /** The key part for the expected JSON type: {@code string} … {@code object}, or {@code other} (a union). */
    private static String typeName(JsonNode type) {
        String t = typeRaw(type);
        return switch (t) {
            case "string", "number", "integer", "boolean", "array", "object" -> t;
            default -> "other";
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
