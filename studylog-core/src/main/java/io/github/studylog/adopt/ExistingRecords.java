package io.github.studylog.adopt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.records.RecordLoader;
import java.util.List;
import java.util.Optional;

/**
 * The review and session files that load as YAML, read with the records check's own {@link RecordLoader}.
 * Files that do not load are left out here; the records check reports them.
 *
 * @param reviews  the reviews, in path order
 * @param sessions the sessions, in path order
 */
public record ExistingRecords(List<RecordFile> reviews, List<RecordFile> sessions) {

    public ExistingRecords {
        reviews = List.copyOf(reviews);
        sessions = List.copyOf(sessions);
    }

    /** Loads every record of the repository; problems are dropped (the check reports them). */
    public static ExistingRecords load(ContentLayout layout, ContentFiles files) {
        RecordLoader loader = new RecordLoader(files);
        FindingSink ignored = new FindingSink();
        return new ExistingRecords(
                load(loader, files.list(layout.reviews(), false, ".yaml", ".yml"), RecordKind.REVIEW, ignored),
                load(loader, files.list(layout.sessions(), false, ".yaml", ".yml"), RecordKind.SESSION, ignored));
    }

    private static List<RecordFile> load(RecordLoader loader, List<String> paths, RecordKind kind, FindingSink sink) {
        return paths.stream()
                .map(p -> loader.load(p, kind, sink))
                .flatMap(Optional::stream)
                .toList();
    }
}
