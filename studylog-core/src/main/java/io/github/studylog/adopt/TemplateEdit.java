package io.github.studylog.adopt;

import io.github.studylog.content.TextEdit;
import io.github.studylog.template.Shape;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.comments.CommentLine;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Writes an inferred {@link Shape} back into its example block as placeholder text, changing as little as
 * possible: each example value is replaced by its placeholder where it stands, {@code # optional} is added to
 * (or replaces) the comment of a key that became optional, the example items of a list after the first are
 * removed (a template list has one item), and keys, indentation and every other comment are kept.
 */
public final class TemplateEdit {

    private static final String OPTIONAL = "# optional";

    /**
     * @param text  the block's content
     * @param root  the block's root node, composed with comments from {@code text}
     * @param shape the inferred shape of that block
     * @return the block's new content
     */
    public String rewrite(String text, Node root, Shape shape) {
        Offsets offsets = new Offsets(text);
        List<TextEdit> edits = new ArrayList<>();
        walk(offsets, root, shape, false, edits);
        return TextEdit.apply(text, edits);
    }

    private void walk(Offsets offsets, Node node, Shape shape, boolean markOptional, List<TextEdit> edits) {
        if (node instanceof MappingNode map && shape instanceof Shape.MapOf mapShape) {
            for (NodeTuple tuple : map.getValue()) {
                if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
                    continue;
                }
                Optional<Shape.Field> field = mapShape.field(key.getValue());
                if (field.isEmpty()) {
                    continue;
                }
                Optional<CommentLine> comment = LineComment.of(tuple);
                boolean alreadyOptional =
                        comment.map(c -> c.getValue().trim().equals("optional")).orElse(false);
                boolean mark = field.get().optional() && !alreadyOptional;
                Node value = tuple.getValueNode();
                boolean scalarOnKeyLine = value instanceof ScalarNode
                        && YamlNodes.start(value).getLine()
                                == YamlNodes.start(key).getLine();
                if (mark && comment.isPresent() && !isBlockScalar(value)) {
                    edits.add(new TextEdit(
                            offsets.at(YamlNodes.start(comment.get())),
                            offsets.at(YamlNodes.end(comment.get())),
                            OPTIONAL));
                } else if (mark && !scalarOnKeyLine) {
                    int end = offsets.lineContentEnd(YamlNodes.start(key).getLine());
                    edits.add(new TextEdit(end, end, "  " + OPTIONAL));
                }
                walk(offsets, value, field.get().shape(), mark && comment.isEmpty() && scalarOnKeyLine, edits);
            }
        } else if (node instanceof SequenceNode seq && shape instanceof Shape.ListOf list) {
            List<Node> items = seq.getValue();
            if (items.isEmpty() || seq.getFlowStyle() == FlowStyle.FLOW) {
                if (items.size() != 1) {
                    edits.add(new TextEdit(
                            offsets.at(YamlNodes.start(seq)), offsets.at(YamlNodes.end(seq)), flow(shape)));
                    return;
                }
            }
            walk(offsets, items.get(0), list.item(), false, edits);
            if (items.size() > 1 && seq.getFlowStyle() != FlowStyle.FLOW) {
                int from = offsets.lineStart(YamlNodes.start(items.get(1)).getLine());
                edits.add(new TextEdit(from, offsets.afterLastLine(items.get(items.size() - 1)), ""));
            }
        } else if (node instanceof ScalarNode scalar) {
            scalar(offsets, scalar, shape, markOptional, edits);
        }
    }

    private void scalar(Offsets offsets, ScalarNode scalar, Shape shape, boolean markOptional, List<TextEdit> edits) {
        String replacement = shape instanceof Shape.Scalar s ? s.spec().source() : flow(shape);
        int start = offsets.at(YamlNodes.start(scalar));
        int end = offsets.at(YamlNodes.end(scalar));
        if (isBlockScalar(scalar)) {
            // `|` or `>`: the scalar runs to the start of the next key; keep the line break
            replacement +=
                    (markOptional ? "  " + OPTIONAL : "") + (offsets.text().contains("\r\n") ? "\r\n" : "\n");
        } else {
            if (replacement.equals(offsets.text().substring(start, end)) && !markOptional) {
                return;
            }
            if (start == end && start > 0 && offsets.text().charAt(start - 1) == ':') {
                replacement = " " + replacement; // `key:` with no value
            }
            if (markOptional) {
                edits.add(new TextEdit(
                        offsets.lineContentEnd(YamlNodes.start(scalar).getLine()),
                        offsets.lineContentEnd(YamlNodes.start(scalar).getLine()),
                        "  " + OPTIONAL));
            }
        }
        edits.add(new TextEdit(start, end, replacement));
    }

    private static boolean isBlockScalar(Node node) {
        return node instanceof ScalarNode s
                && (s.getScalarStyle() == ScalarStyle.LITERAL || s.getScalarStyle() == ScalarStyle.FOLDED);
    }

    /** A shape in YAML flow style, for places the block has no example to edit ({@code []}, no value). */
    static String flow(Shape shape) {
        if (shape instanceof Shape.Scalar s) {
            return s.spec().source();
        }
        if (shape instanceof Shape.ListOf list) {
            return "[" + flow(list.item()) + "]";
        }
        if (shape instanceof Shape.AnyList) {
            return "[]";
        }
        List<String> parts = new ArrayList<>();
        for (Shape.Field field : ((Shape.MapOf) shape).fields()) {
            parts.add(field.key() + ": " + flow(field.shape()));
        }
        return "{" + String.join(", ", parts) + "}";
    }

    /** Character offsets of YAML node marks (line and code-point column) in the block text. */
    private static final class Offsets {
        private final String text;
        private final List<Integer> lineStarts = new ArrayList<>();

        Offsets(String text) {
            this.text = text;
            lineStarts.add(0);
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) == '\n') {
                    lineStarts.add(i + 1);
                }
            }
        }

        String text() {
            return text;
        }

        int lineStart(int line) {
            return line < lineStarts.size() ? lineStarts.get(line) : text.length();
        }

        int at(Mark mark) {
            int start = lineStart(mark.getLine());
            int end = lineContentEnd(mark.getLine());
            int offset = start;
            for (int col = 0; col < mark.getColumn() && offset < end; col++) {
                offset += Character.charCount(text.codePointAt(offset));
            }
            return mark.getLine() >= lineStarts.size() ? text.length() : offset;
        }

        /** The offset of the line's end, before {@code \r\n} or {@code \n} and trailing blanks. */
        int lineContentEnd(int line) {
            int end = line + 1 < lineStarts.size() ? lineStarts.get(line + 1) - 1 : text.length();
            int start = lineStart(line);
            while (end > start && (text.charAt(end - 1) == '\r' || text.charAt(end - 1) == ' ')) {
                end--;
            }
            return end;
        }

        /** The offset after the line break of the last line a node occupies. */
        int afterLastLine(Node node) {
            Mark end = YamlNodes.end(node);
            int last = end.getColumn() == 0
                            && end.getLine() > YamlNodes.start(node).getLine()
                    ? end.getLine() - 1
                    : end.getLine();
            return lineStart(last + 1);
        }
    }
}
