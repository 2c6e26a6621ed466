package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.incremental.ResultsCache;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's scale from its results cache's size: the one place the quick compiler and the class preloader ask. */
class RunScaleTest {

    @TempDir
    Path dir;

    @Test
    void aRunWithoutResultsCacheIsLarge() {
        assertEquals(RunScale.LARGE, RunScale.of(true, dir));
        assertEquals(RunScale.LARGE, RunScale.of(false, dir));
    }

    @Test
    void aSmallResultsCacheIsAnEditOfASmallRepo() throws Exception {
        Files.write(dir.resolve(ResultsCache.FILE), new byte[(int) RunScale.LARGE_CACHE - 1]);
        assertEquals(RunScale.SMALL_EDIT, RunScale.of(true, dir));
        assertEquals(RunScale.LARGE, RunScale.of(false, dir), "a full run checks every file, whatever the cache holds");
    }

    @Test
    void aLargeResultsCacheIsALargeRepo() throws Exception {
        Files.write(dir.resolve(ResultsCache.FILE), new byte[(int) RunScale.LARGE_CACHE]);
        assertEquals(RunScale.LARGE, RunScale.of(true, dir));
    }
}
