package io.github.studylog.diagram;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Nearest;
import com.networknt.schema.Error;
import com.networknt.schema.path.NodePath;
import io.github.studylog.finding.Finding;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import tools.jackson.databind.JsonNode;

/**
 * Validates a parsed diagram against the JSON Schema of its type and words each schema error for an author:
 * {@code message 3 has no `label`}, {@code unknown key `colour` in state `inflight`}. Errors about a missing or an
 * unknown key are located at the object that should (not) have it.
 */
final class SchemaCheck {

    private final ArchifySchemas schemas;

    SchemaCheck(ArchifySchemas schemas) {
        this.schemas = schemas;
    }

    List<Finding> check(String path, DiagramType type, JsonNode root, SourcePositions positions) {
        List<Error> errors = schemas.schema(type).validate(root);
        Set<String> seen = new LinkedHashSet<>();
        List<Finding> findings = new ArrayList<>();
        for (Error error : errors) {
            LineIndex.Position at = positions.of(error.getInstanceNode());
            String message = message(error, root);
            if (seen.add(at.line() + ":" + at.column() + ":" + message)) {
                findings.add(Finding.untranslated(DiagramRules.SCHEMA, path, at.line(), at.column(), message));
            }
        }
        findings.sort(Finding.ORDER);
        return List.copyOf(findings);
    }

    private String message(Error error, JsonNode root) {
        NodePath location = error.getInstanceLocation();
        String where = where(root, location);
        JsonNode value = error.getInstanceNode();
        JsonNode schemaValue = error.getSchemaNode();
        String keyword = error.getKeyword() == null ? "" : error.getKeyword();
        return switch (keyword) {
            case "required" -> whereObject(root, location) + " has no `" + error.getProperty() + "`";
            case "additionalProperties" -> unknownKey(error, root, location);
            case "const" -> where + " must be exactly " + Words.value(schemaValue) + ", not "
                    + Words.kind(value) + constHint(schemaValue, value);
            case "enum" -> where + " is " + Words.value(value) + "; allowed: " + enumValues(schemaValue);
            case "type" -> where + " must be " + typeWords(schemaValue) + ", not " + Words.kind(value);
            case "pattern" -> patternMessage(where, value, schemaValue);
            case "minimum", "exclusiveMinimum" -> where + " is " + Words.value(value)
                    + "; it must be " + ("minimum".equals(keyword) ? "at least " : "more than ")
                    + Words.value(schemaValue);
            case "maximum", "exclusiveMaximum" -> where + " is " + Words.value(value)
                    + "; it must be " + ("maximum".equals(keyword) ? "at most " : "less than ")
                    + Words.value(schemaValue);
            case "minItems" -> where + " has " + size(value) + " item(s); it needs at least "
                    + Words.value(schemaValue);
            case "maxItems", "items" -> where + " has " + size(value) + " item(s); at most "
                    + ("items".equals(keyword) ? "the listed ones" : Words.value(schemaValue)) + " are allowed";
            case "minLength" -> value != null && value.isString() && value.asString().isEmpty()
                    ? where + " is empty; write some text"
                    : where + " is too short: at least " + Words.value(schemaValue) + " characters";
            case "maxLength" -> where + " is " + length(value) + " characters long; at most "
                    + Words.value(schemaValue) + " are allowed";
            case "minProperties" -> where + " is empty; give it at least one key";
            case "oneOf", "anyOf" -> where + " does not have any of the allowed forms";
            default -> where + ": " + error.getMessage();
        };
    }

    private String unknownKey(Error error, JsonNode root, NodePath location) {
        String key = error.getProperty();
        String message = "unknown key `" + key + "` in " + whereObject(root, location);
        Optional<JsonNode> parent = schemas.node(error.getSchemaLocation()).isPresent()
                ? parentSchema(error) : Optional.empty();
        if (parent.isPresent() && parent.get().get("properties") != null) {
            Set<String> allowed = new TreeSet<>(parent.get().get("properties").propertyNames());
            Optional<String> near = Nearest.to(key, allowed);
            message += near.map(n -> "; did you mean `" + n + "`?")
                    .orElse("; allowed keys: " + Words.list(allowed));
        }
        return message;
    }

    private Optional<JsonNode> parentSchema(Error error) {
        var location = error.getSchemaLocation();
        var fragment = location.getFragment();
        if (fragment == null || fragment.getNameCount() == 0) {
            return Optional.empty();
        }
        return schemas.node(new com.networknt.schema.SchemaLocation(location.getAbsoluteIri(), fragment.getParent()));
    }

    private static String constHint(JsonNode expected, JsonNode found) {
        if (expected != null && expected.isNumber() && found != null && found.isString()) {
            return " (write the number without quotes)";
        }
        return "";
    }

    private static String patternMessage(String where, JsonNode value, JsonNode pattern) {
        String regex = pattern == null ? "" : pattern.asString("");
        if (regex.contains("a-zA-Z0-9_-")) {
            return where + " is " + Words.value(value) + ", which is not a valid id: an id starts with "
                    + "an ASCII letter and has only ASCII letters, digits, `_` and `-`";
        }
        return where + " is " + Words.value(value) + ", which does not have the required form "
                + "(pattern " + regex + ")";
    }

    private static String enumValues(JsonNode values) {
        if (values == null || !values.isArray()) {
            return "see the schema";
        }
        List<String> names = new ArrayList<>();
        values.forEach(v -> names.add(v.isString() ? v.asString() : v.toString()));
        return Words.list(names);
    }

    private static String typeWords(JsonNode type) {
        String t = type == null ? "" : type.isArray() ? type.toString() : type.asString("");
        return switch (t) {
            case "string" -> "a text in double quotes";
            case "number" -> "a number";
            case "integer" -> "a whole number";
            case "boolean" -> "true or false";
            case "array" -> "a list [ … ]";
            case "object" -> "an object { … }";
            default -> t;
        };
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
    static String whereObject(JsonNode root, NodePath location) {
        if (location == null || location.getNameCount() == 0) {
            return "the diagram";
        }
        return where(root, location);
    }

    /**
     * A JSON location in words: {@code `y` of message 3}, {@code `meta.viewBox` item 1}, {@code state `idle`},
     * {@code `schema_version`}.
     */
    static String where(JsonNode root, NodePath location) {
        if (location == null || location.getNameCount() == 0) {
            return "the diagram";
        }
        String element = null;
        List<String> keys = new ArrayList<>();
        JsonNode node = root;
        for (int i = 0; i < location.getNameCount(); i++) {
            Object part = location.getElement(i);
            if (part instanceof Integer index) {
                JsonNode child = node == null ? null : node.get(index);
                String last = keys.isEmpty() ? null : keys.get(keys.size() - 1);
                if (last != null && !last.contains("[") && !Words.singular(last).startsWith("item of")) {
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
        String keyPart = keys.isEmpty() ? "" : "`" + String.join(".", keys) + "`";
        keyPart = keyPart.replaceAll("\\[(\\d+)\\]`$", "` item $1");
        if (element == null) {
            return keyPart;
        }
        return keyPart.isEmpty() ? element : keyPart + " of " + element;
    }

}
