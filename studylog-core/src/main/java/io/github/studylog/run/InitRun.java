package io.github.studylog.run;

import io.github.studylog.adopt.InitPlanner;
import io.github.studylog.adopt.InitProposal;
import io.github.studylog.adopt.InitReport;
import io.github.studylog.adopt.InitWriter;
import io.github.studylog.adopt.McpClient;
import io.github.studylog.adopt.PomText;
import io.github.studylog.adopt.RepoSetup;
import io.github.studylog.adopt.SetupFile;
import io.github.studylog.adopt.SetupReport;
import io.github.studylog.adopt.SetupRequest;
import io.github.studylog.adopt.SetupWriter;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Adoption, apart from Maven: plans the templates of CHATGPT.md and, for a repo without a Maven build,
 * the files it needs to run the check ({@link RepoSetup}); writes them if asked; logs the report.
 */
public final class InitRun {

    /**
     * @param write   write the proposal into CHATGPT.md and create the proposed files (otherwise a dry run)
     * @param console the console style in effect; the {@code json} style prints the report as plain text
     * @param setup   the build around the repo, the plugin version and the CI, for the files to propose
     * @throws InvalidRequestException the layout cannot be used
     * @throws RunFailure              a file cannot be written, or a bug
     */
    public void run(ContentLayout layout, boolean write, ConsoleFormat console, SetupRequest setup, RunLog log) {
        run(layout, write, console, setup, Language.EN, log);
    }

    /**
     * @param language the language of the report, the table and the findings in it
     * @see #run(ContentLayout, boolean, ConsoleFormat, SetupRequest, RunLog)
     */
    public void run(
            ContentLayout layout,
            boolean write,
            ConsoleFormat console,
            SetupRequest setup,
            Language language,
            RunLog log) {
        Messages messages = Messages.of(language);
        // with an agent named, init proposes that agent's configuration and nothing else: CHATGPT.md stays as it is
        boolean agentOnly = setup.mcp() != McpClient.NONE;
        InitProposal proposal;
        List<SetupFile> files;
        try {
            proposal = new InitPlanner().plan(layout);
            files = new RepoSetup()
                    .plan(layout, setup).stream()
                            .filter(f ->
                                    !agentOnly || f.path().equals(setup.mcp().path()))
                            .toList();
        } catch (InvalidRequestException e) {
            throw e;
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog:init", layout.root(), e);
        }
        boolean written = false;
        if (write && !agentOnly && !proposal.nothingToDo()) {
            try {
                new InitWriter().write(layout.root(), proposal);
                written = true;
            } catch (IOException | RuntimeException e) {
                throw new RunFailure(
                        "studylog:init could not write " + proposal.path() + ": " + e.getMessage()
                                + ". Check that the file is writable.",
                        e);
            }
        }
        List<String> created = new ArrayList<>();
        if (write) {
            try {
                created.addAll(new SetupWriter().write(layout.root(), files));
            } catch (IOException | RuntimeException e) {
                throw new RunFailure(
                        "studylog:init could not write the files it proposed: " + e.getMessage()
                                + (written ? " (" + proposal.path() + " was written)" : "")
                                + ". Nothing that existed was replaced; run init again once the cause is fixed.",
                        e);
            }
        }
        String command = command(setup);
        ConsoleFormat lines = console == ConsoleFormat.JSON ? ConsoleFormat.PLAIN : console;
        if (agentOnly) {
            log.info(messages.text("init.setup.mcp-only", proposal.path()));
        } else {
            new InitReport(f -> lines.line(f, messages), command, messages)
                    .lines(proposal, written)
                    .forEach(log::info);
        }
        boolean hasWrapper = Files.exists(layout.root().resolve("mvnw"), LinkOption.NOFOLLOW_LINKS);
        new SetupReport(command, messages)
                .lines(files, created, setup, hasWrapper)
                .forEach(log::info);
    }

    /** How the user runs init again: the prefix resolves only through a pom naming the plugin. */
    static String command(SetupRequest setup) {
        String goal = setup.buildPresent()
                ? "mvn studylog:init"
                : "mvn " + PomText.PLUGIN_GROUP_ID + ":" + PomText.PLUGIN_ARTIFACT_ID + ":" + setup.pluginVersion()
                        + ":init";
        String ci = setup.ci() == SetupRequest.Ci.GITHUB ? goal + " -Dstudylog.ci=github" : goal;
        return setup.mcp() == McpClient.NONE
                ? ci
                : ci + " -Dstudylog.mcp=" + setup.mcp().label();
    }
}
