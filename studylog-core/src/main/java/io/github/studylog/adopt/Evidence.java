package io.github.studylog.adopt;

import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.records.RecordsCheck;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.records.SessionRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the inference knows about the repository beyond one value: the ids of the existing reviews and sessions,
 * which files exist, and the headings of each record's review doc(s) (read through the check's {@link DocIndex}).
 */
public final class Evidence {

    private final Map<String, ReviewRecord> reviews = new LinkedHashMap<>();
    private final Set<String> sessionIds;
    private final RepoPaths paths;
    private final DocIndex docs;

    public Evidence(ExistingRecords records, RepoPaths paths, DocIndex docs) {
        records.reviews().forEach(r -> reviews.put(r.fileId(), ReviewRecord.of(r)));
        this.sessionIds =
                Set.copyOf(records.sessions().stream().map(RecordFile::fileId).toList());
        this.paths = paths;
        this.docs = docs;
    }

    public boolean isReview(String id) {
        return reviews.containsKey(id);
    }

    public boolean isSession(String id) {
        return sessionIds.contains(id);
    }

    public boolean isFile(String relative) {
        return paths.problemWithFile(relative).isEmpty();
    }

    /** True when {@code text} is a heading of a doc of the record's review(s) (the doc {@code <heading>} uses). */
    public boolean isHeading(RecordFile record, String text) {
        return headingDocs(record).stream().anyMatch(d -> d.hasHeading(text));
    }

    private List<Doc> headingDocs(RecordFile record) {
        boolean review = record.kind() == RecordKind.REVIEW;
        List<String> docPaths = RecordsCheck.headingDocPaths(
                review ? Optional.of(ReviewRecord.of(record)) : Optional.empty(),
                review ? Optional.empty() : Optional.of(SessionRecord.of(record)),
                id -> Optional.ofNullable(reviews.get(id)));
        return docPaths.stream()
                .filter(this::isFile)
                .map(docs::doc)
                .flatMap(Optional::stream)
                .toList();
    }
}
