package io.github.studylog.yaml;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Copies a composed node tree with marks that keep only line and column. SnakeYAML's marks point at the
 * reader's code-point buffer (to print snippets), which makes a kept record cost ~22 KB; the copy keeps
 * positions for findings at a fraction of that, so 20,000 records fit in a small heap. Aliased subtrees stay
 * shared. Comments are not copied (records do not need them).
 */
final class CompactNodes {

    private static final int[] NO_BUFFER = new int[0];

    private final Map<Node, Node> copies = new IdentityHashMap<>();

    static Node copy(Node root) {
        return new CompactNodes().copyOf(root);
    }

    private Node copyOf(Node node) {
        Node done = copies.get(node);
        if (done != null) {
            return done;
        }
        Node copy;
        if (node instanceof ScalarNode scalar) {
            copy = new ScalarNode(scalar.getTag(), scalar.getValue(), mark(scalar.getStartMark()),
                    mark(scalar.getEndMark()), scalar.getScalarStyle());
        } else if (node instanceof SequenceNode seq) {
            List<Node> items = new ArrayList<>(seq.getValue().size());
            SequenceNode s = new SequenceNode(seq.getTag(), true, items, mark(seq.getStartMark()), mark(seq.getEndMark()),
                    seq.getFlowStyle());
            copies.put(node, s);
            seq.getValue().forEach(item -> items.add(copyOf(item)));
            return s;
        } else {
            MappingNode map = (MappingNode) node;
            List<NodeTuple> tuples = new ArrayList<>(map.getValue().size());
            MappingNode m = new MappingNode(map.getTag(), true, tuples, mark(map.getStartMark()), mark(map.getEndMark()),
                    map.getFlowStyle());
            copies.put(node, m);
            map.getValue().forEach(t -> tuples.add(new NodeTuple(copyOf(t.getKeyNode()), copyOf(t.getValueNode()))));
            return m;
        }
        copies.put(node, copy);
        return copy;
    }

    private static Mark mark(Mark mark) {
        return mark == null ? null : new Mark("", mark.getIndex(), mark.getLine(), mark.getColumn(), NO_BUFFER, 0);
    }
}
