package io.github.studylog.lsp;

import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.TextFile;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordSet;
import io.github.studylog.report.RuleDocs;
import io.github.studylog.run.LiveRun;
import java.io.IOException;
import java.net.URI;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.services.LanguageClient;
import org.jspecify.annotations.Nullable;

/**
 * The repository as the editor has it, checked again after every change: the open documents' texts (an overlay,
 * never written to disk) over the files, one {@link LiveRun} (the watch goal's engine: the per-file results cache in
 * memory, the cross-file rules, the suppressions) on one thread of its own, and the diagnostics published per file.
 * A change waits {@link Settings#debounceMillis} for the next one, so a burst of keystrokes is one check; a file whose
 * findings did not change is not published again. The pictures the pass draws and its cache go to a temporary folder
 * outside the repository, removed at the end: the server writes nothing into the content repository.
 */
final class Workspace implements AutoCloseable {

    /** One open document: the URI the client named it by, its version and its text. */
    record Open(String uri, int version, String text) {}

    /**
     * What the last check found, for the requests that read it (hover, code actions).
     *
     * @param byPath   the findings per repo-relative path
     * @param overlay  the open documents' texts the check saw
     * @param records  the reviews and sessions by id
     * @param messages the catalogue of the configured language
     * @param ruleDocs where the rules' pages are
     * @param encoding how the client counts a line's characters
     */
    record Snapshot(
            Map<String, List<Finding>> byPath,
            Map<String, String> overlay,
            RecordSet records,
            Messages messages,
            RuleDocs ruleDocs,
            Positions.Encoding encoding) {

        List<Finding> findings(String path) {
            return byPath.getOrDefault(path, List.of());
        }

        /** The page of a rule in the configured language ({@code studylog.docsUrl}, {@code lang}). */
        Optional<String> page(String ruleId) {
            return ruleDocs.page(ruleId, messages.language());
        }
    }

    /** What was published for a file: the findings and the text their positions were counted in. */
    private record Published(
            @Nullable List<Finding> findings, @Nullable String text) {}

    private final Path root;
    private final Positions.Encoding encoding;
    private final String version;
    private final LanguageClient client;
    private final Path temp;
    private final Map<String, Open> open = new ConcurrentHashMap<>();
    private final ScheduledExecutorService checker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "studylog-lsp-check");
        t.setDaemon(true);
        return t;
    });
    /** Changes asked for and checks done, counted, so a request can wait for a check that saw every change. */
    private long requested;

    private long done;
    private @Nullable ScheduledFuture<?> pending;
    private final List<Map.Entry<Long, CompletableFuture<Snapshot>>> waiters = new ArrayList<>();
    private volatile Settings clientSettings = Settings.none();
    private volatile boolean reconfigure = true;
    private volatile @Nullable Snapshot snapshot;
    /** Only on the checking thread: */
    private @Nullable LiveRun live;

    private RuleDocs ruleDocs = RuleDocs.PUBLISHED;
    private final Map<String, Published> published = new HashMap<>();
    private String lastProblem = "";
    private final List<Consumer<Long>> checkListeners = new ArrayList<>();
    /**
     * What changed since the last check began, guarded by this: the open documents' paths and those of the file
     * events. A check told of them looks only at these files ({@link LiveRun#check(Map, Optional)}), and at every
     * file while something may have changed unseen: before a watcher of the disk is known to run, after it lost
     * events or stopped.
     */
    private final Set<String> changedPaths = new HashSet<>();

    private boolean watching;
    private boolean unseenChange = true;

    Workspace(
            Path root,
            String version,
            LanguageClient client,
            Map<String, String> initialization,
            Positions.Encoding encoding)
            throws IOException {
        this.root = root.toAbsolutePath().normalize();
        this.encoding = encoding;
        this.version = version;
        this.client = client;
        this.temp = Files.createTempDirectory("studylog-lsp-");
        this.clientSettings = Settings.none().with(initialization);
        this.snapshot = new Snapshot(
                Map.of(),
                Map.of(),
                new RecordSet(Map.of(), Map.of()),
                Messages.of(Language.ofUserLanguage(System.getProperty("user.language", "en"))),
                RuleDocs.PUBLISHED,
                encoding);
    }

    Path root() {
        return root;
    }

    /** The repo-relative path of a document's URI, when it is a file inside the repository. */
    Optional<String> path(String uri) {
        try {
            URI parsed = URI.create(uri);
            if (!"file".equals(parsed.getScheme())) {
                return Optional.empty();
            }
            Path file = Path.of(parsed).toAbsolutePath().normalize();
            if (!file.startsWith(root) || file.equals(root)) {
                return Optional.empty();
            }
            return Optional.of(root.relativize(file).toString().replace('\\', '/'));
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
    }

    /** The URI to publish a file's diagnostics under: the client's own for an open document. */
    String uri(String path) {
        Open doc = open.get(path);
        return doc != null ? doc.uri() : root.resolve(path).toUri().toString();
    }

    void opened(String uri, int docVersion, String text) {
        path(uri).ifPresent(p -> {
            synchronized (this) {
                open.put(p, new Open(uri, docVersion, text));
                changedPaths.add(p);
            }
            changed(debounce());
        });
    }

    void edited(String uri, int docVersion, String text) {
        path(uri).ifPresent(p -> {
            synchronized (this) {
                open.put(p, new Open(uri, docVersion, text));
                changedPaths.add(p);
            }
            changed(debounce());
        });
    }

    void saved(String uri) {
        path(uri).ifPresent(p -> {
            synchronized (this) {
                changedPaths.add(p);
            }
            changed(0);
        });
    }

    void closed(String uri) {
        path(uri).ifPresent(p -> {
            synchronized (this) {
                open.remove(p);
                changedPaths.add(p);
            }
            changed(0);
        });
    }

    /**
     * Whether every file changed on the disk is told ({@link #filesChanged}): the server's own watcher runs, or the
     * client took the registration of its file events. Until then, and after {@code false}, every check looks at
     * every file.
     */
    synchronized void watching(boolean now) {
        watching = now;
        unseenChange = true;
    }

    /** The watcher lost events (its queue overflowed): the next check looks at every file. */
    void lostEvents() {
        synchronized (this) {
            unseenChange = true;
        }
        changed(debounce());
    }

    /** Files changed on disk (repo-relative): the pom changes the run; every change checks again. */
    void filesChanged(List<String> paths) {
        boolean any = false;
        synchronized (this) {
            changedPaths.addAll(paths);
        }
        for (String p : paths) {
            if (!ignored(p)) {
                any = true;
                if (configures(p)) {
                    reconfigure = true;
                }
            }
        }
        if (any) {
            changed(debounce());
        }
    }

    /**
     * Whether a file is part of the configuration rather than content: the pom, and the site's files that
     * {@link io.github.studylog.config.ConfigResolver} reads (astro.config, tsconfig.json, src/pages).
     */
    static boolean configures(String path) {
        return path.equals("pom.xml")
                || path.startsWith("astro.config.")
                || path.equals("tsconfig.json")
                || path.equals("package.json")
                || path.startsWith("src/pages/");
    }

    /** New settings from the client ({@code workspace/didChangeConfiguration}). */
    void configured(Map<String, String> more) {
        if (!more.isEmpty()) {
            clientSettings = clientSettings.with(more);
            reconfigure = true;
            changed(0);
        }
    }

    /** Output, the cache, hidden files and editors' temporaries are not content. */
    static boolean ignored(String path) {
        if (path.startsWith("target/") || path.contains("/node_modules/") || path.startsWith("node_modules/")) {
            return true;
        }
        String name = path.substring(path.lastIndexOf('/') + 1);
        for (String part : path.split("/")) {
            if (part.startsWith(".")) {
                return true;
            }
        }
        return name.endsWith("~") || name.endsWith(".swp") || name.endsWith(".tmp");
    }

    private long debounce() {
        return clientSettings.debounceMillis();
    }

    /** Checks after {@code delayMillis}, unless another change comes first. */
    synchronized void changed(long delayMillis) {
        requested++;
        if (pending != null) {
            pending.cancel(false);
        }
        pending = checker.schedule(this::check, delayMillis, TimeUnit.MILLISECONDS);
    }

    /** The last check's snapshot once a check has seen every change made until now. */
    synchronized CompletableFuture<Snapshot> fresh() {
        if (done >= requested) {
            return CompletableFuture.completedFuture(snapshot);
        }
        CompletableFuture<Snapshot> future = new CompletableFuture<>();
        waiters.add(Map.entry(requested, future));
        return future;
    }

    /** Told the number of every check done (the bench and the tests wait on it through the log). */
    synchronized void onCheck(Consumer<Long> listener) {
        checkListeners.add(listener);
    }

    @Nullable
    Snapshot snapshot() {
        return snapshot;
    }

    /** The text of a file as the last check saw it: the editor's, or the disk's. */
    Optional<String> text(Snapshot seen, String path) {
        String text = seen.overlay().get(path);
        if (text != null) {
            return Optional.of(text);
        }
        return new ContentFiles(new RepoPaths(root))
                .read(path, new FindingSink())
                .map(TextFile::text)
                .map(t -> t.startsWith("\uFEFF") ? t.substring(1) : t);
    }

    private void check() {
        long generation;
        Map<String, String> overlay = new TreeMap<>();
        Optional<Set<String>> changes;
        synchronized (this) {
            generation = requested;
            open.forEach((p, doc) -> overlay.put(p, doc.text()));
            changes = watching && !unseenChange ? Optional.of(Set.copyOf(changedPaths)) : Optional.empty();
            changedPaths.clear();
            unseenChange = false;
        }
        try {
            if (reconfigure || live == null) {
                reconfigure = false;
                StudylogConfig config = clientSettings.config(root, temp.resolve("out"), temp.resolve("cache"));
                ruleDocs = config.ruleDocs();
                live = new LiveRun(Settings.request(config, version));
                // the language may have changed: every file's diagnostics are published again
                published.replaceAll((p, was) -> new Published(null, was.text()));
            }
            LiveRun.Outcome outcome = live.check(overlay, changes);
            Map<String, List<Finding>> byPath = new LinkedHashMap<>();
            outcome.findings()
                    .forEach(f -> byPath.computeIfAbsent(f.path(), p -> new ArrayList<>())
                            .add(f));
            Snapshot now = new Snapshot(
                    byPath, overlay, outcome.records(), live.request().messages(), ruleDocs, encoding);
            publish(now);
            snapshot = now;
            lastProblem = "";
        } catch (RuntimeException e) {
            // a wrong setting or a broken machine: said once, and the server keeps answering
            String problem = e.getMessage() == null ? e.toString() : e.getMessage();
            if (!problem.equals(lastProblem)) {
                lastProblem = problem;
                client.showMessage(new MessageParams(MessageType.Error, "studylog: " + problem));
            }
            reconfigure = true;
            synchronized (this) {
                unseenChange = true;
            }
        } finally {
            List<CompletableFuture<Snapshot>> ready = new ArrayList<>();
            List<Consumer<Long>> listeners;
            synchronized (this) {
                done = Math.max(done, generation);
                waiters.removeIf(w -> {
                    if (w.getKey() <= done) {
                        ready.add(w.getValue());
                        return true;
                    }
                    return false;
                });
                listeners = List.copyOf(checkListeners);
            }
            ready.forEach(f -> f.complete(snapshot));
            listeners.forEach(l -> l.accept(generation));
        }
    }

    /** Publishes the diagnostics of every file whose findings or open text changed, and clears those now clean. */
    private void publish(Snapshot now) {
        TreeSet<String> paths = new TreeSet<>(now.byPath().keySet());
        paths.addAll(published.keySet());
        for (String path : paths) {
            List<Finding> findings = now.findings(path);
            String openText = now.overlay().get(path);
            Published before = published.get(path);
            if (before == null
                    ? findings.isEmpty()
                    : Objects.equals(before.findings(), findings) && Objects.equals(before.text(), openText)) {
                continue;
            }
            List<Diagnostic> diagnostics = new ArrayList<>();
            if (!findings.isEmpty()) {
                Positions positions = new Positions(text(now, path).orElse(""), now.encoding());
                for (Finding f : findings) {
                    diagnostics.add(diagnostic(f, positions, now));
                }
            }
            PublishDiagnosticsParams params = new PublishDiagnosticsParams(uri(path), diagnostics);
            Open doc = open.get(path);
            if (doc != null && openText != null && openText.equals(doc.text())) {
                params.setVersion(doc.version());
            }
            client.publishDiagnostics(params);
            if (findings.isEmpty()) {
                published.remove(path);
            } else {
                published.put(path, new Published(findings, openText));
            }
        }
    }

    static Diagnostic diagnostic(Finding f, Positions positions, Snapshot seen) {
        Diagnostic d = new Diagnostic(
                positions.of(f),
                f.text(seen.messages()),
                f.severity() == Severity.ERROR ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
                "studylog",
                f.ruleId());
        seen.page(f.ruleId()).ifPresent(page -> d.setCodeDescription(new DiagnosticCodeDescription(page)));
        return d;
    }

    @Override
    public void close() {
        checker.shutdownNow();
        try {
            checker.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        deleteTree(temp);
    }

    static void deleteTree(Path top) {
        if (!Files.exists(top)) {
            return;
        }
        try {
            Files.walkFileTree(top, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // a temporary folder left behind is the system's to clean
        }
    }
}
