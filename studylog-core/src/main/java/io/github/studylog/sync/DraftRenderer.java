package io.github.studylog.sync;

import io.github.studylog.records.SessionRecord;
import io.github.studylog.template.SyncTemplate;
import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * Fills the session-sync template for one session: {@code {id}}; {@code {reviews}} (the review ids joined with
 * {@code , }; in the labels line a label containing {@code {reviews}} becomes one label per review);
 * {@code {record}} (the session as canonical YAML, {@link RecordYaml}); {@code {narrative}} as written; and
 * {@code {sources}} rendered beforehand ({@link SourcesRenderer}). The body keeps the template's layout
 * ({@link MarkdownSlots}).
 */
public final class DraftRenderer {

    private final RecordYaml yaml = new RecordYaml();
    private final MarkdownSlots slots = new MarkdownSlots();

    /**
     * @param session its facts
     * @param yaml    the session file's node tree, for {@code {record}} and {@code {narrative}}
     * @param sources {@code {sources}}, rendered
     */
    public SyncDraft render(SyncTemplate template, SessionRecord session, YamlDocument yaml, String sources) {
        List<String> reviews = session.reviews().stream().map(Located::value).toList();
        Map<String, String> values = new LinkedHashMap<>();
        values.put("id", session.id());
        values.put("reviews", String.join(", ", reviews));
        values.put("record", this.yaml.emit(yaml.root(), numericCommits(yaml)));
        values.put(
                "narrative",
                YamlNodes.scalar(yaml.root(), "narrative")
                        .map(ScalarNode::getValue)
                        .orElse(""));
        values.put("sources", sources);
        String title = oneLine(slots.fill(template.title(), template.titleFences(), values))
                .strip();
        String body = slots.fill(template.body(), template.bodyFences(), values);
        if (!body.endsWith("\n")) {
            body = body + "\n";
        }
        return new SyncDraft(session.id(), title, labels(template.labels(), values, reviews), body);
    }

    private List<String> labels(List<String> templateLabels, Map<String, String> values, List<String> reviews) {
        Set<String> labels = new LinkedHashSet<>();
        for (String label : templateLabels) {
            List<String> expanded = new ArrayList<>();
            if (label.contains("{reviews}")) {
                for (String review : reviews) {
                    expanded.add(label.replace("{reviews}", review));
                }
            } else {
                expanded.add(label);
            }
            for (String one : expanded) {
                String filled = oneLine(slots.fill(one, values)).strip();
                if (!filled.isEmpty()) {
                    labels.add(filled);
                }
            }
        }
        return List.copyOf(labels);
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }

    /**
     * The {@code commit} values of {@code sources} that YAML reads as a number (an all-digit abbreviation such as
     * {@code 61970989}): text that {@code {record}} must quote to keep it a commit.
     */
    private static List<ScalarNode> numericCommits(YamlDocument yaml) {
        List<ScalarNode> out = new ArrayList<>();
        for (Node item : YamlNodes.items(yaml.root(), "sources")) {
            YamlNodes.scalar(item, "commit")
                    .filter(c -> ScalarKind.of(c) == ScalarKind.INTEGER)
                    .ifPresent(out::add);
        }
        return out;
    }
}
