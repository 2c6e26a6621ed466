package io.github.studylog.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** Small read-only navigation over SnakeYAML nodes; every method tolerates the wrong node kind. */
public final class YamlNodes {

    private YamlNodes() {
    }

    /** The key/value pair named {@code key} of a mapping node. */
    public static Optional<NodeTuple> entry(Node node, String key) {
        if (node instanceof MappingNode map) {
            for (NodeTuple t : map.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    /** The value node under {@code key}. */
    public static Optional<Node> value(Node node, String key) {
        return entry(node, key).map(NodeTuple::getValueNode);
    }

    /** The scalar text under {@code key}, when it is a scalar. */
    public static Optional<ScalarNode> scalar(Node node, String key) {
        return value(node, key).filter(ScalarNode.class::isInstance).map(ScalarNode.class::cast);
    }

    /** The items of the sequence under {@code key}, or none. */
    public static List<Node> items(Node node, String key) {
        return value(node, key).map(YamlNodes::items).orElse(List.of());
    }

    public static List<Node> items(Node node) {
        return node instanceof SequenceNode seq ? seq.getValue() : List.of();
    }

    /** The scalar items of a sequence, each with its position in {@code doc}. */
    public static List<Located<String>> scalarItems(YamlDocument doc, Node node, String key) {
        List<Located<String>> out = new ArrayList<>();
        for (Node item : items(node, key)) {
            if (item instanceof ScalarNode s) {
                out.add(new Located<>(s.getValue(), doc.line(s), doc.column(s)));
            }
        }
        return out;
    }

    /** The scalar under {@code key} with its position. */
    public static Optional<Located<String>> located(YamlDocument doc, Node node, String key) {
        return scalar(node, key).map(s -> new Located<>(s.getValue(), doc.line(s), doc.column(s)));
    }
}
