package io.github.studylog.records;

import io.github.studylog.finding.Fix;
import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import io.github.studylog.yaml.YamlSpans;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * What the cross-reference rules, the newest-session report and the drafts need of a review: each field with its
 * position, absent when missing or not a scalar. Read once from the file's node tree, which is then dropped, so
 * the memory of a run grows with these facts and not with the trees.
 *
 * @param id           the review's identity: its file name without {@code .yaml}
 * @param path         repo-relative path
 * @param doc          {@code doc}
 * @param status       {@code status}
 * @param lastReviewed {@code last_reviewed}
 * @param sessions     the session ids listed under {@code sessions}
 * @param sessionsKey  position of the {@code sessions} key, or of the document start
 * @param lastReviewedText where the {@code last_reviewed} date is written (inside quotes), for its fix
 * @param sessionInsert where a new {@code sessions} item goes, its replacement the line's prefix ({@code "  - "})
 * @param needsRevisit the headings under {@code needs_revisit}: each item's text, or its {@code section}
 */
public record ReviewRecord(
        String id,
        String path,
        Optional<Located<String>> doc,
        Optional<Located<String>> status,
        Optional<Located<String>> lastReviewed,
        List<Located<String>> sessions,
        Located<String> sessionsKey,
        Optional<Fix> lastReviewedText,
        Optional<Fix> sessionInsert,
        List<String> needsRevisit) {

    public ReviewRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(path, "path");
        sessions = List.copyOf(sessions);
        needsRevisit = List.copyOf(needsRevisit);
        Objects.requireNonNull(lastReviewedText, "lastReviewedText");
        Objects.requireNonNull(sessionInsert, "sessionInsert");
    }

    /** A review without the places its fixes edit and without headings to revisit. */
    public ReviewRecord(
            String id,
            String path,
            Optional<Located<String>> doc,
            Optional<Located<String>> status,
            Optional<Located<String>> lastReviewed,
            List<Located<String>> sessions,
            Located<String> sessionsKey) {
        this(id, path, doc, status, lastReviewed, sessions, sessionsKey, Optional.empty(), Optional.empty(), List.of());
    }

    /** The facts of a loaded review file. */
    public static ReviewRecord of(RecordFile file) {
        YamlDocument yaml = file.yaml();
        Located<String> sessionsKey = YamlNodes.entry(yaml.root(), "sessions")
                .map(t -> new Located<>("sessions", yaml.line(t.getKeyNode()), yaml.column(t.getKeyNode())))
                .orElse(new Located<>("", yaml.line(yaml.root()), 1));
        return new ReviewRecord(
                file.fileId(),
                file.path(),
                YamlNodes.located(yaml, yaml.root(), "doc"),
                YamlNodes.located(yaml, yaml.root(), "status"),
                YamlNodes.located(yaml, yaml.root(), "last_reviewed"),
                YamlNodes.scalarItems(yaml, yaml.root(), "sessions"),
                sessionsKey,
                YamlNodes.value(yaml.root(), "last_reviewed").flatMap(n -> YamlSpans.scalar(yaml, n)),
                YamlNodes.value(yaml.root(), "sessions").flatMap(n -> YamlSpans.appendItem(yaml, n)),
                needsRevisit(yaml));
    }

    /** The items of {@code needs_revisit}: a plain heading, or a mapping's {@code section}. */
    private static List<String> needsRevisit(YamlDocument yaml) {
        List<String> sections = new ArrayList<>();
        for (Node item : YamlNodes.items(yaml.root(), "needs_revisit")) {
            if (item instanceof ScalarNode scalar) {
                sections.add(scalar.getValue());
            } else {
                YamlNodes.scalar(item, "section").map(ScalarNode::getValue).ifPresent(sections::add);
            }
        }
        return sections;
    }
}
