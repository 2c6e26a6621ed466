package io.github.studylog.incremental;

import io.github.studylog.content.Listing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * A hash of everything a run's result can depend on, computed from file metadata only (path, size, modification
 * time), never from contents, so it costs a directory walk. What goes in:
 * <ul>
 *   <li>a configuration key (the plugin version and every parameter that changes a result);</li>
 *   <li>every file of the folders and files the run reads (the content folders, CHATGPT.md, {@code public/},
 *       {@code src/}), without hidden folders such as {@code .git} and {@code node_modules}; the other files a
 *       record's {@code <path>} names are fingerprinted by {@link #ofFiles} from the previous run's list;</li>
 *   <li>the git state the drafts read: {@code HEAD}, the branch it names, the index, packed refs and the shallow
 *       list of the git directory above the repository, when there is one;</li>
 *   <li>any further files or folders named by the caller (e.g. the plugin's own jar, a schema folder).</li>
 * </ul>
 * Anything missed here would make a rerun replay a stale verdict, so when in doubt a path is included.
 */
public final class InputFingerprint {

    private static final List<String> GIT_FILES = List.of("HEAD", "index", "packed-refs", "shallow");

    private final MessageDigest digest;

    private InputFingerprint() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }

    /**
     * The fingerprint of a run's inputs, with what its walk of the repository's {@code entries} found: the run lists
     * its records folders from it ({@link io.github.studylog.content.ContentFiles}) instead of walking them again,
     * so the files it checks are the ones fingerprinted.
     *
     * @param configuration the configuration key
     * @param root          the content repository
     * @param entries       the folders and files of the repository the run reads, relative to {@code root};
     *                      folders are walked (their hidden folders and {@code node_modules} skipped)
     * @param extra         further files or folders the result depends on (absolute)
     */
    public static Walked walk(String configuration, Path root, Collection<String> entries, Collection<Path> extra) {
        InputFingerprint fingerprint = new InputFingerprint();
        fingerprint.text("config", configuration);
        Path top = root.toAbsolutePath().normalize();
        Listing.Builder listing = Listing.builder();
        for (String entry : new TreeSet<>(entries)) {
            Path start = top.resolve(entry).normalize();
            fingerprint.tree("repo", top, start.startsWith(top) ? start : top.resolve("(outside)"), listing);
        }
        for (Path path : extra) {
            Path abs = path.toAbsolutePath().normalize();
            fingerprint.tree("extra", abs, abs, Listing.builder()); // outside the repository: not listed
        }
        fingerprint.git(top);
        return new Walked(HexFormat.of().formatHex(fingerprint.digest.digest()), listing.build());
    }

    /**
     * A fingerprint and what its walk found.
     *
     * @param hash    the fingerprint
     * @param listing the repository's folders the walk read completely, with their files' stats
     */
    public record Walked(String hash, Listing listing) {}

    /** A hash of the size and time of each of {@code paths} (relative to {@code root}), or of its absence. */
    public static String ofFiles(Path root, Collection<String> paths) {
        InputFingerprint fingerprint = new InputFingerprint();
        Path top = root.toAbsolutePath().normalize();
        for (String path : new TreeSet<>(paths)) {
            try {
                BasicFileAttributes a =
                        Files.readAttributes(top.resolve(path), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                fingerprint.text(
                        "file",
                        path
                                + '\u0000'
                                + a.size()
                                + '\u0000'
                                + nanos(a)
                                + '\u0000'
                                + a.isSymbolicLink()
                                + '\u0000'
                                + a.isDirectory());
            } catch (IOException | RuntimeException e) {
                fingerprint.text("file-missing", path);
            }
        }
        return HexFormat.of().formatHex(fingerprint.digest.digest());
    }

    /** The SHA-256 of a text, in hex. */
    public static String hash(String text) {
        InputFingerprint fingerprint = new InputFingerprint();
        fingerprint.text("text", text);
        return HexFormat.of().formatHex(fingerprint.digest.digest());
    }

    /** A file's modification time as a number (formatting it as a date costs more than the rest of a walk). */
    private static long nanos(BasicFileAttributes attributes) {
        return attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS);
    }

    private void text(String kind, String value) {
        digest.update((kind + '\u0000' + value + '\u0000').getBytes(StandardCharsets.UTF_8));
    }

    private void stat(Path dir, String name) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(dir.resolve(name), BasicFileAttributes.class);
            text("git", name + '\u0000' + attributes.size() + '\u0000' + nanos(attributes));
        } catch (IOException e) {
            text("git-missing", name);
        }
    }

    private void tree(String kind, Path base, Path start, Listing.Builder listing) {
        if (!Files.exists(start, LinkOption.NOFOLLOW_LINKS)) {
            text(kind + "-missing", start.toString());
            return;
        }
        List<String> entries = new ArrayList<>();
        listing.start();
        try {
            Files.walkFileTree(start, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    String name =
                            dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean hidden = !dir.equals(start) && (name.startsWith(".") || name.equals("node_modules"));
                    if (hidden) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    listing.folder(dir);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    entries.add(base.relativize(file) + "\u0000" + attrs.size() + "\u0000" + nanos(attrs) + "\u0000"
                            + attrs.isSymbolicLink());
                    listing.file(file, attrs);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    entries.add(base.relativize(file) + "\u0000unreadable");
                    listing.failed();
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    listing.done(e == null);
                    if (e != null) {
                        throw e;
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        entries.sort(null); // the walk's order is the file system's; the hash must not be
        entries.forEach(entry -> text(kind, entry));
    }

    /** The git directory's state files, found from {@code root} upwards (a {@code .git} file is followed). */
    private void git(Path root) {
        Optional<Path> gitDir = gitDir(root);
        if (gitDir.isEmpty()) {
            text("git", "none");
            return;
        }
        Path dir = gitDir.get();
        for (String name : GIT_FILES) {
            stat(dir, name);
        }
        try {
            String head = Files.readString(dir.resolve("HEAD"), StandardCharsets.UTF_8)
                    .strip();
            text("git-head", head);
            if (head.startsWith("ref: ")) {
                String name = head.substring("ref: ".length());
                // a linked work tree keeps its branches in the common git directory
                Path commonFile = dir.resolve("commondir");
                Path common = Files.isRegularFile(commonFile)
                        ? dir.resolve(Files.readString(commonFile, StandardCharsets.UTF_8)
                                        .strip())
                                .normalize()
                        : dir;
                for (Path base : List.of(dir, common)) {
                    Path ref = base.resolve(name).normalize();
                    if (ref.startsWith(base) && Files.isRegularFile(ref)) {
                        text(
                                "git-ref",
                                Files.readString(ref, StandardCharsets.UTF_8).strip());
                    }
                    stat(base, "packed-refs");
                }
            }
        } catch (IOException e) {
            text("git-head", "unreadable");
        }
    }

    private static Optional<Path> gitDir(Path root) {
        for (Path dir = root; dir != null; dir = dir.getParent()) {
            Path git = dir.resolve(".git");
            if (Files.isDirectory(git)) {
                return Optional.of(git);
            }
            if (Files.isRegularFile(git)) {
                try {
                    String line = Files.readString(git, StandardCharsets.UTF_8).strip();
                    if (line.startsWith("gitdir: ")) {
                        return Optional.of(
                                dir.resolve(line.substring("gitdir: ".length())).normalize());
                    }
                } catch (IOException e) {
                    return Optional.of(git);
                }
            }
        }
        return Optional.empty();
    }
}
