package io.github.studylog.content;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A file's size and last-modified time, and when they were read: what a cache keeps with an entry so that a file
 * whose stat did not change need not be read again (as git's index does).
 *
 * @param size          bytes
 * @param modifiedNanos last-modified time, nanoseconds since the epoch (as fine as the file system keeps it)
 * @param takenNanos    the wall-clock time just before the stat was read, nanoseconds since the epoch
 */
public record FileStat(long size, long modifiedNanos, long takenNanos) {

    /**
     * A file written less than this before its stat was taken may change again without a new time (the file
     * system's clock is coarse: 2 s on FAT), so its stat proves nothing: git's "racily clean" rule.
     */
    public static final long RACY_NANOS = TimeUnit.SECONDS.toNanos(2);

    /** The stat of a regular file (not following a link), or empty when it has none that can be read. */
    public static Optional<FileStat> of(Path file) {
        long taken = nowNanos();
        try {
            return of(Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS), taken);
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /**
     * The stat in {@code attributes} (read without following a link) of a regular file, taken at {@code taken}
     * ({@link #now}, read before the attributes); empty for anything else.
     */
    static Optional<FileStat> of(BasicFileAttributes attributes, long taken) {
        if (!attributes.isRegularFile()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new FileStat(
                    attributes.size(), attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS), taken));
        } catch (ArithmeticException e) {
            return Optional.empty();
        }
    }

    /** Now, as a stat's {@code takenNanos}. */
    static long now() {
        return nowNanos();
    }

    /**
     * True when {@code now} (a stat of the same file taken later) proves the file unchanged since this stat: the
     * same size and time, and this one was taken at least {@link #RACY_NANOS} after that time, so a write in the
     * same instant as the time (which would keep it) cannot have followed the read.
     */
    public boolean unchangedAt(FileStat now) {
        return now.size == size && now.modifiedNanos == modifiedNanos && modifiedNanos < takenNanos - RACY_NANOS;
    }

    private static long nowNanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }
}
