package io.github.studylog.fuzz;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fuzz target that runs a real pass over a copy of the test suite's clean content repo, made once per class
 * (fuzz classes run one at a time: one JVM fuzzes one target, and regression mode runs classes in sequence).
 */
abstract class CleanRepoFuzzTarget {

    @TempDir
    static Path dir;

    static Path repo;

    @BeforeAll
    static void cleanRepo() {
        repo = FuzzContract.cleanRepo(dir.resolve("repo"));
    }
}
