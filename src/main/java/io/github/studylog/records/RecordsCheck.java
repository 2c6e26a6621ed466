package io.github.studylog.records;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.template.RecordTemplate;
import io.github.studylog.template.Templates;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The records check of SPEC §2: loads every review and session, validates each against its template's schema
 * and placeholders, then runs the cross-reference rules over the whole set. All findings are reported;
 * a broken record never hides the others. Records are validated in parallel (each is independent).
 */
public final class RecordsCheck {

    private static final List<CrossReferenceRule> CROSS_RULES = List.of(new SessionIdRule(),
            new ReviewSessionLinksRule(), new StatusEvidenceRule(), new IssueNumberRule(), new StaleReviewRule());

    private final ContentLayout layout;
    private final ContentFiles files;
    private final DocIndex docs;
    private final PlaceholderChecks placeholders = new PlaceholderChecks();

    public RecordsCheck(ContentLayout layout, ContentFiles files, DocIndex docs) {
        this.layout = layout;
        this.files = files;
        this.docs = docs;
    }

    public RecordsResult run(Templates templates, FindingSink sink) {
        List<String> reviewFiles = files.list(layout.reviews(), false, ".yaml", ".yml");
        List<String> sessionFiles = files.list(layout.sessions(), false, ".yaml", ".yml");
        RecordLoader loader = new RecordLoader(files);
        Map<String, ReviewRecord> reviews = new LinkedHashMap<>();
        load(loader, reviewFiles, RecordKind.REVIEW, sink).forEach(r -> reviews.put(r.fileId(), new ReviewRecord(r)));
        Map<String, SessionRecord> sessions = new LinkedHashMap<>();
        load(loader, sessionFiles, RecordKind.SESSION, sink)
                .forEach(s -> sessions.put(s.fileId(), new SessionRecord(s)));
        RecordSet set = new RecordSet(reviews, sessions);

        Optional<RecordSchemaValidator> reviewSchema = templates.review().map(RecordSchemaValidator::new);
        Optional<RecordSchemaValidator> sessionSchema = templates.session().map(RecordSchemaValidator::new);
        List<RecordFile> all = new ArrayList<>();
        reviews.values().forEach(r -> all.add(r.file()));
        sessions.values().forEach(s -> all.add(s.file()));
        all.parallelStream().forEach(record -> {
            Optional<RecordSchemaValidator> validator =
                    record.kind() == RecordKind.REVIEW ? reviewSchema : sessionSchema;
            Optional<RecordTemplate> template = record.kind() == RecordKind.REVIEW ? templates.review()
                    : templates.session();
            validator.ifPresent(v -> {
                RecordSchemaValidator.Outcome outcome = v.validate(record);
                sink.addAll(outcome.findings());
                PlaceholderChecks.Context context =
                        new PlaceholderChecks.Context(files.paths(), set, headingDocs(record, set));
                sink.addAll(placeholders.check(record, template.get().shape(), outcome.failedValues(), context));
            });
        });
        CROSS_RULES.forEach(rule -> rule.check(set, sink));
        return new RecordsResult(set, reviewFiles, sessionFiles);
    }

    private static List<RecordFile> load(RecordLoader loader, List<String> paths, RecordKind kind, FindingSink sink) {
        return paths.parallelStream().map(p -> loader.load(p, kind, sink)).flatMap(Optional::stream).toList();
    }

    /** The docs whose headings a record's {@code <heading>} values must match. */
    private List<Doc> headingDocs(RecordFile record, RecordSet set) {
        List<String> docPaths = new ArrayList<>();
        if (record.kind() == RecordKind.REVIEW) {
            new ReviewRecord(record).doc().map(Located::value).ifPresent(docPaths::add);
        } else {
            for (Located<String> review : new SessionRecord(record).reviews()) {
                set.review(review.value()).flatMap(ReviewRecord::doc).map(Located::value).ifPresent(docPaths::add);
            }
        }
        return docPaths.stream().distinct().map(docs::doc).flatMap(Optional::stream).filter(Objects::nonNull).toList();
    }
}
