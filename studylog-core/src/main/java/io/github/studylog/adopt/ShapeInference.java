package io.github.studylog.adopt;

import io.github.studylog.message.Message;
import io.github.studylog.records.RecordFile;
import io.github.studylog.template.Shape;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Infers a template {@link Shape} (the model {@code template.TemplateParser} reads) from an example block and
 * every existing record of its kind. The block gives the keys and the nesting; each mapping key is optional when
 * its line says {@code # optional} or some record's mapping lacks it; a list's item shape comes from all items of
 * all records; each scalar is inferred by {@link ValueInference}. Where the block has an empty list or no value
 * and the records have more, the shape is taken from the records.
 */
public final class ShapeInference {

    private static final String OPTIONAL = "optional";

    private final ValueInference values;

    public ShapeInference(ValueInference values) {
        this.values = values;
    }

    /**
     * @param name    the template name, for notes
     * @param block   the example block, loaded with comments, positioned in CHATGPT.md
     * @param records every record of the kind
     * @param notes   receives what a reviewer should know about the inference
     */
    public Shape infer(String name, YamlDocument block, List<RecordFile> records, List<Message> notes) {
        List<Observation> roots =
                records.stream().map(r -> new Observation(r, r.yaml().root())).toList();
        return shape(name, block, block.root(), "", null, roots, notes);
    }

    private Shape shape(
            String label,
            YamlDocument doc,
            Node node,
            String key,
            @Nullable String comment,
            List<Observation> obs,
            List<Message> notes) {
        int line = doc.line(node);
        if (node instanceof MappingNode map) {
            List<Shape.Field> fields = new ArrayList<>();
            for (NodeTuple tuple : map.getValue()) {
                if (!(tuple.getKeyNode() instanceof ScalarNode keyNode)) {
                    continue;
                }
                String child = keyNode.getValue();
                String text = LineComment.text(tuple).orElse(null);
                Children children = children(obs, child);
                boolean optional = OPTIONAL.equals(text) || children.missing() > 0;
                fields.add(new Shape.Field(
                        child,
                        optional,
                        shape(
                                label + (label.isEmpty() ? "" : ".") + child,
                                doc,
                                tuple.getValueNode(),
                                child,
                                OPTIONAL.equals(text) ? null : text,
                                children.values(),
                                notes)));
            }
            return new Shape.MapOf(fields, line);
        }
        if (node instanceof SequenceNode seq) {
            List<Observation> items = items(obs);
            if (!seq.getValue().isEmpty()) {
                return new Shape.ListOf(shape(label + "[]", doc, seq.getValue().get(0), "", null, items, notes), line);
            }
            return items.isEmpty() ? new Shape.AnyList(line) : fromRecords(label, key, obs, line, notes);
        }
        ScalarNode scalar = (ScalarNode) node;
        boolean recordsHaveMore = obs.stream().anyMatch(o -> !(o.node() instanceof ScalarNode));
        if (ScalarKind.of(scalar) == ScalarKind.NULL && recordsHaveMore) {
            return fromRecords(label, key, obs, line, notes);
        }
        return new Shape.Scalar(values.infer(describe(label), key, scalar, comment, obs, notes), line);
    }

    /** A shape from the records alone (the block has no example here), at the block's {@code line}. */
    private Shape fromRecords(String label, String key, List<Observation> obs, int line, List<Message> notes) {
        Node first = obs.stream()
                .map(Observation::node)
                .filter(n -> !(n instanceof ScalarNode s && ScalarKind.of(s) == ScalarKind.NULL))
                .findFirst()
                .orElse(null);
        if (first instanceof MappingNode) {
            Map<String, Boolean> keys = new LinkedHashMap<>();
            obs.stream()
                    .filter(o -> o.node() instanceof MappingNode)
                    .forEach(o -> BlockFinder.keysOf((MappingNode) o.node()).forEach(k -> keys.put(k, true)));
            List<Shape.Field> fields = new ArrayList<>();
            for (String child : keys.keySet()) {
                Children children = children(obs, child);
                fields.add(new Shape.Field(
                        child,
                        children.missing() > 0,
                        fromRecords(label + "." + child, child, children.values(), line, notes)));
            }
            return new Shape.MapOf(fields, line);
        }
        if (first instanceof SequenceNode) {
            List<Observation> items = items(obs);
            return items.isEmpty()
                    ? new Shape.AnyList(line)
                    : new Shape.ListOf(fromRecords(label + "[]", "", items, line, notes), line);
        }
        return new Shape.Scalar(values.infer(describe(label), key, null, null, obs, notes), line);
    }

    /** The values under {@code key} of every observed mapping, and how many mappings lack it. */
    private static Children children(List<Observation> obs, String key) {
        List<Observation> found = new ArrayList<>();
        int missing = 0;
        for (Observation o : obs) {
            if (o.node() instanceof MappingNode) {
                Node value = YamlNodes.value(o.node(), key).orElse(null);
                if (value == null) {
                    missing++;
                } else {
                    found.add(new Observation(o.record(), value));
                }
            }
        }
        return new Children(found, missing);
    }

    private record Children(List<Observation> values, int missing) {}

    private static List<Observation> items(List<Observation> obs) {
        List<Observation> items = new ArrayList<>();
        for (Observation o : obs) {
            YamlNodes.items(o.node()).forEach(item -> items.add(new Observation(o.record(), item)));
        }
        return items;
    }

    private static String describe(String label) {
        return "`" + (label.isEmpty() ? "(root)" : label) + "`";
    }
}
