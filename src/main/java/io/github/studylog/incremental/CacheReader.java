package io.github.studylog.incremental;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads what {@link CacheWriter} wrote, as untrusted input: every length and count is checked against the bytes
 * left before anything is allocated, strings are strict UTF-8, a flag is 0 or 1. Any breach throws
 * {@link Corrupt}, which a cache treats as "no cache".
 */
public final class CacheReader {

    private final byte[] bytes;
    private final int end;
    private int at;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    /** The cache file does not decode: it is ignored. */
    public static final class Corrupt extends Exception {
        public Corrupt(String message) {
            super(message, null, false, false);
        }
    }

    public CacheReader(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /** Reads {@code bytes[from..to)}. */
    public CacheReader(byte[] bytes, int from, int to) {
        if (from < 0 || to < from || to > bytes.length) {
            throw new IllegalArgumentException("range " + from + ".." + to + " of " + bytes.length);
        }
        this.bytes = bytes;
        this.at = from;
        this.end = to;
    }

    public boolean atEnd() {
        return at == end;
    }

    /** Where the next read starts. */
    public int position() {
        return at;
    }

    /** The bytes read since {@code from} (a {@link #position}), kept in place: a frame to be written again as it is. */
    public Span since(int from) {
        if (from < 0 || from > at) {
            throw new IllegalArgumentException("position " + from + " after " + at);
        }
        return new Span(bytes, from, at);
    }

    /** What {@link CacheWriter#writeSpan} wrote: a length and as many bytes, kept in place (not copied). */
    public Span readSpan() throws Corrupt {
        int length = readCount();
        Span span = new Span(bytes, at, at + length);
        at += length;
        return span;
    }

    /**
     * Bytes of a cache file kept to be read later ({@link #reader}) or written again as they are
     * ({@link CacheWriter#writeSpan}).
     */
    public record Span(byte[] bytes, int from, int to) {

        public CacheReader reader() {
            return new CacheReader(bytes, from, to);
        }
    }

    public int readByte() throws Corrupt {
        need(1);
        return bytes[at++] & 0xFF;
    }

    public boolean readBoolean() throws Corrupt {
        int b = readByte();
        if (b > 1) {
            throw new Corrupt("flag " + b + " at " + (at - 1));
        }
        return b == 1;
    }

    /** What {@link CacheWriter#writeInt} wrote: at most five bytes, the last without its high bit. */
    public int readInt() throws Corrupt {
        int start = at;
        int zigzag = 0;
        for (int shift = 0; ; shift += 7) {
            int b = readByte();
            if (shift == 28 && (b & 0x80) != 0) {
                throw new Corrupt("an int longer than five bytes at " + start);
            }
            if (shift == 28 && (b & 0x70) != 0) {
                throw new Corrupt("an int beyond 32 bits at " + start);
            }
            zigzag |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return (zigzag >>> 1) ^ -(zigzag & 1);
            }
        }
    }

    public long readLong() throws Corrupt {
        long high = readInt();
        return (high << 32) | (readInt() & 0xFFFFFFFFL);
    }

    /** A non-negative int no larger than {@code max}. */
    public int readInt(int max) throws Corrupt {
        int start = at;
        int value = readInt();
        if (value < 0 || value > max) {
            throw new Corrupt("value " + value + " out of 0.." + max + " at " + start);
        }
        return value;
    }

    /** A count of items that each take at least one byte: never more than the bytes left after it. */
    public int readCount() throws Corrupt {
        int start = at;
        int value = readInt();
        if (value < 0 || value > end - at) {
            throw new Corrupt("count " + value + " beyond the " + (end - at) + " bytes left at " + start);
        }
        return value;
    }

    public byte[] readBytes() throws Corrupt {
        int length = readCount();
        byte[] copy = new byte[length];
        System.arraycopy(bytes, at, copy, 0, length);
        at += length;
        return copy;
    }

    public String readString() throws Corrupt {
        int length = readCount();
        // the JDK's fast decoding replaces what is not UTF-8 by U+FFFD: only a string holding one is decoded strictly
        String fast = new String(bytes, at, length, StandardCharsets.UTF_8);
        if (fast.indexOf('\uFFFD') < 0) {
            at += length;
            return fast;
        }
        try {
            String text = utf8.reset().decode(ByteBuffer.wrap(bytes, at, length)).toString();
            at += length;
            return text;
        } catch (CharacterCodingException e) {
            throw new Corrupt("a string is not UTF-8 at " + at);
        }
    }

    /** Reads one item. */
    @FunctionalInterface
    public interface Item<T> {
        T read(CacheReader in) throws Corrupt;
    }

    public <T> List<T> readList(Item<T> item) throws Corrupt {
        int count = readCount();
        List<T> items = new ArrayList<>(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
            items.add(item.read(this));
        }
        return items;
    }

    public <T> Optional<T> readOptional(Item<T> item) throws Corrupt {
        return readBoolean() ? Optional.of(item.read(this)) : Optional.empty();
    }

    /** A constant of {@code type} written by its name; an unknown name is corrupt. */
    public <E extends Enum<E>> E readEnum(Class<E> type, String what) throws Corrupt {
        String name = readString();
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw new Corrupt("unknown " + what + " `" + name + "`");
        }
    }

    /** A value looked up by a string key; an unknown key is corrupt. */
    public <T> T readKeyed(Function<String, Optional<T>> lookup, String what) throws Corrupt {
        String key = readString();
        return lookup.apply(key).orElseThrow(() -> new Corrupt("unknown " + what + " `" + key + "`"));
    }

    private void need(int n) throws Corrupt {
        if (end - at < n) {
            throw new Corrupt("truncated at " + at);
        }
    }
}
