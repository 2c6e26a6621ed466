package io.github.studylog.records;

import io.github.studylog.yaml.ScalarKind;
import java.math.BigDecimal;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Converts a composed YAML node tree to JSON for schema validation, typing every scalar by {@link ScalarKind}
 * (so {@code yes} stays the text "yes" and fails a {@code <bool>}). Input size is already bounded by the loader.
 */
public final class YamlJson {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private YamlJson() {}

    public static JsonNode toJson(Node node) {
        if (node instanceof MappingNode map) {
            ObjectNode object = JSON.objectNode();
            for (NodeTuple t : map.getValue()) {
                String key = t.getKeyNode() instanceof ScalarNode k ? k.getValue() : "?";
                object.set(key, toJson(t.getValueNode()));
            }
            return object;
        }
        if (node instanceof SequenceNode seq) {
            ArrayNode array = JSON.arrayNode();
            seq.getValue().forEach(item -> array.add(toJson(item)));
            return array;
        }
        ScalarNode scalar = (ScalarNode) node;
        String text = scalar.getValue();
        switch (ScalarKind.of(scalar)) {
            case NULL:
                return JSON.nullNode();
            case BOOLEAN:
                return JSON.booleanNode(Boolean.parseBoolean(text));
            case INTEGER:
                return JSON.numberNode(ScalarKind.integerValue(text));
            case NUMBER: {
                Number number = ScalarKind.numberValue(text);
                return number instanceof BigDecimal exact
                        ? JSON.numberNode(exact)
                        : JSON.numberNode(number.doubleValue());
            }
            default:
                return JSON.stringNode(text);
        }
    }
}
