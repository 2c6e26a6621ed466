package io.github.studylog.adopt;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.message.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The agents whose project-scope MCP configuration {@code studylog:init} proposes ({@code studylog.mcp}), each file
 * starting the launcher outside Maven ({@code java -jar … mcp}) that {@link #fetch(String)} puts at {@link #JAR}.
 */
public enum McpClient {
    /** no configuration */
    NONE(""),
    /** Claude Code: {@code .mcp.json} */
    CLAUDE(".mcp.json"),
    /** Codex CLI: {@code .codex/config.toml} */
    CODEX(".codex/config.toml"),
    /** VS Code's agent mode: {@code .vscode/mcp.json} */
    VSCODE(".vscode/mcp.json");

    /** The launcher's artifact, beside the plugin's: a runnable jar. */
    public static final String CLI_ARTIFACT_ID = "studylog-cli";

    /** Where the launcher is, relative to the repository (a folder to leave out of git). */
    public static final String JAR = ".studylog/studylog-cli.jar";

    /** The Maven command that puts the launcher of {@code version} at {@link #JAR}: what a Maven user has. */
    public static String fetch(String version) {
        return "mvn dependency:copy -Dartifact=" + PomText.PLUGIN_GROUP_ID + ":" + CLI_ARTIFACT_ID + ":" + version
                + " -DoutputDirectory=.studylog -Dmdep.stripVersion=true";
    }

    /** The JVM options of a short-lived server's start: C1 only and the serial collector (fewer threads). */
    static final List<String> JVM_OPTIONS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private final String path;

    McpClient(String path) {
        this.path = path;
    }

    /** The configuration file, repo-relative. */
    public String path() {
        return path;
    }

    /** {@code claude}, {@code codex}, {@code vscode}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @throws InvalidRequestException an unknown name */
    public static McpClient parse(String name) {
        String value = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return switch (value) {
            case "", "none" -> NONE;
            case "claude" -> CLAUDE;
            case "codex" -> CODEX;
            case "vscode" -> VSCODE;
            default ->
                throw new InvalidRequestException(
                        "studylog.mcp: `" + name + "` is not an agent init knows; "
                                + "use `claude` (.mcp.json), `codex` (.codex/config.toml), `vscode` (.vscode/mcp.json) or `none`");
        };
    }

    /**
     * The configuration file's text: the server {@code studylog} started as {@code java <options> -jar <JAR> mcp
     * --lang <language>} in the repository: VS Code names it by {@code ${workspaceFolder}}; Codex starts servers in
     * the project folder ({@code --repo .}); Claude Code does too and tells the server its project folder
     * ({@code CLAUDE_PROJECT_DIR}), which the server takes when no {@code --repo} is given.
     */
    public String text(Language language) {
        return switch (this) {
            case NONE -> "";
            case CLAUDE ->
                "{\n  \"mcpServers\": {\n    \"studylog\": {\n      \"type\": \"stdio\",\n"
                        + "      \"command\": \"java\",\n      \"args\": "
                        + json(args(JAR, Optional.empty(), language)) + "\n    }\n  }\n}\n";
            case CODEX ->
                "[mcp_servers.studylog]\ncommand = \"java\"\nargs = " + json(args(JAR, Optional.of("."), language))
                        + "\n";
            case VSCODE ->
                "{\n  \"servers\": {\n    \"studylog\": {\n      \"type\": \"stdio\",\n"
                        + "      \"command\": \"java\",\n      \"args\": "
                        + json(args("${workspaceFolder}/" + JAR, Optional.of("${workspaceFolder}"), language))
                        + "\n    }\n  }\n}\n";
        };
    }

    /** The key of the servers' object in the JSON configuration: {@code mcpServers} (Claude), {@code servers} (VS Code). */
    String serversKey() {
        return this == VSCODE ? "servers" : "mcpServers";
    }

    /** The studylog server's entry of a JSON configuration: {@code type}, {@code command}, {@code args}. */
    tools.jackson.databind.node.ObjectNode entry(Language language) {
        tools.jackson.databind.node.ObjectNode entry =
                tools.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        entry.put("type", "stdio");
        entry.put("command", "java");
        tools.jackson.databind.node.ArrayNode args = entry.putArray("args");
        (this == VSCODE
                        ? args("${workspaceFolder}/" + JAR, Optional.of("${workspaceFolder}"), language)
                        : args(JAR, Optional.empty(), language))
                .forEach(args::add);
        return entry;
    }

    /** The launcher's arguments after {@code java}. */
    static List<String> args(String jar, Optional<String> repo, Language language) {
        List<String> args = new ArrayList<>(JVM_OPTIONS);
        args.addAll(List.of("-jar", jar, "mcp"));
        repo.ifPresent(r -> args.addAll(List.of("--repo", r)));
        args.addAll(List.of("--lang", language.tag()));
        return args;
    }

    /** A list of strings without quotes or backslashes as a one-line JSON (and TOML) array. */
    private static String json(List<String> values) {
        return "[" + String.join(", ", values.stream().map(v -> "\"" + v + "\"").toList()) + "]";
    }
}
