package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentWritesTest {

    @TempDir
    Path dir;

    private static FileChange change(String path, String after) {
        return new FileChange(path, Optional.empty(), after, "");
    }

    @Test
    void allOrNoneAFailedMoveRestoresTheFilesAlreadyMovedAndLeavesNoTemporaryFile() throws IOException {
        Files.createDirectories(dir.resolve("reviews"));
        Files.writeString(dir.resolve("reviews/a.yaml"), "元のまま\n");
        Files.createDirectories(dir.resolve("sessions/x.yaml/blocker")); // a folder where the file should go
        assertThrows(
                IOException.class,
                () -> ContentWrites.writeAll(
                        dir,
                        List.of(
                                change("reviews/a.yaml", "新しい\n"),
                                change("sessions/new.yaml", "新規\n"),
                                change("sessions/x.yaml", "書けない\n"))));
        assertEquals("元のまま\n", Files.readString(dir.resolve("reviews/a.yaml")));
        assertFalse(Files.exists(dir.resolve("sessions/new.yaml")), "a new file is removed again");
        try (Stream<Path> walk = Files.walk(dir)) {
            assertEquals(
                    List.of(),
                    walk.filter(p -> p.getFileName().toString().endsWith(".tmp"))
                            .toList());
        }
    }

    @Test
    void nothingOutsideTheContentRoot() {
        assertThrows(
                IOException.class,
                () -> ContentWrites.writeAll(dir.resolve("repo"), List.of(change("../escape.yaml", "x\n"))));
        assertFalse(Files.exists(dir.resolve("escape.yaml")));
    }
}
