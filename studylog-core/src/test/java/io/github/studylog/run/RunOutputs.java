package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.incremental.ResultsCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The report files a run wrote, read whole, and a run through a given results cache, for the cache tests that
 * compare a cached run with a full one.
 */
final class RunOutputs {

    private RunOutputs() {}

    /** The bytes of each of {@code names} under the request's output folder, by name. */
    static Map<String, byte[]> read(CheckRequest check, List<String> names) {
        Map<String, byte[]> outputs = new LinkedHashMap<>();
        for (String name : names) {
            try {
                outputs.put(name, Files.readAllBytes(check.layout().outputDir().resolve(name)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return outputs;
    }

    /** Each output of {@code cached} is the bytes of {@code full}'s. */
    static void assertSameBytes(Map<String, byte[]> full, Map<String, byte[]> cached) {
        for (String name : full.keySet()) {
            assertArrayEquals(full.get(name), cached.get(name), name);
        }
    }

    /**
     * One check of the live engine (the watch loop's) through {@code cache}, reports written: the caller reads the
     * cache's hits and saves it.
     */
    static RunResult recheck(RunRequest request, RunLog log, ResultsCache cache) {
        return new LiveRun(request, Optional.of(cache)).recheck(log, input -> {});
    }
}
