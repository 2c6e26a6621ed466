package io.github.studylog.content;

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
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The one watch of a content repository's files, for {@code studylog:watch} and the language server: the platform's
 * file events ({@link WatchService}) on every folder of the repository but hidden ones ({@code .git}),
 * {@code node_modules}, {@code target} and the given output folders, new folders followed as they appear; a burst of
 * events closer together than {@link #QUIET_MILLIS} (an editor's temporary file and rename) is one change.
 */
public final class FolderWatch implements AutoCloseable {

    /** Events closer together than this are one change. */
    public static final long QUIET_MILLIS = 15;

    /**
     * One burst of events.
     *
     * @param paths    the changed files and folders, absolute, in the order the events came
     * @param overflow the platform's queue overflowed: changes were lost, so anything may have changed
     */
    public record Burst(List<Path> paths, boolean overflow) {

        public Burst {
            paths = List.copyOf(paths);
        }
    }

    private final Path root;
    private final Set<Path> skipped;
    private final WatchService watcher;
    private final Map<WatchKey, Path> folders = new HashMap<>();

    /**
     * Starts watching {@code root}.
     *
     * @param skipped folders whose events are never wanted, besides hidden ones, {@code node_modules} and
     *                {@code root/target} (the output and cache folders of a run)
     */
    public FolderWatch(Path root, Set<Path> skipped) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        this.skipped = Set.copyOf(
                skipped.stream().map(p -> p.toAbsolutePath().normalize()).toList());
        this.watcher = FileSystems.getDefault().newWatchService();
        registerTree(this.root);
    }

    /**
     * The next burst, waiting at most {@code millis} for its first event ({@code Long.MAX_VALUE}: until one comes);
     * empty when none came in time or the watch was closed.
     */
    public Optional<Burst> next(long millis) throws IOException, InterruptedException {
        WatchKey key;
        try {
            key = millis == Long.MAX_VALUE ? watcher.take() : watcher.poll(millis, TimeUnit.MILLISECONDS);
        } catch (ClosedWatchServiceException e) {
            return Optional.empty();
        }
        List<Path> paths = new ArrayList<>();
        boolean overflow = false;
        while (key != null) {
            Path folder = folders.get(key);
            for (WatchEvent<?> event : key.pollEvents()) {
                if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                    overflow = true;
                } else if (folder != null && event.context() instanceof Path name) {
                    Path path = folder.resolve(name);
                    if (wanted(path)) {
                        paths.add(path);
                        if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(path)) {
                            registerTree(path);
                        }
                    }
                }
            }
            if (!key.reset()) {
                folders.remove(key);
            }
            try {
                key = watcher.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS);
            } catch (ClosedWatchServiceException e) {
                key = null;
            }
        }
        return Optional.of(new Burst(paths, overflow));
    }

    /** The repo-relative form of a path of a burst, with {@code /}. */
    public String relative(Path path) {
        return root.relativize(path).toString().replace('\\', '/');
    }

    private boolean wanted(Path path) {
        return skipped.stream().noneMatch(path::startsWith) && !path.startsWith(root.resolve("target"));
    }

    private void registerTree(Path top) throws IOException {
        Files.walkFileTree(top, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                if (!dir.equals(root) && (name.startsWith(".") || name.equals("node_modules") || !wanted(dir))) {
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

    /** Ends the watch: a waiting {@link #next} returns empty. */
    @Override
    public void close() throws IOException {
        watcher.close();
    }
}
