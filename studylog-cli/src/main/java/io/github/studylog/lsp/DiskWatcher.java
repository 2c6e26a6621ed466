package io.github.studylog.lsp;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The server's own watch of the repository, for a client that does not offer {@code workspace/didChangeWatchedFiles}
 * (Neovim before 0.10, or on Linux by default): the platform's file events on every folder but hidden ones,
 * {@code target} and {@code node_modules}, on a daemon thread; a burst of events is one report.
 */
final class DiskWatcher implements AutoCloseable {

    /** Events closer together than this are one change. */
    static final long QUIET_MILLIS = 15;

    private final Path root;
    private final WatchService watcher;
    private final Map<WatchKey, Path> folders = new HashMap<>();
    private final Consumer<List<String>> changed;
    private final Consumer<Boolean> lost;
    private final Thread thread;

    /**
     * Starts watching {@code root}; {@code changed} hears the repo-relative paths of each burst, {@code lost} that
     * events were lost ({@code false}: the platform's queue overflowed) or that the watch stopped ({@code true}).
     */
    DiskWatcher(Path root, Consumer<List<String>> changed, Consumer<Boolean> lost) throws IOException {
        this.root = root;
        this.changed = changed;
        this.lost = lost;
        this.watcher = FileSystems.getDefault().newWatchService();
        registerTree(root);
        this.thread = new Thread(this::loop, "studylog-lsp-watch");
        thread.setDaemon(true);
        thread.start();
    }

    private void loop() {
        try {
            while (true) {
                WatchKey key = watcher.take();
                List<String> paths = new ArrayList<>();
                while (key != null) {
                    Path folder = folders.get(key);
                    for (WatchEvent<?> event : key.pollEvents()) {
                        if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                            lost.accept(false);
                        } else if (folder != null && event.context() instanceof Path name) {
                            Path path = folder.resolve(name);
                            paths.add(root.relativize(path).toString().replace('\\', '/'));
                            if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(path)) {
                                registerTree(path);
                            }
                        }
                    }
                    if (!key.reset()) {
                        folders.remove(key);
                    }
                    key = watcher.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS);
                }
                if (!paths.isEmpty()) {
                    changed.accept(paths);
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed: the server ends
        } catch (IOException | RuntimeException e) {
            // a folder that cannot be watched any more: the client's saves still reach the server
            lost.accept(true);
        }
    }

    private void registerTree(Path top) throws IOException {
        Files.walkFileTree(top, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                if (!dir.equals(root)
                        && (name.startsWith(".")
                                || name.equals("node_modules")
                                || dir.equals(root.resolve("target")))) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (!folders.containsValue(dir)) {
                    folders.put(
                            dir.register(
                                    watcher,
                                    StandardWatchEventKinds.ENTRY_CREATE,
                                    StandardWatchEventKinds.ENTRY_DELETE,
                                    StandardWatchEventKinds.ENTRY_MODIFY),
                            dir);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    @Override
    public void close() throws IOException {
        watcher.close();
        thread.interrupt();
    }
}
