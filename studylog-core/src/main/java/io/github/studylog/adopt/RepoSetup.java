package io.github.studylog.adopt;

import io.github.studylog.adopt.SetupFile.Action;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.TextFile;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files a content repo without a Maven build needs to run the check, as {@code studylog:init} proposes them:
 * a small {@code pom.xml} ({@link PomText}), {@code .mvn/jvm.config} with the start-up tip, {@code target/} in
 * {@code .gitignore}, and with {@code studylog.ci=github} the two GitHub Actions workflows. The workflows and
 * jvm.config are the plugin's resources, which {@code src/example} holds copies of (a test keeps them equal).
 * A file that exists is never replaced: it is kept, or (only {@code .gitignore}) appended to. Reads only.
 */
public final class RepoSetup {

    /** Reads an agent's existing JSON configuration and writes it back with the studylog entry merged. */
    private static final tools.jackson.databind.json.JsonMapper JSON = new tools.jackson.databind.json.JsonMapper();

    /** Where the bundled files are on the classpath. */
    static final String RESOURCES = "/io/github/studylog/adopt/setup/";

    /** The bundled workflows' file names (under {@code .github/workflows/} in a repo). */
    static final List<String> WORKFLOWS = List.of("studylog.yml", "session-sync.yml");

    /** The label the session-sync workflow reacts to. */
    public static final String LABEL = "session-sync";

    static final String GITIGNORE_LINES = "# Maven's output (studylog's reports and caches)\ntarget/\n";

    private static final Pattern VERSION_LINE = Pattern.compile("(?m)^(  STUDYLOG_VERSION: ).*$");
    /** A .gitignore line that ignores the top folder target: {@code target}, {@code /target/} and the like. */
    private static final Pattern IGNORES_TARGET =
            Pattern.compile("(?m)^[ \\t]*(\\*\\*/)?/?target(/|/\\*\\*)?[ \\t\\r]*$");

    /** The files to propose for the repository of {@code layout}. */
    public List<SetupFile> plan(ContentLayout layout, SetupRequest request) {
        Path root = layout.root();
        ContentFiles files = new ContentFiles(new RepoPaths(root));
        List<SetupFile> out = new ArrayList<>();
        if (!request.buildPresent()) {
            BuildCoordinates coordinates = BuildCoordinates.of(
                    files, root.getFileName() == null ? "" : root.getFileName().toString());
            out.add(newFile(
                    root,
                    "pom.xml",
                    Message.around("init.setup.pom", coordinates.source()),
                    new PomText().of(coordinates, request.pluginVersion(), layout)));
            out.add(newFile(root, ".mvn/jvm.config", Message.of("init.setup.jvm-config"), resource("jvm.config")));
            out.add(gitignore(root, files));
        }
        if (request.ci() == SetupRequest.Ci.GITHUB) {
            out.add(newFile(
                    root,
                    ".github/workflows/studylog.yml",
                    Message.of("init.setup.studylog-yml"),
                    workflow("studylog.yml", request.pluginVersion())));
            out.add(newFile(
                    root,
                    ".github/workflows/session-sync.yml",
                    Message.of("init.setup.session-sync-yml", LABEL),
                    workflow("session-sync.yml", request.pluginVersion())));
        }
        if (request.mcp() != McpClient.NONE) {
            out.add(mcpFile(root, files, request.mcp(), request.language()));
        }
        return out;
    }

    /**
     * The agent's configuration: a new file; beside an existing one the studylog entry merged into it, its other
     * servers and settings kept (JSON: the {@code studylog} member of {@code mcpServers} / {@code servers}; Codex's
     * TOML: the {@code [mcp_servers.studylog]} table appended). Where that cannot be done with certainty (the file is
     * no JSON object, or already names a studylog server of its own) the file is kept and the reason says the exact
     * entry to paste.
     */
    static SetupFile mcpFile(
            Path root, ContentFiles files, McpClient mcp, io.github.studylog.message.Language language) {
        String path = mcp.path();
        Message reason = mcp == McpClient.CODEX
                ? Message.of("init.setup.mcp-codex", mcp.label(), McpClient.JAR)
                : Message.of("init.setup.mcp", mcp.label(), McpClient.JAR);
        String text = mcp.text(language);
        if (!Files.exists(root.resolve(path), LinkOption.NOFOLLOW_LINKS)) {
            return new SetupFile(path, Action.CREATE, reason, "", text);
        }
        String paste = mcp == McpClient.CODEX
                ? text.strip().replace("\n", " ")
                : "\"studylog\": " + JSON.writeValueAsString(mcp.entry(language));
        Optional<TextFile> read = files.paths().problemWithFile(path).isPresent()
                ? Optional.empty()
                : files.read(path, new FindingSink());
        if (read.isEmpty()) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.mcp-paste", paste), "", "");
        }
        String before = read.get().text();
        if (mcp == McpClient.CODEX) {
            if (Pattern.compile("(?m)^[ \\t]*\\[mcp_servers\\.studylog\\][ \\t]*(#.*)?$")
                    .matcher(before)
                    .find()) {
                return new SetupFile(path, Action.KEEP, Message.of("init.setup.mcp-present", paste), before, before);
            }
            String separator = before.isEmpty() ? "" : before.endsWith("\n") ? "\n" : "\n\n";
            return new SetupFile(path, Action.MERGE, reason, before, before + separator + text);
        }
        tools.jackson.databind.JsonNode config;
        try {
            config = JSON.readTree(before);
        } catch (tools.jackson.core.JacksonException e) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.mcp-paste", paste), before, before);
        }
        if (!(config instanceof tools.jackson.databind.node.ObjectNode object)
                || object.has(mcp.serversKey()) && !object.get(mcp.serversKey()).isObject()) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.mcp-paste", paste), before, before);
        }
        tools.jackson.databind.node.ObjectNode servers = object.has(mcp.serversKey())
                ? (tools.jackson.databind.node.ObjectNode) object.get(mcp.serversKey())
                : object.putObject(mcp.serversKey());
        if (servers.has("studylog")) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.mcp-present", paste), before, before);
        }
        servers.set("studylog", mcp.entry(language));
        String after = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(object) + "\n";
        return new SetupFile(path, Action.MERGE, reason, before, after);
    }

    /** A bundled workflow naming {@code version} in its {@code STUDYLOG_VERSION} line. */
    static String workflow(String name, String version) {
        String text = resource(name);
        Matcher line = VERSION_LINE.matcher(text);
        if (!line.find()) {
            throw new IllegalStateException("the bundled " + name + " has no `  STUDYLOG_VERSION:` line");
        }
        return text.substring(0, line.start()) + line.group(1) + version + text.substring(line.end());
    }

    /** A file bundled with the plugin, as text. */
    static String resource(String name) {
        try (InputStream in = RepoSetup.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("the plugin jar lacks " + RESOURCES + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCES + name + " from the plugin jar", e);
        }
    }

    private static SetupFile newFile(Path root, String path, Message reason, String text) {
        if (Files.exists(root.resolve(path), LinkOption.NOFOLLOW_LINKS)) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.exists"), "", "");
        }
        return new SetupFile(path, Action.CREATE, reason, "", text);
    }

    private static SetupFile gitignore(Path root, ContentFiles files) {
        String path = ".gitignore";
        Message reason = Message.of("init.setup.gitignore");
        if (!Files.exists(root.resolve(path), LinkOption.NOFOLLOW_LINKS)) {
            return new SetupFile(path, Action.CREATE, reason, "", GITIGNORE_LINES);
        }
        Optional<TextFile> text = files.paths().problemWithFile(path).isPresent()
                ? Optional.empty()
                : files.read(path, new FindingSink());
        if (text.isEmpty()) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.gitignore-unreadable"), "", "");
        }
        String before = text.get().text();
        if (IGNORES_TARGET.matcher(before).find()) {
            return new SetupFile(path, Action.KEEP, Message.of("init.setup.gitignore-ignores"), before, before);
        }
        String separator = before.isEmpty() || before.endsWith("\n") ? "" : "\n";
        return new SetupFile(path, Action.APPEND, reason, before, before + separator + GITIGNORE_LINES);
    }
}
