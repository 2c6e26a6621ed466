package io.github.studylog.adopt;

import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.comments.CommentLine;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;

/** The comment at the end of a mapping key's line, where a template says {@code # optional} or {@code # a | b}. */
final class LineComment {

    private LineComment() {}

    /** The comment on the key's line (the composer attaches it to the key or to the value), if any. */
    static Optional<CommentLine> of(NodeTuple tuple) {
        int keyLine = YamlNodes.start(tuple.getKeyNode()).getLine();
        List<CommentLine> comments = new ArrayList<>();
        addAll(comments, tuple.getKeyNode());
        addAll(comments, tuple.getValueNode());
        return comments.stream()
                .filter(c -> YamlNodes.start(c).getLine() == keyLine)
                .findFirst();
    }

    /** The comment's text without {@code #}, trimmed. */
    static Optional<String> text(NodeTuple tuple) {
        return of(tuple).map(c -> c.getValue().trim());
    }

    private static void addAll(List<CommentLine> into, Node node) {
        if (node.getInLineComments() != null) {
            into.addAll(node.getInLineComments());
        }
    }
}
