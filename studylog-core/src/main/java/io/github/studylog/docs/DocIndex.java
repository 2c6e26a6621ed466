package io.github.studylog.docs;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.Lazy;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.incremental.Memos;
import io.github.studylog.incremental.ResultsCache;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Parses each doc at most once per run, on demand: the docs check reads every doc under the docs folder,
 * the records check asks for the headings of the docs its reviews name.
 *
 * <p>With a {@link ResultsCache}, a doc is parsed only when its bytes (or the key of kind {@value #KIND}) changed
 * since the run that cached it: a hit gives its {@link Doc} and its parse findings, added to the sink as a parse
 * adds them; a doc whose size and time prove it unchanged is not even read. The cross-file checks of the docs
 * (links, anchors, reviews, sessions cited) always run again, over these docs, cached or not.
 */
public final class DocIndex {

    /** The docs' kind in the results cache. */
    static final String KIND = "doc";

    private final ContentFiles files;
    private final FindingSink sink;
    /** Made on the first parse: a run whose docs all come from the cache never loads flexmark or jsoup. */
    private final Supplier<DocParser> parser;

    private final Optional<ResultsCache.Kind<DocsCacheCodec.Cached>> cached;
    private final Memos memos;
    private final Map<String, CompletableFuture<Optional<Doc>>> docs = new ConcurrentHashMap<>();
    /** What the cache gave or kept for each doc read through it in this run, link verdicts included. */
    private final Map<String, DocsCacheCodec.Cached> entries = new ConcurrentHashMap<>();

    public DocIndex(ContentFiles files, FindingSink sink) {
        this(files, sink, LinkSettings.BUILT_IN);
    }

    /** An index whose parser also reads links from these component attributes. */
    public DocIndex(ContentFiles files, FindingSink sink, List<LinkComponent> components) {
        this(files, sink, components, Optional.empty());
    }

    /**
     * An index whose parser also reads links from these component attributes, reading through the per-file results
     * of earlier runs when there are some.
     */
    public DocIndex(
            ContentFiles files, FindingSink sink, List<LinkComponent> components, Optional<ResultsCache> cache) {
        this(
                files,
                sink,
                Lazy.of(() -> new DocParser(components)),
                DocParseConfiguration.of(components, MarkdownLimits.DEFAULT, MarkdownLimits.DEFAULT),
                cache);
    }

    /** An index reading docs with this parser. */
    DocIndex(ContentFiles files, FindingSink sink, DocParser parser) {
        this(files, sink, parser, Optional.empty());
    }

    /**
     * The key of the docs' kind is the build key and the parser's {@link DocParser#configuration}: a doc's parse
     * reads nothing but its path (the entry's), its bytes (the entry's hash) and these (its link components and
     * Markdown limits). The site's base, the relative-links rule, the public folder, the other docs, the records
     * and the git history only matter to the cross-file checks, which are never cached.
     */
    DocIndex(ContentFiles files, FindingSink sink, DocParser parser, Optional<ResultsCache> cache) {
        this(files, sink, () -> parser, parser.configuration(), cache);
    }

    private DocIndex(
            ContentFiles files,
            FindingSink sink,
            Supplier<DocParser> parser,
            String configuration,
            Optional<ResultsCache> cache) {
        this.files = files;
        this.sink = sink;
        this.parser = parser;
        this.cached = cache.map(c -> c.begin(KIND, configuration, new DocsCacheCodec(c.findings())));
        this.memos = cache.map(ResultsCache::memos).orElseGet(Memos::new);
    }

    /** What the engine keeps from run to run beside the cache (a fresh, empty one without a cache). */
    Memos memos() {
        return memos;
    }

    /**
     * The parsed docs at these paths, in their order, those that cannot be read left out: parsed on
     * {@code threads} threads at once (a bounded pool of this call), each doc once.
     */
    public List<Doc> docs(List<String> paths, int threads) {
        // a doc the cache answers for without a look at the disk costs less than handing it to another thread
        List<String> toRead = new ArrayList<>();
        for (String path : paths) {
            if (cached.isPresent() && cached.get().trusts(path)) {
                doc(path);
            } else {
                toRead.add(path);
            }
        }
        int workers = Math.max(1, Math.min(threads, toRead.size() / 8));
        if (workers <= 1) {
            toRead.forEach(this::doc);
            return paths.stream().map(this::doc).flatMap(Optional::stream).toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(workers, task -> {
            Thread thread = new Thread(task, "studylog-docs");
            thread.setDaemon(true);
            return thread;
        });
        try {
            AtomicInteger next = new AtomicInteger();
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < toRead.size(); i = next.getAndIncrement()) {
                        doc(toRead.get(i));
                    }
                }));
            }
            for (Future<?> worker : running) {
                try {
                    worker.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while reading the docs", e);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return paths.stream().map(this::doc).flatMap(Optional::stream).toList();
    }

    /**
     * The parsed doc at a repo-relative path; empty when it cannot be read (reported once). The first caller for a
     * path parses it outside the map's lock, so lookups of other docs never wait for it; later callers of the same
     * path wait for that one parse.
     */
    public Optional<Doc> doc(String path) {
        CompletableFuture<Optional<Doc>> mine = new CompletableFuture<>();
        CompletableFuture<Optional<Doc>> known = docs.putIfAbsent(path, mine);
        if (known != null) {
            return known.join();
        }
        try {
            mine.complete(read(path));
        } catch (RuntimeException | Error e) {
            mine.completeExceptionally(e);
            throw e;
        }
        return mine.join();
    }

    private Optional<Doc> read(String p) {
        // a doc the listing found as a regular file inside the repository needs no second look
        if (!files.overlays(p)
                && !files.listedInside(p)
                && files.paths().problemWithFile(p).isPresent()
                && !leavesRepo(p)) {
            return Optional.empty(); // missing: whoever names the path reports it (a doc of the overlay is there)
        }
        // a link leaving the repo is reported as file-outside-repo by read, and never read
        if (cached.isEmpty()) {
            return files.read(p, sink).map(text -> parser.get().parse(p, text.text(), sink));
        }
        Optional<DocsCacheCodec.Cached> hit = cached.get().of(files, p, b -> parseBytes(p, b));
        if (hit.isEmpty()) {
            // a doc that cannot be read or is not text is reported the usual way, and never cached
            return files.read(p, sink).map(text -> parser.get().parse(p, text.text(), sink));
        }
        entries.put(p, hit.get());
        sink.addAll(hit.get().findings());
        return Optional.of(hit.get().doc());
    }

    /** The verdicts on the links of the doc at {@code path} kept with its parse, if it came with some. */
    Optional<DocsCacheCodec.Judged> judged(String path) {
        DocsCacheCodec.Cached entry = entries.get(path);
        return entry == null ? Optional.empty() : entry.judged();
    }

    /** Keeps the verdicts on the links of the doc at {@code path} with its parse, for the next run. */
    void judged(String path, DocsCacheCodec.Judged verdicts) {
        DocsCacheCodec.Cached entry = entries.get(path);
        if (entry != null && cached.isPresent()) {
            DocsCacheCodec.Cached now = entry.judged(verdicts);
            entries.put(path, now);
            cached.get().revise(path, now);
        }
    }

    /** The parse of a doc's bytes, kept unless it ran out of the machine's budget; empty when they are not text. */
    private Optional<ResultsCache.Made<DocsCacheCodec.Cached>> parseBytes(String p, byte[] bytes) {
        FindingSink own = new FindingSink();
        return files.decode(p, bytes, own).map(text -> {
            Doc doc = parser.get().parse(p, text.text(), own);
            List<Finding> findings = own.sorted();
            return new ResultsCache.Made<>(
                    new DocsCacheCodec.Cached(findings, doc), findings.stream().noneMatch(DocIndex::ofThisMachine));
        });
    }

    /**
     * A parse that ran out of time or stack says as much about the machine (its load, its JVM) as about the doc:
     * it is parsed again next time rather than remembered.
     */
    private static boolean ofThisMachine(Finding finding) {
        String key = finding.message().key();
        return finding.rule() == DocRules.DOC_LIMIT && (key.equals("doc-limit.time") || key.equals("doc-limit.stack"));
    }

    /** A well-formed repo-relative path that exists as a link to something outside the repository. */
    private boolean leavesRepo(String relative) {
        if (RepoPaths.lexicalProblem(relative).isPresent()) {
            return false;
        }
        Path file = files.paths().root().resolve(relative).normalize();
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !files.paths().isInside(file);
    }
}
