package io.github.studylog.adopt;

import io.github.studylog.content.UnifiedDiff;
import io.github.studylog.message.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The console text of the files {@link RepoSetup} proposed: one line per file with what init does and why, the
 * diff of the short ones (the bundled workflows are only listed), whether they were written, and the next steps
 * (the check, the Maven wrapper, the label).
 */
public final class SetupReport {

    private final String initCommand;
    private final Messages messages;

    /** @param initCommand how the user runs init again, e.g. {@code mvn io.github.studylog:…:init} */
    public SetupReport(String initCommand) {
        this(initCommand, Messages.english());
    }

    /**
     * @param initCommand how the user runs init again
     * @param messages    the language of the report
     */
    public SetupReport(String initCommand, Messages messages) {
        this.initCommand = initCommand;
        this.messages = messages;
    }

    /**
     * @param files   the proposal
     * @param written the paths written, empty on a dry run
     * @param request what the proposal was made for
     * @param hasWrapper the repo has {@code ./mvnw} already
     */
    public List<String> lines(List<SetupFile> files, List<String> written, SetupRequest request, boolean hasWrapper) {
        List<String> out = new ArrayList<>();
        if (files.isEmpty()) {
            return out;
        }
        out.add("");
        out.add(
                !request.buildPresent()
                        ? messages.text("init.setup.no-build")
                        : request.mcp() == McpClient.NONE
                                ? messages.text("init.setup.ci-files")
                                : messages.text(
                                        "init.setup.mcp-files",
                                        request.ci().name().toLowerCase(java.util.Locale.ROOT),
                                        request.mcp().label()));
        for (SetupFile file : files) {
            out.add(messages.text(
                    "init.setup.file", messages.text(file.action().key()), file.path(), messages.text(file.reason())));
        }
        List<String> diffs = new ArrayList<>();
        for (SetupFile file : files) {
            if (file.changes() && !file.path().startsWith(".github/")) {
                Optional<String> before =
                        file.action() == SetupFile.Action.CREATE ? Optional.empty() : Optional.of(file.before());
                diffs.addAll(UnifiedDiff.of(file.path(), before, file.after())
                        .lines()
                        .toList());
            }
        }
        if (!diffs.isEmpty()) {
            out.add("");
            out.addAll(diffs);
            out.add("");
        }
        boolean changes = files.stream().anyMatch(SetupFile::changes);
        if (!written.isEmpty()) {
            out.add(messages.text("init.setup.wrote", String.join(", ", written)));
        } else if (changes) {
            out.add(messages.text("init.setup.not-written", initCommand));
        }
        if (!changes) {
            return out;
        }
        out.add(messages.text("init.setup.next-steps"));
        out.add(messages.text("init.setup.next.verify"));
        if (request.mcp() != McpClient.NONE) {
            out.add(messages.text("init.setup.next.mcp", McpClient.fetch(request.pluginVersion()), McpClient.JAR));
        }
        if (!hasWrapper) {
            out.add(messages.text("init.setup.next.wrapper"));
        }
        if (request.ci() == SetupRequest.Ci.GITHUB) {
            // the label's description is a GitHub setting, English like the workflows
            out.add(messages.text("init.setup.next.label", RepoSetup.LABEL));
        }
        return out;
    }
}
