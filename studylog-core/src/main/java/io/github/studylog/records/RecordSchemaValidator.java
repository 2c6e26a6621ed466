package io.github.studylog.records;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import io.github.studylog.content.Lazy;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Nearest;
import io.github.studylog.message.Message;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.RecordTemplate;
import io.github.studylog.template.Shape;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import io.github.studylog.yaml.YamlSpans;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import tools.jackson.databind.JsonNode;

/**
 * Validates records against the JSON Schema compiled from their template (networknt), and turns each schema
 * error into a finding at the YAML node it concerns: {@code record-missing-key} at the mapping that lacks it,
 * {@code record-unknown-key} at the key (with the nearest template key), {@code record-value} at the value,
 * one finding per value. The message is worded from the template, not from the schema. A record the
 * {@link SchemaShortcut} finds certainly valid is not converted or validated at all.
 * One instance per template; thread-safe.
 */
public final class RecordSchemaValidator {

    private static final Outcome VALID = new Outcome(List.of(), Set.of());

    private final RecordTemplate template;
    private final SchemaShortcut shortcut;
    /** Compiled when a record first needs it: a run whose records are all valid never loads the validator. */
    private final Lazy<Schema> schema;

    public RecordSchemaValidator(RecordTemplate template) {
        this.template = template;
        this.shortcut = new SchemaShortcut(template.shape());
        this.schema = Lazy.of(() -> SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(template.schema()));
    }

    /** The result of validating one record: its findings and the value nodes that failed. */
    public record Outcome(List<Finding> findings, Set<Node> failedValues) {}

    public Outcome validate(RecordFile record) {
        YamlDocument doc = record.yaml();
        if (shortcut.certainlyValid(doc.root())) {
            return VALID;
        }
        return validateWithSchema(doc);
    }

    /** Validates with the JSON Schema itself, whatever the shortcut would say (what the shortcut is tested against). */
    public Outcome validateWithSchema(YamlDocument doc) {
        JsonNode json = YamlJson.toJson(doc.root());
        List<Error> errors = schema.get().validate(json);
        List<Finding> findings = new ArrayList<>();
        Set<Node> failed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Error error : errors) {
            Located at = locate(doc.root(), template.shape(), error.getInstanceLocation());
            if (at == null) {
                continue;
            }
            String keyword = error.getKeyword();
            if ("required".equals(keyword) && error.getProperty() != null) {
                findings.add(Finding.of(
                        RecordRules.RECORD_MISSING_KEY,
                        doc.path(),
                        doc.line(at.node),
                        doc.column(at.node),
                        at.label.isEmpty()
                                ? Message.of("record-missing-key.top", error.getProperty(), template.name())
                                : Message.of("record-missing-key.in", error.getProperty(), at.label, template.name())));
            } else if ("additionalProperties".equals(keyword) && error.getProperty() != null) {
                findings.add(unknownKey(doc, at, error.getProperty()));
            } else if (!failed.contains(at.node)) {
                failed.add(at.node);
                Finding finding = Finding.of(
                        RecordRules.RECORD_VALUE, doc.path(), doc.line(at.node), doc.column(at.node), valueMessage(at));
                findings.add(booleanFix(doc, at).map(finding::withFix).orElse(finding));
            }
        }
        return new Outcome(findings, failed);
    }

    private Finding unknownKey(YamlDocument doc, Located at, String key) {
        Node keyNode = YamlNodes.entry(at.node, key).map(NodeTuple::getKeyNode).orElse(at.node);
        // at the top or in `label`, with the nearest or every key (each key written whole, so a search finds it)
        boolean top = at.label.isEmpty();
        String base = top ? "record-unknown-key.top" : "record-unknown-key.in";
        List<String> args = new ArrayList<>(List.of(key));
        if (!at.label.isEmpty()) {
            args.add(at.label);
        }
        if (at.shape instanceof Shape.MapOf map) {
            List<String> known = map.fields().stream().map(Shape.Field::key).toList();
            Optional<String> near = Nearest.to(key, known);
            if (near.isPresent()) {
                base = top ? "record-unknown-key.top-nearest" : "record-unknown-key.in-nearest";
                args.add(near.get());
            } else {
                base = top ? "record-unknown-key.top-known" : "record-unknown-key.in-known";
                args.add(template.name());
                args.add(
                        String.join(", ", known.stream().map(k -> "`" + k + "`").toList()));
            }
        }
        Finding finding = Finding.of(
                RecordRules.RECORD_UNKNOWN_KEY,
                doc.path(),
                doc.line(keyNode),
                doc.column(keyNode),
                Message.of(base, args.toArray()));
        return renameFix(doc, at, keyNode, key).map(finding::withFix).orElse(finding);
    }

    /**
     * The rename of an unknown key to the one template key near it, when exactly one is nearest and the mapping
     * does not hold that key already.
     */
    private static Optional<Fix> renameFix(YamlDocument doc, Located at, Node keyNode, String key) {
        if (!(at.shape instanceof Shape.MapOf map)) {
            return Optional.empty();
        }
        List<String> known = map.fields().stream().map(Shape.Field::key).toList();
        return Nearest.unique(key, known)
                .filter(near -> YamlNodes.entry(at.node, near).isEmpty())
                .flatMap(near -> YamlSpans.scalar(doc, keyNode).map(span -> span.withReplacement(near)));
    }

    /** {@code yes}/{@code no}/{@code on}/{@code off}/{@code y}/{@code n}, unquoted, where a yes/no value goes. */
    private static Optional<Fix> booleanFix(YamlDocument doc, Located at) {
        if (!(at.shape instanceof Shape.Scalar scalar)
                || !(at.node instanceof ScalarNode s)
                || s.getScalarStyle() != org.snakeyaml.engine.v2.common.ScalarStyle.PLAIN
                || !scalar.spec().types().contains(PlaceholderType.BOOL)
                || !ScalarKind.isYaml11Boolean(s.getValue())) {
            return Optional.empty();
        }
        String word = s.getValue().toLowerCase(java.util.Locale.ROOT);
        String value = word.equals("yes") || word.equals("on") || word.equals("y") ? "true" : "false";
        return YamlSpans.scalar(doc, s).map(span -> span.withReplacement(value));
    }

    /**
     * "`label` must be EXPECTED; found FOUND": {@code record-value.must-be} (or {@code record-value.record-must-be})
     * around {@code record-value.found-<kind>}, which is around the expected values' description.
     */
    private static Message valueMessage(Located at) {
        Message expected;
        boolean yaml11 = false;
        if (at.shape instanceof Shape.Scalar scalar) {
            expected = scalar.spec().describe();
            yaml11 = at.node instanceof ScalarNode s
                    && ScalarKind.of(s) == ScalarKind.STRING
                    && scalar.spec().types().contains(PlaceholderType.BOOL)
                    && ScalarKind.isYaml11Boolean(s.getValue());
        } else if (at.shape instanceof Shape.MapOf) {
            expected = Message.of("record-value.expected-mapping");
        } else {
            expected = Message.of("record-value.expected-list");
        }
        Message found = found(at.node, expected, yaml11);
        return at.label.isEmpty()
                ? Message.around("record-value.record-must-be", found)
                : Message.around("record-value.must-be", found, at.label);
    }

    /** "EXPECTED; found FOUND", {@code record-value.found-<kind>} with the value (if any) and then EXPECTED. */
    private static Message found(Node node, Message expected, boolean yaml11) {
        if (node instanceof MappingNode) {
            return Message.around("record-value.found-mapping", expected);
        }
        if (node instanceof SequenceNode) {
            return Message.around("record-value.found-list", expected);
        }
        ScalarNode s = (ScalarNode) node;
        String text = s.getValue();
        return switch (ScalarKind.of(s)) {
            case STRING ->
                text.isEmpty()
                        ? Message.around("record-value.found-empty-text", expected)
                        : Message.around(
                                yaml11 ? "record-value.found-yaml11-boolean" : "record-value.found-value",
                                expected,
                                ScalarKind.abbreviate(text));
            case INTEGER, NUMBER -> Message.around("record-value.found-number", expected, text);
            case BOOLEAN -> Message.around("record-value.found-value", expected, text);
            case NULL -> Message.around("record-value.found-nothing", expected);
        };
    }

    /** A node of the record, the template shape describing it, and a readable label of where it is. */
    private record Located(Node node, @Nullable Shape shape, String label) {}

    private static @Nullable Located locate(Node root, Shape rootShape, NodePath path) {
        Node node = root;
        Shape shape = rootShape;
        StringBuilder label = new StringBuilder();
        for (int i = 0; i < path.getNameCount(); i++) {
            Object element = path.getElement(i);
            if (element instanceof Integer index) {
                List<Node> items = YamlNodes.items(node);
                if (index < 0 || index >= items.size()) {
                    return null;
                }
                node = items.get(index);
                shape = shape instanceof Shape.ListOf list ? list.item() : null;
                label.append('[').append(index + 1).append(']');
            } else {
                String key = String.valueOf(element);
                Node next = YamlNodes.value(node, key).orElse(null);
                if (next == null) {
                    return null;
                }
                node = next;
                shape = shape instanceof Shape.MapOf map
                        ? map.field(key).map(Shape.Field::shape).orElse(null)
                        : null;
                if (label.length() > 0) {
                    label.append('.');
                }
                label.append(key);
            }
        }
        return new Located(node, shape, label.toString());
    }
}
