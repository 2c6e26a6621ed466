package io.github.studylog.mcp;

import io.github.studylog.apply.ApplyResult;
import io.github.studylog.check.Part;
import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.Overrides;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.due.DueJson;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Nearest;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.prompt.PromptFile;
import io.github.studylog.prompt.SessionPrompt;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.Json;
import io.github.studylog.run.DraftRun;
import io.github.studylog.run.PromptRun;
import io.github.studylog.run.RepoCheckRun;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.run.RunFailure;
import io.github.studylog.sync.SyncDraft;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The server's tools over one content repository, each a call of the same core as the goals ({@code run}), none
 * writing into the repository: a pass's reports go to a folder of the server's own, removed after the call.
 * Results are facts (findings, texts, counts), never instructions to the agent. A malformed argument is a
 * JSON-RPC error ({@code -32602}) with a sentence saying which and why.
 */
final class StudylogTools {

    /** The tool definitions: names, descriptions, input and output schemas, annotations. */
    private static final String DEFINITIONS = "/io/github/studylog/mcp/tools.json";

    private static final int DEFAULT_LIMIT = 100;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Path repo;
    private final Overrides overrides;
    private final Language language;
    private final Messages messages;
    private final Path scratch;
    private final String version;
    private final AtomicLong calls = new AtomicLong();

    /**
     * @param repo      the content repository (absolute, resolved once)
     * @param overrides the server's arguments, over the repository's configuration (resolved again on every call,
     *                  as the repository changes under the server)
     * @param scratch   the server's own folder, outside the repository, for the passes' outputs
     * @param version   the plugin version
     */
    StudylogTools(Path repo, Overrides overrides, Path scratch, String version) {
        this.repo = repo;
        this.overrides = overrides;
        this.language = config(scratch).language();
        this.messages = Messages.of(language);
        this.scratch = scratch;
        this.version = version;
    }

    /** The language of the findings: the configuration's at the server's start. */
    Language language() {
        return language;
    }

    /** The catalogue of {@link #language()}. */
    Messages messages() {
        return messages;
    }

    /** The tools' names. */
    java.util.Set<String> names() {
        return java.util.Set.of(
                "session_prompt", "check_session_draft", "render_sync_draft", "check_repo", "explain_rule", "list_due");
    }

    /** The tools, defined by {@value #DEFINITIONS}, each with its handler. */
    List<SyncToolSpecification> specifications(McpJsonMapper mapper) throws IOException {
        Map<String, Function<Map<String, Object>, Result>> handlers = Map.of(
                "session_prompt", this::sessionPrompt,
                "check_session_draft", this::checkSessionDraft,
                "render_sync_draft", this::renderSyncDraft,
                "check_repo", this::checkRepo,
                "explain_rule", this::explainRule,
                "list_due", this::listDue);
        JsonNode definitions;
        try (InputStream in = StudylogTools.class.getResourceAsStream(DEFINITIONS)) {
            definitions = new JsonMapper().readTree(in);
        }
        List<SyncToolSpecification> tools = new ArrayList<>();
        for (JsonNode definition : definitions) {
            String name = definition.path("name").asString();
            // tools.json and the handlers name the same tools (McpServerIT lists them)
            Function<Map<String, Object>, Result> handler = Objects.requireNonNull(handlers.get(name), name);
            JsonNode hints = definition.path("annotations");
            Tool tool = Tool.builder()
                    .name(name)
                    .title(definition.path("title").asString())
                    .description(definition.path("description").asString())
                    .inputSchema(mapper, Json.compact(definition.path("inputSchema")))
                    .outputSchema(mapper, Json.compact(definition.path("outputSchema")))
                    .annotations(new ToolAnnotations(
                            hints.path("title").asString(),
                            hints.path("readOnlyHint").asBoolean(),
                            hints.path("destructiveHint").asBoolean(),
                            hints.path("idempotentHint").asBoolean(),
                            hints.path("openWorldHint").asBoolean(),
                            null))
                    .build();
            tools.add(SyncToolSpecification.builder()
                    .tool(tool)
                    .callHandler((exchange, request) -> {
                        Result result = handler.apply(request.arguments() == null ? Map.of() : request.arguments());
                        return CallToolResult.builder()
                                .structuredContent(mapper, Json.compact(result.structured()))
                                .addTextContent(result.text())
                                .isError(false)
                                .build();
                    })
                    .build());
        }
        return List.copyOf(tools);
    }

    /** A tool's answer: its structured content and the short text beside it. */
    record Result(ObjectNode structured, String text) {}

    private Result sessionPrompt(Map<String, Object> arguments) {
        String review = required(arguments, "review");
        Optional<String> kind = optional(arguments, "kind");
        PromptRun.Prompts built = inScratch(config -> new PromptRun()
                .prompts(PromptRun.Request.of(
                        config.with(Setting.REVIEW, review, "the tool's argument")
                                .with(Setting.KIND, kind.orElse(""), "the tool's argument"),
                        version,
                        ConsoleFormat.PLAIN)));
        ObjectNode out = NODES.objectNode();
        out.put("review", review);
        ArrayNode files = out.putArray("files");
        Optional<SessionPrompt> prompt = built.prompts().stream().findFirst();
        prompt.ifPresent(p -> {
            out.put("text", p.text());
            for (PromptFile file : p.files()) {
                ObjectNode f = files.addObject();
                f.put("path", file.path());
                f.put(
                        "role",
                        file.role().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
                file.commit().ifPresent(c -> f.put("commit", c));
            }
        });
        built.refusal().ifPresent(r -> out.put("refusal", messages.text(r)));
        out.set("findings", findings(built.findings()));
        out.put("recordErrors", built.recordErrors());
        String text = prompt.map(SessionPrompt::text)
                .orElseGet(() -> lines(built.refusal().map(messages::text), built.findings()));
        return new Result(out, text);
    }

    private Result checkSessionDraft(Map<String, Object> arguments) {
        String text = required(arguments, "text");
        Optional<String> name = optional(arguments, "fileName");
        Optional<String> title = optional(arguments, "title");
        DraftRun.Checked checked = inScratch(config -> new DraftRun()
                .check(new DraftRun.Request(
                        config.layout(), text, name, title, version, config.language(), config.links())));
        ObjectNode out = NODES.objectNode();
        out.put("form", checked.form().label());
        out.put("name", checked.name());
        checked.sessionId().ifPresent(id -> out.put("sessionId", id));
        String status = checked.status() == ApplyResult.Status.APPLIED
                ? "would-apply"
                : checked.status().label();
        out.put("status", status);
        long errors = checked.findings().stream().filter(Finding::isError).count();
        out.put("errors", errors);
        out.put("warnings", checked.findings().size() - errors);
        out.set("findings", findings(checked.findings()));
        ArrayNode notes = out.putArray("notes");
        checked.notes().forEach(n -> notes.add(messages.text(n)));
        ArrayNode changes = out.putArray("changes");
        checked.changes().forEach(changes::add);
        out.put("sessionExists", checked.exists());
        return new Result(
                out,
                lines(
                        Optional.of(status + ": "
                                + counts(errors, checked.findings().size() - errors)),
                        checked.findings()));
    }

    private Result renderSyncDraft(Map<String, Object> arguments) {
        String text = required(arguments, "text");
        Optional<String> name = optional(arguments, "fileName");
        DraftRun.Rendered rendered = inScratch(config -> new DraftRun()
                .render(new DraftRun.Request(
                        config.layout(), text, name, Optional.empty(), version, config.language(), config.links())));
        ObjectNode out = NODES.objectNode();
        out.put("sessionId", rendered.sessionId());
        out.put("rendered", rendered.draft().isPresent());
        ArrayNode labels = out.putArray("labels");
        rendered.draft().ifPresent(d -> {
            out.put("title", d.title());
            d.labels().forEach(labels::add);
            out.put("body", d.body());
        });
        out.set("findings", findings(rendered.findings()));
        return new Result(
                out,
                rendered.draft()
                        .map(SyncDraft::markdown)
                        .orElseGet(() -> lines(Optional.empty(), rendered.findings())));
    }

    private Result checkRepo(Map<String, Object> arguments) {
        int limit = integer(arguments, "limit", 1, 1000).orElse(DEFAULT_LIMIT);
        RepoCheckRun.Checked checked = inScratch(config -> new RepoCheckRun()
                .check(
                        config,
                        EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                        version,
                        config.layout().outputDir().resolveSibling("state")));
        List<Finding> shown = checked.findings().stream().limit(limit).toList();
        ObjectNode out = NODES.objectNode();
        String verdict = checked.errors() > 0 ? "fail" : "pass";
        out.put("verdict", verdict);
        out.put("errors", checked.errors());
        out.put("warnings", checked.warnings());
        out.put("suppressed", checked.suppressed());
        out.put("total", checked.findings().size());
        out.put("truncated", shown.size() < checked.findings().size());
        out.set("findings", findings(shown));
        return new Result(
                out, lines(Optional.of(verdict + ": " + counts(checked.errors(), checked.warnings())), shown));
    }

    /** What {@code studylog:due} writes: the citations to re-check and the reviews due, as of {@code today}. */
    private Result listDue(Map<String, Object> arguments) {
        LocalDate today;
        try {
            today = optional(arguments, "today").map(LocalDate::parse).orElseGet(LocalDate::now);
        } catch (DateTimeParseException e) {
            throw invalid(messages.text("mcp.argument.today", cut(String.valueOf(arguments.get("today")))));
        }
        JsonNode due = inScratch(config -> {
            ContentLayout layout = config.layout();
            new RepoCheckRun()
                    .check(
                            config.with(Setting.TODAY, today.toString(), "the tool's argument"),
                            EnumSet.of(Part.RECORDS),
                            version,
                            layout.outputDir().resolveSibling("state"));
            Path file = layout.outputDir().resolve(DueJson.FILE);
            try {
                return new JsonMapper().readTree(file.toFile());
            } catch (RuntimeException e) {
                throw McpError.builder(McpSchema.ErrorCodes.INTERNAL_ERROR)
                        .message("studylog wrote no " + DueJson.FILE + ": " + e.getMessage())
                        .build();
            }
        });
        ObjectNode out = (ObjectNode) due.deepCopy();
        out.remove("$schema");
        JsonNode counts = out.path("counts");
        List<String> parts = new ArrayList<>();
        counts.properties()
                .forEach(e -> parts.add(messages.text(
                        "mcp.due.count", status(e.getKey()), e.getValue().asString())));
        String text = messages.text(
                "mcp.due.summary",
                today.toString(),
                String.join(messages.text("mcp.separator"), parts),
                out.path("reviews").size());
        return new Result(out, text);
    }

    private Result explainRule(Map<String, Object> arguments) {
        String id = required(arguments, "rule");
        List<Rule> rules = RuleCatalog.all();
        Rule rule = rules.stream()
                .filter(r -> r.id().equals(id))
                .findFirst()
                .orElseThrow(() -> invalid(messages.text(
                        "mcp.rule.unknown",
                        cut(id),
                        Nearest.to(id, rules.stream().map(Rule::id).toList())
                                .map(n -> messages.text("mcp.tool.near", n))
                                .orElse(""))));
        ObjectNode out = NODES.objectNode();
        out.put("rule", rule.id());
        out.put("severity", rule.defaultSeverity().label());
        out.put("summary", rule.summary(messages));
        out.put("help", rule.help(messages));
        return new Result(out, rule.id() + ": " + rule.summary(messages) + "\n" + rule.help(messages));
    }

    /** The repository's one configuration with the server's arguments over it, writing into {@code dir/out}. */
    private StudylogConfig config(Path dir) {
        return ConfigResolver.resolve(
                repo,
                overrides.with(Setting.OUTPUT_DIRECTORY, dir.resolve("out").toString(), "the MCP server's own folder"),
                System.getProperty("user.language", "en"));
    }

    /**
     * Runs a call on the repository's configuration, its output folder a fresh one of the server's own, removed
     * after the call: the passes write their reports and pictures there, never into the repository. The core's
     * wrong requests are bad arguments; its failures are internal errors with the core's sentence.
     */
    private <T> T inScratch(Function<StudylogConfig, T> call) {
        Path dir = scratch.resolve("call-" + calls.incrementAndGet());
        try {
            return call.apply(config(dir));
        } catch (InvalidRequestException e) {
            // the core's sentence in the configured language, cut: it may quote an argument whole
            throw invalid(cut(e.said().map(messages::text).orElseGet(() -> String.valueOf(e.getMessage())), MAX_ERROR));
        } catch (RunFailure e) {
            throw McpError.builder(McpSchema.ErrorCodes.INTERNAL_ERROR)
                    .message(e.getMessage())
                    .build();
        } finally {
            delete(dir);
        }
    }

    static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // a leftover in the temporary folder is no reason to fail the call
        }
    }

    private ArrayNode findings(List<Finding> findings) {
        ArrayNode array = NODES.arrayNode();
        for (Finding f : findings) {
            ObjectNode o = array.addObject();
            o.put("rule", f.rule().id());
            o.put("severity", f.severity().label());
            o.put("path", f.path());
            o.put("line", f.line());
            o.put("column", f.column());
            o.put("message", messages.text(f.message()));
        }
        return array;
    }

    private String counts(long errors, long warnings) {
        return messages.counted("console.errors", errors)
                + messages.text("mcp.separator")
                + messages.counted("console.warnings", warnings);
    }

    /** A first line, then one console line per finding. */
    private String lines(Optional<String> first, List<Finding> findings) {
        List<String> lines = new ArrayList<>();
        first.ifPresent(lines::add);
        findings.forEach(f -> lines.add(ConsoleFormat.PLAIN.line(f, messages)));
        return String.join("\n", lines);
    }

    private String required(Map<String, Object> arguments, String name) {
        return optional(arguments, name).orElseThrow(() -> invalid(messages.text("mcp.argument.required", name)));
    }

    private Optional<String> optional(Map<String, Object> arguments, String name) {
        Object value = arguments.get(name);
        if (value == null) {
            return Optional.empty();
        }
        if (!(value instanceof String s)) {
            throw invalid(messages.text("mcp.argument.not-string", name, kind(value)));
        }
        return Optional.of(s);
    }

    private Optional<Integer> integer(Map<String, Object> arguments, String name, int min, int max) {
        Object value = arguments.get(name);
        if (value == null) {
            return Optional.empty();
        }
        if (!(value instanceof Number n)
                || n.doubleValue() != Math.rint(n.doubleValue())
                || n.doubleValue() < min
                || n.doubleValue() > max) {
            throw invalid(messages.text("mcp.argument.not-integer", name, min, max, cut(String.valueOf(value))));
        }
        return Optional.of(n.intValue());
    }

    private String kind(Object value) {
        String key = value instanceof Number
                ? "mcp.kind.number"
                : value instanceof Boolean
                        ? "mcp.kind.boolean"
                        : value instanceof Map
                                ? "mcp.kind.object"
                                : value instanceof List ? "mcp.kind.array" : "mcp.kind.value";
        return messages.text(key);
    }

    /** A status id of {@code due.json}'s counts in the configured language (the id itself when it has no name). */
    private String status(String id) {
        String key = switch (id) {
            case "stale" -> "mcp.due.status.stale";
            case "due-soon" -> "mcp.due.status.due-soon";
            case "ok" -> "mcp.due.status.ok";
            case "unchecked" -> "mcp.due.status.unchecked";
            case "versioned" -> "mcp.due.status.versioned";
            case "unclassified" -> "mcp.due.status.unclassified";
            default -> "";
        };
        return key.isEmpty() ? id : messages.text(key);
    }

    /** The most of an argument an error quotes, in code points. */
    static final int MAX_QUOTED = 80;

    /** The most an error's sentence holds, in code points. */
    static final int MAX_ERROR = 1500;

    /** A value as an error quotes it: whole when short, else its start and how long it was. */
    static String cut(String value) {
        return cut(value, MAX_QUOTED);
    }

    static String cut(String value, int max) {
        return io.github.studylog.finding.Text.cut(value, max);
    }

    static McpError invalid(@Nullable String message) {
        return McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS)
                .message(message)
                .build();
    }
}
