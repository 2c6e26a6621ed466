package io.github.studylog.mcp;

import io.github.studylog.message.Language;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapperSupplier;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * The MCP server of one content repository over stdio, on the official Java SDK's classic server: JSON-RPC messages
 * on {@code in} and {@code out} (the process's standard input and output, nothing else ever written there), the
 * tools of {@link StudylogTools}, and an end when standard input closes (the client went away).
 */
public final class StudylogMcpServer {

    private final Path repo;
    private final Language language;
    private final String version;

    /**
     * @param repo     the content repository, absolute, resolved once by the caller
     * @param language the language of the findings ({@code --lang})
     * @param version  the plugin version, the server's version
     */
    public StudylogMcpServer(Path repo, Language language, String version) {
        this.repo = repo.toAbsolutePath().normalize();
        this.language = language;
        this.version = version;
    }

    /** What {@code initialize} tells the client: facts about this server, no instructions to the agent. */
    String instructions() {
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
            CountDownLatch ended = new CountDownLatch(1);
            McpJsonMapper mapper = new JacksonMcpJsonMapperSupplier().get();
            StdioServerTransportProvider transport = new StdioServerTransportProvider(mapper, endWatched(in, ended),
                    out);
            McpSyncServer server = McpServer.sync(transport)
                    .serverInfo("studylog", version)
                    .instructions(instructions())
                    .jsonMapper(mapper)
                    // the tools check their own arguments: a wrong one is a JSON-RPC error (-32602), not a result
                    .validateToolInputs(false)
                    .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                    .tools(new StudylogTools(repo, language, scratch, version).specifications(mapper))
                    .build();
            ended.await();
            server.close();
        } finally {
            StudylogTools.delete(scratch);
        }
    }

    /** {@code in}, counting {@code ended} down when it reports its end (or fails: the client is gone either way). */
    private static InputStream endWatched(InputStream in, CountDownLatch ended) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                try {
                    return ended(super.read());
                } catch (IOException e) {
                    ended.countDown();
                    throw e;
                }
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                try {
                    return ended(super.read(b, off, len));
                } catch (IOException e) {
                    ended.countDown();
                    throw e;
                }
            }

            @Override
            public void close() throws IOException {
                ended.countDown();
                super.close();
            }

            private int ended(int n) {
                if (n < 0) {
                    ended.countDown();
                }
                return n;
            }
        };
    }
}
