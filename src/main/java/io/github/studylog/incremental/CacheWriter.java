package io.github.studylog.incremental;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Writes the explicit binary format of a cache file ({@link CacheReader} reads it back): variable-length ints, a byte
 * per flag, a string as its UTF-8 length and bytes, a list as its count and items, an optional as a flag and its
 * value. No Java serialization: the file is read back as untrusted input.
 */
public final class CacheWriter {

    private final Buffer out;

    public CacheWriter() {
        this(256);
    }

    /** A writer whose buffer starts at {@code capacity} bytes (a large file is not copied as it grows). */
    public CacheWriter(int capacity) {
        this.out = new Buffer(capacity);
    }

    /** A string that UTF-8 cannot hold as it is (an unpaired surrogate): the value is not cached. */
    public static final class NotEncodable extends RuntimeException {
        NotEncodable(String message) {
            super(message, null, false, false);
        }
    }

    public CacheWriter writeByte(int value) {
        out.write(value);
        return this;
    }

    public CacheWriter writeBoolean(boolean value) {
        return writeByte(value ? 1 : 0);
    }

    /** An int in one to five bytes: zigzag (so small negatives stay small), then seven bits a byte, low first. */
    public CacheWriter writeInt(int value) {
        int zigzag = (value << 1) ^ (value >> 31);
        while ((zigzag & ~0x7F) != 0) {
            out.write((zigzag & 0x7F) | 0x80);
            zigzag >>>= 7;
        }
        out.write(zigzag);
        return this;
    }

    public CacheWriter writeLong(long value) {
        writeInt((int) (value >>> 32));
        return writeInt((int) value);
    }

    /** Bytes without their length (a header). */
    public CacheWriter writeRaw(byte[] bytes) {
        out.writeBytes(bytes);
        return this;
    }

    public CacheWriter writeBytes(byte[] bytes) {
        writeInt(bytes.length);
        out.writeBytes(bytes);
        return this;
    }

    /** Whether {@link #writeString} can write {@code text}: UTF-8 holds every string but one with an unpaired surrogate. */
    public static boolean encodable(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** @throws NotEncodable when the string has an unpaired surrogate (it would not read back equal) */
    public CacheWriter writeString(String text) {
        // the JDK's fast encoding writes '?' for an unpaired surrogate: such a string is refused first
        if (!encodable(text)) {
            throw new NotEncodable("not encodable as UTF-8: an unpaired surrogate");
        }
        return writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Bytes read before ({@link CacheReader#since}), as they are, without a length. */
    public CacheWriter writeFrame(CacheReader.Span frame) {
        out.write(frame.bytes(), frame.from(), frame.to() - frame.from());
        return this;
    }

    /** Bytes read before ({@link CacheReader#readSpan}), with their length, as they are. */
    public CacheWriter writeSpan(CacheReader.Span span) {
        writeInt(span.to() - span.from());
        return writeFrame(span);
    }

    /** What another writer wrote, with its length: {@link CacheReader#readSpan} reads it back. */
    public CacheWriter writeSpan(CacheWriter other) {
        writeInt(other.out.size());
        return writeAll(other);
    }

    /** Appends what another writer wrote. */
    public CacheWriter writeAll(CacheWriter other) {
        out.write(other.out.bytes(), 0, other.out.size());
        return this;
    }

    /** Appends the CRC-32C of the bytes written from {@code offset} on ({@link CacheFile#checksum}). */
    public CacheWriter writeChecksumFrom(int offset) {
        return writeRaw(java.nio.ByteBuffer.allocate(4).putInt(CacheFile.checksum(out.bytes(), offset, out.size()))
                .array());
    }

    /** How many bytes were written. */
    public int size() {
        return out.size();
    }

    /** A byte array stream whose buffer a digest can read in place. */
    private static final class Buffer extends ByteArrayOutputStream {
        Buffer(int capacity) {
            super(capacity);
        }

        byte[] bytes() {
            return buf;
        }
    }

    public <T> CacheWriter writeList(List<T> items, BiConsumer<CacheWriter, T> item) {
        writeInt(items.size());
        items.forEach(i -> item.accept(this, i));
        return this;
    }

    public <T> CacheWriter writeOptional(Optional<T> value, BiConsumer<CacheWriter, T> item) {
        writeBoolean(value.isPresent());
        value.ifPresent(v -> item.accept(this, v));
        return this;
    }

    /** The bytes written so far. */
    public byte[] toByteArray() {
        return out.toByteArray();
    }

    /** Writes the bytes written so far to {@code relative} in {@code files}, without copying them first. */
    void writeTo(io.github.studylog.content.OutputFiles files, String relative) throws java.io.IOException {
        files.write(relative, out.bytes(), out.size());
    }
}
