package io.github.studylog.cli;

import io.github.studylog.config.ConfigResolver;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.mcp.StudylogMcpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * {@code mcp [--repo DIR] [--lang ja|en] [-Dstudylog.NAME=VALUE …]}: the MCP server of one content repository over
 * stdio ({@link StudylogMcpServer}), on the one configuration of that repository with these arguments over it. The
 * repository is {@code --repo}, else the client's project folder ({@code CLAUDE_PROJECT_DIR}, which Claude Code sets),
 * else the working directory; it is resolved once, at start.
 */
final class McpCommand implements Main.Command {

    private final Map<String, String> environment;

    McpCommand(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    @Override
    public String summary() {
        return Arguments.USAGE + ": the MCP server (stdio) of a content repository";
    }

    @Override
    public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) throws IOException {
        Arguments arguments;
        try {
            arguments = Arguments.parse(args, environment);
            // a wrong setting is said now, before any client connects
            ConfigResolver.resolve(arguments.repo(), arguments.overrides(), System.getProperty("user.language", "en"))
                    .language();
        } catch (InvalidRequestException e) {
            err.println("studylog mcp: " + e.getMessage() + "; usage: studylog mcp " + summary());
            return 2;
        }
        err.println("studylog mcp: serving " + arguments.repo() + " over stdio");
        try {
            new StudylogMcpServer(arguments.repo(), arguments.overrides(), Main.version()).serve(in, out);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        return 0;
    }
}
