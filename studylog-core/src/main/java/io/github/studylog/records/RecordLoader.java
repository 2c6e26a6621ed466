package io.github.studylog.records;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlLoad;
import java.util.Optional;

/** Reads one review or session file safely into a {@link RecordFile}, reporting what stops it. */
public final class RecordLoader {

    private final ContentFiles files;
    private final SafeYamlLoader yaml = new SafeYamlLoader();

    public RecordLoader(ContentFiles files) {
        this.files = files;
    }

    public Optional<RecordFile> load(String path, RecordKind kind, FindingSink sink) {
        return files.read(path, sink).flatMap(text -> parse(path, kind, text.text(), sink));
    }

    /** Parses a file's text already read, reporting what stops it. */
    public Optional<RecordFile> parse(String path, RecordKind kind, String text, FindingSink sink) {
        YamlLoad load = yaml.load(path, text, 0);
        sink.addAll(load.findings());
        return load.document().map(doc -> new RecordFile(path, fileId(path), kind, doc));
    }

    /** {@code sessions/2026-09-08-x-01.yaml} → {@code 2026-09-08-x-01}. */
    static String fileId(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
