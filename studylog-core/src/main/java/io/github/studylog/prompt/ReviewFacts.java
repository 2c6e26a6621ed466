package io.github.studylog.prompt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.records.RecordLoader;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * What a prompt says of a review beyond the facts the checks keep: its {@code title} and its {@code needs_revisit}
 * sections with their reasons, read again from the review file (as the drafts read a session again).
 *
 * @param title        {@code title}, when a scalar
 * @param needsRevisit each {@code needs_revisit} entry's {@code section} (or the item itself when it is a scalar)
 *                     and {@code reason}, in file order
 */
record ReviewFacts(Optional<String> title, List<Revisit> needsRevisit) {

    /** One section to revisit. */
    record Revisit(String section, Optional<String> reason) {}

    ReviewFacts {
        needsRevisit = List.copyOf(needsRevisit);
    }

    static ReviewFacts read(ContentFiles files, ReviewRecord review) {
        Optional<RecordFile> file = new RecordLoader(files).load(review.path(), RecordKind.REVIEW, new FindingSink());
        if (file.isEmpty()) {
            return new ReviewFacts(Optional.empty(), List.of());
        }
        Node root = file.get().yaml().root();
        List<Revisit> revisits = new ArrayList<>();
        for (Node item : YamlNodes.items(root, "needs_revisit")) {
            if (item instanceof ScalarNode scalar) {
                revisits.add(new Revisit(scalar.getValue(), Optional.empty()));
            } else {
                YamlNodes.scalar(item, "section")
                        .map(ScalarNode::getValue)
                        .ifPresent(section -> revisits.add(new Revisit(
                                section, YamlNodes.scalar(item, "reason").map(ScalarNode::getValue))));
            }
        }
        return new ReviewFacts(YamlNodes.scalar(root, "title").map(ScalarNode::getValue), revisits);
    }
}
