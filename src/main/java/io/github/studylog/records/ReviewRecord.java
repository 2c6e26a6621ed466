package io.github.studylog.records;

import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.YamlNodes;
import java.util.List;
import java.util.Optional;

/** A review as the cross-reference rules read it: each field with its position, absent when malformed. */
public record ReviewRecord(RecordFile file) {

    /** The review's identity: its file name without {@code .yaml}. */
    public String id() {
        return file.fileId();
    }

    public String path() {
        return file.path();
    }

    public Optional<Located<String>> doc() {
        return field("doc");
    }

    public Optional<Located<String>> status() {
        return field("status");
    }

    public Optional<Located<String>> lastReviewed() {
        return field("last_reviewed");
    }

    /** The session ids listed under {@code sessions}. */
    public List<Located<String>> sessions() {
        return YamlNodes.scalarItems(file.yaml(), file.yaml().root(), "sessions");
    }

    /** Position of the {@code sessions} key, or of the document start. */
    public Located<String> sessionsKey() {
        return YamlNodes.entry(file.yaml().root(), "sessions")
                .map(t -> new Located<>("sessions", file.yaml().line(t.getKeyNode()),
                        file.yaml().column(t.getKeyNode())))
                .orElse(new Located<>("", file.yaml().line(file.yaml().root()), 1));
    }

    private Optional<Located<String>> field(String key) {
        return YamlNodes.located(file.yaml(), file.yaml().root(), key);
    }
}
