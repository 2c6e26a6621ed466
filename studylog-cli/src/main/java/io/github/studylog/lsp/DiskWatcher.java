package io.github.studylog.lsp;

import io.github.studylog.content.FolderWatch;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The server's own watch of the repository, for a client that does not offer {@code workspace/didChangeWatchedFiles}
 * (Neovim before 0.10, or on Linux by default): the core's {@link FolderWatch} (the one {@code studylog:watch} uses)
 * on a daemon thread, each burst reported as repo-relative paths.
 */
final class DiskWatcher implements AutoCloseable {

    private final FolderWatch watch;
    private final Consumer<List<String>> changed;
    private final Consumer<Boolean> lost;
    private final Thread thread;

    /**
     * Starts watching {@code root}; {@code changed} hears the repo-relative paths of each burst, {@code lost} that
     * events were lost ({@code false}: the platform's queue overflowed) or that the watch stopped ({@code true}).
     */
    DiskWatcher(Path root, Consumer<List<String>> changed, Consumer<Boolean> lost) throws IOException {
        this.watch = new FolderWatch(root, Set.of());
        this.changed = changed;
        this.lost = lost;
        this.thread = new Thread(this::loop, "studylog-lsp-watch");
        thread.setDaemon(true);
        thread.start();
    }

    private void loop() {
        try {
            while (true) {
                Optional<FolderWatch.Burst> burst = watch.next(Long.MAX_VALUE);
                if (burst.isEmpty()) {
                    return; // closed: the server ends
                }
                if (burst.get().overflow()) {
                    lost.accept(false);
                }
                List<String> paths =
                        burst.get().paths().stream().map(watch::relative).toList();
                if (!paths.isEmpty()) {
                    changed.accept(paths);
                }
            }
        } catch (InterruptedException e) {
            // closed: the server ends
        } catch (IOException | RuntimeException e) {
            // a folder that cannot be watched any more: the client's saves still reach the server
            lost.accept(true);
        }
    }

    @Override
    public void close() throws IOException {
        watch.close();
        thread.interrupt();
    }
}
