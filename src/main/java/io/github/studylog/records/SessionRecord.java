package io.github.studylog.records;

import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/** A session as the cross-reference rules and the drafts read it, each field with its position. */
public record SessionRecord(RecordFile file) {

    /** One question of the session; {@code section} and {@code note} as written, when present. */
    public record Question(Optional<Located<String>> id, boolean asked, Optional<Located<String>> outcome,
            Optional<Located<String>> section, Optional<Located<String>> note) {
    }

    /**
     * One entry of {@code sources}: the path read and the commit it was read at, as written (an all-digit
     * abbreviation that YAML reads as a number keeps its text).
     */
    public record Source(Located<String> path, Optional<Located<String>> commit) {
    }

    /** One entry of {@code diagrams}: the path and the learner's {@code read} / {@code rendered} claims as written. */
    public record DiagramClaim(Located<String> path, Optional<Located<String>> read,
            Optional<Located<String>> rendered) {
    }

    /** The session's identity: its file name without {@code .yaml}. */
    public String id() {
        return file.fileId();
    }

    public String path() {
        return file.path();
    }

    /** The {@code id} field as written (the identity is the file name; see {@code record-file-id}). */
    public Optional<Located<String>> idField() {
        return field("id");
    }

    public Optional<Located<String>> date() {
        return field("date");
    }

    public Optional<Located<String>> issue() {
        return field("issue");
    }

    public List<Located<String>> reviews() {
        return YamlNodes.scalarItems(file.yaml(), file.yaml().root(), "reviews");
    }

    public List<Located<String>> needsRevisit() {
        return YamlNodes.scalarItems(file.yaml(), file.yaml().root(), "needs_revisit");
    }

    public Optional<Located<String>> narrative() {
        return field("narrative");
    }

    public List<Question> questions() {
        YamlDocument doc = file.yaml();
        List<Question> out = new ArrayList<>();
        for (Node item : YamlNodes.items(doc.root(), "questions")) {
            boolean asked = YamlNodes.scalar(item, "asked").map(s -> s.getValue().equals("true")).orElse(false);
            out.add(new Question(YamlNodes.located(doc, item, "id"), asked, YamlNodes.located(doc, item, "outcome"),
                    YamlNodes.located(doc, item, "section"), YamlNodes.located(doc, item, "note")));
        }
        return out;
    }

    /** The {@code sources} entries that name a path, in file order. */
    public List<Source> sources() {
        YamlDocument doc = file.yaml();
        List<Source> out = new ArrayList<>();
        for (Node item : YamlNodes.items(doc.root(), "sources")) {
            YamlNodes.located(doc, item, "path")
                    .ifPresent(path -> out.add(new Source(path, YamlNodes.located(doc, item, "commit"))));
        }
        return out;
    }

    /**
     * The {@code commit} value nodes of {@code sources} that YAML read as a number (an all-digit abbreviation such
     * as {@code 61970989}): text that an emitter must quote to keep it a commit.
     */
    public List<ScalarNode> numericCommits() {
        List<ScalarNode> out = new ArrayList<>();
        for (Node item : YamlNodes.items(file.yaml().root(), "sources")) {
            YamlNodes.scalar(item, "commit").filter(c -> ScalarKind.of(c) == ScalarKind.INTEGER).ifPresent(out::add);
        }
        return out;
    }

    /** The {@code diagrams} entries that name a path, in file order. */
    public List<DiagramClaim> diagramClaims() {
        YamlDocument doc = file.yaml();
        List<DiagramClaim> out = new ArrayList<>();
        for (Node item : YamlNodes.items(doc.root(), "diagrams")) {
            YamlNodes.located(doc, item, "path").ifPresent(path -> out.add(new DiagramClaim(path,
                    YamlNodes.located(doc, item, "read"), YamlNodes.located(doc, item, "rendered"))));
        }
        return out;
    }

    private Optional<Located<String>> field(String key) {
        return YamlNodes.located(file.yaml(), file.yaml().root(), key);
    }
}
