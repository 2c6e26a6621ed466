package io.github.studylog.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.PromptRun;
import io.github.studylog.run.RunLog;
import io.github.studylog.run.RunRequest;
import io.github.studylog.run.StudylogRun;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapperSupplier;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The attached {@code -cli} jar's MCP server as a client starts it: a child process over stdio, driven by the
 * official Java SDK's own client, on a git copy of the example content. The child's standard output goes through
 * {@code tee} into a file as well, so the last test reads every byte the server wrote there. The child runs with
 * {@code GITHUB_ACTIONS=true}: no workflow command may reach that output either.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class McpServerIT {

    private static final String SESSION_01 = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String SESSION_02 = "sessions/2026-10-03-web-cache-02.yaml";
    private static final JsonMapper JSON = new JsonMapper();

    @TempDir
    static Path temp;

    private static Path repo;
    private static Path stdout;
    private static McpSyncClient client;
    private static String headCommit;

    @BeforeAll
    static void start() throws Exception {
        repo = temp.resolve("content");
        copy(Path.of(System.getProperty("studylog.example", "src/example")), repo);
        PersonIdent who = new PersonIdent("学習者", "learner@example.com");
        try (Git git =
                Git.init().setDirectory(repo.toFile()).setInitialBranch("main").call()) {
            git.add().addFilepattern(".").call();
            headCommit = git.commit()
                    .setMessage("content")
                    .setAuthor(who)
                    .setCommitter(who)
                    .setSign(false)
                    .call()
                    .getName();
        }
        stdout = temp.resolve("stdout.jsonl");
        client = McpClient.sync(new StdioClientTransport(
                        ServerParameters.builder("sh")
                                .args(
                                        "-c",
                                        "java -jar \"$0\" mcp --repo \"$1\" --lang en | tee \"$2\"",
                                        cliJar().toString(),
                                        repo.toString(),
                                        stdout.toString())
                                .addEnvVar("GITHUB_ACTIONS", "true")
                                .build(),
                        mapper()))
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(30))
                .build();
        client.initialize();
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.closeGracefully();
        }
    }

    @Test
    @Order(1)
    void initializeReportsTheRepositoryResolvedOnce() {
        assertEquals("studylog", client.getServerInfo().name());
        assertTrue(client.getServerInstructions().contains(repo.toString()), client.getServerInstructions());
        assertNotNull(client.getServerCapabilities().tools());
    }

    @Test
    @Order(2)
    void listsTheToolsWithInputAndOutputSchemas() {
        List<Tool> tools = client.listTools().tools();
        assertEquals(
                List.of(
                        "session_prompt",
                        "check_session_draft",
                        "render_sync_draft",
                        "check_repo",
                        "explain_rule",
                        "list_due"),
                tools.stream().map(Tool::name).toList());
        for (Tool tool : tools) {
            assertEquals("object", tool.inputSchema().get("type"), tool.name());
            assertEquals("object", tool.outputSchema().get("type"), tool.name());
            assertTrue(tool.annotations().readOnlyHint(), tool.name());
            assertFalse(tool.annotations().destructiveHint(), tool.name());
        }
        assertEquals(List.of("text"), tools.get(1).inputSchema().get("required"));
        assertEquals(List.of("review"), tools.get(0).inputSchema().get("required"));
    }

    @Test
    @Order(3)
    void sessionPromptIsTheTextStudylogPromptWrites() throws Exception {
        JsonNode result = call("session_prompt", Map.of("review", "web-cache"));
        ContentLayout layout = layout(temp.resolve("prompt-out"));
        PromptRun.Prompts expected = new PromptRun()
                .prompts(new PromptRun.Request(
                        layout,
                        LinkSettings.defaults(),
                        Optional.of("web-cache"),
                        Optional.empty(),
                        Optional.empty(),
                        "test",
                        ConsoleFormat.PLAIN,
                        Language.EN));
        assertEquals(expected.prompts().get(0).text(), result.path("text").asString());
        assertTrue(result.path("text").asString().contains("web-cache"));
        List<String> files = new ArrayList<>();
        result.path("files")
                .forEach(f -> files.add(f.path("path").asString() + " "
                        + f.path("role").asString() + " " + f.path("commit").asString()));
        assertEquals(
                List.of(
                        "CHATGPT.md every-session " + headCommit,
                        "src/content/docs/web/cache.md doc " + headCommit,
                        "diagrams/web-cache/revalidate.json diagram-json " + headCommit,
                        "public/diagrams/web-cache/freshness.svg picture " + headCommit,
                        "diagrams/web-cache/freshness.json diagram-json " + headCommit,
                        "reviews/web-cache.yaml review " + headCommit,
                        "sessions/2026-10-03-web-cache-02.yaml latest-session " + headCommit,
                        "sessions/2026-10-01-web-cache-01.yaml session " + headCommit),
                files);
        assertEquals(0, result.path("recordErrors").asInt());
        assertEquals(0, result.path("findings").size());
    }

    @Test
    @Order(4)
    void anExistingSessionChecksWithoutFindings() throws Exception {
        JsonNode result = call("check_session_draft", Map.of("text", read(SESSION_01)));
        assertEquals(JSON.readTree("""
                {"form":"session-yaml","name":"sessions/2026-10-01-web-cache-01.yaml",
                 "sessionId":"2026-10-01-web-cache-01","status":"already-applied","errors":0,"warnings":0,
                 "findings":[],"notes":[],"changes":[],"sessionExists":true}"""), result);
    }

    @Test
    @Order(5)
    void aNewSessionWouldApply() throws Exception {
        String text = read(SESSION_02)
                .replace("2026-10-03-web-cache-02", "2026-10-05-web-cache-03")
                .replace("date: 2026-10-03", "date: 2026-10-05");
        JsonNode result = call("check_session_draft", Map.of("text", text));
        assertEquals("would-apply", result.path("status").asString(), result.toString());
        assertEquals(0, result.path("errors").asInt(), result.toString());
        // the review gains the session in its list
        assertEquals(
                "[\"reviews/web-cache.yaml\",\"sessions/2026-10-05-web-cache-03.yaml\"]",
                result.path("changes").toString());
        assertFalse(result.path("sessionExists").asBoolean());
    }

    @Test
    @Order(6)
    void aBrokenDraftHasItsFindingsAtItsOwnLines() throws Exception {
        String text = read(SESSION_02)
                .replace("outcome: hinted", "outcome: maybe")
                .replace("needs_revisit:", "needs_revisti:")
                .replace("commit: unknown", "commit: 0123456789abcdef0123456789abcdef01234567");
        JsonNode result = call("check_session_draft", Map.of("text", text, "fileName", "draft.yaml"));
        assertEquals("refused", result.path("status").asString(), result.toString());
        assertEquals("draft.yaml", result.path("name").asString());
        assertTrue(result.path("sessionExists").asBoolean());
        List<String> found = new ArrayList<>();
        result.path("findings")
                .forEach(f -> found.add(f.path("rule").asString() + " "
                        + f.path("path").asString() + ":" + f.path("line").asInt()));
        assertTrue(found.contains("record-value draft.yaml:" + lineOf(text, "outcome: maybe")), found::toString);
        assertTrue(found.contains("record-unknown-key draft.yaml:" + lineOf(text, "needs_revisti:")), found::toString);
        assertTrue(found.contains("source-commit-unknown draft.yaml:" + lineOf(text, "commit: 0123")), found::toString);
    }

    @Test
    @Order(7)
    void anIssueBodyIsCheckedAtTheBodysLines() throws Exception {
        String record = read(SESSION_02).replace("outcome: hinted", "outcome: maybe");
        String body = "## Session record\n\n```yaml\n" + record + "```\n";
        JsonNode result = call("check_session_draft", Map.of("text", body));
        assertEquals("issue-body", result.path("form").asString());
        List<String> found = new ArrayList<>();
        result.path("findings")
                .forEach(f -> found.add(f.path("rule").asString() + " "
                        + f.path("path").asString() + ":" + f.path("line").asInt()));
        assertTrue(found.contains("record-value the issue body:" + lineOf(body, "outcome: maybe")), found::toString);
    }

    @Test
    @Order(8)
    void renderIsWhatSyncDraftWrites() throws Exception {
        JsonNode result = call("render_sync_draft", Map.of("text", read(SESSION_02)));
        Path out = temp.resolve("draft-out");
        new StudylogRun()
                .run(
                        new RunRequest(
                                new CheckRequest(
                                        layout(out),
                                        EnumSet.of(Part.SYNC_DRAFTS),
                                        Optional.empty(),
                                        Optional.of("2026-10-03-web-cache-02"),
                                        "test"),
                                "sync-draft",
                                ConsoleFormat.PLAIN,
                                false,
                                false,
                                temp.resolve("draft-cache"),
                                "",
                                Map.of()),
                        quiet());
        JsonNode draft = JSON.readTree(
                out.resolve("session-sync/2026-10-03-web-cache-02.json").toFile());
        assertTrue(result.path("rendered").asBoolean(), result.toString());
        assertEquals(draft.path("title").asString(), result.path("title").asString());
        assertEquals(draft.path("body").asString(), result.path("body").asString());
        assertEquals(draft.path("labels"), result.path("labels"));
        assertTrue(result.path("body").asString().contains(headCommit), "the sources are pinned");
    }

    @Test
    @Order(9)
    void checkRepoGivesTheVerdictAndWritesNothingIntoTheRepository() throws Exception {
        JsonNode result = call("check_repo", Map.of());
        assertEquals(JSON.readTree("""
                {"verdict":"pass","errors":0,"warnings":0,"suppressed":0,"total":0,"truncated":false,
                 "findings":[]}"""), result);
        assertFalse(Files.exists(repo.resolve("target")), "nothing is written into the repository");
        try (Git git = Git.open(repo.toFile())) {
            assertTrue(git.status().call().isClean());
        }
    }

    @Test
    @Order(10)
    void listDueGivesWhatStudylogDueWrites() throws Exception {
        JsonNode result = call("list_due", Map.of("today", "2026-12-03"));
        assertEquals("2026-12-03", result.path("today").asString());
        assertEquals(30, result.path("due_soon_days").asInt());
        assertEquals(0, result.path("citations").size(), "the example cites no external source");
        JsonNode review = result.path("reviews").get(0);
        assertEquals("web-cache", review.path("review").asString());
        assertEquals("hinted", review.path("status").asString());
        assertEquals("2026-10-17", review.path("due").asString());
        assertEquals(47, review.path("days_overdue").asInt());
        McpError error = assertThrows(McpError.class, () -> call("list_due", Map.of("today", "2026-02-30")));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, error.getJsonRpcError().code());
        assertFalse(Files.exists(repo.resolve("target")), "nothing is written into the repository");
    }

    @Test
    @Order(10)
    void explainRuleReadsTheCatalogue() throws Exception {
        JsonNode result = call("explain_rule", Map.of("rule", "record-unknown-key"));
        assertEquals("record-unknown-key", result.path("rule").asString());
        assertEquals("error", result.path("severity").asString());
        assertEquals(
                "A record has a key its template does not know.",
                result.path("summary").asString());
        McpError error = assertThrows(McpError.class, () -> call("explain_rule", Map.of("rule", "record-unknwn-key")));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, error.getJsonRpcError().code());
        assertTrue(error.getMessage().contains("did you mean `record-unknown-key`"), error.getMessage());
    }

    @Test
    @Order(11)
    void badArgumentsAreJsonRpcErrors() {
        McpError wrongType = assertThrows(McpError.class, () -> call("check_session_draft", Map.of("text", 42)));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, wrongType.getJsonRpcError().code());
        assertTrue(wrongType.getMessage().contains("`text` must be a string"), wrongType.getMessage());
        McpError missing = assertThrows(McpError.class, () -> call("session_prompt", Map.of()));
        assertTrue(missing.getMessage().contains("`review` is required"), missing.getMessage());
        McpError unknown = assertThrows(McpError.class, () -> call("session_prompt", Map.of("review", "nothing")));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, unknown.getJsonRpcError().code());
        McpError limit = assertThrows(McpError.class, () -> call("check_repo", Map.of("limit", 0)));
        assertTrue(limit.getMessage().contains("`limit` must be a whole number"), limit.getMessage());
    }

    @Test
    @Order(12)
    void aPathOutsideTheRepositoryIsRefused() {
        McpError error = assertThrows(
                McpError.class,
                () -> call("check_session_draft", Map.of("text", "id: x\n", "fileName", "../outside.yaml")));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, error.getJsonRpcError().code());
        assertTrue(error.getMessage().contains("no path inside the repository"), error.getMessage());
        McpError absolute = assertThrows(
                McpError.class, () -> call("render_sync_draft", Map.of("text", "id: x\n", "fileName", "/etc/passwd")));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, absolute.getJsonRpcError().code());
    }

    @Test
    @Order(13)
    void hostileDraftsAreFindingsAndTheServerGoesOn() throws Exception {
        StringBuilder bomb = new StringBuilder("a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]\n");
        for (int i = 0; i < 12; i++) {
            bomb.append("b")
                    .append(i)
                    .append(": &b")
                    .append(i)
                    .append(" [*")
                    .append(i == 0 ? "a" : "b" + (i - 1))
                    .append(",*")
                    .append(i == 0 ? "a" : "b" + (i - 1))
                    .append("]\n");
        }
        JsonNode aliases = call("check_session_draft", Map.of("text", "id: 2026-10-05-web-cache-03\n" + bomb));
        assertEquals("refused", aliases.path("status").asString());
        assertTrue(aliases.path("errors").asInt() > 0, aliases.toString());
        JsonNode deep =
                call("check_session_draft", Map.of("text", "id: 2026-10-05-web-cache-03\nx: " + "[".repeat(5000)));
        assertEquals("refused", deep.path("status").asString());
        JsonNode huge = call("check_session_draft", Map.of("text", "x".repeat(5 * 1024 * 1024)));
        assertEquals(
                "file-unreadable", huge.path("findings").get(0).path("rule").asString(), huge.toString());
        assertEquals("explain_rule", client.listTools().tools().get(4).name(), "still serving");
    }

    @Test
    @Order(14)
    void aHugeArgumentsErrorNamesItIsShortAndTheServerGoesOn() throws Exception {
        String huge = "x".repeat(5 * 1024 * 1024);
        for (Map.Entry<String, String> c :
                List.of(Map.entry("explain_rule", "rule"), Map.entry("session_prompt", "review"))) {
            McpError error = assertThrows(McpError.class, () -> call(c.getKey(), Map.of(c.getValue(), huge)));
            assertEquals(
                    McpSchema.ErrorCodes.INVALID_PARAMS, error.getJsonRpcError().code());
            String message = error.getJsonRpcError().message();
            assertTrue(message.length() < 2000, c + ": " + message.length());
            assertTrue(message.contains(c.getValue()), message);
            assertTrue(message.contains("… (5242880)"), "cut, with the length it had: " + message);
        }
        assertEquals("explain_rule", client.listTools().tools().get(4).name(), "still serving");
    }

    @Test
    @Order(14)
    void aDraftWithoutARecordSaysNoRecordWasFoundWhereItLooked() throws Exception {
        JsonNode prose = call("check_session_draft", Map.of("text", "\n  今日はキャッシュの無効化について復習した。\n"));
        assertEquals("refused", prose.path("status").asString());
        assertEquals(1, prose.path("findings").size(), prose.toString());
        JsonNode f = prose.path("findings").get(0);
        assertEquals("apply-sync-no-record", f.path("rule").asString());
        assertEquals(2, f.path("line").asInt(), "the first line with text");
        assertEquals(3, f.path("column").asInt());
        assertEquals(
                "no session record found: the text (3 line(s)) was read as a bare session YAML record, since it has no"
                        + " fenced block, no `title:` line and no JSON, and it is prose (one YAML text, no `key: value`"
                        + " lines); a session record is a YAML mapping that starts with `id: YYYY-MM-DD-<slug>-NN`",
                f.path("message").asString());
        JsonNode empty = call("check_session_draft", Map.of("text", ""));
        assertEquals(
                "apply-sync-no-record",
                empty.path("findings").get(0).path("rule").asString(),
                empty.toString());
        assertEquals(1, empty.path("findings").get(0).path("line").asInt());
        assertTrue(empty.path("findings").get(0).path("message").asString().contains("it is empty"), empty.toString());
        JsonNode list = call("check_session_draft", Map.of("text", "- id: 2026-10-05-web-cache-03\n"));
        JsonNode l = list.path("findings").get(0);
        assertEquals("apply-sync-no-record", l.path("rule").asString(), list.toString());
        assertEquals(1, l.path("line").asInt());
        assertTrue(l.path("message").asString().contains("a YAML list, not a mapping"), list.toString());
    }

    @Test
    @Order(14)
    void anUnknownToolIsNamedWithTheNearestAndTheTools() {
        McpError error = assertThrows(McpError.class, () -> call("list_dues", Map.of()));
        assertEquals(
                McpSchema.ErrorCodes.INVALID_PARAMS, error.getJsonRpcError().code());
        assertEquals(
                "Unknown tool `list_dues` (did you mean `list_due`?). This server's tools are: check_repo,"
                        + " check_session_draft, explain_rule, list_due, render_sync_draft, session_prompt",
                error.getJsonRpcError().message());
    }

    @Test
    void inJapaneseTheToolsTextsAndErrorsAreJapanese() throws Exception {
        Process process = new ProcessBuilder(
                        "java", "-jar", cliJar().toString(), "mcp", "--repo", repo.toString(), "--lang", "ja")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (OutputStream in = process.getOutputStream();
                BufferedReader out =
                        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            send(
                    in,
                    1,
                    "initialize",
                    Map.of(
                            "protocolVersion", "2025-06-18",
                            "capabilities", Map.of(),
                            "clientInfo", Map.of("name", "it", "version", "1")));
            answer(out, 1);
            in.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
                    .getBytes(StandardCharsets.UTF_8));
            send(in, 2, "tools/call", Map.of("name", "list_due", "arguments", Map.of("today", "2026-12-03")));
            String due = answer(out, 2)
                    .path("result")
                    .path("content")
                    .get(0)
                    .path("text")
                    .asString();
            assertTrue(due.startsWith("2026-12-03 時点の期限："), due);
            assertTrue(due.endsWith("期限のレビュー 1 件"), due);
            assertFalse(due.contains("due on"), due);
            send(in, 3, "tools/call", Map.of("name", "session_prompt", "arguments", Map.of("review", "nope")));
            String review = answer(out, 3).path("error").path("message").asString();
            assertTrue(review.startsWith("studylog.review：`nope` という名前のレビューは reviews/ にありません。"), review);
            send(in, 4, "tools/call", Map.of("name", "nope", "arguments", Map.of()));
            String tool = answer(out, 4).path("error").path("message").asString();
            assertTrue(tool.startsWith("`nope` というツールはありません。"), tool);
            send(in, 5, "tools/call", Map.of("name", "check_session_draft", "arguments", Map.of("text", "復習した。")));
            JsonNode draft = answer(out, 5).path("result").path("structuredContent");
            assertEquals("issue の本文", draft.path("name").asString(), draft.toString());
            assertTrue(
                    draft.path("findings").get(0).path("message").asString().startsWith("セッションの記録が見つかりません"),
                    draft.toString());
            send(in, 6, "tools/call", Map.of("name", "explain_rule", "arguments", Map.of("rule", "record-unknwn-key")));
            String rule = answer(out, 6).path("error").path("message").asString();
            assertTrue(rule.startsWith("引数 `rule`：`record-unknwn-key` というルール id はありません"), rule);
        } finally {
            process.destroyForcibly();
        }
    }

    private static void send(OutputStream in, int id, String method, Map<String, Object> params) throws IOException {
        Map<String, Object> message = Map.of("jsonrpc", "2.0", "id", id, "method", method, "params", params);
        in.write((JSON.writeValueAsString(message) + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** The answer to request {@code id}, past any notification. */
    private static JsonNode answer(BufferedReader out, int id) throws IOException {
        String line;
        while ((line = out.readLine()) != null) {
            JsonNode message = JSON.readTree(line);
            if (message.path("id").asInt(-1) == id) {
                return message;
            }
        }
        throw new AssertionError("no answer to " + id);
    }

    @Test
    @Order(100)
    void standardOutputHeldNothingButProtocolMessages() throws Exception {
        client.ping();
        List<String> lines = Files.readAllLines(stdout, StandardCharsets.UTF_8);
        assertTrue(lines.size() > 10, "the session's answers: " + lines.size());
        for (String line : lines) {
            JsonNode message = JSON.readTree(line);
            assertEquals("2.0", message.path("jsonrpc").asString(), line);
            assertTrue(message.has("id") || message.has("method"), line);
        }
    }

    @Test
    void aLineThatIsNoMessageIsAParseErrorAndTheServerEndsWhenItsInputCloses() throws Exception {
        Process process = new ProcessBuilder("java", "-jar", cliJar().toString(), "mcp", "--repo", repo.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (OutputStream in = process.getOutputStream();
                BufferedReader out =
                        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            in.write("not json\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            JsonNode parseError = JSON.readTree(out.readLine());
            assertEquals(-32700, parseError.path("error").path("code").asInt(), parseError.toString());
            in.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                            + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}\n")
                    .getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertEquals(1, JSON.readTree(out.readLine()).path("id").asInt());
            in.close();
            assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the server ends when its standard input closes");
            assertEquals(0, process.exitValue());
        } finally {
            process.destroyForcibly();
        }
    }

    private static JsonNode call(String tool, Map<String, Object> arguments) throws IOException {
        CallToolResult result = client.callTool(new CallToolRequest(tool, arguments));
        assertFalse(Boolean.TRUE.equals(result.isError()), () -> result.toString());
        assertEquals(1, result.content().size());
        assertTrue(result.content().get(0) instanceof McpSchema.TextContent);
        return JSON.readTree(mapper().writeValueAsString(result.structuredContent()));
    }

    private static ContentLayout layout(Path out) {
        ContentLayout d = ContentLayout.defaults(repo);
        return new ContentLayout(
                d.root(), d.docs(), d.reviews(), d.sessions(), d.diagrams(), d.publicDiagrams(), d.instructions(), out);
    }

    private static RunLog quiet() {
        return new RunLog() {
            @Override
            public void info(String line) {}

            @Override
            public void warn(String line) {}

            @Override
            public void error(String line) {}
        };
    }

    private static String read(String path) throws IOException {
        return Files.readString(repo.resolve(path), StandardCharsets.UTF_8);
    }

    private static int lineOf(String text, String needle) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(needle)) {
                return i + 1;
            }
        }
        throw new AssertionError(needle + " is not in the text");
    }

    private static McpJsonMapper mapper() {
        return new JacksonMcpJsonMapperSupplier().get();
    }

    private static Path cliJar() {
        Path jar = Path.of(System.getProperty("studylog.cliJar", "target/missing-cli.jar"));
        assertTrue(Files.isRegularFile(jar), "the -cli jar is built by `package`: " + jar);
        return jar;
    }

    /** Copies the example's content, not a build's output left in it (src/example/target after the main job). */
    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p :
                    walk.filter(p -> !from.relativize(p).startsWith("target")).toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
