package io.github.studylog.content;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Finds and reads the files of one kind in the content repository: never follows a link out of it,
 * reports unreadable files as findings, and always returns files in path order.
 *
 * <p>An optional in-memory overlay (repo-relative path to text) is consulted before the disk: {@code apply-sync}
 * checks the repository as it would be after applying, without writing anything.
 */
public final class ContentFiles {

    private final RepoPaths paths;
    private final Map<String, String> overlay;
    /**
     * The stat of every regular file {@link #list} found, taken as it listed them (one {@code lstat} a file): what
     * {@link #stat} hands out for them, so a file is not looked at again before it is read.
     */
    private final Map<String, FileStat> listed = new ConcurrentHashMap<>();
    /** A text looked for in every file read as text from the disk; empty for none. */
    private final String marker;
    /** The files read as text from the disk whose text does not hold {@link #marker}. */
    private final Set<String> unmarked = ConcurrentHashMap.newKeySet();
    /** The folders an earlier walk of this run read completely: {@link #list} takes a folder's files from it. */
    private final Listing listing;
    /** What the last pass of a long-lived engine found on the disk, and what changed since (empty: not known). */
    private final Walks before;

    private final Optional<Set<String>> changedSince;
    /** What this view's walks of the disk found, for the next pass ({@link #walks}). */
    private final Map<Walks.Key, Walks.Walk> walksSeen = new ConcurrentHashMap<>();

    /**
     * What the walks of one pass found on the disk, by folder, depth and suffixes: the files in path order (no file
     * of the overlay) with their stats. A long-lived engine hands them to its next pass with the paths that changed
     * since, and a folder in which nothing changed that the walk could see is not walked again. Immutable.
     */
    public static final class Walks {

        /**
         * A walk's question. Its own equals and hashCode, as {@code CacheEntry.Id}'s: the generated ones are
         * bootstrapped through method handles on first use, and this is the first record every run hashes.
         */
        record Key(Path dir, boolean recursive, List<String> suffixes) {

            @Override
            public boolean equals(Object other) {
                return other instanceof Key key
                        && recursive == key.recursive
                        && dir.equals(key.dir)
                        && suffixes.equals(key.suffixes);
            }

            @Override
            public int hashCode() {
                return (31 * dir.hashCode() + Boolean.hashCode(recursive)) * 31 + suffixes.hashCode();
            }
        }

        record Walk(List<String> found, Map<String, FileStat> stats) {}

        private static final Walks NONE = new Walks(Map.of());

        private final Map<Key, Walk> walks;

        private Walks(Map<Key, Walk> walks) {
            this.walks = Map.copyOf(walks);
        }

        public static Walks none() {
            return NONE;
        }
    }

    public ContentFiles(RepoPaths paths) {
        this(paths, Map.of());
    }

    /**
     * @param overlay repo-relative paths (forward slashes, no {@code ..}) to the text they would have; these files
     *                are listed and read as if on disk
     */
    public ContentFiles(RepoPaths paths, Map<String, String> overlay) {
        this(paths, overlay, "");
    }

    /**
     * @param marker a text to look for in every file read as text from the disk ({@link #unmarked}): a later step
     *               that only needs the files holding it (the inline suppressions) does not read the others again
     */
    public ContentFiles(RepoPaths paths, Map<String, String> overlay, String marker) {
        this(paths, overlay, marker, Listing.none());
    }

    /**
     * @param listing what a walk earlier in this run found in the folders it read completely (the up-to-date
     *                fingerprint's): a folder listed without its subfolders is taken from it, with its stats,
     *                instead of being walked again
     */
    public ContentFiles(RepoPaths paths, Map<String, String> overlay, String marker, Listing listing) {
        this(paths, overlay, marker, listing, Walks.none(), Optional.empty());
    }

    /**
     * @param before       what the last pass's walks found ({@link #walks})
     * @param changedSince the repo-relative paths written, created or deleted since that pass (on the disk or in
     *                     the overlay); empty when not known, and every folder is walked
     */
    public ContentFiles(
            RepoPaths paths,
            Map<String, String> overlay,
            String marker,
            Listing listing,
            Walks before,
            Optional<Set<String>> changedSince) {
        this.paths = paths;
        this.overlay = Map.copyOf(overlay);
        this.marker = marker;
        this.listing = listing;
        this.before = before;
        this.changedSince = changedSince.map(Set::copyOf);
    }

    /** What this view's walks of the disk found so far, for a next pass told what changed since. */
    public Walks walks() {
        return new Walks(walksSeen);
    }

    /**
     * The files this view read as text from the disk ({@link #read}, {@link #decode}) whose text does not hold the
     * marker it was made with; empty without one. A file of the overlay is never in it.
     */
    public Set<String> unmarked() {
        return Set.copyOf(unmarked);
    }

    /** Notes whether a text read from the disk holds the marker (String.indexOf: a vector search, no copy). */
    private TextFile noted(TextFile file) {
        if (!marker.isEmpty() && !overlay.containsKey(file.path())) {
            if (file.text().contains(marker)) {
                unmarked.remove(file.path());
            } else {
                unmarked.add(file.path());
            }
        }
        return file;
    }

    public RepoPaths paths() {
        return paths;
    }

    /** Whether a repo-relative path is a file of the overlay (an editor's text, maybe not on the disk yet). */
    public boolean overlays(String relative) {
        return overlay.containsKey(relative);
    }

    /** Repo-relative paths of the files below {@code folder} whose name ends with one of {@code suffixes}. */
    public List<String> list(String folder, boolean recursive, String... suffixes) {
        Path dir = paths.root().resolve(folder).normalize();
        if (!dir.startsWith(paths.root())) {
            return List.of();
        }
        // a list sorted once at the end, and the stats put in one go
        List<String> found = new ArrayList<>();
        Map<String, FileStat> stats = new HashMap<>();
        for (String path : overlay.keySet()) {
            Path file = paths.root().resolve(path).normalize();
            if ((recursive ? file.startsWith(dir) : dir.equals(file.getParent()))
                    && hasSuffix(file.getFileName().toString(), suffixes)) {
                found.add(path);
            }
        }
        if (!Files.isDirectory(dir)) {
            return sortedOnce(found);
        }
        Optional<List<Listing.Entry>> walked = recursive ? Optional.empty() : listing.of(dir);
        if (walked.isPresent()) {
            String prefix = dir.equals(paths.root()) ? "" : paths.relativize(dir) + "/";
            for (Listing.Entry entry : walked.get()) {
                if (hasSuffix(entry.name(), suffixes)) {
                    String relative = prefix + entry.name();
                    found.add(relative);
                    if (!overlay.containsKey(relative)) {
                        entry.stat().ifPresent(stat -> stats.put(relative, stat));
                    }
                }
            }
            listed.putAll(stats);
            return sortedOnce(found);
        }
        Walks.Key key = new Walks.Key(dir, recursive, List.of(suffixes));
        Optional<Walks.Walk> kept = carried(key);
        if (kept.isPresent()) {
            walksSeen.put(key, kept.get());
            found.addAll(kept.get().found());
            kept.get().stats().forEach((path, stat) -> {
                if (!overlay.containsKey(path)) {
                    stats.put(path, stat);
                }
            });
            listed.putAll(stats);
            return sortedOnce(found);
        }
        List<String> onDisk = new ArrayList<>();
        Map<String, FileStat> diskStats = new HashMap<>();
        long taken = FileStat.now();
        try {
            // links are not followed: a link is listed as itself (reading it checks where it leads)
            Files.walkFileTree(
                    dir,
                    EnumSet.noneOf(FileVisitOption.class),
                    recursive ? Integer.MAX_VALUE : 1,
                    new SimpleFileVisitor<>() {
                        @Override
                        public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                            if (!attributes.isDirectory()
                                    && hasSuffix(file.getFileName().toString(), suffixes)) {
                                String relative = paths.relativize(file);
                                found.add(relative);
                                onDisk.add(relative);
                                FileStat.of(attributes, taken).ifPresent(stat -> {
                                    diskStats.put(relative, stat);
                                    if (!overlay.containsKey(relative)) {
                                        stats.put(relative, stat);
                                    }
                                });
                            }
                            return FileVisitResult.CONTINUE;
                        }
                    });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
        walksSeen.put(key, new Walks.Walk(List.copyOf(onDisk), Map.copyOf(diskStats)));
        listed.putAll(stats);
        return sortedOnce(found);
    }

    /**
     * The last pass's walk of a folder, when nothing changed since that this walk could see: every changed path
     * it would meet is a file it found that is still a regular file (its stat taken again), a path no longer on the
     * disk that it never found (an editor's text only), or a file without one of its suffixes. Empty otherwise
     * (a file or folder came or went, or what changed is not known): the folder is walked again.
     */
    private Optional<Walks.Walk> carried(Walks.Key key) {
        Walks.Walk last = before.walks.get(key);
        if (last == null || changedSince.isEmpty()) {
            return Optional.empty();
        }
        Set<String> found = Set.copyOf(last.found());
        Map<String, FileStat> stats = new HashMap<>(last.stats());
        for (String changed : changedSince.get()) {
            Path file = paths.root().resolve(changed).normalize();
            boolean seen = key.recursive()
                    ? file.startsWith(key.dir()) && !file.equals(key.dir())
                    : key.dir().equals(file.getParent());
            if (!seen) {
                continue;
            }
            BasicFileAttributes now;
            try {
                now = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                if (found.contains(changed)) {
                    return Optional.empty(); // a file found is gone
                }
                continue;
            }
            if (found.contains(changed)) {
                Optional<FileStat> stat = now.isRegularFile() ? FileStat.of(now, FileStat.now()) : Optional.empty();
                if (stat.isEmpty()) {
                    return Optional.empty();
                }
                stats.put(changed, stat.get());
            } else if ((now.isDirectory() && key.recursive())
                    || (!now.isDirectory() && hasSuffix(file.getFileName().toString(), key.suffixes()))) {
                return Optional.empty(); // a file or folder came
            }
        }
        return Optional.of(new Walks.Walk(last.found(), Map.copyOf(stats)));
    }

    /** The paths in order, each once (a file of the overlay is also on the disk when it replaces one). */
    private static List<String> sortedOnce(List<String> paths) {
        paths.sort(null);
        List<String> once = new ArrayList<>(paths.size());
        for (String path : paths) {
            if (once.isEmpty() || !once.get(once.size() - 1).equals(path)) {
                once.add(path);
            }
        }
        return List.copyOf(once);
    }

    private static boolean hasSuffix(String name, List<String> suffixes) {
        return hasSuffix(name, suffixes.toArray(String[]::new));
    }

    private static boolean hasSuffix(String name, String... suffixes) {
        if (name.startsWith(".")) {
            return false;
        }
        for (String s : suffixes) {
            // endsWith ignoring case (the suffixes are lower case), without a lower-cased copy of every name
            if (name.regionMatches(true, name.length() - s.length(), s, 0, s.length())) {
                return true;
            }
        }
        return false;
    }

    /** Bytes larger than this are not read at all (the parsers have their own, smaller limits). */
    public static final long MAX_RAW_BYTES = 32L * 1024 * 1024;

    /** Reads a listed file's bytes (for parsers that decode themselves), or reports why not and returns empty. */
    public Optional<byte[]> readBytes(String relative, FindingSink sink) {
        if (overlay.containsKey(relative)) {
            return Optional.of(overlay.get(relative).getBytes(StandardCharsets.UTF_8));
        }
        Path file = insideOrReport(relative, sink);
        if (file == null) {
            return Optional.empty();
        }
        try {
            long size = Files.size(file);
            if (size > MAX_RAW_BYTES) {
                sink.add(
                        ContentRules.FILE_UNREADABLE,
                        relative,
                        1,
                        1,
                        Message.of("file-unreadable.too-large-mib", size / 1024 / 1024, MAX_RAW_BYTES / 1024 / 1024));
                return Optional.empty();
            }
            return Optional.of(Files.readAllBytes(file));
        } catch (IOException e) {
            sink.add(ContentRules.FILE_UNREADABLE, relative, 0, 0, Message.of("file-unreadable.io", e.getMessage()));
            return Optional.empty();
        }
    }

    /**
     * The size and time of a listed file inside the repository, without reading it; empty for a file of the overlay
     * (it has no stat), one that is not inside the repository or not a regular file, or whose stat cannot be read.
     */
    public Optional<FileStat> stat(String relative) {
        if (overlay.containsKey(relative)) {
            return Optional.empty();
        }
        Path file = paths.root().resolve(relative).normalize();
        FileStat seen = listed.get(relative);
        if (seen != null) {
            // listed as a regular file, not a link: inside when its folder is
            return paths.isInsideFolder(file) ? Optional.of(seen) : Optional.empty();
        }
        return paths.isInside(file) ? FileStat.of(file) : Optional.empty();
    }

    /**
     * Whether {@link #list} found this path as a regular file (no link) in a folder inside the repository: what
     * {@link RepoPaths#problemWithFile} would find acceptable, known without another look at the disk.
     */
    public boolean listedInside(String relative) {
        return !overlay.containsKey(relative)
                && listed.containsKey(relative)
                && paths.isInsideFolder(paths.root().resolve(relative).normalize());
    }

    /** Reads a listed file as text, or reports why it cannot be read and returns empty. */
    public Optional<TextFile> read(String relative, FindingSink sink) {
        if (overlay.containsKey(relative)) {
            return Optional.of(new TextFile(relative, overlay.get(relative)));
        }
        Path file = insideOrReport(relative, sink);
        if (file == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(noted(TextFiles.read(file, relative)));
        } catch (TextFiles.UnreadableText e) {
            sink.add(ContentRules.FILE_UNREADABLE, relative, e.line(), e.column(), e.message());
            return Optional.empty();
        } catch (IOException e) {
            sink.add(ContentRules.FILE_UNREADABLE, relative, 0, 0, Message.of("file-unreadable.io", e.getMessage()));
            return Optional.empty();
        }
    }

    /**
     * The bytes {@link #readBytes} gave, as text with the findings {@link #read} would report for them (a file that
     * is too large, UTF-16, a NUL byte, invalid UTF-8): how a caller that hashed the bytes reads them once.
     */
    public Optional<TextFile> decode(String relative, byte[] bytes, FindingSink sink) {
        try {
            return Optional.of(noted(TextFiles.decodeBounded(relative, bytes)));
        } catch (TextFiles.UnreadableText e) {
            sink.add(ContentRules.FILE_UNREADABLE, relative, e.line(), e.column(), e.message());
            return Optional.empty();
        }
    }

    /**
     * The file, or null after reporting {@code file-outside-repo} (a link leaving the repository) or
     * {@code file-unreadable} (the file is gone).
     */
    private @Nullable Path insideOrReport(String relative, FindingSink sink) {
        Path file = paths.root().resolve(relative).normalize();
        if (paths.isInside(file)) {
            return file;
        }
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            // listed, then deleted or moved before it was read (an editor saving, a checkout): not a link
            sink.add(ContentRules.FILE_UNREADABLE, relative, 0, 0, Message.of("file-unreadable.gone"));
            return null;
        }
        sink.add(ContentRules.FILE_OUTSIDE_REPO, relative, 0, 0, Message.of("file-outside-repo.link"));
        return null;
    }
}
