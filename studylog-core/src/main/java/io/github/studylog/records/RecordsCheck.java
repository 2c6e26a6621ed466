package io.github.studylog.records;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.incremental.ValueText;
import io.github.studylog.template.RecordTemplate;
import io.github.studylog.template.Templates;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The records check, as a stream: every review and session file is read, validated against its
 * template's schema and reduced to small facts ({@link ReviewRecord}, {@link SessionRecord}) plus the values whose
 * check needs every record ({@link PendingValue}); its node tree is then dropped, so memory grows with the facts,
 * not the trees. Files are handled in parallel on a bounded pool; findings are sorted at the end, so the outcome
 * does not depend on the order work finished. Then the pending values are checked and the cross-reference rules
 * run over the whole set. A broken record never hides the others.
 */
public final class RecordsCheck {

    private static final List<CrossReferenceRule> CROSS_RULES = List.of(
            new ReviewSessionLinksRule(), new StatusEvidenceRule(), new IssueNumberRule(), new StaleReviewRule());

    private static final SessionIdRule SESSION_ID = new SessionIdRule();

    private final ContentLayout layout;
    private final ContentFiles files;
    private final DocIndex docs;
    private final int threads;
    private final Optional<ResultsCache> cache;
    private final PlaceholderChecks placeholders = new PlaceholderChecks();

    /** A check using as many threads as the machine has cores. */
    public RecordsCheck(ContentLayout layout, ContentFiles files, DocIndex docs) {
        this(layout, files, docs, Runtime.getRuntime().availableProcessors());
    }

    /** @param threads how many files are read at once (1 for a sequential run) */
    public RecordsCheck(ContentLayout layout, ContentFiles files, DocIndex docs, int threads) {
        this(layout, files, docs, threads, Optional.empty());
    }

    /**
     * @param cache the per-file results of earlier runs: a file whose bytes and key are unchanged is not read,
     *              validated or reduced again (its findings and facts come from here); the cross-file part runs
     *              always
     */
    public RecordsCheck(
            ContentLayout layout, ContentFiles files, DocIndex docs, int threads, Optional<ResultsCache> cache) {
        this.layout = layout;
        this.files = files;
        this.docs = docs;
        this.threads = threads;
        this.cache = cache;
    }

    public RecordsResult run(Templates templates, FindingSink sink) {
        List<String> reviewFiles = withoutTwins(files.list(layout.reviews(), false, ".yaml", ".yml"), sink);
        List<String> sessionFiles = withoutTwins(files.list(layout.sessions(), false, ".yaml", ".yml"), sink);
        RecordReducer reviewReducer =
                new RecordReducer(files, RecordKind.REVIEW, templates.review(), placeholders, cache, layout.reviews());
        RecordReducer sessionReducer = new RecordReducer(
                files, RecordKind.SESSION, templates.session(), placeholders, cache, layout.sessions());
        try (Workers workers = new Workers(threads)) {
            List<ReducedRecord> reviews = workers.map(reviewFiles, path -> reviewReducer.reduce(path, sink));
            List<ReducedRecord> sessions = workers.map(sessionFiles, path -> sessionReducer.reduce(path, sink));
            List<ReducedRecord> all = new ArrayList<>(reviews);
            all.addAll(sessions);
            RecordSet set = recordSet(reviews, sessions);
            workers.map(all, record -> {
                sink.addAll(placeholders.check(
                        record.path(),
                        record.fileId(),
                        record.pending(),
                        new PlaceholderChecks.Context(files.paths(), set, headingDocs(record, set))));
                return record;
            });
            // the rules are independent of each other and the sink is shared: they run side by side
            workers.each(CROSS_RULES, rule -> rule.check(set, sink));
            return new RecordsResult(
                    set,
                    reviewFiles,
                    sessionFiles,
                    reviewReducer.hits() + sessionReducer.hits(),
                    reviewReducer.misses() + sessionReducer.misses());
        }
    }

    /**
     * The files of a folder with one file per record id: when {@code x.yaml} and {@code x.yml} both exist, the first
     * in path order is read and the other is a {@code record-duplicate-file} finding naming both (otherwise one of
     * them would be silently ignored).
     */
    static List<String> withoutTwins(List<String> paths, FindingSink sink) {
        Map<String, String> first = new LinkedHashMap<>();
        List<String> kept = new ArrayList<>();
        for (String path : paths) {
            String id = RecordLoader.fileId(path);
            String earlier = first.putIfAbsent(id, path);
            if (earlier == null) {
                kept.add(path);
            } else {
                sink.add(Finding.of(
                        RecordRules.RECORD_DUPLICATE_FILE,
                        path,
                        0,
                        0,
                        "record-duplicate-file.both",
                        path,
                        earlier,
                        id));
            }
        }
        return kept;
    }

    private static RecordSet recordSet(List<ReducedRecord> reviewFiles, List<ReducedRecord> sessionFiles) {
        Map<String, ReviewRecord> reviews = new LinkedHashMap<>();
        Map<String, SessionRecord> sessions = new LinkedHashMap<>();
        Map<String, String> unloadedReviews = new HashMap<>();
        Map<String, String> unloadedSessions = new HashMap<>();
        for (ReducedRecord record : reviewFiles) {
            record.review()
                    .ifPresentOrElse(
                            r -> reviews.put(r.id(), r), () -> unloadedReviews.put(record.fileId(), record.path()));
        }
        for (ReducedRecord record : sessionFiles) {
            record.session()
                    .ifPresentOrElse(
                            s -> sessions.put(s.id(), s), () -> unloadedSessions.put(record.fileId(), record.path()));
        }
        return new RecordSet(reviews, sessions, unloadedReviews, unloadedSessions);
    }

    /** The docs whose headings a record's {@code <heading>} values must match, read only when it has one. */
    private List<Doc> headingDocs(ReducedRecord record, RecordSet set) {
        if (!PlaceholderChecks.needsHeadings(record.pending())) {
            return List.of();
        }
        List<Doc> found = new ArrayList<>();
        for (String path : headingDocPaths(record.review(), record.session(), set::review)) {
            docs.doc(path).ifPresent(found::add);
        }
        return found;
    }

    /**
     * The repo-relative paths of the docs whose headings a record's {@code <heading>} values name: a review's own
     * {@code doc}, or the docs of the reviews a session names.
     *
     * @param reviews the reviews by id
     */
    public static List<String> headingDocPaths(
            Optional<ReviewRecord> review,
            Optional<SessionRecord> session,
            Function<String, Optional<ReviewRecord>> reviews) {
        List<String> paths = new ArrayList<>(2);
        review.flatMap(ReviewRecord::doc).ifPresent(doc -> RecordSet.addOnce(paths, doc.value()));
        if (session.isPresent()) {
            for (Located<String> named : session.get().reviews()) {
                reviews.apply(named.value())
                        .flatMap(ReviewRecord::doc)
                        .ifPresent(doc -> RecordSet.addOnce(paths, doc.value()));
            }
        }
        return List.copyOf(paths);
    }

    /**
     * Reads, validates and reduces the files of one kind, through the cache when there is one; thread-safe.
     * With a cache, a file's bytes are read once: hashed, then (on a miss) decoded and parsed from the same bytes.
     */
    private static final class RecordReducer {

        private final ContentFiles files;
        private final RecordLoader loader;
        private final RecordKind kind;
        private final Optional<RecordTemplate> template;
        private final Optional<RecordSchemaValidator> validator;
        private final PlaceholderChecks placeholders;
        private final Optional<ResultsCache.Kind<RecordsCacheCodec.Cached>> cached;

        RecordReducer(
                ContentFiles files,
                RecordKind kind,
                Optional<RecordTemplate> template,
                PlaceholderChecks placeholders,
                Optional<ResultsCache> cache,
                String folder) {
            this.files = files;
            this.loader = new RecordLoader(files);
            this.kind = kind;
            this.template = template;
            this.validator = template.map(RecordSchemaValidator::new);
            this.placeholders = placeholders;
            this.cached = cache.map(c -> c.begin(
                    kind.name().toLowerCase(Locale.ROOT),
                    configuration(folder, template),
                    new RecordsCacheCodec(c.findings())));
        }

        int hits() {
            return cached.map(ResultsCache.Kind::hits).orElse(0);
        }

        int misses() {
            return cached.map(ResultsCache.Kind::misses).orElse(0);
        }

        /**
         * Everything but the file's bytes and the plugin's build that changes what reducing a file gives: the
         * folder its kind is read from, and its template (name, and the shape with its lines, which messages quote).
         * The generated schema is not written out: it is a function of the name and the shape within one build
         * (SchemaGenerator has no settings), and printing it would load Jackson's whole serializer on every run. The
         * shape is written by {@link ValueText}: its records' own toString is bootstrapped at the first call of each.
         */
        static String configuration(String folder, Optional<RecordTemplate> template) {
            return "folder\u0000" + folder + "\u0000template\u0000"
                    + template.map(t -> t.name() + "\u0000" + ValueText.of(t.shape()))
                            .orElse("(none)");
        }

        ReducedRecord reduce(String path, FindingSink sink) {
            if (cached.isEmpty()) {
                return reduce(path, loader.load(path, kind, sink), sink);
            }
            // a file whose size and time prove it unchanged is not read at all
            Optional<RecordsCacheCodec.Cached> hit =
                    cached.get().of(files, path, b -> ResultsCache.Made.kept(reduceBytes(path, b)));
            if (hit.isEmpty()) {
                // a file that cannot be read is reported the usual way, and never cached
                return reduce(path, loader.load(path, kind, sink), sink);
            }
            sink.addAll(hit.get().findings());
            return hit.get().record();
        }

        /** Decodes, loads and reduces a file's bytes, its findings kept with the facts. */
        private RecordsCacheCodec.Cached reduceBytes(String path, byte[] bytes) {
            FindingSink own = new FindingSink();
            Optional<RecordFile> loaded =
                    files.decode(path, bytes, own).flatMap(text -> loader.parse(path, kind, text.text(), own));
            ReducedRecord reduced = reduce(path, loaded, own);
            return new RecordsCacheCodec.Cached(own.sorted(), reduced);
        }

        /** The facts and pending values of a file that was loaded (or not); the schema's findings go to {@code sink}. */
        private ReducedRecord reduce(String path, Optional<RecordFile> loaded, FindingSink sink) {
            if (loaded.isEmpty()) {
                return new ReducedRecord(
                        path, RecordLoader.fileId(path), Optional.empty(), Optional.empty(), List.of());
            }
            RecordFile record = loaded.get();
            List<PendingValue> pending = List.of();
            if (validator.isPresent()) {
                RecordSchemaValidator.Outcome outcome = validator.get().validate(record);
                sink.addAll(outcome.findings());
                Set<org.snakeyaml.engine.v2.nodes.Node> failed = outcome.failedValues();
                pending = placeholders.pending(record, template.get().shape(), failed);
            }
            if (kind == RecordKind.REVIEW) {
                return new ReducedRecord(
                        path, record.fileId(), Optional.of(ReviewRecord.of(record)), Optional.empty(), pending);
            }
            SessionRecord session = SessionRecord.of(record);
            SESSION_ID.check(session, sink); // a rule of the file alone: its findings are cached with it
            return new ReducedRecord(path, record.fileId(), Optional.empty(), Optional.of(session), pending);
        }
    }
}
