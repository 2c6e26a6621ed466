package io.github.studylog.yaml;

import io.github.studylog.finding.Finding;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Loads untrusted YAML into a node tree that keeps positions, and never builds objects from it.
 * <ul>
 *   <li>{@code yaml-syntax}: SnakeYAML's parse errors, with the problem's line and column (tabs included);</li>
 *   <li>{@code yaml-unsafe}: any tag other than the plain YAML types, more than {@value #MAX_ALIASES} aliases,
 *       nesting deeper than {@value #MAX_DEPTH}, documents over {@value #MAX_CODE_POINTS} code points, and
 *       aliases that expand to more than {@value #MAX_EXPANDED_NODES} nodes;</li>
 *   <li>{@code yaml-duplicate-key}: see {@link DuplicateKeys}.</li>
 * </ul>
 * Instances are thread-safe: each call builds its own SnakeYAML parser; the resolver is only read.
 */
public final class SafeYamlLoader {

    private final boolean keepComments;
    private final Resolver resolver = new PlainScalarResolver();

    /** A loader for records: comments are dropped. */
    public SafeYamlLoader() {
        this(false);
    }

    /** @param keepComments attach comments to nodes (templates read {@code # optional} from them) */
    public SafeYamlLoader(boolean keepComments) {
        this.keepComments = keepComments;
    }

    static final int MAX_ALIASES = 50;
    static final int MAX_DEPTH = 50;
    static final int MAX_CODE_POINTS = 1_048_576;
    static final int MAX_EXPANDED_NODES = 100_000;

    private static final Set<Tag> PLAIN_TAGS = Set.of(Tag.STR, Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL,
            Tag.TIMESTAMP, Tag.SEQ, Tag.MAP, PlainScalarResolver.IMPLICIT);

    /**
     * Composes one YAML document.
     *
     * @param path       repo-relative path for findings
     * @param text       the YAML text (a leading BOM is tolerated, CRLF too)
     * @param lineOffset lines of the file before {@code text} (0 for a whole file)
     */
    public YamlLoad load(String path, String text, int lineOffset) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (body.length() > MAX_CODE_POINTS && body.codePointCount(0, body.length()) > MAX_CODE_POINTS) {
            // SnakeYAML finds this too, but only after scanning up to the limit, which takes seconds for a long
            // plain scalar: refuse before parsing
            return failed(Finding.of(YamlRules.YAML_UNSAFE, path, 1 + lineOffset, 1,
                    limitMessage("exceeds the limit")));
        }
        Node root;
        EventCounter events;
        try {
            LoaderOptions options = options();
            events = new EventCounter(new ParserImpl(new StreamReader(new StringReader(body)), options));
            // composes without building a Yaml facade (no constructor, no representer): only nodes
            root = new Composer(events, resolver, options).getSingleNode();
        } catch (MarkedYAMLException e) {
            return failed(syntaxOrLimit(path, e, lineOffset));
        } catch (YAMLException e) {
            return failed(Finding.of(YamlRules.YAML_UNSAFE, path, 1 + lineOffset, 1, limitMessage(e.getMessage())));
        } catch (StackOverflowError e) {
            return failed(Finding.of(YamlRules.YAML_UNSAFE, path, 1 + lineOffset, 1,
                    "the YAML is nested too deeply to read"));
        }
        if (root == null) {
            return failed(Finding.of(YamlRules.YAML_SYNTAX, path, 1 + lineOffset, 1, "the file has no YAML content"));
        }
        YamlDocument doc = new YamlDocument(path, root, lineOffset);
        // without aliases, tags or merge keys the tree is a plain tree of plain values: nothing to measure
        boolean plainTree = events.plain();
        if (!plainTree) {
            Optional<Finding> unsafe = unsafeContent(doc);
            if (unsafe.isPresent()) {
                return failed(unsafe.get());
            }
        }
        return new YamlLoad(Optional.of(doc), DuplicateKeys.find(doc, !plainTree));
    }

    private static YamlLoad failed(Finding finding) {
        return new YamlLoad(Optional.empty(), List.of(finding));
    }

    private LoaderOptions options() {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(MAX_ALIASES);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setCodePointLimit(MAX_CODE_POINTS);
        options.setAllowRecursiveKeys(false);
        options.setProcessComments(keepComments);
        options.setTagInspector(tag -> false);
        return options;
    }

    private static Finding syntaxOrLimit(String path, MarkedYAMLException e, int lineOffset) {
        Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
        int line = mark == null ? 1 : mark.getLine() + 1;
        int column = mark == null ? 1 : mark.getColumn() + 1;
        String problem = e.getProblem() == null ? e.getMessage() : e.getProblem();
        boolean limit = problem != null && (problem.contains("Global tag") || problem.contains("aliases")
                || problem.contains("Nesting Depth") || problem.contains("exceeds the limit"));
        if (limit) {
            return Finding.of(YamlRules.YAML_UNSAFE, path, line + lineOffset, column, limitMessage(problem));
        }
        if (problem != null && problem.contains("(TAB)")) {
            return Finding.of(YamlRules.YAML_SYNTAX, path, line + lineOffset, column,
                    "a tab is used for indentation; YAML indents with spaces only");
        }
        StringBuilder message = new StringBuilder("YAML syntax error: ").append(clean(problem));
        if (e.getContext() != null) {
            message.append(" (").append(clean(e.getContext())).append(")");
        }
        return Finding.of(YamlRules.YAML_SYNTAX, path, line + lineOffset, column, message.toString());
    }

    private static String clean(String snakeText) {
        return snakeText.replace('\n', ' ').trim();
    }

    private static String limitMessage(String problem) {
        String p = problem == null ? "" : problem;
        if (p.contains("Global tag") || p.contains("tag")) {
            return "type tags such as `!!javax...` or `!custom` are not allowed in study records";
        }
        if (p.contains("aliases")) {
            return "the YAML uses more than " + MAX_ALIASES + " aliases (`*name`); this looks like an alias bomb";
        }
        if (p.contains("Nesting Depth")) {
            return "the YAML is nested more than " + MAX_DEPTH + " levels deep";
        }
        if (p.contains("exceeds the limit")) {
            return "the YAML is larger than " + MAX_CODE_POINTS + " characters";
        }
        return "the YAML could not be read safely: " + clean(p);
    }

    /** A tag other than the plain types, or aliases that multiply the document beyond the node budget. */
    private static Optional<Finding> unsafeContent(YamlDocument doc) {
        Map<Node, Long> sizes = new IdentityHashMap<>();
        List<Node> tagged = new ArrayList<>();
        long expanded = expandedSize(doc.root(), sizes, tagged);
        if (!tagged.isEmpty()) {
            Node n = tagged.get(0);
            return Optional.of(Finding.of(YamlRules.YAML_UNSAFE, doc.path(), doc.line(n), doc.column(n),
                    "the type tag `" + n.getTag().getValue() + "` is not allowed; write plain YAML values"));
        }
        if (expanded > MAX_EXPANDED_NODES) {
            return Optional.of(Finding.of(YamlRules.YAML_UNSAFE, doc.path(), doc.line(doc.root()),
                    doc.column(doc.root()), "aliases (`*name`) expand this YAML to more than "
                            + MAX_EXPANDED_NODES + " values; this looks like an alias bomb"));
        }
        return Optional.empty();
    }

    private static long expandedSize(Node node, Map<Node, Long> sizes, List<Node> tagged) {
        Long known = sizes.get(node);
        if (known != null) {
            return known;
        }
        sizes.put(node, 1L); // guards against cycles
        if (!PLAIN_TAGS.contains(node.getTag()) && tagged.isEmpty()) {
            tagged.add(node);
        }
        long size = 1;
        if (node instanceof MappingNode map) {
            for (NodeTuple t : map.getValue()) {
                size += expandedSize(t.getKeyNode(), sizes, tagged) + expandedSize(t.getValueNode(), sizes, tagged);
                size = Math.min(size, Long.MAX_VALUE / 4);
            }
        } else if (node instanceof SequenceNode seq) {
            for (Node item : seq.getValue()) {
                size += expandedSize(item, sizes, tagged);
                size = Math.min(size, Long.MAX_VALUE / 4);
            }
        }
        sizes.put(node, size);
        return size;
    }
}
