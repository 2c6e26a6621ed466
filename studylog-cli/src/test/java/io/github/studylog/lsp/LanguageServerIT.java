package io.github.studylog.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.studylog.testing.HostileCorpus;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesCapabilities;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server as an editor meets it: the packaged cli jar started as a child process, driven over its
 * standard input and output by LSP4J's own client launcher, on a copy of the clean test repository (Japanese text).
 * Standard output is recorded and must be protocol messages only, with {@code GITHUB_ACTIONS=true} in the server's
 * environment (the run's GitHub outputs must not reach it).
 */
class LanguageServerIT {

    private static final long WAIT_SECONDS = 60;
    private static final String SESSION = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String DOC = "src/content/docs/web/cache.md";
    private static final String MDX = "src/content/docs/web/index.mdx";

    @TempDir
    Path temp;

    private Path repo;
    private Process process;
    private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    private final Client client = new Client();
    private LanguageServer server;
    private Future<Void> listening;
    private final Map<String, Integer> versions = new HashMap<>();
    private org.eclipse.lsp4j.InitializeResult initialized;

    @BeforeEach
    void copyRepo() throws IOException {
        repo = temp.resolve("repo");
        Path clean = Path.of("../studylog-core/src/test/resources/repos/clean");
        try (Stream<Path> files = Files.walk(clean)) {
            for (Path f : files.sorted().toList()) {
                Path to = repo.resolve(clean.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to);
                }
            }
        }
    }

    @AfterEach
    void stop() throws Exception {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    // --- diagnostics per file kind, from unsaved text, on save, after close

    @Test
    void aSessionEditedWithoutSavingGetsItsDiagnosticAtTheValueAndLosesItWhenUndone() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read(SESSION);
        open(SESSION, text);
        change(SESSION, text.replace("outcome: explained", "outcome: maybe"));
        Diagnostic d = single(SESSION, "record-value");
        // the range is the value itself: `maybe`, neither the blank before it nor the line's end
        assertEquals(new Range(new Position(17, 13), new Position(17, 18)), d.getRange());
        assertEquals(DiagnosticSeverity.Error, d.getSeverity());
        assertEquals("studylog", d.getSource());
        assertEquals(
                "`questions[1].outcome` must be one of `not_asked`, `explained`, `hinted`, `self_explained`;"
                        + " found `maybe`",
                d.getMessage().getLeft());
        assertEquals(
                "https://studylog.github.io/studylog-maven-plugin/rules/record-value.html",
                d.getCodeDescription().getHref());
        assertEquals(text, read(SESSION), "nothing is written into the repository");

        change(SESSION, text);
        client.await(SESSION, List::isEmpty);
        shutdownAndExit();
    }

    @Test
    void aDocLinkAfterJapaneseTextAndAnEmojiIsAtItsUtf16Column() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read(DOC);
        String line = "「非同期ジョブ・キュー」😀 [壊れた](/web/nothing/) です。";
        open(DOC, text.replace("ETag が一致すれば 304 を返す。", line));
        Diagnostic d = single(DOC, "doc-link-page");
        int lineNumber = List.of(text.split("\n", -1)).indexOf("ETag が一致すれば 304 を返す。");
        // UTF-16: the emoji is two units, so the link's `[` is at unit 15 though it is the 15th code point
        assertEquals(new Position(lineNumber, line.indexOf('[')), d.getRange().getStart());
        assertEquals(15, line.indexOf('['));
        assertEquals(
                "`/web/nothing/` is no page of the site; the nearest page is `/web/cache/`",
                d.getMessage().getLeft());
        shutdownAndExit();
    }

    @Test
    void everyFileKindGetsItsDiagnosticOnChangeAndOnSave() throws Exception {
        start(Map.of("lang", "en"), false);
        record Case(String path, String from, String to, String rule, Position at) {}
        List<Case> cases = List.of(
                new Case(
                        MDX,
                        "[HTTPキャッシュ](/web/cache/)",
                        "[HTTPキャッシュ](/web/cach/)",
                        "doc-link-page",
                        new Position(13, 0)),
                new Case(REVIEW, "last_reviewed:", "last_reviwed:", "record-unknown-key", new Position(4, 0)),
                new Case(
                        "diagrams/web-cache/revalidate.json",
                        "\"messages\":",
                        "\"messages\" \"messages\":",
                        "diagram-json-syntax",
                        null),
                new Case(
                        "public/diagrams/web-cache/freshness.svg",
                        "</svg>",
                        "<script>alert(1)</script></svg>",
                        "svg-unsafe",
                        null));
        for (Case c : cases) {
            String text = read(c.path());
            assertTrue(text.contains(c.from()), c.path());
            open(c.path(), text);
            change(c.path(), text.replace(c.from(), c.to()));
            Diagnostic d = find(c.path(), c.rule());
            if (c.at() != null) {
                assertEquals(c.at(), d.getRange().getStart(), c.path());
            }
            // saved: the editor wrote the text, then the server hears of it; the finding stays
            Files.writeString(repo.resolve(c.path()), text.replace(c.from(), c.to()), StandardCharsets.UTF_8);
            int published = client.count(c.path());
            server.getTextDocumentService().didSave(new DidSaveTextDocumentParams(id(c.path())));
            Diagnostic saved = find(c.path(), c.rule());
            assertEquals(d, saved);
            // undone and saved: clean again
            Files.writeString(repo.resolve(c.path()), text, StandardCharsets.UTF_8);
            change(c.path(), text);
            server.getTextDocumentService().didSave(new DidSaveTextDocumentParams(id(c.path())));
            client.await(c.path(), List::isEmpty);
            assertTrue(client.count(c.path()) > published);
        }
        shutdownAndExit();
    }

    @Test
    void aChangeToChatgptMdsTemplateRejudgesTheSessions() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read("CHATGPT.md");
        open("CHATGPT.md", text);
        change("CHATGPT.md", text.replace("<learn|interview|drill>", "<interview|drill>"));
        Diagnostic d = single(SESSION, "record-value");
        assertEquals(new Position(2, 6), d.getRange().getStart());
        assertEquals(
                "`kind` must be one of `interview`, `drill`; found `learn`",
                d.getMessage().getLeft());
        server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(id("CHATGPT.md")));
        client.await(SESSION, List::isEmpty);
        shutdownAndExit();
    }

    @Test
    void closingAFileWithoutSavingClearsItsDiagnostics() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read(REVIEW);
        open(REVIEW, text.replace("status: hinted", "status: unknown"));
        single(REVIEW, "record-value");
        server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(id(REVIEW)));
        client.await(REVIEW, List::isEmpty);
        shutdownAndExit();
    }

    // --- the cross-file pass

    @Test
    void editingASessionsReviewsChangesTheDiagnosticsOfItsReview() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read(SESSION);
        open(SESSION, text);
        change(SESSION, text.replace("reviews:\n  - web-cache\n", "reviews:\n  - web-cach\n"));
        Diagnostic ref = single(SESSION, "record-unknown-ref");
        assertEquals(new Position(4, 4), ref.getRange().getStart());
        Diagnostic review = single(REVIEW, "review-session-not-named");
        assertEquals(new Position(11, 4), review.getRange().getStart());
        change(SESSION, text);
        client.await(REVIEW, List::isEmpty);
        client.await(SESSION, List::isEmpty);
        shutdownAndExit();
    }

    // --- code actions

    @Test
    void theQuickFixOfAMisspelledKeyAppliedLeavesNoDiagnostic() throws Exception {
        start(Map.of("lang", "en"), false);
        String bad = read(REVIEW).replace("last_reviewed:", "last_reviwed:");
        open(REVIEW, bad);
        // the misspelled key, and the key it misses (the whole file: line 0)
        Diagnostic d = find(REVIEW, "record-unknown-key");
        assertEquals(
                List.of("record-missing-key", "record-unknown-key"),
                client.await(REVIEW, ds -> true).stream()
                        .map(x -> x.getCode().getLeft())
                        .toList());
        List<CodeAction> actions = actions(REVIEW, d.getRange());
        CodeAction fix = actions.stream()
                .filter(a -> a.getTitle().equals("Fix record-unknown-key"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(titles(actions)));
        assertEquals("quickfix", fix.getKind());
        assertEquals(List.of(d), fix.getDiagnostics());
        List<TextEdit> edits = fix.getEdit().getChanges().get(uri(REVIEW));
        assertEquals(List.of(new TextEdit(new Range(new Position(4, 0), new Position(4, 12)), "last_reviewed")), edits);
        change(REVIEW, apply(bad, edits));
        client.await(REVIEW, List::isEmpty);
        assertEquals(read(REVIEW), apply(bad, edits));
        shutdownAndExit();
    }

    @Test
    void fixAllInAFileAppliesEveryFixOfIt() throws Exception {
        start(Map.of("lang", "en"), false);
        String bad = read(REVIEW).replace("last_reviewed:", "last_reviwed:").replace("summary:", "sumary:");
        open(REVIEW, bad);
        client.await(
                REVIEW,
                ds -> ds.stream()
                                .filter(x -> x.getCode().getLeft().equals("record-unknown-key"))
                                .count()
                        == 2);
        CodeActionParams params = new CodeActionParams(
                id(REVIEW),
                new Range(new Position(0, 0), new Position(0, 0)),
                new CodeActionContext(List.of(), List.of(Actions.FIX_ALL)));
        List<CodeAction> actions =
                server.getTextDocumentService().codeAction(params).get(WAIT_SECONDS, TimeUnit.SECONDS).stream()
                        .map(Either::getRight)
                        .toList();
        assertEquals(1, actions.size(), titles(actions));
        assertEquals("source.fixAll.studylog", actions.get(0).getKind());
        assertEquals("Fix all studylog problems in this file", actions.get(0).getTitle());
        String fixed = apply(bad, actions.get(0).getEdit().getChanges().get(uri(REVIEW)));
        assertEquals(read(REVIEW), fixed);
        change(REVIEW, fixed);
        client.await(REVIEW, List::isEmpty);
        shutdownAndExit();
    }

    @Test
    void suppressOnThisLineWritesTheCommentOfTheFilesKind() throws Exception {
        start(Map.of("lang", "en"), false);
        String yaml = read(REVIEW).replace("status: hinted", "status: unknown");
        open(REVIEW, yaml);
        Diagnostic d = single(REVIEW, "record-value");
        CodeAction suppress = actions(REVIEW, d.getRange()).stream()
                .filter(a -> a.getTitle().equals("Suppress record-value on this line"))
                .findFirst()
                .orElseThrow();
        String suppressed = apply(yaml, suppress.getEdit().getChanges().get(uri(REVIEW)));
        assertTrue(suppressed.contains("\n# studylog-disable-next-line record-value\nstatus: unknown\n"), suppressed);
        change(REVIEW, suppressed);
        client.await(REVIEW, List::isEmpty);

        String doc = read(DOC);
        String broken = doc.replace("ETag が一致すれば 304 を返す。", "ETag が一致すれば [304](/web/nothing/) を返す。");
        open(DOC, broken);
        Diagnostic link = single(DOC, "doc-link-page");
        CodeAction comment = actions(DOC, link.getRange()).stream()
                .filter(a -> a.getTitle().equals("Suppress doc-link-page on this line"))
                .findFirst()
                .orElseThrow();
        String commented = apply(broken, comment.getEdit().getChanges().get(uri(DOC)));
        assertTrue(
                commented.contains("<!-- studylog-disable-next-line doc-link-page -->\nETag が一致すれば [304]"), commented);
        change(DOC, commented);
        client.await(DOC, List::isEmpty);
        shutdownAndExit();
    }

    // --- hover

    @Test
    void hoverOnAFindingExplainsItsRuleAndOnAReviewIdShowsTheReview() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read(SESSION);
        open(SESSION, text.replace("outcome: explained", "outcome: maybe"));
        single(SESSION, "record-value");
        Hover onFinding = hover(SESSION, new Position(17, 15));
        assertNotNull(onFinding);
        String shown = onFinding.getContents().getRight().getValue();
        assertTrue(shown.startsWith("**record-value** (error): `questions[1].outcome` must be one of"), shown);
        assertTrue(shown.contains("(https://studylog.github.io/studylog-maven-plugin/rules/record-value.html)"), shown);

        Hover onRef = hover(SESSION, new Position(4, 6));
        assertNotNull(onRef);
        String record = onRef.getContents().getRight().getValue();
        assertTrue(record.startsWith("**Review web-cache** `reviews/web-cache.yaml`"), record);
        assertTrue(record.contains("title: HTTPキャッシュ"), record);
        shutdownAndExit();
    }

    // --- settings

    @Test
    void thePomsLanguageIsUsedAndTheClientsOptionsWin() throws Exception {
        Files.writeString(repo.resolve("pom.xml"), """
                <project>
                  <properties><studylog.docsUrl>https://example.invalid/r/</studylog.docsUrl></properties>
                  <build><plugins><plugin>
                    <groupId>io.github.studylog</groupId><artifactId>studylog-maven-plugin</artifactId>
                    <configuration><lang>ja</lang></configuration>
                  </plugin></plugins></build>
                </project>
                """, StandardCharsets.UTF_8);
        start(Map.of(), false);
        String text = read(REVIEW);
        open(REVIEW, text.replace("status: hinted", "status: unknown"));
        Diagnostic d = single(REVIEW, "record-value");
        assertTrue(d.getMessage().getLeft().contains("が書かれています"), d.getMessage().getLeft());
        assertEquals(
                "https://example.invalid/r/ja/rules/record-value.html",
                d.getCodeDescription().getHref(),
                "the pom's docsUrl, in the pom's language, as the console links it");
        shutdownAndExit();

        client.reset();
        start(Map.of("studylog", Map.of("lang", "en")), false);
        open(REVIEW, text.replace("status: hinted", "status: unknown"));
        assertTrue(single(REVIEW, "record-value").getMessage().getLeft().startsWith("`status` must be one of"));
        shutdownAndExit();
    }

    // --- files changed outside the editor

    @Test
    void aFileChangedOnDiskIsSeenByTheServersOwnWatcher() throws Exception {
        start(Map.of("lang", "en"), false);
        client.awaitCheck();
        Files.writeString(
                repo.resolve(REVIEW),
                read(REVIEW).replace("status: hinted", "status: unknown"),
                StandardCharsets.UTF_8);
        single(REVIEW, "record-value");
        shutdownAndExit();
    }

    @Test
    void aClientThatWatchesFilesIsAskedToAndItsEventsAreHeard() throws Exception {
        start(Map.of("lang", "en"), true);
        client.registered.get(WAIT_SECONDS, TimeUnit.SECONDS);
        Files.writeString(
                repo.resolve(REVIEW),
                read(REVIEW).replace("status: hinted", "status: unknown"),
                StandardCharsets.UTF_8);
        server.getWorkspaceService()
                .didChangeWatchedFiles(
                        new DidChangeWatchedFilesParams(List.of(new FileEvent(uri(REVIEW), FileChangeType.Changed))));
        single(REVIEW, "record-value");
        shutdownAndExit();
    }

    // --- hostile input, the process

    @Test
    void everyHostileInputClassIsItsFindingAndTheServerKeepsAnswering() throws Exception {
        start(Map.of("lang", "en"), false);
        client.awaitCheck();
        Map<String, String> expected = new java.util.LinkedHashMap<>();
        // unsaved texts from the editor
        String s = "sessions/2026-10-05-hostile-%02d.yaml";
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        texts.put(String.format(s, 1), hostile("yaml/global-tag.yaml"));
        texts.put(String.format(s, 2), hostile("yaml/alias-bomb.yaml"));
        texts.put(String.format(s, 3), "id: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n");
        texts.put(String.format(s, 4), "id: 2026-10-05-hostile-04\nkind: drill\nkind: learn\n");
        List.of(String.format(s, 1), String.format(s, 2), String.format(s, 3))
                .forEach(p -> expected.put(p, "yaml-unsafe"));
        expected.put(String.format(s, 4), "yaml-duplicate-key");
        String d = "diagrams/hostile/%s.json";
        for (String name : List.of("nan", "comments", "trailing-comma")) {
            texts.put(String.format(d, name), hostile("json/" + name + ".json"));
            expected.put(String.format(d, name), "diagram-json-syntax");
        }
        texts.put(
                String.format(d, "nested"),
                "{\"schema_version\": 1, \"diagram_type\": \"sequence\", \"meta\": " + "[".repeat(10_000)
                        + "]".repeat(10_000) + "}");
        expected.put(String.format(d, "nested"), "diagram-json-syntax");
        for (String name : HostileCorpus.UNSAFE_SVGS) {
            String path = "public/diagrams/hostile/" + name + ".svg";
            texts.put(path, hostile("svg/" + name + ".svg"));
            expected.put(path, "svg-unsafe");
        }
        texts.put("src/content/docs/web/underscores.md", "---\ntitle: t\n---\n## キュー\n\n" + "_".repeat(5000) + "\n");
        expected.put("src/content/docs/web/underscores.md", "doc-limit");
        texts.forEach(this::open);
        // files no editor sends: bytes that are not UTF-8, a NUL, 20 MB of JSON, written to disk
        Files.createDirectories(repo.resolve("diagrams/hostile"));
        Files.write(
                repo.resolve(String.format(s, 5)),
                new byte[] {'i', 'd', ':', ' ', (byte) 0xC3, (byte) 0x28, (byte) 0xFF, '\n'});
        Files.writeString(repo.resolve(String.format(s, 6)), "id: a\u0000b\n", StandardCharsets.UTF_8);
        byte[] big = new byte[20 * 1024 * 1024];
        java.util.Arrays.fill(big, (byte) ' ');
        big[0] = '[';
        big[big.length - 1] = ']';
        Files.write(repo.resolve(String.format(d, "big")), big);
        expected.put(String.format(s, 5), "file-unreadable");
        expected.put(String.format(s, 6), "file-unreadable");
        expected.put(String.format(d, "big"), "file-unreadable");
        for (Map.Entry<String, String> e : expected.entrySet()) {
            find(e.getKey(), e.getValue());
        }
        // still answering: a change is judged, a hover is answered
        String text = read(REVIEW);
        open(REVIEW, text.replace("status: hinted", "status: unknown"));
        single(REVIEW, "record-value");
        assertNotNull(hover(REVIEW, new Position(3, 9)));
        shutdownAndExit();
    }

    /** A file of the hostile-input corpus, its placeholders filled with a port nothing listens on and no secret. */
    private static String hostile(String name) throws IOException {
        return Files.readString(Path.of("../studylog-core/src/test/resources/hostile", name), StandardCharsets.UTF_8)
                .replace("@PORT@", "9")
                .replace("@SECRET_URI@", "file:///nonexistent/secret.txt")
                .replace("@SECRET_PATH@", "/nonexistent/secret.txt")
                .replace("@MARKER@", "marker")
                .replace("@NESTED@", "");
    }

    @Test
    void theServerEndsWhenItsInputCloses() throws Exception {
        start(Map.of("lang", "en"), false);
        client.awaitCheck();
        process.getOutputStream().close();
        assertTrue(process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS), "the server ended");
        assertOnlyProtocol();
    }

    // --- ranges and position encodings, as eglot and ALE count them

    @Test
    void everyDiagnosticHasARangeThatCoversWhatIsWrong() throws Exception {
        start(Map.of("lang", "en"), false);
        String text = read(REVIEW);
        String bad =
                text.replace("status: hinted", "status: maybe  # 日本語のコメント").replace("last_reviewed:", "last_reviwed:");
        open(REVIEW, bad);
        List<Diagnostic> ds = client.await(
                REVIEW,
                d -> d.stream()
                        .map(x -> x.getCode().getLeft())
                        .toList()
                        .containsAll(List.of("record-value", "record-unknown-key", "record-missing-key")));
        List<String> lines = List.of(bad.split("\n", -1));
        Map<String, String> covered = new HashMap<>();
        for (Diagnostic d : ds) {
            Range r = d.getRange();
            assertFalse(r.getStart().equals(r.getEnd()), d.toString());
            if (r.getStart().getLine() == r.getEnd().getLine()) {
                covered.put(
                        d.getCode().getLeft(),
                        lines.get(r.getStart().getLine())
                                .substring(
                                        r.getStart().getCharacter(), r.getEnd().getCharacter()));
            }
        }
        assertEquals("maybe", covered.get("record-value"), "the value, not the comment after it");
        assertEquals("last_reviwed", covered.get("record-unknown-key"), "the misspelled key");
        assertEquals("id", covered.get("record-missing-key"), "the first key of the mapping that misses one");
        shutdownAndExit();
    }

    @Test
    void aClientThatCountsInUtf8GetsByteColumnsAndItsHoversFindTheFinding() throws Exception {
        start(Map.of("lang", "ja"), false, List.of("utf-8", "utf-16"));
        assertEquals("utf-8", initialized.getCapabilities().getPositionEncoding());
        String text = read(REVIEW);
        String bad = text.replace("status: hinted", "status: 未定");
        open(REVIEW, bad);
        Diagnostic d = single(REVIEW, "record-value");
        int lineNumber = List.of(bad.split("\n", -1)).indexOf("status: 未定");
        // `未定` is two code points, six UTF-8 bytes
        assertEquals(new Range(new Position(lineNumber, 8), new Position(lineNumber, 14)), d.getRange());
        Hover onValue = hover(REVIEW, new Position(lineNumber, 11));
        assertNotNull(onValue, "a hover in the middle of the value, in bytes");
        String shown = onValue.getContents().getRight().getValue();
        assertTrue(
                shown.contains("](https://studylog.github.io/studylog-maven-plugin/ja/rules/record-value.html)"),
                shown);
        assertTrue(shown.contains("record-value の説明ページ"), shown);
        shutdownAndExit();

        client.reset();
        start(Map.of("lang", "en"), false, List.of("utf-7"));
        assertEquals("utf-16", initialized.getCapabilities().getPositionEncoding(), "none offered is known: utf-16");
        shutdownAndExit();

        client.reset();
        start(Map.of("positionEncoding", "utf-8"), false);
        assertEquals(
                "utf-8",
                initialized.getCapabilities().getPositionEncoding(),
                "a client that offers none (ALE) is told by its user's initialization options");
        shutdownAndExit();
    }

    // --- helpers

    private void start(Map<String, Object> options, boolean clientWatches) throws Exception {
        start(options, clientWatches, List.of());
    }

    private void start(Map<String, Object> options, boolean clientWatches, List<String> encodings) throws Exception {
        String jar = System.getProperty("studylog.cliJar");
        assertNotNull(jar, "the failsafe configuration names the cli jar");
        ProcessBuilder builder = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m", "-jar", jar, "lsp");
        builder.environment().put("GITHUB_ACTIONS", "true");
        builder.environment()
                .put("GITHUB_STEP_SUMMARY", temp.resolve("summary.md").toString());
        builder.environment().put("GITHUB_OUTPUT", temp.resolve("output.txt").toString());
        builder.redirectError(
                ProcessBuilder.Redirect.appendTo(temp.resolve("stderr.txt").toFile()));
        stdout.reset();
        process = builder.start();
        InputStream recorded = new FilterInputStream(process.getInputStream()) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    synchronized (stdout) {
                        stdout.write(b);
                    }
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int off, int len) throws IOException {
                int n = super.read(buffer, off, len);
                if (n > 0) {
                    synchronized (stdout) {
                        stdout.write(buffer, off, n);
                    }
                }
                return n;
            }
        };
        Launcher<LanguageServer> launcher =
                LSPLauncher.createClientLauncher(client, recorded, process.getOutputStream());
        server = launcher.getRemoteProxy();
        listening = launcher.startListening();
        InitializeParams init = new InitializeParams();
        init.setProcessId((int) ProcessHandle.current().pid());
        init.setWorkspaceFolders(
                List.of(new org.eclipse.lsp4j.WorkspaceFolder(repo.toUri().toString(), "repo")));
        ClientCapabilities capabilities = new ClientCapabilities();
        WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
        workspace.setDidChangeWatchedFiles(new DidChangeWatchedFilesCapabilities(clientWatches));
        capabilities.setWorkspace(workspace);
        if (!encodings.isEmpty()) {
            org.eclipse.lsp4j.GeneralClientCapabilities general = new org.eclipse.lsp4j.GeneralClientCapabilities();
            general.setPositionEncodings(encodings);
            capabilities.setGeneral(general);
        }
        init.setCapabilities(capabilities);
        init.setInitializationOptions(options);
        initialized = server.initialize(init).get(WAIT_SECONDS, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
    }

    private void shutdownAndExit() throws Exception {
        server.shutdown().get(WAIT_SECONDS, TimeUnit.SECONDS);
        server.exit();
        assertTrue(process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS), "the server ended on exit");
        assertEquals(0, process.exitValue());
        listening.get(WAIT_SECONDS, TimeUnit.SECONDS);
        assertOnlyProtocol();
        assertFalse(Files.exists(temp.resolve("summary.md")), "no GitHub step summary");
        assertFalse(Files.exists(temp.resolve("output.txt")), "no GitHub output");
        try (Stream<Path> files = Files.walk(repo)) {
            assertEquals(
                    List.of(),
                    files.filter(f -> f.getFileName().toString().equals("target"))
                            .toList(),
                    "nothing written into the repository");
        }
    }

    /** Every byte of standard output is a framed JSON-RPC message. */
    private void assertOnlyProtocol() {
        byte[] bytes;
        synchronized (stdout) {
            bytes = stdout.toByteArray();
        }
        int at = 0;
        int messages = 0;
        while (at < bytes.length) {
            int headerEnd = indexOf(bytes, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), at);
            assertTrue(headerEnd > at, "a header at byte " + at);
            String header = new String(bytes, at, headerEnd - at, StandardCharsets.US_ASCII);
            assertTrue(header.startsWith("Content-Length: "), header);
            int length = Integer.parseInt(
                    header.lines().findFirst().orElseThrow().substring(16).strip());
            String body = new String(bytes, headerEnd + 4, length, StandardCharsets.UTF_8);
            JsonObject message = JsonParser.parseString(body).getAsJsonObject();
            assertEquals("2.0", message.get("jsonrpc").getAsString(), body);
            at = headerEnd + 4 + length;
            messages++;
        }
        assertTrue(messages > 0);
    }

    private static int indexOf(byte[] bytes, byte[] needle, int from) {
        outer:
        for (int i = from; i <= bytes.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (bytes[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private String read(String path) throws IOException {
        return Files.readString(repo.resolve(path), StandardCharsets.UTF_8);
    }

    private String uri(String path) {
        return repo.resolve(path).toUri().toString();
    }

    private TextDocumentIdentifier id(String path) {
        return new TextDocumentIdentifier(uri(path));
    }

    private void open(String path, String text) {
        versions.put(path, 1);
        server.getTextDocumentService()
                .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(
                        uri(path),
                        path.endsWith(".json")
                                ? "json"
                                : path.endsWith(".svg") ? "xml" : path.endsWith(".yaml") ? "yaml" : "markdown",
                        1,
                        text)));
    }

    private void change(String path, String text) {
        int version = versions.merge(path, 1, Integer::sum);
        server.getTextDocumentService()
                .didChange(new DidChangeTextDocumentParams(
                        new VersionedTextDocumentIdentifier(uri(path), version),
                        List.of(new TextDocumentContentChangeEvent(text))));
    }

    /** Waits until the file has exactly one diagnostic, of {@code rule}. */
    private Diagnostic single(String path, String rule) throws InterruptedException {
        List<Diagnostic> ds = client.await(
                path, d -> d.size() == 1 && d.get(0).getCode().getLeft().equals(rule));
        return ds.get(0);
    }

    /** Waits until the file has a diagnostic of {@code rule}. */
    private Diagnostic find(String path, String rule) throws InterruptedException {
        return client
                .await(path, d -> d.stream().anyMatch(x -> x.getCode().getLeft().equals(rule)))
                .stream()
                .filter(x -> x.getCode().getLeft().equals(rule))
                .findFirst()
                .orElseThrow();
    }

    private List<CodeAction> actions(String path, Range range) throws Exception {
        return server
                .getTextDocumentService()
                .codeAction(new CodeActionParams(id(path), range, new CodeActionContext(List.of())))
                .get(WAIT_SECONDS, TimeUnit.SECONDS)
                .stream()
                .map(Either::getRight)
                .toList();
    }

    private Hover hover(String path, Position at) throws Exception {
        return server.getTextDocumentService()
                .hover(new HoverParams(id(path), at))
                .get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private static String titles(List<CodeAction> actions) {
        return actions.stream().map(CodeAction::getTitle).toList().toString();
    }

    /** The text after {@code edits} (UTF-16 positions, lines split at LF), applied from the last. */
    static String apply(String text, List<TextEdit> edits) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        StringBuilder out = new StringBuilder(text);
        List<TextEdit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparing((TextEdit e) -> e.getRange().getStart().getLine())
                .thenComparing(e -> e.getRange().getStart().getCharacter())
                .reversed());
        for (TextEdit e : sorted) {
            int start = starts.get(e.getRange().getStart().getLine())
                    + e.getRange().getStart().getCharacter();
            int end = starts.get(e.getRange().getEnd().getLine())
                    + e.getRange().getEnd().getCharacter();
            out.replace(start, end, e.getNewText());
        }
        return out.toString();
    }

    /** The client: it keeps every diagnostics notification. */
    private final class Client implements LanguageClient {

        private final Map<String, List<List<Diagnostic>>> published = new HashMap<>();
        private final List<MessageParams> shown = new ArrayList<>();
        private final CompletableFuture<Void> registered = new CompletableFuture<>();

        synchronized void reset() {
            published.clear();
        }

        synchronized int count(String path) {
            return published.getOrDefault(uri(path), List.of()).size();
        }

        /** The file's diagnostics once they satisfy {@code wanted}. */
        synchronized List<Diagnostic> await(String path, Predicate<List<Diagnostic>> wanted)
                throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
            while (true) {
                List<List<Diagnostic>> all = published.getOrDefault(uri(path), List.of());
                if (!all.isEmpty() && wanted.test(all.get(all.size() - 1))) {
                    return all.get(all.size() - 1);
                }
                long left = end - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError(
                            path + ": no diagnostics as wanted; published " + all + ", messages " + shown);
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }

        /** Waits for the first check: the server answers a request after it. */
        void awaitCheck() throws Exception {
            server.getTextDocumentService()
                    .hover(new HoverParams(id(REVIEW), new Position(0, 0)))
                    .get(WAIT_SECONDS, TimeUnit.SECONDS);
        }

        @Override
        public synchronized void publishDiagnostics(PublishDiagnosticsParams params) {
            published.computeIfAbsent(params.getUri(), u -> new ArrayList<>()).add(params.getDiagnostics());
            notifyAll();
        }

        @Override
        public CompletableFuture<Void> registerCapability(RegistrationParams params) {
            registered.complete(null);
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void telemetryEvent(Object object) {}

        @Override
        public synchronized void showMessage(MessageParams params) {
            shown.add(params);
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public synchronized void logMessage(MessageParams params) {
            shown.add(params);
        }
    }
}
