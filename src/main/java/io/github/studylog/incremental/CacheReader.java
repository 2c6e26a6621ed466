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

    public int readInt() throws Corrupt {
        need(4);
        int value = ((bytes[at] & 0xFF) << 24) | ((bytes[at + 1] & 0xFF) << 16) | ((bytes[at + 2] & 0xFF) << 8)
                | (bytes[at + 3] & 0xFF);
        at += 4;
        return value;
    }

    public long readLong() throws Corrupt {
        long high = readInt();
        return (high << 32) | (readInt() & 0xFFFFFFFFL);
    }

    /** A non-negative int no larger than {@code max}. */
    public int readInt(int max) throws Corrupt {
        int value = readInt();
        if (value < 0 || value > max) {
            throw new Corrupt("value " + value + " out of 0.." + max + " at " + (at - 4));
        }
        return value;
    }

    /** A count of items that each take at least one byte: never more than the bytes left. */
    public int readCount() throws Corrupt {
        return readInt(end - at - 4);
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
