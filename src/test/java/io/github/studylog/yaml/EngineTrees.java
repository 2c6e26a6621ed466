package io.github.studylog.yaml;

import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.CollectionNode;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/** The oracle of {@link BlockSubsetComposer}: snakeyaml-engine's own tree, and a text that shows every property. */
final class EngineTrees {

    private EngineTrees() {
    }

    /** What the engine's composer makes of a text with the loader's schema, or empty when it refuses the text. */
    static Optional<Node> compose(String body) {
        LoadSettings settings = LoadSettings.builder().setSchema(new PlainScalarResolver())
                .setAllowNonScalarKeys(true).setUseMarks(true).build();
        try {
            return new Composer(settings, new ParserImpl(settings, new StreamReader(settings, body))).getSingleNode();
        } catch (YamlEngineException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /** Every property a reader of the tree can see: kinds, tags, resolution, styles, values and both marks. */
    static String describe(Node node) {
        StringBuilder out = new StringBuilder();
        describe(node, "", out);
        return out.toString();
    }

    private static void describe(Node node, String indent, StringBuilder out) {
        out.append(indent).append(node.getNodeType()).append(' ').append(node.getTag().getValue())
                .append(node.isResolved() ? " resolved " : " explicit ")
                .append(mark(node.getStartMark())).append(" - ").append(mark(node.getEndMark()))
                .append(node.getAnchor().map(a -> " &" + a.getValue()).orElse(""));
        if (node instanceof ScalarNode scalar) {
            out.append(' ').append(scalar.getScalarStyle()).append(" \"")
                    .append(scalar.getValue().replace("\\", "\\\\").replace("\n", "\\n")).append("\"\n");
        } else if (node instanceof CollectionNode<?> collection) {
            out.append(' ').append(collection.getFlowStyle()).append('\n');
            if (node instanceof MappingNode map) {
                for (NodeTuple t : map.getValue()) {
                    describe(t.getKeyNode(), indent + "  ? ", out);
                    describe(t.getValueNode(), indent + "  : ", out);
                }
            } else if (node instanceof SequenceNode seq) {
                for (Node item : seq.getValue()) {
                    describe(item, indent + "  - ", out);
                }
            }
        }
    }

    private static String mark(Optional<Mark> mark) {
        return mark.map(m -> m.getName() + "@" + m.getIndex() + "(" + m.getLine() + ":" + m.getColumn() + ")")
                .orElse("no mark");
    }
}
