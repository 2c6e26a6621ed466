package io.github.studylog.records;

import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;

/** A session as the cross-reference rules and the drafts read it, each field with its position. */
public record SessionRecord(RecordFile file) {

    /** One question of the session. */
    public record Question(Optional<Located<String>> id, boolean asked, Optional<Located<String>> outcome) {
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
            boolean asked = YamlNodes.scalar(item, "asked")
                    .map(s -> ScalarKind.of(s) == ScalarKind.BOOLEAN && Boolean.parseBoolean(s.getValue()))
                    .orElse(false);
            out.add(new Question(YamlNodes.located(doc, item, "id"), asked, YamlNodes.located(doc, item, "outcome")));
        }
        return out;
    }

    private Optional<Located<String>> field(String key) {
        return YamlNodes.located(file.yaml(), file.yaml().root(), key);
    }
}
