package io.github.studylog.lsp;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesRegistrationOptions;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.FileSystemWatcher;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Registration;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.SaveOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;
import org.jspecify.annotations.Nullable;

/**
 * {@code studylog lsp}: a language server over standard input and output (Eclipse LSP4J) for the editor. Diagnostics
 * for every file the gate checks, from the editor's unsaved text, with the rule id as code and a link to the rule's
 * page; every certain fix as a quick fix, all of a file's fixes at once, a comment that suppresses a finding on its
 * line; a hover with the rule's explanation, or the record an id names. The repository is the client's first
 * workspace folder (else its root URI, else the working directory); the settings are those of the plugin
 * ({@link Settings}). The server ends on {@code exit}, or when its input closes.
 */
public final class StudylogLanguageServer implements LanguageServer, LanguageClientAware {

    private final String version;
    private final PrintStream log;
    private @Nullable LanguageClient client;
    private @Nullable Workspace workspace;
    private @Nullable DiskWatcher watcher;
    private boolean shutdown;
    /** Whether the client watches files for the server (asked for in {@link #initialized}). */
    private boolean pendingWatch;

    private final CompletableFuture<Integer> exited = new CompletableFuture<>();
    private final Documents documents = new Documents();
    private final Workspaces workspaces = new Workspaces();

    StudylogLanguageServer(String version, PrintStream log) {
        this.version = version;
        this.log = log;
    }

    /**
     * Serves one client over {@code in} and {@code out} until {@code exit} or the end of {@code in}; returns the exit
     * code (0 after a {@code shutdown}, 1 without one, as the protocol asks).
     *
     * @param log standard error: the server's own lines, never protocol
     */
    public static int serve(InputStream in, OutputStream out, PrintStream log, String version) {
        StudylogLanguageServer server = new StudylogLanguageServer(version, log);
        ExecutorService threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "studylog-lsp");
            t.setDaemon(true);
            return t;
        });
        Launcher<LanguageClient> launcher = new LSPLauncher.Builder<LanguageClient>()
                .setLocalService(server)
                .setRemoteInterface(LanguageClient.class)
                .setInput(in)
                .setOutput(out)
                .setExecutorService(threads)
                .create();
        server.connect(launcher.getRemoteProxy());
        Future<Void> listening = launcher.startListening();
        CompletableFuture.runAsync(
                () -> {
                    try {
                        listening.get();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } catch (ExecutionException e) {
                        // the stream broke: as if it closed
                    }
                    server.exited.complete(server.shutdown ? 0 : 1);
                },
                threads);
        int code;
        try {
            code = server.exited.get();
        } catch (InterruptedException | ExecutionException e) {
            code = 1;
        }
        server.end();
        threads.shutdownNow();
        return code;
    }

    @Override
    public void connect(LanguageClient remote) {
        this.client = remote;
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        Path root = root(params);
        Map<String, String> options = Settings.ofJson(params.getInitializationOptions());
        // LSP 3.17: the client lists the encodings it counts in, most wanted first; UTF-16 when it lists none. A
        // client that counts bytes without saying so (Vim's ALE) is told by its user: {"positionEncoding": "utf-8"}
        List<String> offered = Optional.ofNullable(params.getCapabilities())
                .map(ClientCapabilities::getGeneral)
                .map(g -> g.getPositionEncodings())
                .filter(list -> !list.isEmpty())
                .orElseGet(() -> Optional.ofNullable(options.get("positionEncoding"))
                        .map(List::of)
                        .orElse(List.of()));
        Positions.Encoding encoding = Positions.Encoding.negotiate(offered);
        try {
            workspace = new Workspace(root, version, client(), options, encoding);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        boolean clientWatches = Optional.ofNullable(params.getCapabilities())
                .map(ClientCapabilities::getWorkspace)
                .map(w -> w.getDidChangeWatchedFiles())
                .map(d -> Boolean.TRUE.equals(d.getDynamicRegistration()))
                .orElse(false);
        pendingWatch = clientWatches;
        ServerCapabilities capabilities = new ServerCapabilities();
        TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
        sync.setOpenClose(true);
        sync.setChange(TextDocumentSyncKind.Full);
        sync.setSave(new SaveOptions(false));
        capabilities.setTextDocumentSync(sync);
        capabilities.setCodeActionProvider(new CodeActionOptions(List.of(CodeActionKind.QuickFix, Actions.FIX_ALL)));
        capabilities.setHoverProvider(true);
        capabilities.setPositionEncoding(encoding.kind());
        return CompletableFuture.completedFuture(
                new InitializeResult(capabilities, new ServerInfo("studylog", version)));
    }

    @Override
    public void initialized(InitializedParams params) {
        if (workspace == null) {
            return;
        }
        if (pendingWatch) {
            FileSystemWatcher files = new FileSystemWatcher(Either.forLeft("**/*.{md,mdx,yaml,yml,json,svg,xml}"));
            Workspace ws = ws();
            client().registerCapability(new RegistrationParams(List.of(new Registration(
                            "studylog-files",
                            "workspace/didChangeWatchedFiles",
                            new DidChangeWatchedFilesRegistrationOptions(List.of(files))))))
                    .whenComplete((ok, refused) -> ws.watching(refused == null));
        } else {
            try {
                Workspace ws = ws();
                watcher = new DiskWatcher(ws.root(), ws::filesChanged, stopped -> {
                    if (stopped) {
                        ws.watching(false);
                    } else {
                        ws.lostEvents();
                    }
                });
                ws.watching(true);
            } catch (IOException e) {
                client().logMessage(new MessageParams(
                        MessageType.Warning,
                        "studylog: files changed outside the editor" + " are not seen (" + e.getMessage() + ")"));
            }
        }
        workspace.changed(0);
    }

    /** The repository: the first workspace folder, else the root URI, else the working directory. */
    private static Path root(InitializeParams params) {
        List<String> uris = new ArrayList<>();
        if (params.getWorkspaceFolders() != null) {
            params.getWorkspaceFolders().forEach(f -> uris.add(f.getUri()));
        }
        @SuppressWarnings("deprecation")
        String rootUri = params.getRootUri();
        if (rootUri != null) {
            uris.add(rootUri);
        }
        for (String uri : uris) {
            try {
                return Path.of(java.net.URI.create(uri)).toAbsolutePath().normalize();
            } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
                // not a file URI: the next one
            }
        }
        return Path.of("").toAbsolutePath();
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutdown = true;
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void exit() {
        exited.complete(shutdown ? 0 : 1);
    }

    private void end() {
        try {
            if (watcher != null) {
                watcher.close();
            }
        } catch (IOException e) {
            log.println("studylog lsp: " + e.getMessage());
        }
        if (workspace != null) {
            workspace.close();
        }
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspaces;
    }

    @Override
    public void setTrace(org.eclipse.lsp4j.SetTraceParams params) {}

    /** The documents: their texts, code actions and hovers. */
    private final class Documents implements TextDocumentService {

        @Override
        public void didOpen(DidOpenTextDocumentParams params) {
            if (workspace != null) {
                workspace.opened(
                        params.getTextDocument().getUri(),
                        params.getTextDocument().getVersion(),
                        params.getTextDocument().getText());
            }
        }

        @Override
        public void didChange(DidChangeTextDocumentParams params) {
            List<TextDocumentContentChangeEvent> changes = params.getContentChanges();
            if (workspace != null && !changes.isEmpty()) {
                // full synchronisation: the last change is the whole text
                workspace.edited(
                        params.getTextDocument().getUri(),
                        params.getTextDocument().getVersion(),
                        changes.get(changes.size() - 1).getText());
            }
        }

        @Override
        public void didSave(DidSaveTextDocumentParams params) {
            if (workspace != null) {
                workspace.saved(params.getTextDocument().getUri());
            }
        }

        @Override
        public void didClose(DidCloseTextDocumentParams params) {
            if (workspace != null) {
                workspace.closed(params.getTextDocument().getUri());
            }
        }

        @Override
        public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
            String uri = params.getTextDocument().getUri();
            Optional<String> path = workspace == null ? Optional.empty() : workspace.path(uri);
            if (path.isEmpty()) {
                return CompletableFuture.completedFuture(List.of());
            }
            List<String> only =
                    params.getContext() == null || params.getContext().getOnly() == null
                            ? List.of()
                            : params.getContext().getOnly();
            return ws().fresh()
                    .thenApply(seen -> ws()
                            .text(seen, path.get())
                            .map(text -> Actions.of(
                                    uri, path.get(), text, seen.findings(path.get()), params.getRange(), only, seen))
                            .orElse(List.of())
                            .stream()
                            .map(Either::<Command, CodeAction>forRight)
                            .toList());
        }

        @Override
        public CompletableFuture<Hover> hover(HoverParams params) {
            Optional<String> path = workspace == null
                    ? Optional.empty()
                    : workspace.path(params.getTextDocument().getUri());
            if (path.isEmpty()) {
                return CompletableFuture.completedFuture(null);
            }
            return ws().fresh()
                    .thenApply(seen -> ws().text(seen, path.get())
                            .flatMap(text ->
                                    Hovers.of(path.get(), text, params.getPosition(), seen, p -> ws().text(seen, p)))
                            .orElse(null));
        }
    }

    /** The workspace: files changed on disk, the client's settings. */
    private final class Workspaces implements WorkspaceService {

        @Override
        public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
            if (workspace != null) {
                workspace.filesChanged(params.getChanges().stream()
                        .map(FileEvent::getUri)
                        .flatMap(uri -> workspace.path(uri).stream())
                        .toList());
            }
        }

        @Override
        public void didChangeConfiguration(DidChangeConfigurationParams params) {
            if (workspace != null && params.getSettings() instanceof JsonObject settings) {
                workspace.configured(Settings.ofJson(settings));
            }
        }
    }

    /** The workspace, once {@link #initialize} made it. */
    private Workspace ws() {
        return Objects.requireNonNull(workspace, "initialize comes first");
    }

    /** The client, once LSP4J connected it (before any request). */
    private LanguageClient client() {
        return Objects.requireNonNull(client, "connect comes first");
    }
}
