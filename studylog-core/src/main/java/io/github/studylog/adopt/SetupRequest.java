package io.github.studylog.adopt;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.message.Language;
import java.util.Locale;
import java.util.Objects;

/**
 * What {@code studylog:init} knows about the build around the content repo, to propose the files a repo without one
 * needs ({@link RepoSetup}).
 *
 * @param buildPresent  Maven runs on a pom (then no pom, {@code .mvn/jvm.config} or {@code .gitignore} line is
 *                      proposed: such a repo is left alone)
 * @param pluginVersion the running plugin's version, which the proposed pom names
 * @param ci            the CI workflows to propose
 * @param mcp           the agent whose project-scope MCP configuration to propose
 * @param language      the language the proposed MCP server gives its findings in
 */
public record SetupRequest(boolean buildPresent, String pluginVersion, Ci ci, McpClient mcp, Language language) {

    public SetupRequest {
        Objects.requireNonNull(pluginVersion, "pluginVersion");
        Objects.requireNonNull(ci, "ci");
        Objects.requireNonNull(mcp, "mcp");
        Objects.requireNonNull(language, "language");
    }

    /** A request without an MCP configuration. */
    public SetupRequest(boolean buildPresent, String pluginVersion, Ci ci) {
        this(buildPresent, pluginVersion, ci, McpClient.NONE, Language.EN);
    }

    /** The CI a repo runs the check on ({@code studylog.ci}). */
    public enum Ci {
        /** no workflows */
        NONE,
        /** the pre-merge gate and the {@code [Session Sync]} workflows under {@code .github/workflows/} */
        GITHUB;

        /** @throws InvalidRequestException an unknown name */
        public static Ci parse(String name) {
            String value = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
            return switch (value) {
                case "", "none" -> NONE;
                case "github" -> GITHUB;
                default ->
                    throw new InvalidRequestException("studylog.ci: `" + name + "` is not a CI init knows; "
                            + "use `github` (the GitHub Actions workflows) or `none`");
            };
        }
    }
}
