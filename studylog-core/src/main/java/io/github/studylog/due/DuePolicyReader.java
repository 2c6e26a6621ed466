package io.github.studylog.due;

import com.vladsch.flexmark.util.ast.Document;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.markdown.FencedBlocks;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Reads the {@code ```yaml studylog=due} block of CHATGPT.md (found with flexmark as the templates are, loaded with
 * {@link SafeYamlLoader}): top-level keys {@code living} and {@code unpinned} ({@code max_age_days}, {@code urls}),
 * {@code versioned} ({@code urls}) and {@code revisit_days} (days per review status). Everything malformed is a
 * {@code due-policy} error at its line: an unknown key, kind or status, a URL prefix that is not an absolute
 * {@code http(s)} URL or is listed twice, a negative or non-integer number, a second block. What was read right is
 * kept: one bad prefix does not drop the others.
 */
public final class DuePolicyReader {

    /** The info-string word that marks the block. */
    public static final String MARKER = "studylog=due";

    private static final List<String> TOP = List.of("living", "unpinned", "versioned", "revisit_days");

    private final SafeMarkdown markdown = new SafeMarkdown();
    private final SafeYamlLoader yaml = new SafeYamlLoader();

    /** The policy of CHATGPT.md's text at {@code path}; {@link DuePolicy#NONE} when it has no block. */
    public DuePolicy read(String path, String text, FindingSink sink) {
        if (!text.contains(MARKER)) {
            return DuePolicy.NONE;
        }
        Optional<Document> parsed =
                markdown.parse(path, text, new FindingSink()); // its limits: the templates' findings
        if (parsed.isEmpty()) {
            return DuePolicy.NONE;
        }
        FencedBlock block = null;
        for (FencedBlock fence : FencedBlocks.of(parsed.get(), text)) {
            if (fence.infoWords().contains(MARKER)) {
                if (block == null) {
                    block = fence;
                } else {
                    sink.add(Finding.of(
                            DueRules.DUE_POLICY, path, fence.fenceLine(), 1, "due-policy.second", block.fenceLine()));
                }
            }
        }
        if (block == null) {
            return DuePolicy.NONE;
        }
        int fenceLine = block.fenceLine();
        YamlLoad load = yaml.load(path, block.content(), fenceLine);
        if (load.document().isEmpty()) {
            load.findings()
                    .forEach(f -> sink.add(Finding.of(
                            DueRules.DUE_POLICY,
                            path,
                            f.line(),
                            f.column(),
                            Message.around("due-policy.yaml", f.message()))));
            return new DuePolicy(List.of(), Map.of(), DuePolicy.DEFAULT_REVISIT, fenceLine);
        }
        YamlDocument doc = load.document().get();
        return new Shape(path, doc, sink).read(fenceLine);
    }

    /** One block's reading, with the findings it raises. */
    private static final class Shape {

        private final String path;
        private final YamlDocument doc;
        private final FindingSink sink;
        private final List<DuePolicy.Prefix> prefixes = new ArrayList<>();
        private final Map<String, CitationKind> seen = new HashMap<>();
        private final Map<CitationKind, Integer> maxAge = new EnumMap<>(CitationKind.class);
        private final Map<String, Integer> revisit = new LinkedHashMap<>(DuePolicy.DEFAULT_REVISIT);

        Shape(String path, YamlDocument doc, FindingSink sink) {
            this.path = path;
            this.doc = doc;
            this.sink = sink;
        }

        DuePolicy read(int fenceLine) {
            if (!(doc.root() instanceof MappingNode root)) {
                error(doc.root(), "due-policy.not-mapping");
                return new DuePolicy(List.of(), Map.of(), DuePolicy.DEFAULT_REVISIT, fenceLine);
            }
            for (NodeTuple entry : root.getValue()) {
                String key = key(entry);
                Optional<CitationKind> kind = CitationKind.named(key);
                if (kind.isPresent()) {
                    kind(kind.get(), entry.getValueNode());
                } else if (key.equals("revisit_days")) {
                    revisitDays(entry.getValueNode());
                } else {
                    error(entry.getKeyNode(), "due-policy.unknown-kind", key, String.join(", ", TOP));
                }
            }
            return new DuePolicy(prefixes, maxAge, revisit, fenceLine);
        }

        private void kind(CitationKind kind, Node value) {
            if (!(value instanceof MappingNode mapping)) {
                error(value, "due-policy.not-mapping-of", kind.id());
                return;
            }
            for (NodeTuple entry : mapping.getValue()) {
                String key = key(entry);
                if (key.equals("urls")) {
                    urls(kind, entry.getValueNode());
                } else if (key.equals("max_age_days") && kind.dated()) {
                    count(entry.getValueNode(), key).ifPresent(days -> maxAge.put(kind, days));
                } else {
                    error(
                            entry.getKeyNode(),
                            "due-policy.unknown-key",
                            key,
                            kind.id(),
                            kind.dated() ? "max_age_days, urls" : "urls");
                }
            }
        }

        private void urls(CitationKind kind, Node value) {
            if (!(value instanceof SequenceNode list)) {
                error(value, "due-policy.not-list", kind.id());
                return;
            }
            for (Node item : list.getValue()) {
                if (!(item instanceof ScalarNode scalar) || !absoluteHttp(scalar.getValue())) {
                    error(item, "due-policy.not-url", item instanceof ScalarNode s ? s.getValue() : "…");
                    continue;
                }
                String url = scalar.getValue();
                CitationKind first = seen.putIfAbsent(url, kind);
                if (first != null) {
                    error(item, "due-policy.duplicate-url", url, first.id());
                    continue;
                }
                prefixes.add(new DuePolicy.Prefix(url, kind));
            }
        }

        private void revisitDays(Node value) {
            if (!(value instanceof MappingNode mapping)) {
                error(value, "due-policy.not-mapping-of", "revisit_days");
                return;
            }
            for (NodeTuple entry : mapping.getValue()) {
                String status = key(entry);
                if (!DuePolicy.DEFAULT_REVISIT.containsKey(status)) {
                    error(
                            entry.getKeyNode(),
                            "due-policy.unknown-status",
                            status,
                            "not_started, explained, hinted, self_explained");
                    continue;
                }
                count(entry.getValueNode(), status).ifPresent(days -> revisit.put(status, days));
            }
        }

        /** A whole number of days, 0 or more, written plainly. */
        private Optional<Integer> count(Node value, String key) {
            String text = value instanceof ScalarNode scalar ? scalar.getValue() : "…";
            if (value instanceof ScalarNode && text.matches("[0-9]{1,6}")) {
                return Optional.of(Integer.parseInt(text));
            }
            error(value, "due-policy.not-count", key, text);
            return Optional.empty();
        }

        private static String key(NodeTuple entry) {
            return entry.getKeyNode() instanceof ScalarNode scalar ? scalar.getValue() : "…";
        }

        private void error(Node node, String key, Object... values) {
            sink.add(Finding.of(DueRules.DUE_POLICY, path, doc.line(node), doc.column(node), key, values));
        }
    }

    /** An absolute {@code http} or {@code https} URL with a host, as a prefix of the links it classifies. */
    static boolean absoluteHttp(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        if (!(lower.startsWith("http://") || lower.startsWith("https://"))) {
            return false;
        }
        try {
            URI uri = new URI(url);
            return uri.getHost() != null && !uri.getHost().isEmpty();
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
