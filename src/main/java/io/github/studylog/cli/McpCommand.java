package io.github.studylog.cli;

import io.github.studylog.mcp.StudylogMcpServer;
import io.github.studylog.message.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code mcp --repo <dir> [--lang ja|en]}: the MCP server of one content repository over stdio
 * ({@link StudylogMcpServer}). The repository is {@code --repo}, else the client's project folder
 * ({@code CLAUDE_PROJECT_DIR}, which Claude Code sets), else the working directory; it is resolved once, at start.
 */
final class McpCommand implements Main.Command {

    /** The project folder variables clients set for the servers they start, in order. */
    static final List<String> PROJECT_VARIABLES = List.of("CLAUDE_PROJECT_DIR");

    private final Map<String, String> environment;

    McpCommand(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    @Override
    public String summary() {
        return "mcp [--repo <dir>] [--lang ja|en]: the MCP server (stdio) of a content repository";
    }

    @Override
    public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) throws IOException {
        Optional<String> repoArg = Optional.empty();
        Language language = Language.ofUserLanguage(System.getProperty("user.language", "en"));
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if ((arg.equals("--repo") || arg.equals("--lang")) && i + 1 >= args.size()) {
                err.println("studylog mcp: " + arg + " needs a value");
                return 2;
            }
            if (arg.equals("--repo")) {
                repoArg = Optional.of(args.get(++i));
            } else if (arg.equals("--lang")) {
                String value = args.get(++i);
                Optional<Language> parsed = Language.parse(value);
                if (parsed.isEmpty()) {
                    err.println("studylog mcp: --lang " + value + " is no language; use ja or en");
                    return 2;
                }
                language = parsed.get();
            } else {
                err.println("studylog mcp: unknown argument `" + arg + "`; usage: " + summary());
                return 2;
            }
        }
        Path repo;
        try {
            repo = repo(repoArg);
        } catch (InvalidPathException e) {
            err.println("studylog mcp: " + e.getMessage());
            return 2;
        }
        if (!Files.isDirectory(repo)) {
            err.println("studylog mcp: the content repository " + repo + " is not a folder; pass --repo <dir>");
            return 2;
        }
        err.println("studylog mcp: serving " + repo + " over stdio");
        try {
            new StudylogMcpServer(repo, language, Main.version()).serve(in, out);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        return 0;
    }

    private Path repo(Optional<String> repoArg) {
        Optional<String> chosen = repoArg.or(() -> PROJECT_VARIABLES.stream()
                .map(environment::get)
                .filter(v -> v != null && !v.isBlank())
                .findFirst());
        Path path = chosen.map(Path::of).orElse(Path.of(""));
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }
}
