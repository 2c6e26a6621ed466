package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one watch of a repository: content changes come as bursts; output, hidden and vendored folders never do. */
class FolderWatchTest {

    @TempDir
    Path root;

    /** Every repo-relative path the watch reports within a few seconds. */
    private List<String> seen(FolderWatch watch) throws Exception {
        List<String> paths = new ArrayList<>();
        long deadline = System.currentTimeMillis() + 5_000;
        while (System.currentTimeMillis() < deadline) {
            Optional<FolderWatch.Burst> burst = watch.next(300);
            if (burst.isEmpty()) {
                if (!paths.isEmpty()) {
                    break;
                }
                continue;
            }
            burst.get().paths().forEach(p -> paths.add(watch.relative(p)));
        }
        return paths;
    }

    @Test
    void contentChangesAreSeenAndOutputHiddenAndVendoredFoldersAreNot() throws Exception {
        for (String dir : List.of("sessions", "target/studylog", ".git", "node_modules/x", "out")) {
            Files.createDirectories(root.resolve(dir));
        }
        try (FolderWatch watch = new FolderWatch(root, Set.of(root.resolve("out")))) {
            Files.writeString(root.resolve("target/studylog/report.json"), "{}", StandardCharsets.UTF_8);
            Files.writeString(root.resolve(".git/index"), "x", StandardCharsets.UTF_8);
            Files.writeString(root.resolve("node_modules/x/a.md"), "x", StandardCharsets.UTF_8);
            Files.writeString(root.resolve("out/b.json"), "x", StandardCharsets.UTF_8);
            Files.writeString(
                    root.resolve("sessions/2026-10-05-web-cache-03.yaml"), "id: 復習\n", StandardCharsets.UTF_8);
            List<String> seen = seen(watch);
            assertTrue(seen.contains("sessions/2026-10-05-web-cache-03.yaml"), seen.toString());
            assertTrue(
                    seen.stream().allMatch(p -> p.startsWith("sessions")),
                    "nothing of target/, .git/, node_modules/ or the output folder: " + seen);
        }
    }

    @Test
    void aNewFolderIsFollowed() throws Exception {
        try (FolderWatch watch = new FolderWatch(root, Set.of())) {
            Files.createDirectories(root.resolve("src/content/docs/新しい"));
            assertTrue(seen(watch).contains("src"));
            Files.writeString(root.resolve("src/content/docs/新しい/ページ.md"), "# 見出し\n", StandardCharsets.UTF_8);
            assertTrue(seen(watch).contains("src/content/docs/新しい/ページ.md"));
        }
    }

    @Test
    void aClosedWatchAnswersEmpty() throws Exception {
        FolderWatch watch = new FolderWatch(root, Set.of());
        watch.close();
        assertEquals(Optional.empty(), watch.next(Long.MAX_VALUE));
    }
}
