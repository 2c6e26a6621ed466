package io.github.studylog.incremental;

import io.github.studylog.content.OutputFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Optional;

/**
 * One cache file under the cache directory: a header line naming its format and version, a body of the caller's
 * format ({@link CacheWriter}), and the SHA-256 of the body, so a file damaged anywhere (a truncated copy, a flipped
 * byte) is not read as a different valid cache. Reading never throws: a missing, unreadable, oversized file, a link,
 * one of another format or version, or whose digest differs is no cache. Written atomically through
 * {@link OutputFiles}.
 */
public final class CacheFile {

    /** Larger files are not read: a cache of 20,000 records is a few MiB. */
    public static final long MAX_BYTES = 256L * 1024 * 1024;

    private static final int DIGEST = 32;

    private final Path dir;
    private final String name;
    private final byte[] header;
    private final long maxBytes;

    /**
     * @param dir    the cache directory
     * @param name   the file's name in it
     * @param format the format and its version, e.g. {@code studylog-records-cache 1}; a file with another is ignored
     */
    public CacheFile(Path dir, String name, String format) {
        this(dir, name, format, MAX_BYTES);
    }

    CacheFile(Path dir, String name, String format, long maxBytes) {
        this.dir = dir.toAbsolutePath().normalize();
        this.name = name;
        this.header = (format + "\n").getBytes(StandardCharsets.UTF_8);
        this.maxBytes = maxBytes;
    }

    public Path path() {
        return dir.resolve(name);
    }

    /** The body of the file, when there is one of this format within the size limit. */
    public Optional<byte[]> read() {
        Path file = path();
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > maxBytes) {
                return Optional.empty();
            }
            byte[] bytes = Files.readAllBytes(file);
            if (bytes.length < header.length
                    || !Arrays.equals(bytes, 0, header.length, header, 0, header.length)) {
                return Optional.empty();
            }
            int end = bytes.length - DIGEST;
            if (end < header.length) {
                return Optional.empty();
            }
            byte[] body = Arrays.copyOfRange(bytes, header.length, end);
            if (!Arrays.equals(sha256(body), 0, DIGEST, bytes, end, bytes.length)) {
                return Optional.empty();
            }
            return Optional.of(body);
        } catch (IOException | UncheckedIOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** Replaces the file with {@code body} under this format's header, atomically. */
    public void write(byte[] body) throws IOException {
        byte[] bytes = Arrays.copyOf(header, header.length + body.length + DIGEST);
        System.arraycopy(body, 0, bytes, header.length, body.length);
        System.arraycopy(sha256(body), 0, bytes, header.length + body.length, DIGEST);
        new OutputFiles(dir).write(name, bytes);
    }

    /** The SHA-256 of {@code bytes}. */
    public static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }
}
