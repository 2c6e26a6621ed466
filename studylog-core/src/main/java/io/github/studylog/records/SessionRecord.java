package io.github.studylog.records;

import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Node;

/**
 * What the cross-reference rules, the newest-session report and the drafts need of a session, each field with its
 * position. Read once from the file's node tree, which is then dropped; the drafts read the file again for the
 * full record (its narrative and {@code {record}}).
 *
 * @param id           the session's identity: its file name without {@code .yaml}
 * @param path         repo-relative path
 * @param idField      the {@code id} field as written (see {@code record-file-id})
 * @param date         {@code date}
 * @param issue        {@code issue}
 * @param reviews      the review ids under {@code reviews}
 * @param needsRevisit the headings under {@code needs_revisit}
 * @param questions    the {@code questions}
 * @param sources      the {@code sources} entries that have a {@code path}
 * @param diagramClaims the {@code diagrams} entries that have a {@code path}
 */
public record SessionRecord(
        String id,
        String path,
        Optional<Located<String>> idField,
        Optional<Located<String>> date,
        Optional<Located<String>> issue,
        List<Located<String>> reviews,
        List<Located<String>> needsRevisit,
        List<Question> questions,
        List<Source> sources,
        List<DiagramClaim> diagramClaims) {

    /** One question of the session; {@code section} and {@code note} as written, when present. */
    public record Question(
            Optional<Located<String>> id,
            boolean asked,
            Optional<Located<String>> outcome,
            Optional<Located<String>> section,
            Optional<Located<String>> note) {}

    /**
     * One source the session says it read, with the commit it names as written (an all-digit abbreviation that YAML
     * reads as a number keeps its text).
     */
    public record Source(Located<String> path, Optional<Located<String>> commit) {}

    /** One diagram the session names, with {@code read} and {@code rendered} as written. */
    public record DiagramClaim(
            Located<String> path, Optional<Located<String>> read, Optional<Located<String>> rendered) {}

    public SessionRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(path, "path");
        reviews = List.copyOf(reviews);
        needsRevisit = List.copyOf(needsRevisit);
        questions = List.copyOf(questions);
        sources = List.copyOf(sources);
        diagramClaims = List.copyOf(diagramClaims);
    }

    /** The facts of a loaded session file. */
    public static SessionRecord of(RecordFile file) {
        YamlDocument yaml = file.yaml();
        Node root = yaml.root();
        List<Question> questions = new ArrayList<>();
        for (Node item : YamlNodes.items(root, "questions")) {
            boolean asked = YamlNodes.scalar(item, "asked")
                    .map(s -> ScalarKind.of(s) == ScalarKind.BOOLEAN && Boolean.parseBoolean(s.getValue()))
                    .orElse(false);
            questions.add(new Question(
                    YamlNodes.located(yaml, item, "id"),
                    asked,
                    YamlNodes.located(yaml, item, "outcome"),
                    YamlNodes.located(yaml, item, "section"),
                    YamlNodes.located(yaml, item, "note")));
        }
        List<Source> sources = new ArrayList<>();
        for (Node item : YamlNodes.items(root, "sources")) {
            YamlNodes.located(yaml, item, "path")
                    .ifPresent(p -> sources.add(new Source(p, YamlNodes.located(yaml, item, "commit"))));
        }
        List<DiagramClaim> diagrams = new ArrayList<>();
        for (Node item : YamlNodes.items(root, "diagrams")) {
            YamlNodes.located(yaml, item, "path")
                    .ifPresent(p -> diagrams.add(new DiagramClaim(
                            p, YamlNodes.located(yaml, item, "read"), YamlNodes.located(yaml, item, "rendered"))));
        }
        return new SessionRecord(
                file.fileId(),
                file.path(),
                YamlNodes.located(yaml, root, "id"),
                YamlNodes.located(yaml, root, "date"),
                YamlNodes.located(yaml, root, "issue"),
                YamlNodes.scalarItems(yaml, root, "reviews"),
                YamlNodes.scalarItems(yaml, root, "needs_revisit"),
                questions,
                sources,
                diagrams);
    }
}
