package io.github.studylog.result;

import java.util.Comparator;
import java.util.Objects;

/**
 * One file the run checked, whether or not it has findings.
 *
 * @param path repo-relative path with forward slashes, as in {@link io.github.studylog.finding.Finding#path()}
 * @param kind what kind of content it is
 */
public record CheckedFile(String path, FileKind kind) {

    // its own equals and hashCode: a run hashes one per file, and the generated ones are bootstrapped through
    // method handles on first use
    @Override
    public boolean equals(Object other) {
        return other instanceof CheckedFile f && path.equals(f.path) && kind == f.kind;
    }

    @Override
    public int hashCode() {
        return 31 * path.hashCode() + kind.hashCode();
    }

    /** Report order: path, then kind. */
    public static final Comparator<CheckedFile> ORDER =
            Comparator.comparing(CheckedFile::path).thenComparing(CheckedFile::kind);

    public CheckedFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(kind, "kind");
    }
}
