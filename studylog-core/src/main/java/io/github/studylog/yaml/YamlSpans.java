package io.github.studylog.yaml;

import io.github.studylog.finding.Fix;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Where a fix edits a record: the text of a one-line scalar (inside its quotes, so the quoting stays), and the
 * place a new item of a block list goes. Each is a {@link Fix} whose replacement the rule fills in
 * ({@link Fix#withReplacement}); empty when the node is not that simple (a block scalar, a multi-line or flow
 * value), so a fix is only offered where the edit is certain.
 */
public final class YamlSpans {

    private YamlSpans() {}

    /** The text of a plain or quoted one-line scalar, quotes excluded. */
    public static Optional<Fix> scalar(YamlDocument doc, Node node) {
        if (!(node instanceof ScalarNode scalar)) {
            return Optional.empty();
        }
        Mark start = YamlNodes.start(node);
        Mark end = YamlNodes.end(node);
        ScalarStyle style = scalar.getScalarStyle();
        boolean quoted = style == ScalarStyle.SINGLE_QUOTED || style == ScalarStyle.DOUBLE_QUOTED;
        if (start.getLine() != end.getLine() || !(quoted || style == ScalarStyle.PLAIN)) {
            return Optional.empty();
        }
        int inset = quoted ? 1 : 0;
        int line = start.getLine() + 1 + doc.lineOffset();
        return Optional.of(
                new Fix(doc.path(), line, start.getColumn() + 1 + inset, line, end.getColumn() + 1 - inset, ""));
    }

    /**
     * Where a new item of a block list of one-line scalars goes: the start of the line after its last item. The
     * fix's replacement is the new line's prefix (the items' indentation and {@code "- "}); the rule appends the
     * value and a line break.
     */
    public static Optional<Fix> appendItem(YamlDocument doc, Node list) {
        if (!(list instanceof SequenceNode sequence) || sequence.getFlowStyle() != FlowStyle.BLOCK) {
            return Optional.empty();
        }
        List<Node> items = sequence.getValue();
        if (items.isEmpty()) {
            return Optional.empty();
        }
        Node last = items.get(items.size() - 1);
        Optional<Fix> lastText = scalar(doc, last);
        if (lastText.isEmpty()) {
            return Optional.empty();
        }
        // a block sequence starts at its first `-`; every item sits at the same column after its own
        int dash = YamlNodes.start(list).getColumn();
        int column = YamlNodes.start(items.get(0)).getColumn();
        for (Node item : items) {
            if (YamlNodes.start(item).getColumn() != column || column <= dash) {
                return Optional.empty();
            }
        }
        int next = lastText.get().startLine() + 1;
        return Optional.of(Fix.insert(doc.path(), next, 1, " ".repeat(dash) + "-" + " ".repeat(column - dash - 1)));
    }
}
