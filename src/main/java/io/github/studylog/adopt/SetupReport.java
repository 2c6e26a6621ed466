package io.github.studylog.adopt;

import io.github.studylog.content.UnifiedDiff;
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

    /** @param initCommand how the user runs init again, e.g. {@code mvn io.github.studylog:…:init} */
    public SetupReport(String initCommand) {
        this.initCommand = initCommand;
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
        out.add(request.buildPresent() ? "studylog init: the CI files (studylog.ci=github):"
                : "studylog init: this repo has no Maven build; the files it needs to run the check:");
        for (SetupFile file : files) {
            out.add("  " + file.action().verb() + " " + file.path() + ": " + file.reason());
        }
        List<String> diffs = new ArrayList<>();
        for (SetupFile file : files) {
            if (file.changes() && !file.path().startsWith(".github/")) {
                Optional<String> before = file.action() == SetupFile.Action.CREATE ? Optional.empty()
                        : Optional.of(file.before());
                diffs.addAll(UnifiedDiff.of(file.path(), before, file.after()).lines().toList());
            }
        }
        if (!diffs.isEmpty()) {
            out.add("");
            out.addAll(diffs);
            out.add("");
        }
        boolean changes = files.stream().anyMatch(SetupFile::changes);
        if (!written.isEmpty()) {
            out.add("studylog init: wrote " + String.join(", ", written));
        } else if (changes) {
            out.add("studylog init: nothing was written; `" + initCommand + " -Dstudylog.write=true` writes the "
                    + "files above (a file that exists is never replaced)");
        }
        if (!changes) {
            return out;
        }
        out.add("Next steps:");
        out.add("  `mvn verify` runs the check (`mvn studylog:records` the records alone); then commit the new files");
        if (!hasWrapper) {
            out.add("  `mvn wrapper:wrapper -Dmaven=3.9.16` adds ./mvnw and .mvn/wrapper/ (pinning that Maven): commit "
                    + "them, and contributors need only Java (`./mvnw verify` downloads Maven)");
        }
        if (request.ci() == SetupRequest.Ci.GITHUB) {
            out.add("  `gh label create " + RepoSetup.LABEL + " --color 0E8A16 --description \"A [Session Sync] "
                    + "issue: studylog:apply-sync turns it into a pull request\"` creates the label session-sync.yml "
                    + "reacts to; the comments at its top name the repository settings it needs");
        }
        return out;
    }
}
