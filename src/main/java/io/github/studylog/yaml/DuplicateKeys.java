package io.github.studylog.yaml;

import io.github.studylog.finding.Finding;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Finds repeated keys in a composed node tree ({@code yaml-duplicate-key}): SnakeYAML's composer does not
 * reject them, it only logs. Aliased subtrees are visited once.
 */
final class DuplicateKeys {

    private DuplicateKeys() {
    }

    /** @param shared whether aliases may share subtrees (each is then visited once) */
    static List<Finding> find(YamlDocument doc, boolean shared) {
        List<Finding> found = new ArrayList<>();
        visit(doc, doc.root(), found, shared ? new IdentityHashMap<>() : null);
        return found;
    }

    private static void visit(YamlDocument doc, Node node, List<Finding> found, Map<Node, Boolean> seen) {
        if (seen != null && seen.put(node, Boolean.TRUE) != null) {
            return;
        }
        if (node instanceof MappingNode map) {
            Map<String, Node> keys = map.getValue().size() < 2 ? null : new HashMap<>();
            for (NodeTuple tuple : map.getValue()) {
                if (keys != null && tuple.getKeyNode() instanceof ScalarNode key) {
                    Node first = keys.putIfAbsent(key.getValue(), key);
                    if (first != null) {
                        found.add(Finding.of(YamlRules.YAML_DUPLICATE_KEY, doc.path(), doc.line(key), doc.column(key),
                                "the key `" + key.getValue() + "` appears twice in this mapping (first at line "
                                        + doc.line(first) + "); YAML would keep only the last one"));
                    }
                }
                if (!(tuple.getKeyNode() instanceof ScalarNode)) {
                    visit(doc, tuple.getKeyNode(), found, seen);
                }
                visit(doc, tuple.getValueNode(), found, seen);
            }
        } else if (node instanceof SequenceNode seq) {
            for (Node item : seq.getValue()) {
                if (!(item instanceof ScalarNode)) {
                    visit(doc, item, found, seen);
                }
            }
        }
    }
}
