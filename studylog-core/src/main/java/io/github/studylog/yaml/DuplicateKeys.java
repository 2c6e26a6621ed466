package io.github.studylog.yaml;

import io.github.studylog.finding.Finding;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Finds keys that are lists or mappings ({@code yaml-complex-key}) and repeated keys in a composed node tree ({@code yaml-duplicate-key}), in nested mappings too:
 * snakeyaml-engine refuses them only when constructing objects, which the loader never does. Aliased subtrees are
 * visited once.
 */
final class DuplicateKeys {

    private DuplicateKeys() {}

    /** @param shared whether aliases may share subtrees (each is then visited once) */
    static List<Finding> find(YamlDocument doc, boolean shared) {
        List<Finding> found = new ArrayList<>();
        visit(doc, doc.root(), found, shared ? new IdentityHashMap<>() : null);
        return found;
    }

    private static void visit(YamlDocument doc, Node node, List<Finding> found, @Nullable Map<Node, Boolean> seen) {
        if (seen != null && seen.put(node, Boolean.TRUE) != null) {
            return;
        }
        if (node instanceof MappingNode map) {
            Map<String, Node> keys = map.getValue().size() < 2 ? null : new HashMap<>();
            for (NodeTuple tuple : map.getValue()) {
                if (keys != null && tuple.getKeyNode() instanceof ScalarNode key) {
                    Node first = keys.putIfAbsent(key.getValue(), key);
                    if (first != null) {
                        found.add(Finding.of(
                                YamlRules.YAML_DUPLICATE_KEY,
                                doc.path(),
                                doc.line(key),
                                doc.column(key),
                                "yaml-duplicate-key.twice",
                                key.getValue(),
                                doc.line(first)));
                    }
                }
                if (!(tuple.getKeyNode() instanceof ScalarNode)) {
                    found.add(Finding.of(
                            YamlRules.YAML_COMPLEX_KEY,
                            doc.path(),
                            doc.line(tuple.getKeyNode()),
                            doc.column(tuple.getKeyNode()),
                            "yaml-complex-key.key"));
                    continue;
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
