package io.github.studylog.run;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.apply.ContentWrites;
import io.github.studylog.apply.FileChange;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.TextFile;
import io.github.studylog.content.UnifiedDiff;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Fix;
import io.github.studylog.fix.FixApplier;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code studylog:fix}: applies the certain fixes the rules attach to their findings ({@link Fix}) as minimal
 * text edits, then checks again. Fixes are computed over an in-memory overlay of the repository, round after round
 * (a fix can reveal the next one: a session added to a review makes its {@code last_reviewed} stale), until no
 * round changes anything; then the changed files are written all or none, as {@code apply-sync} writes them, and
 * the normal run gives the verdict. With {@code dryRun} the unified diff is printed and written as a patch,
 * {@value #PATCH} in the output directory ({@code git apply} applies it to the unchanged files), and no content file
 * is written.
 * Findings suppressed by a comment are left alone; baselined ones are fixed like any other.
 */
public final class FixRun {

    /** Rounds of fixing before the run stops: each round fixes what the previous one revealed. */
    static final int MAX_ROUNDS = 4;

    /** The dry run's patch, in the output directory: every change's diff, in path order. */
    public static final String PATCH = "fix.diff";

    /**
     * What the goal did.
     *
     * @param changes the files changed (or that would be, in a dry run), with their diffs
     * @param fixed   the number of fixes applied
     * @param check   the check after the fixes were written; empty in a dry run
     */
    public record Result(List<FileChange> changes, int fixed, Optional<RunResult> check) {

        public Result {
            changes = List.copyOf(changes);
        }
    }

    public Result run(RunRequest request, boolean dryRun, RunLog log) {
        Path root = request.check().layout().root();
        ContentFiles disk = new ContentFiles(new RepoPaths(root));
        Map<String, String> overlay = new TreeMap<>();
        Map<String, String> before = new TreeMap<>();
        int fixed = 0;
        try (GitHistory history = GitHistory.lazy(root)) {
            for (int round = 1; round <= MAX_ROUNDS; round++) {
                Map<String, List<Fix>> fixes = fixes(request, history, overlay);
                int applied = 0;
                for (Map.Entry<String, List<Fix>> entry : fixes.entrySet()) {
                    String path = entry.getKey();
                    Optional<String> text = Optional.ofNullable(overlay.get(path))
                            .or(() -> disk.read(path, new FindingSink()).map(TextFile::text));
                    if (text.isEmpty()) {
                        continue;
                    }
                    before.putIfAbsent(path, text.get());
                    FixApplier.Applied result = FixApplier.apply(text.get(), entry.getValue());
                    if (!result.text().equals(text.get())) {
                        overlay.put(path, result.text());
                        applied += result.applied().size();
                    }
                }
                fixed += applied;
                if (applied == 0) {
                    break;
                }
            }
        } catch (InvalidRequestException e) {
            throw e;
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog:fix", root, e);
        }
        List<FileChange> changes = new ArrayList<>();
        overlay.forEach((path, after) -> {
            String original = Objects.requireNonNull(before.get(path), "a fixed file was read before");
            if (!after.equals(original)) {
                changes.add(new FileChange(path, Optional.of(original), after, UnifiedDiff.of(path, original, after)));
            }
        });
        Messages messages = request.messages();
        if (changes.isEmpty()) {
            log.info(messages.text("fix.nothing"));
        }
        if (dryRun) {
            changes.forEach(c -> c.diff().lines().forEach(log::info));
            String patch = writePatch(request, changes);
            log.info(messages.text("fix.dry-run", fixed, changes.size(), patch));
            return new Result(changes, fixed, Optional.empty());
        }
        if (!changes.isEmpty()) {
            try {
                ContentWrites.writeAll(root, changes);
            } catch (IOException e) {
                throw new RunFailure(
                        "studylog could not write the fixed files in " + root + ": " + e.getMessage()
                                + ". Nothing was changed; check that the files are writable.",
                        e);
            }
            changes.forEach(c -> log.info(messages.text("fix.fixed", c.path())));
            log.info(messages.text("fix.applied", fixed, changes.size()));
        }
        return new Result(changes, fixed, Optional.of(new StudylogRun().run(request.as(request.goal(), false), log)));
    }

    /**
     * Writes the dry run's patch (empty when nothing would change, so a stale one never lingers) and returns its
     * path as the user names it: relative to the repository when inside it.
     */
    private static String writePatch(RunRequest request, List<FileChange> changes) {
        StringBuilder patch = new StringBuilder();
        changes.forEach(c -> patch.append(c.diff()));
        Path root = request.check().layout().root();
        try {
            Path file = new OutputFiles(request.check().layout().outputDir()).write(PATCH, patch.toString());
            Path shown = file.startsWith(root) ? root.relativize(file) : file;
            return shown.toString().replace('\\', '/');
        } catch (IOException e) {
            throw new RunFailure(
                    "studylog could not write the patch " + PATCH + " in "
                            + request.check().layout().outputDir() + ": " + e.getMessage()
                            + ". No content file was changed; check that the folder is writable.",
                    e);
        }
    }

    /** The fixes of one round, per file, in report order: the findings not suppressed by a comment. */
    private static Map<String, List<Fix>> fixes(RunRequest request, GitHistory history, Map<String, String> overlay) {
        Path root = request.check().layout().root();
        CheckOutcome outcome = new StudylogCheck(LookAlikeBlocks.EXPLAINER).run(request.check(), history, overlay);
        List<Finding> counted = Suppressions.inline(new ContentFiles(new RepoPaths(root), overlay), outcome.result())
                .findings();
        Map<String, List<Fix>> byPath = new LinkedHashMap<>();
        counted.stream()
                .sorted(Finding.ORDER)
                .flatMap(f -> f.fix().stream())
                .forEach(fix -> byPath.computeIfAbsent(fix.path(), p -> new ArrayList<>())
                        .add(fix));
        return byPath;
    }
}
