package io.github.studylog.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What reaches the SDK of the client's lines, and what the gate answers itself: JSON-RPC errors for lines that are no
 * message, every answer one whole line.
 */
class MessageGateTest {

    private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    private final ByteArrayOutputStream server = new ByteArrayOutputStream();

    private List<String> pass(String... lines) throws IOException {
        new MessageGate(
                        new MessageLines(stdout),
                        java.util.Set.of("check_repo", "explain_rule", "list_due"),
                        io.github.studylog.message.Messages.of(io.github.studylog.message.Language.JA))
                .pass(
                        new ByteArrayInputStream((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8)),
                        server);
        return server.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private List<String> answers() {
        return stdout.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void messagesPassUnchangedInUtf8() throws IOException {
        String call = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"explain_rule\","
                + "\"arguments\":{\"rule\":\"記録\"}}}";
        String note = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";
        assertEquals(List.of(call, note), pass(call, "", note));
        assertEquals(List.of(), answers());
    }

    @Test
    void linesThatAreNoMessagesAreAnsweredAndNeverPassed() throws IOException {
        assertEquals(
                List.of(),
                pass(
                        "garbage",
                        "[1,2]",
                        "{\"id\":3,\"method\":\"ping\"}",
                        "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":[1]}",
                        "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"x\","
                                + "\"arguments\":\"a\"}}",
                        "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"tools/call\",\"params\":{}}",
                        "[".repeat(3000)));
        List<String> answers = answers();
        assertEquals(7, answers.size(), answers::toString);
        assertEquals(
                true,
                answers.get(0)
                        .startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
                                + "\"message\":\"Parse error: the line is not JSON"),
                answers.get(0));
        assertEquals(
                "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request: a "
                        + "message is one JSON object (no batches)\"}}",
                answers.get(1));
        assertEquals(
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32600,\"message\":\"Invalid Request: a "
                        + "message has \\\"jsonrpc\\\": \\\"2.0\\\"\"}}",
                answers.get(2));
        assertEquals(
                "{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32600,\"message\":\"Invalid Request: "
                        + "\\\"params\\\" is an object\"}}",
                answers.get(3));
        assertEquals(
                "{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":-32602,\"message\":\"Invalid params: the "
                        + "tool's \\\"arguments\\\" are an object\"}}",
                answers.get(4));
        assertEquals(
                true,
                answers.get(5).startsWith("{\"jsonrpc\":\"2.0\",\"id\":6,\"error\":{\"code\":-32602"),
                answers.get(5));
        assertEquals(true, answers.get(6).contains("nesting depth"), answers.get(6));
    }

    @Test
    void theSdksMessagesLeaveAsWholeLines() throws IOException {
        MessageLines lines = new MessageLines(stdout);
        lines.write("{\"a\":".getBytes(StandardCharsets.UTF_8));
        assertEquals("", stdout.toString(StandardCharsets.UTF_8), "half a message waits for its end");
        lines.write("1}\n{\"b\"".getBytes(StandardCharsets.UTF_8));
        assertEquals("{\"a\":1}\n", stdout.toString(StandardCharsets.UTF_8));
        lines.write(':');
        lines.write("2}".getBytes(StandardCharsets.UTF_8));
        lines.write('\n');
        assertEquals("{\"a\":1}\n{\"b\":2}\n", stdout.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCallOfAToolTheServerHasNotIsAnsweredInTheConfiguredLanguage() throws IOException {
        List<String> passed = pass(
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"list_dues\"}}",
                "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":\"list_due\"}}");
        assertEquals(1, passed.size(), "the known tool's call reaches the server");
        assertEquals(
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32602,\"message\":\"`list_dues` というツールはありません"
                        + "（`list_due` のことですか？）。このサーバーのツールは次のとおりです：check_repo, explain_rule, list_due\"}}",
                answers().get(0));
    }
}
