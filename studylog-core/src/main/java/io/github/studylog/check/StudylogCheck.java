package io.github.studylog.check;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.Listing;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.diagram.DiagramValidator;
import io.github.studylog.diagram.DiagramVerdicts;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.docs.DocsCheck;
import io.github.studylog.due.DueCheck;
import io.github.studylog.due.DuePolicy;
import io.github.studylog.due.DuePolicyCodec;
import io.github.studylog.due.DuePolicyReader;
import io.github.studylog.due.DueReport;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.git.GitHistory;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.provenance.RenderedClaimCheck;
import io.github.studylog.provenance.SourceProvenanceCheck;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.RecordsCheck;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.render.DiagramsCheck;
import io.github.studylog.render.DiagramsResult;
import io.github.studylog.render.RenderSettings;
import io.github.studylog.result.CheckResult;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import io.github.studylog.suppress.InlineSuppressions;
import io.github.studylog.template.MissingTemplateReport;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.Templates;
import io.github.studylog.template.TemplatesCacheCodec;
import io.github.studylog.yaml.Located;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * One check pass over a content repository: reads CHATGPT.md's templates once, runs the requested parts,
 * and returns every finding together. Knows nothing about Maven; a Mojo builds a {@link CheckRequest}.
 */
public final class StudylogCheck {

    /** PNG proofs are thumbnails: wide enough to see the picture, small enough to rasterize fast. */
    private static final int PNG_WIDTH = 480;

    /**
     * The diagrams part of this instance's last pass that drew them, for the request it ran: a pass told that no
     * file below the diagram folders changed since takes it again instead of reading, validating and drawing every
     * diagram (the pictures are in the output folder already).
     */
    private volatile Optional<Drawn> lastDrawn = Optional.empty();

    /**
     * What the walks of this instance's last pass that ended found on the disk: a pass told what changed since
     * walks again only the folders where something came or went. A pass that fails leaves none.
     */
    private volatile ContentFiles.Walks lastWalks = ContentFiles.Walks.none();

    private final MissingTemplateReport.Explainer missingTemplates;

    /** A pass that reports a missing template at the top of CHATGPT.md. */
    public StudylogCheck() {
        this(MissingTemplateReport.Explainer.AT_TOP);
    }

    /** A pass whose missing templates the caller explains ({@code adopt.LookAlikeBlocks}, from the run). */
    public StudylogCheck(MissingTemplateReport.Explainer missingTemplates) {
        this.missingTemplates = missingTemplates;
    }

    /** What the diagrams part gave: its result, its findings and the files it checked, for {@code request}. */
    private record Drawn(
            CheckRequest request, DiagramsResult result, List<Finding> findings, List<CheckedFile> checked) {}

    /** Runs the pass with its own git history, closed at the end. */
    public CheckOutcome run(CheckRequest request) {
        try (GitHistory history = GitHistory.lazy(request.layout().root())) {
            return run(request, history);
        }
    }

    /**
     * Runs the pass. Content problems are findings; only a bug or an I/O failure of the machine throws.
     *
     * @param history the run's git history, shared with later steps (drafts); opened only when a session names a
     *                commit
     */
    public CheckOutcome run(CheckRequest request, GitHistory history) {
        return run(request, history, Map.of());
    }

    /**
     * Runs the pass over the repository as it would be with {@code overlay} applied (repo-relative path to text),
     * writing nothing into the content repository: how {@code apply-sync} checks a record before writing it.
     */
    public CheckOutcome run(CheckRequest request, GitHistory history, Map<String, String> overlay) {
        return run(request, history, overlay, Optional.empty(), Listing.none());
    }

    /**
     * Runs the pass with the per-file results cache of earlier runs (read and written by the caller): a review,
     * session or doc file whose bytes and key are unchanged is not read, validated, reduced or parsed again; the
     * cross-file rules run over its cached facts. The folders {@code listing} holds (what the up-to-date
     * fingerprint's walk found a moment before, or {@link Listing#none}) are listed from it, not walked again.
     */
    public CheckOutcome run(CheckRequest request, GitHistory history, Optional<ResultsCache> cache, Listing listing) {
        return run(request, history, Map.of(), cache, listing);
    }

    /**
     * Runs the pass over the repository as it would be with {@code overlay} applied (an editor's unsaved texts),
     * through the per-file results cache: a file of the overlay is known by its text's hash, not by its stat.
     */
    public CheckOutcome run(
            CheckRequest request,
            GitHistory history,
            Map<String, String> overlay,
            Optional<ResultsCache> cache,
            Listing listing) {
        return run(request, history, overlay, cache, listing, Optional.empty());
    }

    /**
     * Runs the pass as {@link #run(CheckRequest, GitHistory, Map, Optional, Listing)} does, told which
     * repo-relative paths may have changed since this instance's last pass (on disk or in {@code overlay}): when
     * none is below the diagram folders or the Archify schemas and that pass drew the diagrams of the same request,
     * its diagrams part is taken again. Empty: nothing is known of what changed.
     */
    public CheckOutcome run(
            CheckRequest request,
            GitHistory history,
            Map<String, String> overlay,
            Optional<ResultsCache> cache,
            Listing listing,
            Optional<Set<String>> changed) {
        ContentLayout layout = request.layout();
        prepareOutput(layout.outputDir());
        ContentFiles.Walks walksBefore = lastWalks;
        lastWalks = ContentFiles.Walks.none();
        ContentFiles files = new ContentFiles(
                new RepoPaths(layout.root()), overlay, InlineSuppressions.MARKER, listing, walksBefore, changed);
        FindingSink sink = new FindingSink();
        List<CheckedFile> checked = new ArrayList<>();
        DocIndex docs = new DocIndex(files, sink, request.links().components(), cache);
        Messages messages = request.messages();

        // the diagrams (Batik's start-up, rasterizing) share nothing with the records and docs: they run beside them
        Optional<Drawn> drawnBefore = request.runs(Part.DIAGRAMS)
                ? lastDrawn.filter(d -> d.request().equals(request)
                        && changed.isPresent()
                        && changed.get().stream().noneMatch(p -> readByDiagrams(request, p)))
                : Optional.empty();
        Optional<CompletableFuture<Drawn>> drawing = request.runs(Part.DIAGRAMS) && drawnBefore.isEmpty()
                ? Optional.of(Beside.start("studylog-diagrams", () -> diagrams(request, files, messages, cache)))
                : Optional.empty();
        boolean needRecords =
                request.runs(Part.RECORDS) || request.runs(Part.LATEST_SESSIONS) || request.runs(Part.SYNC_DRAFTS);
        Templates templates;
        Optional<RecordsResult> records;
        Optional<DueReport> due = Optional.empty();
        List<Message> docNotes = new ArrayList<>();
        try {
            templates = needRecords ? loadTemplates(request, files, sink, checked, cache, docNotes) : Templates.none();
            records = needRecords
                    ? Optional.of(records(layout, files, docs, templates, sink, checked, request.threads(), cache))
                    : Optional.empty();
            if (request.runs(Part.RECORDS)) {
                List<String> docPaths = docs(request, files, docs, records.get().records(), sink, checked, docNotes);
                due = Optional.of(
                        due(request, files, docs, docPaths, records.get().records(), sink, cache));
            }
        } catch (RuntimeException | Error e) {
            // the drawing thread writes into the output folder: it ends before the pass fails
            drawing.ifPresent(Beside::awaitQuietly);
            throw e;
        }
        Optional<Drawn> drawn = drawnBefore.or(() -> drawing.map(Beside::join));
        if (drawing.isPresent()) {
            lastDrawn = drawn;
        }
        drawn.ifPresent(d -> {
            sink.addAll(d.findings());
            checked.addAll(d.checked());
        });
        Optional<DiagramsResult> diagrams = drawn.map(Drawn::result);
        lastWalks = files.walks();
        List<Message> notes = new ArrayList<>(docNotes);
        if (request.runs(Part.RECORDS)) {
            provenance(layout, records.get(), diagrams, history, sink).ifPresent(notes::add);
        }
        return new CheckOutcome(
                new CheckResult(sink.sorted(), checked, notes),
                templates,
                records,
                diagrams,
                files.paths().consulted(),
                Optional.of(files),
                due);
    }

    /**
     * Provenance of every session: sources against the git history, and {@code rendered: true} claims
     * against this build's diagram verdicts when the diagrams part ran.
     */
    private static Optional<Message> provenance(
            ContentLayout layout,
            RecordsResult records,
            Optional<DiagramsResult> diagrams,
            GitHistory history,
            FindingSink sink) {
        Collection<SessionRecord> sessions = records.records().sessions().values();
        diagrams.ifPresent(d -> new RenderedClaimCheck().check(sessions, d.statuses(), sink));
        try {
            return new SourceProvenanceCheck(history).check(sessions, sink);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "the git history of " + layout.root() + " cannot be read: " + e.getMessage(), e);
        }
    }

    private static RecordsResult records(
            ContentLayout layout,
            ContentFiles files,
            DocIndex docs,
            Templates templates,
            FindingSink sink,
            List<CheckedFile> checked,
            int threads,
            Optional<ResultsCache> cache) {
        RecordsResult result = new RecordsCheck(layout, files, docs, threads, cache).run(templates, sink);
        result.reviewFiles().forEach(p -> checked.add(new CheckedFile(p, FileKind.REVIEW)));
        result.sessionFiles().forEach(p -> checked.add(new CheckedFile(p, FileKind.SESSION)));
        return result;
    }

    /**
     * What is due today: the docs' citations under CHATGPT.md's {@code studylog=due} policy, and the reviews'
     * revisits. Judged afresh on every run from the (possibly cached) parsed docs, whose parse holds no date.
     */
    private static DueReport due(
            CheckRequest request,
            ContentFiles files,
            DocIndex docs,
            List<String> docPaths,
            RecordSet records,
            FindingSink sink,
            Optional<ResultsCache> cache) {
        String instructions = request.layout().instructions();
        DuePolicy policy = files.paths().problemWithFile(instructions).isPresent()
                ? DuePolicy.NONE
                : duePolicy(instructions, files, sink, cache);
        List<Doc> parsed =
                docPaths.stream().map(docs::doc).flatMap(Optional::stream).toList();
        Map<String, DueCheck.Cited> cited =
                cache.map(c -> c.memos().of(DueCheck.CITED)).orElseGet(java.util.HashMap::new);
        return new DueCheck(policy, request.due(), cited)
                .run(parsed, records.reviews().values(), sink);
    }

    /**
     * The {@code studylog=due} block of CHATGPT.md, kept in the results cache when it reads without findings, so an
     * unchanged CHATGPT.md is not parsed as Markdown on every run.
     */
    private static DuePolicy duePolicy(
            String path, ContentFiles files, FindingSink sink, Optional<ResultsCache> cache) {
        Optional<ResultsCache.Kind<DuePolicy>> kind =
                cache.map(c -> c.begin(DuePolicyCodec.KIND, "", new DuePolicyCodec()));
        // a file that cannot be read: the templates say so
        return throughCache(kind, files, path, new FindingSink(), DuePolicy.NONE, text -> {
            FindingSink own = new FindingSink();
            DuePolicy policy = new DuePolicyReader().read(path, text, own);
            List<Finding> found = own.sorted();
            sink.addAll(found);
            return new ResultsCache.Made<>(policy, found.isEmpty());
        });
    }

    /** The docs, checked against the reviews and sessions the records pass read (their ids, each session's issue). */
    private static List<String> docs(
            CheckRequest request,
            ContentFiles files,
            DocIndex docs,
            RecordSet records,
            FindingSink sink,
            List<CheckedFile> checked,
            List<Message> notes) {
        ContentLayout layout = request.layout();
        List<String> docPaths = files.list(
                layout.docs(), true, request.links().site().docSuffixes().toArray(String[]::new));
        Map<String, String> sessions = new HashMap<>();
        records.sessions()
                .forEach((id, s) ->
                        sessions.put(id, s.issue().map(Located::value).orElse("")));
        notes.addAll(new DocsCheck(layout, files.paths(), request.links(), request.threads())
                .check(
                        docPaths,
                        docs,
                        records.reviews().keySet(),
                        sessions,
                        records.unloadedReviews(),
                        records.unloadedSessions(),
                        sink));
        docPaths.forEach(p -> checked.add(new CheckedFile(p, FileKind.DOC)));
        return docPaths;
    }

    private static Drawn diagrams(
            CheckRequest request, ContentFiles files, Messages messages, Optional<ResultsCache> cache) {
        ContentLayout layout = request.layout();
        FindingSink own = new FindingSink();
        DiagramsResult result = new DiagramsCheck(
                        layout,
                        files,
                        new DiagramVerdicts(validator(request), cache),
                        new RenderSettings(request.toolVersion(), "diagrams", PNG_WIDTH, request.threads()),
                        messages)
                .run(new OutputFiles(layout.outputDir()), own);
        List<CheckedFile> checked = new ArrayList<>();
        result.jsonFiles().forEach(p -> checked.add(new CheckedFile(p, FileKind.DIAGRAM)));
        result.svgFiles().forEach(p -> checked.add(new CheckedFile(p, FileKind.SVG)));
        return new Drawn(request, result, own.sorted(), List.copyOf(checked));
    }

    /** Whether the diagrams part reads the repo-relative {@code path}: below a diagram folder or the schemas. */
    private static boolean readByDiagrams(CheckRequest request, String path) {
        Path root = request.layout().root();
        Path file = root.resolve(path).normalize();
        return file.startsWith(root.resolve(request.layout().diagrams()).normalize())
                || file.startsWith(
                        root.resolve(request.layout().publicDiagrams()).normalize())
                || request.archifySchemas()
                        .map(s -> file.startsWith(root.resolve(s).normalize()))
                        .orElse(false);
    }

    /**
     * Creates the output folder before anything is drawn into it: a folder that cannot be written is a wrong
     * parameter, said as such, not a failure in the middle of drawing that looks like a bug.
     */
    private static void prepareOutput(Path dir) {
        String advice = "; set studylog.outputDirectory to a writable folder (the default is target/studylog)";
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new InvalidRequestException("studylog.outputDirectory: " + dir + " is a file, not a folder" + advice);
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new InvalidRequestException(
                    "studylog.outputDirectory: cannot create " + dir + " (" + e + ")" + advice, e);
        }
        if (!Files.isWritable(dir)) {
            throw new InvalidRequestException("studylog.outputDirectory: " + dir + " is not writable" + advice);
        }
    }

    private static DiagramValidator validator(CheckRequest request) {
        if (request.archifySchemas().isEmpty()) {
            return new DiagramValidator();
        }
        try {
            return DiagramValidator.withSchemaFolder(request.archifySchemas().get());
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("studylog.archifySchemas: " + e.getMessage(), e);
        }
    }

    /**
     * CHATGPT.md's templates, through the per-file results cache when there is one (kind
     * {@value TemplatesCacheCodec#KIND}): an unchanged CHATGPT.md that loaded without a finding is not read, parsed
     * or compiled again. Its key is whether the goal needs the session-sync template (a missing one is then a
     * finding); a load with findings is never cached, as a missing template's finding looks at the repo's records.
     */
    /** True when the reviews or sessions folder holds a record file. */
    private static boolean hasRecords(ContentLayout layout, ContentFiles files) {
        return !files.list(layout.reviews(), false, ".yaml", ".yml").isEmpty()
                || !files.list(layout.sessions(), false, ".yaml", ".yml").isEmpty();
    }

    private Templates loadTemplates(
            CheckRequest request,
            ContentFiles files,
            FindingSink sink,
            List<CheckedFile> checked,
            Optional<ResultsCache> cache,
            List<Message> notes) {
        String path = request.layout().instructions();
        boolean needSync = request.runs(Part.SYNC_DRAFTS);
        if (files.paths().problemWithFile(path).isPresent()) {
            if (hasRecords(request.layout(), files)) {
                sink.add(MissingTemplateReport.noInstructions(path));
            } else {
                // a docs-only repository (a Starlight site): nothing needs the templates
                notes.add(Message.of(
                        "templates.docs-only",
                        path,
                        request.layout().reviews(),
                        request.layout().sessions()));
            }
            return Templates.none();
        }
        checked.add(new CheckedFile(path, FileKind.INSTRUCTIONS));
        Optional<ResultsCache.Kind<Templates>> kind =
                cache.map(c -> c.begin(TemplatesCacheCodec.KIND, "sync\u0000" + needSync, new TemplatesCacheCodec()));
        Optional<Templates> known = kind.flatMap(k -> k.known(path));
        if (known.isPresent()) {
            return known.get();
        }
        return throughCache(kind, files, path, sink, Templates.none(), markdown -> {
            FindingSink own = new FindingSink();
            Templates loaded = new TemplateCatalog(missingTemplates.of(markdown, request.layout(), files))
                    .load(path, markdown, needSync, own);
            List<Finding> found = own.sorted();
            sink.addAll(found);
            return new ResultsCache.Made<>(loaded, found.isEmpty());
        });
    }

    /**
     * What {@code make} gives for the text of CHATGPT.md (or another file read whole), through the results cache
     * when there is one: without reading the file when its stat proves it unchanged, from the cache when its bytes
     * hash to its entry, otherwise made and kept when {@code make} says so. A file that cannot be read or decoded is
     * reported to {@code sink} once and gives {@code none}.
     */
    private static <T> T throughCache(
            Optional<ResultsCache.Kind<T>> kind,
            ContentFiles files,
            String path,
            FindingSink sink,
            T none,
            Function<String, ResultsCache.Made<T>> make) {
        Optional<T> cached = kind.flatMap(k -> k.of(
                files,
                path,
                bytes -> files.decode(path, bytes, new FindingSink()).map(text -> make.apply(text.text()))));
        if (cached.isPresent()) {
            return cached.get();
        }
        return files.read(path, sink)
                .map(text -> make.apply(text.text()).value())
                .orElse(none);
    }
}
