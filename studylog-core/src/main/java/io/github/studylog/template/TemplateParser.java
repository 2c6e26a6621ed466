package io.github.studylog.template;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Nearest;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.comments.CommentLine;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Reads a review or session template (a YAML document with placeholders) into a {@link Shape}.
 * Reports {@code template-unknown-placeholder} and {@code template-invalid} at CHATGPT.md's own lines.
 */
public final class TemplateParser {

    /** The shape of the template, or empty when the template has errors (they are in {@code sink}). */
    public Optional<Shape> parse(YamlDocument template, FindingSink sink) {
        List<Finding> problems = new ArrayList<>();
        Shape shape = shapeOf(template, template.root(), problems);
        sink.addAll(problems);
        return problems.isEmpty() ? Optional.of(shape) : Optional.empty();
    }

    private Shape shapeOf(YamlDocument doc, Node node, List<Finding> problems) {
        int line = doc.line(node);
        if (node instanceof MappingNode map) {
            List<Shape.Field> fields = new ArrayList<>();
            for (NodeTuple tuple : map.getValue()) {
                if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
                    problems.add(invalid(doc, tuple.getKeyNode(), Message.of("template-invalid.complex-key")));
                    continue;
                }
                fields.add(new Shape.Field(
                        key.getValue(), isOptional(tuple), shapeOf(doc, tuple.getValueNode(), problems)));
            }
            return new Shape.MapOf(fields, line);
        }
        if (node instanceof SequenceNode seq) {
            if (seq.getValue().isEmpty()) {
                return new Shape.AnyList(line);
            }
            if (seq.getValue().size() > 1) {
                problems.add(invalid(
                        doc,
                        seq.getValue().get(1),
                        Message.of("template-invalid.list-items", seq.getValue().size())));
            }
            return new Shape.ListOf(shapeOf(doc, seq.getValue().get(0), problems), line);
        }
        ScalarNode scalar = (ScalarNode) node;
        return new Shape.Scalar(spec(doc, scalar, problems), line);
    }

    private ValueSpec spec(YamlDocument doc, ScalarNode scalar, List<Finding> problems) {
        String text = scalar.getValue();
        ScalarKind kind = ScalarKind.of(scalar);
        if (kind == ScalarKind.NULL) {
            problems.add(invalid(doc, scalar, Message.of("template-invalid.no-value")));
            return new ValueSpec(List.of(), List.of(), List.of(), text);
        }
        boolean placeholder =
                kind == ScalarKind.STRING && text.length() > 2 && text.startsWith("<") && text.endsWith(">");
        if (!placeholder) {
            return new ValueSpec(List.of(), List.of(text), List.of(kind.jsonType()), text);
        }
        String[] words = text.substring(1, text.length() - 1).split("\\|", -1);
        List<PlaceholderType> types = new ArrayList<>();
        List<String> literals = new ArrayList<>();
        for (String raw : words) {
            String word = raw.trim();
            Optional<PlaceholderType> type = PlaceholderType.byToken(word);
            if (type.isPresent()) {
                types.add(type.get());
            } else if (words.length == 1 || word.isEmpty()) {
                problems.add(Finding.of(
                        TemplateRules.TEMPLATE_UNKNOWN_PLACEHOLDER,
                        doc.path(),
                        doc.line(scalar),
                        doc.column(scalar),
                        suggestion(word)
                                .map(nearest -> Message.of("template-unknown-placeholder.nearest", word, nearest))
                                .orElseGet(() -> Message.of("template-unknown-placeholder.unknown", word))));
            } else {
                literals.add(word);
            }
        }
        List<String> kinds = literals.stream().map(l -> "string").toList();
        return new ValueSpec(types, literals, kinds, text);
    }

    /** The type a misspelt one-word placeholder probably means, as its token ({@code text}). */
    private static Optional<String> suggestion(String word) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (PlaceholderType type : PlaceholderType.values()) {
            int d = Nearest.distance(word, type.token());
            if (d < bestDistance) {
                bestDistance = d;
                best = type.token();
            }
        }
        if (word.equals("string")) {
            return Optional.of("text");
        }
        return best != null && bestDistance <= 2 ? Optional.of(best) : Optional.empty();
    }

    /** True when the key's line carries the comment {@code # optional}. */
    private static boolean isOptional(NodeTuple tuple) {
        int keyLine = YamlNodes.start(tuple.getKeyNode()).getLine();
        List<CommentLine> comments = new ArrayList<>();
        addAll(comments, tuple.getKeyNode().getInLineComments());
        addAll(comments, tuple.getValueNode().getInLineComments());
        for (CommentLine c : comments) {
            if (YamlNodes.start(c).getLine() == keyLine && c.getValue().trim().equals("optional")) {
                return true;
            }
        }
        return false;
    }

    private static void addAll(List<CommentLine> into, List<CommentLine> from) {
        if (from != null) {
            into.addAll(from);
        }
    }

    private static Finding invalid(YamlDocument doc, Node node, Message message) {
        return Finding.of(TemplateRules.TEMPLATE_INVALID, doc.path(), doc.line(node), doc.column(node), message);
    }
}
