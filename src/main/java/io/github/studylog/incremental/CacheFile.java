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
import java.util.zip.CRC32C;

/**
 * One cache file under the cache directory: a header line naming its format and version, a body of the caller's
 * format ({@link CacheWriter}), and the CRC-32C of the body, so a file damaged anywhere (a truncated copy, a flipped
 * byte) is not read as a different valid cache. A checksum, not a digest: it is there against damage, and a digest
 * with no secret key would not stop anyone who can write the file either (what an entry says is checked on its own
 * when it is decoded); CRC-32C is a processor instruction, where SHA-256 of a 10,000-session cache cost a rerun
 * tens of milliseconds each way. Reading never throws: a missing, unreadable, oversized file, a link,
 * one of another format or version, or whose digest differs is no cache. Written atomically through
 * {@link OutputFiles}.
 */
public final class CacheFile {

    /** Larger files are not read: a cache of 20,000 records is a few MiB. */
    public static final long MAX_BYTES = 256L * 1024 * 1024;

    private static final int CHECKSUM = 4;

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

    /** A reader of the file's body, when there is one of this format within the size limit, undamaged. */
    public Optional<CacheReader> read() {
        Path file = path();
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > maxBytes) {
                return Optional.empty();
            }
            byte[] bytes = Files.readAllBytes(file);
            int end = bytes.length - CHECKSUM;
            if (end < header.length || !Arrays.equals(bytes, 0, header.length, header, 0, header.length)) {
                return Optional.empty();
            }
            if (checksum(bytes, header.length, end) != java.nio.ByteBuffer.wrap(bytes, end, CHECKSUM).getInt()) {
                return Optional.empty();
            }
            return Optional.of(CacheReader.ofFile(bytes, header.length, end));
        } catch (IOException | UncheckedIOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** A writer for a new body of this file: the header is in it already. */
    public CacheWriter newBody() {
        return newBody(256);
    }

    /** A body whose buffer starts at {@code capacity} bytes: about the size the file will have. */
    public CacheWriter newBody(int capacity) {
        return new CacheWriter(capacity).writeRaw(header);
    }

    /** Replaces the file with {@code body} (from {@link #newBody}) and its checksum, atomically. */
    public void write(CacheWriter body) throws IOException {
        body.writeChecksumFrom(header.length).writeTo(new OutputFiles(dir), name);
    }

    /** The CRC-32C of {@code bytes[from, to)}. */
    static int checksum(byte[] bytes, int from, int to) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, from, to - from);
        return (int) crc.getValue();
    }

    /** The SHA-256 of {@code bytes}. */
    public static byte[] sha256(byte[] bytes) {
        return newSha256().digest(bytes);
    }

    /** A new SHA-256 digest. */
    public static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }
}
