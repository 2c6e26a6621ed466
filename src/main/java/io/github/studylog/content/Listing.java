package io.github.studylog.content;

import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a walk earlier in the same run found directly in each folder it read completely: every entry that is not a
 * directory, by name, with the stat of a regular file. The up-to-date fingerprint walks the content folders
 * before the pass; {@link ContentFiles#list} then takes a folder's files from here instead of walking it again
 * (on 10,000 sessions, the second walk of a cold JVM cost about 90 ms).
 *
 * <p>A folder is here only when its walk saw every entry: one whose reading failed (an entry's attributes, or the
 * folder's own listing) is not, and a lister walks it itself, which reports why. Immutable; {@link #none} has no
 * folder.
 */
public final class Listing {

    /** A file (anything but a directory) found in a folder, with its stat when it is a regular file. */
    public record Entry(String name, Optional<FileStat> stat) {
    }

    private static final Listing NONE = new Listing(Map.of());

    private final Map<Path, List<Entry>> folders;

    private Listing(Map<Path, List<Entry>> folders) {
        this.folders = folders;
    }

    public static Listing none() {
        return NONE;
    }

    /** The entries of the folder {@code dir} (absolute, normalized), when a walk read all of them. */
    public Optional<List<Entry>> of(Path dir) {
        return Optional.ofNullable(folders.get(dir));
    }

    /** Collects a walk: not thread-safe, for the one thread that walks. */
    public static Builder builder() {
        return new Builder();
    }

    /** What a walk tells the listing as it goes; {@link #build} keeps the folders read completely. */
    public static final class Builder {

        /** By folder, its entries by name: a folder walked twice (a folder and a folder above it) keeps one each. */
        private final Map<Path, Map<String, Entry>> folders = new HashMap<>();
        private final Set<Path> incomplete = new HashSet<>();
        private long taken;

        private Builder() {
        }

        /**
         * Starts a walk: the stats that follow are taken from now on (the time their racy check compares with is
         * this one, before any of them was read, so it never claims a later look than there was).
         */
        public Builder start() {
            taken = FileStat.now();
            return this;
        }

        /** The walk is about to read the entries of {@code dir} (absolute, normalized). */
        public void folder(Path dir) {
            folders.putIfAbsent(dir, new LinkedHashMap<>());
        }

        /** A non-directory entry of a folder, with the attributes the walk read of it (links not followed). */
        public void file(Path file, BasicFileAttributes attributes) {
            Map<String, Entry> entries = folders.get(file.getParent());
            if (entries != null) {
                String name = file.getFileName().toString();
                entries.put(name, new Entry(name, FileStat.of(attributes, taken)));
            }
        }

        /** An entry of {@code dir} could not be read, or the folder's listing stopped: it is not complete. */
        public void failed(Path dir) {
            incomplete.add(dir);
        }

        public Listing build() {
            Map<Path, List<Entry>> complete = new HashMap<>();
            folders.forEach((dir, entries) -> {
                if (!incomplete.contains(dir)) {
                    complete.put(dir, List.copyOf(entries.values()));
                }
            });
            return new Listing(Map.copyOf(complete));
        }
    }
}
