package io.github.studylog.maven;

import io.github.studylog.adopt.ContentLanguage;
import io.github.studylog.adopt.McpClient;
import io.github.studylog.adopt.SetupRequest;
import io.github.studylog.config.Defaults;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.InitRun;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Adopts the plugin in an existing study repo: finds the YAML block of CHATGPT.md the existing reviews and
 * sessions match best and the block holding {@code [Session Sync]}, infers each template in the placeholder
 * language from the block (its example values and {@code # a | b} / {@code # optional} comments) and from every
 * existing record, and prints a unified diff of CHATGPT.md and how many existing records would pass under it.
 *
 * <p>Runs without a pom too: in a Node (Astro/Starlight) repo that has none,
 * {@code mvn io.github.studylog:studylog-maven-plugin:VERSION:init} also proposes the files the repo needs to run
 * the check — a small {@code pom.xml} naming this plugin, {@code .mvn/jvm.config} with the start-up tip,
 * {@code target/} in {@code .gitignore} — and with {@code -Dstudylog.ci=github} the GitHub Actions workflows
 * (the pre-merge gate and {@code [Session Sync]} issue to pull request). A repo with a pom is left alone.
 *
 * <p>A dry run: nothing is written but with {@code -Dstudylog.write=true}, and then atomically: CHATGPT.md's
 * template blocks' lines only, and new files only where none exists. Re-running it says there is nothing to do.
 * No default phase: run it by hand, {@code mvn studylog:init}.
 */
@Mojo(name = "init", threadSafe = true, requiresProject = false)
public class InitMojo extends AbstractStudylogMojo {

    /** Write the proposed templates into CHATGPT.md and create the proposed files (after reading the dry run). */
    @Parameter(property = "studylog.write", defaultValue = Defaults.FALSE)
    protected boolean write;

    /** The CI to propose workflows for: {@code github} (the pre-merge gate {@code .github/workflows/studylog.yml}
     * and the {@code [Session Sync]} issue-to-pull-request {@code session-sync.yml}) or {@code none}. */
    @Parameter(property = "studylog.ci", defaultValue = Defaults.NONE)
    protected String ci;

    /** The agent to propose a project-scope MCP configuration for, which starts the studylog MCP server:
     * {@code claude} ({@code .mcp.json}), {@code codex} ({@code .codex/config.toml}), {@code vscode}
     * ({@code .vscode/mcp.json}) or {@code none}. */
    @Parameter(property = "studylog.mcp", defaultValue = Defaults.NONE)
    protected String mcp;

    /** The project; Maven's stub project (no pom file) when init runs in a directory without a pom. */
    @Parameter(defaultValue = "${project}", readonly = true)
    protected MavenProject project;

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        StudylogConfig c = config();
        ContentLayout layout = c.layout();
        ConsoleFormat console = consoleFormat();
        Language language = Core.config(c::language);
        Core.call(() -> {
            // the agent's server speaks studylog.lang when it is set, else the language the content is written in
            Language server = c.given(Setting.LANG).isEmpty() ? ContentLanguage.of(layout) : language;
            SetupRequest setup = new SetupRequest(
                    MavenContext.hasPom(project), version(), SetupRequest.Ci.parse(ci), McpClient.parse(mcp), server);
            new InitRun().run(layout, write, console, setup, language, runLog());
            return null;
        });
    }
}
