package io.github.studylog.sync;

import io.github.studylog.records.SessionRecord;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * What a session says it read: its {@code sources} paths and its {@code diagrams} with {@code read} and
 * {@code rendered} exactly as the learner recorded them (the scalar text, so {@code yes} stays {@code yes}).
 *
 * @param sources  the source paths, in file order
 * @param diagrams the diagrams, in file order
 */
public record SessionSources(List<String> sources, List<Diagram> diagrams) {

    /** One diagram entry; a missing field is {@code ?}. */
    public record Diagram(String path, String read, String rendered) {
    }

    public SessionSources {
        sources = List.copyOf(sources);
        diagrams = List.copyOf(diagrams);
    }

    public static SessionSources of(SessionRecord session) {
        Node root = session.file().yaml().root();
        List<String> sources = new ArrayList<>();
        for (Node item : YamlNodes.items(root, "sources")) {
            text(item, "path").ifPresent(sources::add);
        }
        List<Diagram> diagrams = new ArrayList<>();
        for (Node item : YamlNodes.items(root, "diagrams")) {
            Optional<String> path = text(item, "path");
            if (path.isPresent()) {
                diagrams.add(new Diagram(path.get(), text(item, "read").orElse("?"),
                        text(item, "rendered").orElse("?")));
            }
        }
        return new SessionSources(sources, diagrams);
    }

    private static Optional<String> text(Node item, String key) {
        return YamlNodes.scalar(item, key).map(ScalarNode::getValue);
    }
}
