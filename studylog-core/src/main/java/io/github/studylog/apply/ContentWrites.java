package io.github.studylog.apply;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Writes content files for {@code apply-sync}, all or none: every new text goes to a temporary sibling first; only
 * when all are written are they moved into place, one by one, and if a move fails the files already moved get
 * their original bytes back (or are removed when they were new). Only paths inside the content root, never through
 * a symbolic link.
 */
public final class ContentWrites {

    private ContentWrites() {}

    public static void writeAll(Path root, List<FileChange> changes) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        Map<Path, Path> temps = new LinkedHashMap<>();
        Map<Path, Optional<byte[]>> originals = new LinkedHashMap<>();
        List<Path> moved = new ArrayList<>();
        try {
            for (FileChange change : changes) {
                Path target = base.resolve(change.path()).normalize();
                if (!target.startsWith(base) || target.equals(base)) {
                    throw new IOException("refusing to write outside the content repository: " + change.path());
                }
                Files.createDirectories(target.getParent());
                if (!Objects.requireNonNull(target.getParent()).toRealPath().startsWith(base.toRealPath())
                        || Files.isSymbolicLink(target)) {
                    throw new IOException("refusing to write through a symbolic link: " + change.path());
                }
                originals.put(
                        target,
                        Files.exists(target, LinkOption.NOFOLLOW_LINKS)
                                ? Optional.of(Files.readAllBytes(target))
                                : Optional.empty());
                Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
                temps.put(target, temp);
                Files.write(temp, change.after().getBytes(StandardCharsets.UTF_8));
            }
            for (Map.Entry<Path, Path> e : temps.entrySet()) {
                move(e.getValue(), e.getKey());
                moved.add(e.getKey());
            }
        } catch (IOException | RuntimeException e) {
            restore(moved, originals, e);
            throw e;
        } finally {
            for (Path temp : temps.values()) {
                Files.deleteIfExists(temp);
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void restore(List<Path> moved, Map<Path, Optional<byte[]>> originals, Exception failure) {
        for (Path target : moved) {
            try {
                Optional<byte[]> original = Objects.requireNonNull(originals.get(target)); // read before the move
                if (original.isPresent()) {
                    Files.write(target, original.get());
                } else {
                    Files.deleteIfExists(target);
                }
            } catch (IOException e) {
                failure.addSuppressed(e);
            }
        }
    }
}
