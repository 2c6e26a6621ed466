package io.github.studylog.yaml;

import io.github.studylog.content.Bom;
import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/**
 * Loads untrusted YAML 1.2 (snakeyaml-engine, as the site's js-yaml reads it) into a node tree that keeps
 * positions, and never builds objects from it: nodes are composed, never constructed.
 * <ul>
 *   <li>{@code yaml-syntax}: the parser's errors, with the problem's line and column (tabs as indentation
 *       included);</li>
 *   <li>{@code yaml-empty}: no YAML at all (an empty or comment-only file);</li>
 *   <li>{@code yaml-unsafe}: any tag other than the plain YAML types, a merge key {@code <<}, more than
 *       {@value #MAX_ALIASES} aliases, nesting deeper than {@value #MAX_DEPTH}, documents over
 *       {@value #MAX_CODE_POINTS} code points, and aliases that expand to more than {@value #MAX_EXPANDED_NODES}
 *       nodes;</li>
 *   <li>{@code yaml-complex-key}: a mapping or list used as a key;</li>
 *   <li>{@code yaml-duplicate-key}: see {@link DuplicateKeys}.</li>
 * </ul>
 * The limits are stricter than the engine's defaults (50 aliases to collections, no depth limit,
 * 3,145,728 code points). Instances are thread-safe: each call builds its own parser; the settings are immutable.
 */
public final class SafeYamlLoader {

    static final int MAX_ALIASES = 20;
    static final int MAX_DEPTH = 50;
    static final int MAX_CODE_POINTS = 1_048_576;
    static final int MAX_EXPANDED_NODES = 100_000;

    private static final Set<Tag> PLAIN_TAGS =
            Set.of(Tag.STR, Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL, Tag.SEQ, Tag.MAP, PlainScalarResolver.IMPLICIT);

    private final LoadSettings settings;

    /** A loader for records: comments are dropped. */
    public SafeYamlLoader() {
        this(false);
    }

    /** @param keepComments attach comments to nodes (templates read {@code # optional} from them) */
    public SafeYamlLoader(boolean keepComments) {
        this.settings = LoadSettings.builder()
                .setSchema(new PlainScalarResolver())
                .setAllowDuplicateKeys(false)
                .setAllowRecursiveKeys(false)
                .setAllowNonScalarKeys(true) // refused by DuplicateKeys, with their position
                .setMaxAliasesForCollections(MAX_ALIASES)
                .setCodePointLimit(MAX_CODE_POINTS)
                .setParseComments(keepComments)
                .setUseMarks(true)
                .build();
    }

    /**
     * Composes one YAML document.
     *
     * @param path       repo-relative path for findings
     * @param text       the YAML text (a leading BOM is tolerated, CRLF too)
     * @param lineOffset lines of the file before {@code text} (0 for a whole file)
     */
    public YamlLoad load(String path, String text, int lineOffset) {
        String body = Bom.strip(text);
        LineIndex lines = LineIndex.of(text);
        if (body.length() > MAX_CODE_POINTS && body.codePointCount(0, body.length()) > MAX_CODE_POINTS) {
            // the engine finds this too, but only after scanning up to the limit: refuse before parsing
            return failed(Finding.of(
                    YamlRules.YAML_UNSAFE,
                    path,
                    1 + lineOffset,
                    1,
                    "yaml-unsafe.too-large",
                    MAX_CODE_POINTS,
                    body.codePointCount(0, body.length())));
        }
        Optional<Node> root;
        EventCounter events;
        try {
            events = new EventCounter(
                    new ParserImpl(settings, new StreamReader(settings, body)), MAX_DEPTH, MAX_ALIASES);
            root = new Composer(settings, events).getSingleNode();
        } catch (EventCounter.OverLimit e) {
            Message message = e.depth
                    ? Message.of("yaml-unsafe.too-deep", MAX_DEPTH)
                    : Message.of("yaml-unsafe.too-many-aliases", MAX_ALIASES);
            return failed(at(YamlRules.YAML_UNSAFE, path, e.mark, lines, lineOffset, message));
        } catch (MarkedYamlEngineException e) {
            if (noDocument(body)) {
                return failed(empty(path, lineOffset)); // only comments and `...`, which the engine refuses
            }
            return failed(syntax(path, e, lines, lineOffset));
        } catch (YamlEngineException | IllegalArgumentException e) {
            // the engine's composer throws IllegalArgumentException for a tag it cannot make (found by fuzzing)
            return failed(Finding.of(
                    YamlRules.YAML_UNSAFE,
                    path,
                    1 + lineOffset,
                    1,
                    "yaml-unsafe.engine",
                    clean(String.valueOf(e.getMessage()))));
        } catch (StackOverflowError e) {
            return failed(Finding.of(YamlRules.YAML_UNSAFE, path, 1 + lineOffset, 1, "yaml-unsafe.stack"));
        }
        if (root.isEmpty()) {
            return failed(empty(path, lineOffset));
        }
        return loaded(new YamlDocument(path, root.get(), lineOffset, lines), events.plain());
    }

    /** @param plainTree no aliases, tags or merge keys: a plain tree of plain values, with nothing to measure */
    private static YamlLoad loaded(YamlDocument doc, boolean plainTree) {
        if (!plainTree) {
            Optional<Finding> unsafe = unsafeContent(doc);
            if (unsafe.isPresent()) {
                return failed(unsafe.get());
            }
        }
        List<Finding> keys = DuplicateKeys.find(doc, !plainTree);
        Optional<Finding> complexKey = keys.stream()
                .filter(f -> f.rule() == YamlRules.YAML_COMPLEX_KEY)
                .findFirst();
        // a record's keys are words: the rest of the plugin never sees a list or mapping as a key
        return complexKey.map(SafeYamlLoader::failed).orElseGet(() -> new YamlLoad(Optional.of(doc), keys));
    }

    private static Finding empty(String path, int lineOffset) {
        return Finding.of(YamlRules.YAML_EMPTY, path, 1 + lineOffset, 1, "yaml-empty.nothing");
    }

    /** True for a stream of blank lines, comments and document-end markers {@code ...}: YAML 1.2's empty stream. */
    static boolean noDocument(String body) {
        for (String line : LineIndex.lines(body)) {
            String rest = line.startsWith("...") ? line.substring(3) : line;
            if (rest.length() == line.length() || rest.isEmpty() || rest.charAt(0) == ' ' || rest.charAt(0) == '\t') {
                String content = rest.strip();
                if (content.isEmpty() || content.startsWith("#")) {
                    continue;
                }
            }
            return false;
        }
        return true;
    }

    private static YamlLoad failed(Finding finding) {
        return new YamlLoad(Optional.empty(), List.of(finding));
    }

    private static Finding at(
            Rule rule, String path, Optional<Mark> mark, LineIndex lines, int lineOffset, Message message) {
        LineIndex.Position at = mark.map(m -> YamlDocument.position(lines, m)).orElse(LineIndex.Position.START);
        return Finding.of(rule, path, at.line() + lineOffset, at.column(), message);
    }

    private static Finding syntax(String path, MarkedYamlEngineException e, LineIndex lines, int lineOffset) {
        Optional<Mark> mark = e.getProblemMark().isPresent() ? e.getProblemMark() : e.getContextMark();
        String problem = e.getProblem() == null ? String.valueOf(e.getMessage()) : e.getProblem();
        if (problem.contains("(TAB)")) {
            return at(YamlRules.YAML_SYNTAX, path, mark, lines, lineOffset, Message.of("yaml-syntax.tab"));
        }
        String parser = e.getContext() == null ? clean(problem) : clean(problem) + ", " + clean(e.getContext());
        Message message = explained(problem)
                .map(key -> Message.of(key, parser))
                .orElseGet(() -> e.getContext() == null
                        ? Message.of("yaml-syntax.error", clean(problem))
                        : Message.of("yaml-syntax.error-context", clean(problem), clean(e.getContext())));
        return at(YamlRules.YAML_SYNTAX, path, mark, lines, lineOffset, message);
    }

    /**
     * The catalogue key of a parser problem the plugin explains in the run's language (the parser's own words then
     * follow in parentheses); empty for the others, which keep the parser's text.
     */
    static Optional<String> explained(String problem) {
        if (problem.contains("mapping values are not allowed")) {
            return Optional.of("yaml-syntax.mapping-values");
        }
        if (problem.contains("could not find expected ':'")) {
            return Optional.of("yaml-syntax.expected-colon");
        }
        if (problem.contains("expected <block end>")) {
            return Optional.of("yaml-syntax.block-end");
        }
        if (problem.contains("cannot start any token")) {
            return Optional.of("yaml-syntax.cannot-start");
        }
        if (problem.contains("unexpected end of stream")) {
            return Optional.of("yaml-syntax.end-of-stream");
        }
        return Optional.empty();
    }

    private static String clean(String engineText) {
        return engineText.replace('\n', ' ').trim();
    }

    /** A tag other than the plain types, a merge key, or aliases that multiply the document beyond the budget. */
    private static Optional<Finding> unsafeContent(YamlDocument doc) {
        Map<Node, Long> sizes = new IdentityHashMap<>();
        List<Node> refused = new ArrayList<>();
        List<Node> recursive = new ArrayList<>();
        long expanded = expandedSize(doc.root(), sizes, refused, recursive);
        if (!recursive.isEmpty()) {
            return Optional.of(Finding.of(
                    YamlRules.YAML_UNSAFE,
                    doc.path(),
                    doc.line(recursive.get(0)),
                    doc.column(recursive.get(0)),
                    "yaml-unsafe.recursive"));
        }
        if (!refused.isEmpty()) {
            Node n = refused.get(0);
            Message message = n instanceof ScalarNode s && PlainScalarResolver.IMPLICIT.equals(s.getTag())
                    ? Message.of("yaml-unsafe.merge-key")
                    : Message.of("yaml-unsafe.tag", n.getTag().getValue());
            return Optional.of(Finding.of(YamlRules.YAML_UNSAFE, doc.path(), doc.line(n), doc.column(n), message));
        }
        if (expanded > MAX_EXPANDED_NODES) {
            return Optional.of(Finding.of(
                    YamlRules.YAML_UNSAFE,
                    doc.path(),
                    doc.line(doc.root()),
                    doc.column(doc.root()),
                    "yaml-unsafe.expanded",
                    expanded,
                    MAX_EXPANDED_NODES));
        }
        return Optional.empty();
    }

    /** Marks a node whose size is being computed: meeting it again means the structure contains itself. */
    private static final Long IN_PROGRESS = -1L;

    private static long expandedSize(Node node, Map<Node, Long> sizes, List<Node> refused, List<Node> recursive) {
        Long known = sizes.get(node);
        if (known != null) {
            if (known < 0 && recursive.isEmpty()) {
                recursive.add(node); // a collection reached again from inside itself
            }
            return known < 0 ? 1 : known;
        }
        sizes.put(node, IN_PROGRESS);
        if (!PLAIN_TAGS.contains(node.getTag()) && refused.isEmpty()) {
            refused.add(node);
        }
        long size = 1;
        if (node instanceof MappingNode map) {
            for (NodeTuple t : map.getValue()) {
                if (refused.isEmpty()
                        && t.getKeyNode() instanceof ScalarNode key
                        && key.isPlain()
                        && "<<".equals(key.getValue())) {
                    refused.add(key);
                }
                size += expandedSize(t.getKeyNode(), sizes, refused, recursive)
                        + expandedSize(t.getValueNode(), sizes, refused, recursive);
                size = Math.min(size, Long.MAX_VALUE / 4);
            }
        } else if (node instanceof SequenceNode seq) {
            for (Node item : seq.getValue()) {
                size += expandedSize(item, sizes, refused, recursive);
                size = Math.min(size, Long.MAX_VALUE / 4);
            }
        }
        sizes.put(node, size);
        return size;
    }
}
