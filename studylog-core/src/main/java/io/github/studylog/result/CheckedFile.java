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

    /** Report order: path, then kind. */
    public static final Comparator<CheckedFile> ORDER =
            Comparator.comparing(CheckedFile::path).thenComparing(CheckedFile::kind);

    public CheckedFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(kind, "kind");
    }
}
