package io.github.studylog.run;

import io.github.studylog.baseline.Baseline;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code studylog:baseline}: runs the check without a baseline and writes every finding it counts (after the
 * inline suppressions) to the baseline file, sorted, so that {@code check} fails only on new ones from then on.
 * Like {@code init -Dstudylog.write=true}, an explicit command that edits the repository: the one file it names
 * ({@value Baseline#FILE} at the root unless {@code studylog.baseline} says otherwise), written atomically.
 */
public final class BaselineRun {

    /**
     * What the goal did.
     *
     * @param file     the baseline file written
     * @param entries  how many entries it holds
     * @param previous how many the file held before (0 when it is new)
     * @param check    the run the baseline was taken from (its reports are on disk)
     */
    public record Result(Path file, int entries, int previous, RunResult check) {}

    public Result run(RunRequest request, RunLog log) {
        Path root = request.check().layout().root();
        Path file = request.baseline().orElse(root.resolve(Baseline.FILE));
        int previous = Baseline.read(file).map(b -> b.entries().size()).orElse(0);
        Messages messages = request.messages();
        log.info(messages.text("baseline.taking"));
        RunResult check =
                new StudylogRun().run(request.withBaseline(Optional.empty()).as(request.goal(), false), log);
        List<Finding> accepted = Suppressions.inline(
                        new ContentFiles(new RepoPaths(root)),
                        check.outcome().orElseThrow().result())
                .findings();
        Baseline baseline = Baseline.of(accepted);
        try {
            Files.createDirectories(file.getParent());
            new OutputFiles(Objects.requireNonNull(file.getParent()))
                    .write(file.getFileName().toString(), baseline.render());
        } catch (IOException e) {
            throw new RunFailure(
                    "studylog could not write the baseline " + file + ": " + e.getMessage()
                            + ". Check that the folder is writable, or set studylog.baseline.",
                    e);
        }
        String shown = file.startsWith(root) ? root.relativize(file).toString().replace('\\', '/') : file.toString();
        int entries = baseline.entries().size();
        // over a baseline that listed findings, the line says how many it listed
        String key = Message.counted(previous > 0 ? "baseline.rewrote" : "baseline.wrote", entries);
        log.info(messages.text(key, shown, entries, previous));
        return new Result(file, baseline.entries().size(), previous, check);
    }
}
