package io.github.studylog.adopt;

import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlLoad;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * Finds, among the fenced blocks of CHATGPT.md that are not yet templates, the one each template should be made
 * from: for {@code review} and {@code session}, the {@code yaml}/{@code yml} block whose top-level keys the
 * existing records of that kind match best (mean Jaccard similarity of the key sets, at least
 * {@value #MIN_SCORE}; one block serves one kind); for {@code session-sync}, the first other block holding
 * {@code [Session Sync]} (one starting with {@code title:} preferred).
 */
public final class BlockFinder {

    /** Below this a block shares too few keys with the records to be their template. */
    static final double MIN_SCORE = 0.4;

    private static final String SYNC_TITLE = "[Session Sync]";

    private static final String TEMPLATE_MARKER = "template=";

    private final SafeYamlLoader yaml = new SafeYamlLoader();

    /**
     * @param path       repo-relative path of CHATGPT.md, for the YAML loader
     * @param blocks     every fenced block of CHATGPT.md
     * @param recordKeys for {@code review} and {@code session}, the top-level keys of each existing record
     * @param wanted     the template names to find blocks for
     * @return the matches by name; a name with no fitting block is absent
     */
    public Map<String, BlockMatch> find(
            String path, List<FencedBlock> blocks, Map<String, List<Set<String>>> recordKeys, Set<String> wanted) {
        List<BlockMatch> scored = new ArrayList<>();
        for (FencedBlock block : blocks) {
            if (!isYamlCandidate(block)) {
                continue;
            }
            Optional<Set<String>> keys = topLevelKeys(path, block);
            if (keys.isEmpty()) {
                continue;
            }
            for (String name : List.of(TemplateCatalog.REVIEW, TemplateCatalog.SESSION)) {
                List<Set<String>> records = recordKeys.getOrDefault(name, List.of());
                if (wanted.contains(name) && !records.isEmpty()) {
                    double score = score(keys.get(), records);
                    if (score >= MIN_SCORE) {
                        scored.add(new BlockMatch(name, block, score));
                    }
                }
            }
        }
        scored.sort(Comparator.comparingDouble(BlockMatch::score)
                .reversed()
                .thenComparingInt(m -> m.block().fenceLine())
                .thenComparing(BlockMatch::name));
        Map<String, BlockMatch> chosen = new LinkedHashMap<>();
        Set<Integer> usedLines = new HashSet<>();
        for (BlockMatch match : scored) {
            if (!chosen.containsKey(match.name()) && usedLines.add(match.block().fenceLine())) {
                chosen.put(match.name(), match);
            }
        }
        if (wanted.contains(TemplateCatalog.SESSION_SYNC)) {
            syncBlock(blocks)
                    .ifPresent(b -> chosen.put(
                            TemplateCatalog.SESSION_SYNC, new BlockMatch(TemplateCatalog.SESSION_SYNC, b, 1.0)));
        }
        Map<String, BlockMatch> ordered = new LinkedHashMap<>();
        for (String name : List.of(TemplateCatalog.REVIEW, TemplateCatalog.SESSION, TemplateCatalog.SESSION_SYNC)) {
            if (chosen.containsKey(name)) {
                ordered.put(name, chosen.get(name));
            }
        }
        return ordered;
    }

    /** Mean over the records of |record keys ∩ block keys| / |record keys ∪ block keys|. */
    static double score(Set<String> blockKeys, List<Set<String>> records) {
        double sum = 0;
        for (Set<String> record : records) {
            Set<String> union = new LinkedHashSet<>(record);
            union.addAll(blockKeys);
            long common = record.stream().filter(blockKeys::contains).count();
            sum += union.isEmpty() ? 0 : (double) common / union.size();
        }
        return sum / records.size();
    }

    private Optional<Set<String>> topLevelKeys(String path, FencedBlock block) {
        YamlLoad load = yaml.load(path, block.content(), block.contentLine() - 1);
        if (load.document().isEmpty() || !(load.document().get().root() instanceof MappingNode map)) {
            return Optional.empty();
        }
        return Optional.of(keysOf(map));
    }

    /** The scalar keys of a mapping, in order. */
    public static Set<String> keysOf(MappingNode map) {
        Set<String> keys = new LinkedHashSet<>();
        for (NodeTuple tuple : map.getValue()) {
            if (tuple.getKeyNode() instanceof ScalarNode key) {
                keys.add(key.getValue());
            }
        }
        return keys;
    }

    /** True when a word of the info string is {@code template=…}: the block is already a template. */
    static boolean isTemplate(FencedBlock block) {
        return block.infoWords().stream().anyMatch(w -> w.startsWith(TEMPLATE_MARKER));
    }

    /** True for a {@code yaml} or {@code yml} block that is not yet a template. */
    static boolean isYamlCandidate(FencedBlock block) {
        return !isTemplate(block)
                && (block.firstWord().equals("yaml") || block.firstWord().equals("yml"));
    }

    private static Optional<FencedBlock> syncBlock(List<FencedBlock> blocks) {
        List<FencedBlock> holding = blocks.stream()
                .filter(b ->
                        !isTemplate(b) && !isYamlCandidate(b) && b.content().contains(SYNC_TITLE))
                .toList();
        return holding.stream()
                .filter(b -> b.content().startsWith("title:"))
                .findFirst()
                .or(() -> holding.stream().findFirst());
    }
}
