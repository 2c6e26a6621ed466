package io.github.studylog.mcp;

import io.github.studylog.report.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads the client's lines (UTF-8, whatever the locale) and passes on those that are JSON-RPC messages; a line that
 * is not JSON is answered with a parse error ({@code -32700}), one that is JSON but no message (a batch, no
 * {@code jsonrpc: "2.0"}, neither a method nor a result) with an invalid request ({@code -32600}). Jackson's read
 * limits (nesting depth, number and string lengths) bound what a line can make the parser do. The SDK's reader
 * gets the end of the input when the client closes it, and so ends the session.
 */
final class MessageGate {

    private static final JsonMapper JSON = new JsonMapper();

    private final MessageLines answers;
    /** The server's tools by name: a call of another is answered here, in the configured language. */
    private final java.util.Set<String> tools;

    private final io.github.studylog.message.Messages messages;

    MessageGate(MessageLines answers, java.util.Set<String> tools, io.github.studylog.message.Messages messages) {
        this.answers = answers;
        this.tools = java.util.Set.copyOf(tools);
        this.messages = messages;
    }

    /** Passes {@code in}'s messages to {@code server} until {@code in} ends, then closes {@code server}. */
    void pass(InputStream in, OutputStream server) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                OutputStream messages = server) {
            String line;
            while ((line = readLine(lines)) != null) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode message;
                try {
                    message = JSON.readTree(line);
                } catch (JacksonException e) {
                    answer(
                            -32700,
                            "Parse error: the line is not JSON (" + e.getOriginalMessage() + ")",
                            JsonNodeFactory.instance.nullNode());
                    continue;
                }
                JsonNode id = message.isObject() && message.has("id")
                        ? message.get("id")
                        : JsonNodeFactory.instance.nullNode();
                String problem = problem(message);
                if (problem != null) {
                    answer(-32600, "Invalid Request: " + problem, id);
                    continue;
                }
                String call = callProblem(message);
                if (call != null) {
                    answer(-32602, "Invalid params: " + call, id);
                    continue;
                }
                String tool = unknownTool(message);
                if (tool != null) {
                    answer(-32602, tool, id);
                    continue;
                }
                messages.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                messages.flush();
            }
        }
    }

    /** A line, or the end: an input that fails (the client is gone) ends like a closed one. */
    private static @Nullable String readLine(BufferedReader lines) {
        try {
            return lines.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    /** Why a JSON value is no JSON-RPC 2.0 message; {@code null} when it is one. */
    static @Nullable String problem(JsonNode message) {
        if (!message.isObject()) {
            return "a message is one JSON object (no batches)";
        }
        if (!"2.0".equals(message.path("jsonrpc").asString(""))) {
            return "a message has \"jsonrpc\": \"2.0\"";
        }
        boolean request = message.path("method").isString();
        boolean response = message.has("id") && (message.has("result") || message.has("error"));
        if (!request && !response) {
            return "a message has a \"method\" (a request or notification) or a \"result\" or \"error\" (a response)";
        }
        JsonNode id = message.get("id");
        if (id != null && !id.isString() && !id.isIntegralNumber() && !(response && id.isNull())) {
            return "an \"id\" is a string or an integer";
        }
        JsonNode params = message.get("params");
        if (params != null && !params.isObject()) {
            return "\"params\" is an object";
        }
        return null;
    }

    /** Why a {@code tools/call} request's params cannot name a tool and its arguments; {@code null} when they can. */
    static @Nullable String callProblem(JsonNode message) {
        if (!"tools/call".equals(message.path("method").asString(""))) {
            return null;
        }
        JsonNode params = message.path("params");
        if (!params.path("name").isString()) {
            return "a tools/call names its tool: \"params\": {\"name\": \"…\"}";
        }
        JsonNode arguments = params.get("arguments");
        if (arguments != null && !arguments.isObject() && !arguments.isNull()) {
            return "the tool's \"arguments\" are an object";
        }
        return null;
    }

    /** The sentence for a {@code tools/call} of a tool this server has not; {@code null} for one it has. */
    @Nullable
    String unknownTool(JsonNode message) {
        if (!"tools/call".equals(message.path("method").asString(""))) {
            return null;
        }
        String name = message.path("params").path("name").asString("");
        if (tools.contains(name)) {
            return null;
        }
        String near = io.github.studylog.finding.Nearest.to(name, tools)
                .map(n -> messages.text("mcp.tool.near", n))
                .orElse("");
        return messages.text(
                "mcp.tool.unknown", StudylogTools.cut(name), near, String.join(", ", new java.util.TreeSet<>(tools)));
    }

    private void answer(int code, String text, JsonNode id) throws IOException {
        ObjectNode error = JsonNodeFactory.instance.objectNode();
        error.put("jsonrpc", "2.0");
        error.set("id", id);
        ObjectNode body = error.putObject("error");
        body.put("code", code);
        body.put("message", text);
        answers.writeLine(Json.compact(error).getBytes(StandardCharsets.UTF_8));
    }
}
