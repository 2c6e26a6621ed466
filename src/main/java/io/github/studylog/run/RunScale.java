package io.github.studylog.run;

import io.github.studylog.incremental.ResultsCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a run ahead is, judged before anything is read from the size of its results cache: an edit of a small repo,
 * whose time is mostly the JVM's first-time work (loading classes, interpreting new code), or a large run, whose
 * time is checking files. A small edit has the classes it needs loaded ahead ({@link ClassPreloader}).
 */
enum RunScale {

    /** Incremental, with a results cache under {@link #LARGE_CACHE}: a rerun of a small repo (or an unchanged one). */
    SMALL_EDIT,
    /** No results cache (a cold run), incremental checking off, or a large cache: many files are checked. */
    LARGE;

    /** A results cache at least this big (about 500 sessions) means a rerun still checks a large repo. */
    static final long LARGE_CACHE = 1L << 20;

    static RunScale of(boolean incremental, Path cacheDirectory) {
        if (!incremental) {
            return LARGE;
        }
        try {
            return Files.size(cacheDirectory.resolve(ResultsCache.FILE)) >= LARGE_CACHE ? LARGE : SMALL_EDIT;
        } catch (IOException e) {
            return LARGE;
        }
    }
}
