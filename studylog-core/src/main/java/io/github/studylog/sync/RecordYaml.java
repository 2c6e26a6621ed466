package io.github.studylog.sync;

import io.github.studylog.yaml.PlainScalarResolver;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlNodes;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * Writes a composed YAML node tree as canonical block YAML that composes back to the same tree: the same
 * tags and the same scalar texts, so {@code yes}, {@code 2026-10-03}, {@code 0755} and {@code "12"} keep the kinds
 * the loader gave them when the record was read.
 *
 * <p>Each scalar is written plain when the text is safe as a plain scalar and reads back with its tag
 * ({@link ScalarKind#readsBackPlainAs}: a quoted text stays quoted when any YAML reader would take it plain for
 * something else);
 * otherwise a multi-line text is a literal block ({@code |}, {@code |-} or {@code |+} keeping its final line
 * breaks), and anything else is double-quoted with escapes only for control and invisible characters; non-ASCII
 * text such as Japanese is written as is. A non-string value that cannot be written plain gets its tag
 * ({@code !!int "…"}). Aliases are expanded; a recursive structure is refused. Two spaces per level, sequences
 * indented under their key, keys in file order. Comments and the original quoting style are not kept: the data is.
 * Scalars the caller names as text (an all-digit commit abbreviation YAML read as a number) are written as quoted
 * strings, so the emitted YAML reads them as the text they are.
 */
public final class RecordYaml {

    private static final String YAML_TAG_PREFIX = "tag:yaml.org,2002:";
    private static final int MAX_IMPLICIT_KEY = 1000;

    /** The YAML text of {@code root}, ending with a line break. */
    public String emit(Node root) {
        return emit(root, List.of());
    }

    /**
     * The YAML text of {@code root}, ending with a line break, with the scalars of {@code asText} written as strings.
     */
    public String emit(Node root, List<? extends Node> asText) {
        Map<Node, Boolean> text = new IdentityHashMap<>();
        asText.forEach(n -> text.put(n, Boolean.TRUE));
        StringBuilder out = new StringBuilder();
        Writer writer = new Writer(out, text);
        if (root instanceof ScalarNode scalar) {
            out.append(scalarInline(scalar, 0, false).stripLeading());
        } else {
            writer.compoundTag(root, "");
            if (isEmptyCompound(root)) {
                out.append(hasTag(root) ? " " : "").append(root instanceof MappingNode ? "{}" : "[]");
            } else {
                writer.compound(root, 0, !hasTag(root));
            }
        }
        return out.append('\n').toString();
    }

    /** A text as a YAML scalar in block context that reads back as that text: plain when safe, else quoted. */
    public String stringScalar(String text) {
        if (PlainScalars.isSafe(text) && ScalarKind.readsAsPlainText(text)) {
            return text;
        }
        return DoubleQuoted.quote(text);
    }

    private final class Writer {

        private final StringBuilder out;
        private final Map<Node, Boolean> asText;
        private final Map<Node, Boolean> path = new IdentityHashMap<>();

        Writer(StringBuilder out, Map<Node, Boolean> asText) {
            this.out = out;
            this.asText = asText;
        }

        /** Writes a non-empty mapping or sequence whose first line starts at the current position when inline. */
        void compound(Node node, int indent, boolean inline) {
            if (path.put(node, Boolean.TRUE) != null) {
                throw new IllegalArgumentException("a recursive YAML structure (an alias inside itself) at line "
                        + (YamlNodes.start(node).getLine() + 1));
            }
            if (node instanceof MappingNode map) {
                List<NodeTuple> entries = map.getValue();
                for (int i = 0; i < entries.size(); i++) {
                    if (i > 0 || !inline) {
                        newLine(indent);
                    }
                    entry(entries.get(i), indent);
                }
            } else {
                List<Node> items = ((SequenceNode) node).getValue();
                for (int i = 0; i < items.size(); i++) {
                    if (i > 0 || !inline) {
                        newLine(indent);
                    }
                    out.append('-');
                    value(items.get(i), indent + 2, true);
                }
            }
            path.remove(node);
        }

        private void entry(NodeTuple tuple, int indent) {
            Node key = tuple.getKeyNode();
            if (key instanceof ScalarNode k && k.getValue().length() <= MAX_IMPLICIT_KEY) {
                String text = scalarInline(k, indent + 2, true).stripLeading();
                out.append(text.isEmpty() ? "~" : text);
                out.append(':');
                value(tuple.getValueNode(), indent + 2, false);
            } else {
                out.append('?');
                value(key, indent + 2, true);
                newLine(indent);
                out.append(':');
                value(tuple.getValueNode(), indent + 2, true);
            }
        }

        /**
         * Writes a value after {@code key:}, {@code -}, {@code ?} or {@code :}. {@code inline}: a non-empty
         * compound starts on the same line (after an indicator) rather than on the next line.
         */
        private void value(Node node, int indent, boolean inline) {
            if (node instanceof ScalarNode scalar) {
                out.append(
                        asText.containsKey(scalar)
                                ? " " + DoubleQuoted.quote(scalar.getValue())
                                : scalarInline(scalar, indent, false));
                return;
            }
            compoundTag(node, " ");
            if (isEmptyCompound(node)) {
                out.append(node instanceof MappingNode ? " {}" : " []");
            } else if (inline && !hasTag(node)) {
                out.append(' ');
                compound(node, indent, true);
            } else {
                compound(node, indent, false);
            }
        }

        void compoundTag(Node node, String before) {
            if (hasTag(node)) {
                out.append(before).append(tagText(node.getTag()));
            }
        }

        private void newLine(int indent) {
            out.append('\n').append(" ".repeat(indent));
        }
    }

    private static boolean hasTag(Node node) {
        Tag expected = node instanceof MappingNode ? Tag.MAP : Tag.SEQ;
        return !(node instanceof ScalarNode) && !expected.equals(node.getTag());
    }

    private static boolean isEmptyCompound(Node node) {
        if (node instanceof MappingNode map) {
            return map.getValue().isEmpty();
        }
        return node instanceof SequenceNode seq && seq.getValue().isEmpty();
    }

    /**
     * A scalar as written after an indicator: a leading space then the text, or nothing for a plain empty null.
     * A literal block continues on the following lines at {@code indent}.
     */
    private String scalarInline(ScalarNode scalar, int indent, boolean key) {
        String text = scalar.getValue();
        Tag tag = scalar.getTag();
        // a scalar written plain reads back the same when written plain again
        boolean implicit = PlainScalarResolver.IMPLICIT.equals(tag);
        if (PlainScalars.isSafe(text) && (implicit || ScalarKind.readsBackPlainAs(text, tag))) {
            return text.isEmpty() ? "" : " " + text;
        }
        if (implicit || tag.equals(Tag.STR)) {
            if (!key && LiteralBlock.fits(text)) {
                return " " + LiteralBlock.write(text, indent);
            }
            return " " + DoubleQuoted.quote(text);
        }
        return " " + tagText(tag) + " " + DoubleQuoted.quote(text);
    }

    private static String tagText(Tag tag) {
        String value = tag.getValue();
        if (value.startsWith(YAML_TAG_PREFIX)) {
            return "!!" + value.substring(YAML_TAG_PREFIX.length());
        }
        if (value.startsWith("!") && value.chars().allMatch(c -> c > ' ' && c < 0x7F && c != ',' && c != '[')) {
            return value;
        }
        return "!<" + value + ">";
    }
}
