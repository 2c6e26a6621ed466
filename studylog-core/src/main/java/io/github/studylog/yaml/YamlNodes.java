package io.github.studylog.yaml;

import io.github.studylog.content.Bom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.comments.CommentLine;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/** Small read-only navigation over YAML nodes; every method tolerates the wrong node kind. */
public final class YamlNodes {

    private YamlNodes() {}

    /** Where a node starts (the loader always keeps marks). */
    public static Mark start(Node node) {
        return node.getStartMark().orElseThrow(() -> new IllegalStateException("a node without marks"));
    }

    /** Where a node ends: just after its last character. */
    public static Mark end(Node node) {
        return node.getEndMark().orElseThrow(() -> new IllegalStateException("a node without marks"));
    }

    /** Where a comment starts. */
    public static Mark start(CommentLine comment) {
        return comment.getStartMark().orElseThrow(() -> new IllegalStateException("a comment without marks"));
    }

    /** Where a comment ends. */
    public static Mark end(CommentLine comment) {
        return comment.getEndMark().orElseThrow(() -> new IllegalStateException("a comment without marks"));
    }

    /**
     * The char offset in {@code text} of a mark of a document {@link SafeYamlLoader} loaded from {@code text}:
     * marks count code points, and the loader skips a leading BOM.
     */
    public static int offset(String text, Mark mark) {
        return text.offsetByCodePoints(Bom.length(text), mark.getIndex());
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
