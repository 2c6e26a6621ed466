package io.github.studylog.mcp;

import io.github.studylog.config.Overrides;
import io.github.studylog.message.Language;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapperSupplier;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The MCP server of one content repository over stdio, on the official Java SDK's classic server: JSON-RPC messages
 * on {@code in} and {@code out} (the process's standard input and output, nothing else ever written there), the
 * tools of {@link StudylogTools}, and an end when standard input closes (the client went away). A line that is no
 * JSON-RPC message is answered by {@link MessageGate} and never reaches the SDK, whose reader stops at the first one.
 */
public final class StudylogMcpServer {

    private final Path repo;
    private final Overrides overrides;
    private final String version;

    /**
     * @param repo      the content repository, absolute, resolved once by the caller
     * @param overrides the server's arguments ({@code --lang}, {@code -Dstudylog.…}), over the repository's settings
     * @param version   the plugin version, the server's version
     */
    public StudylogMcpServer(Path repo, Overrides overrides, String version) {
        this.repo = repo.toAbsolutePath().normalize();
        this.overrides = overrides;
        this.version = version;
    }

    /** What {@code initialize} tells the client: facts about this server, no instructions to the agent. */
    String instructions(Language language) {
        return "studylog (" + version + ") checks the study-log content repository " + repo
                + " (records, docs, diagrams) with the rules of studylog-maven-plugin. Findings are in "
                + language.tag() + ". Every tool is read-only: nothing is written into the repository; "
                + "check_session_draft gives the findings apply-sync would give for a Session Sync draft before "
                + "it is filed.";
    }

    /** Serves until {@code in} ends; the passes' outputs go to a temporary folder removed at the end. */
    public void serve(InputStream in, OutputStream out) throws IOException, InterruptedException {
        Path scratch = Files.createTempDirectory("studylog-mcp-");
        try {
            McpJsonMapper mapper = new JacksonMcpJsonMapperSupplier().get();
            MessageLines lines = new MessageLines(out);
            PipedInputStream toServer = new PipedInputStream(PIPE_BYTES);
            OutputStream fromGate = new PipedOutputStream(toServer);
            StdioServerTransportProvider transport = new StdioServerTransportProvider(mapper, toServer, lines);
            StudylogTools tools = new StudylogTools(repo, overrides, scratch, version);
            McpSyncServer server = McpServer.sync(transport)
                    .serverInfo("studylog", version)
                    .instructions(instructions(tools.language()))
                    .jsonMapper(mapper)
                    // the tools check their own arguments: a wrong one is a JSON-RPC error (-32602), not a result
                    .validateToolInputs(false)
                    .capabilities(
                            McpSchema.ServerCapabilities.builder().tools(false).build())
                    .tools(tools.specifications(mapper))
                    .build();
            new MessageGate(lines, tools.names(), tools.messages()).pass(in, fromGate);
            server.closeGracefully();
        } finally {
            StudylogTools.delete(scratch);
        }
    }

    /** The pipe between the gate and the SDK's reader: a few messages' worth. */
    private static final int PIPE_BYTES = 1 << 16;
}
