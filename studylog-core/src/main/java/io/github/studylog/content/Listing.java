package io.github.studylog.content;

import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
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
 * before the pass; {@link ContentFiles#list} then takes a folder's files from here instead of walking it again, so
 * the files checked are the files fingerprinted.
 *
 * <p>A folder is here only when its walk saw every entry: one whose reading failed (an entry's attributes, or the
 * folder's own listing) is not, and a lister walks it itself, which reports why. A walk only keeps what it was
 * given ({@link Builder#file}); names and stats are made when a folder is asked for, so a run that replays
 * (and lists nothing) pays for none. Immutable; {@link #none} has no folder.
 */
public final class Listing {

    /** A file (anything but a directory) found in a folder, with its stat when it is a regular file. */
    public record Entry(String name, Optional<FileStat> stat) {}

    /** One walk's look at a folder: the entries it was given, with the time the walk started. */
    private record Visit(long taken, List<Found> found) {}

    private record Found(Path file, BasicFileAttributes attributes) {}

    private static final Listing NONE = new Listing(Map.of());

    private final Map<Path, List<Visit>> folders;

    private Listing(Map<Path, List<Visit>> folders) {
        this.folders = folders;
    }

    public static Listing none() {
        return NONE;
    }

    /**
     * The entries of the folder {@code dir} (absolute, normalized), when a walk read all of them; a folder walked
     * twice (itself and a folder above it) has each name once, as the later walk found it.
     */
    public Optional<List<Entry>> of(Path dir) {
        List<Visit> visits = folders.get(dir);
        if (visits == null) {
            return Optional.empty();
        }
        Map<String, Entry> byName = new LinkedHashMap<>();
        for (Visit visit : visits) {
            for (Found found : visit.found()) {
                String name = found.file().getFileName().toString();
                byName.put(name, new Entry(name, FileStat.of(found.attributes(), visit.taken())));
            }
        }
        return Optional.of(List.copyOf(byName.values()));
    }

    /** Collects a depth-first walk (a folder's entries come between its start and its end): for one thread. */
    public static Builder builder() {
        return new Builder();
    }

    /** What a walk tells the listing as it goes; {@link #build} keeps the folders it read completely. */
    public static final class Builder {

        private final Map<Path, List<Visit>> folders = new HashMap<>();
        private final Set<Path> incomplete = new HashSet<>();
        private final Deque<Open> open = new ArrayDeque<>();
        private long taken;

        private Builder() {}

        private static final class Open {
            private final Path dir;
            private final Visit visit;
            private boolean failed;

            Open(Path dir, Visit visit) {
                this.dir = dir;
                this.visit = visit;
            }
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
            open.push(new Open(dir, new Visit(taken, new ArrayList<>())));
        }

        /**
         * A non-directory entry of the folder being read, with the attributes the walk read of it (links not
         * followed); one outside any folder (a walk that starts at a file) is not kept.
         */
        public void file(Path file, BasicFileAttributes attributes) {
            Open folder = open.peek();
            if (folder != null) {
                folder.visit.found().add(new Found(file, attributes));
            }
        }

        /** An entry of the folder being read could not be read: the folder is not complete. */
        public void failed() {
            Open folder = open.peek();
            if (folder != null) {
                folder.failed = true;
            }
        }

        /** The walk has read the folder it started last; {@code complete} is false when its listing stopped. */
        public void done(boolean complete) {
            Open folder = open.pop();
            if (complete && !folder.failed) {
                folders.computeIfAbsent(folder.dir, d -> new ArrayList<>()).add(folder.visit);
            } else {
                incomplete.add(folder.dir); // a failed look hides what any other found
            }
        }

        public Listing build() {
            Map<Path, List<Visit>> complete = new HashMap<>();
            folders.forEach((dir, visits) -> {
                if (!incomplete.contains(dir)) {
                    complete.put(dir, List.copyOf(visits));
                }
            });
            return new Listing(Map.copyOf(complete));
        }
    }
}
