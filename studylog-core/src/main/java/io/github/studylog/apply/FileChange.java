package io.github.studylog.apply;

import java.util.Objects;
import java.util.Optional;

/**
 * One file {@code apply-sync} writes (or would write, in a dry run).
 *
 * @param path   repo-relative path
 * @param before the current text; empty when the file is new
 * @param after  the text to write
 * @param diff   the unified diff from {@code before} to {@code after}
 */
public record FileChange(String path, Optional<String> before, String after, String diff) {

    public FileChange {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(diff, "diff");
    }

    /** {@code created} or {@code modified}, as {@code result.json} says. */
    public String kind() {
        return before.isEmpty() ? "created" : "modified";
    }

    /** The catalogue key of {@link #kind()} in a comment or a console line. */
    public String kindKey() {
        return before.isEmpty() ? "apply.change.created" : "apply.change.modified";
    }
}
