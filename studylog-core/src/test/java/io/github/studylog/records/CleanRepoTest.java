package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CleanRepoTest {

    @Test
    void theCleanFixtureHasNoFindings(@TempDir Path dir) {
        assertEquals(List.of(), TestRepo.clean(dir).locations());
    }
}
