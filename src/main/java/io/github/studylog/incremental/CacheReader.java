package io.github.studylog.incremental;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Reads what {@link CacheWriter} wrote, as untrusted input: every length and count is checked against the bytes
 * left before anything is allocated, strings are strict UTF-8, a flag is 0 or 1. Any breach throws
 * {@link Corrupt}, which a cache treats as "no cache".
 */
public final class CacheReader {

    private final byte[] bytes;
    private final int end;
    private int at;
    /** The strings already decoded from {@link #bytes}, shared with the readers of its spans; null for none. */
    private final @Nullable Strings strings;

    /** The cache file does not decode: it is ignored. */
    public static final class Corrupt extends Exception {
        public Corrupt(@Nullable String message) {
            super(message, null, false, false);
        }
    }

    public CacheReader(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /** Reads {@code bytes[from..to)}. */
    public CacheReader(byte[] bytes, int from, int to) {
        this(bytes, from, to, null);
    }

    /**
     * Reads {@code bytes[from..to)}, which never change (a file read whole), each repeated string decoded once for
     * this reader and the readers of the spans it hands out ({@link Strings}).
     */
    static CacheReader ofFile(byte[] bytes, int from, int to) {
        return new CacheReader(bytes, from, to, new Strings());
    }

    private CacheReader(byte[] bytes, int from, int to, @Nullable Strings strings) {
        if (from < 0 || to < from || to > bytes.length) {
            throw new IllegalArgumentException("range " + from + ".." + to + " of " + bytes.length);
        }
        this.bytes = bytes;
        this.at = from;
        this.end = to;
        this.strings = strings;
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
        return new Span(bytes, from, at, strings);
    }

    /** What {@link CacheWriter#writeSpan} wrote: a length and as many bytes, kept in place (not copied). */
    public Span readSpan() throws Corrupt {
        int length = readCount();
        Span span = new Span(bytes, at, at + length, strings);
        at += length;
        return span;
    }

    /**
     * Bytes of a cache file kept to be read later ({@link #reader}) or written again as they are
     * ({@link CacheWriter#writeSpan}).
     */
    public static final class Span {

        private final byte[] bytes;
        private final int from;
        private final int to;
        private final @Nullable Strings strings;

        private Span(byte[] bytes, int from, int to, @Nullable Strings strings) {
            this.bytes = bytes;
            this.from = from;
            this.to = to;
            this.strings = strings;
        }

        public byte[] bytes() {
            return bytes;
        }

        public int from() {
            return from;
        }

        public int to() {
            return to;
        }

        /** A reader of these bytes, sharing the decoded strings of the reader that handed them out. */
        public CacheReader reader() {
            return new CacheReader(bytes, from, to, strings);
        }
    }

    /**
     * The strings decoded from one file's bytes, shared by the readers of its entries (on the records pool, two
     * threads): a text that repeats (a path, a section title, an outcome word; most of a session's strings are
     * its topic's) is decoded once and the same {@code String} handed out again, so an edited rerun of 10,000
     * sessions neither decodes nor keeps each copy. Direct-mapped by a hash of the bytes, a miss replacing the
     * slot: it never grows, and a text that does not repeat costs one slot write. A slot is an immutable pair,
     * so threads may read and replace slots without a lock (a lost write is a later miss). A slot refers to the
     * bytes it was decoded from, which never change.
     */
    static final class Strings {

        static final int SLOTS = 1 << 14;
        /** Longer texts (a note, a narrative) seldom repeat: they are decoded every time. */
        static final int MAX_BYTES = 128;

        private record Slot(byte[] bytes, int from, int length, String text) {
        }

        private final Slot[] slots = new Slot[SLOTS];

        /** The slot of {@code bytes[from..from+length)}. */
        static int slot(byte[] bytes, int from, int length) {
            int hash = length;
            for (int i = from; i < from + length; i++) {
                hash = 31 * hash + bytes[i];
            }
            return (hash ^ (hash >>> 14)) & (SLOTS - 1);
        }

        /** The text decoded before from the same bytes, or null. */
        @Nullable String find(int slot, byte[] bytes, int from, int length) {
            Slot known = slots[slot];
            return known != null && known.length() == length
                    && Arrays.equals(known.bytes(), known.from(), known.from() + length, bytes, from, from + length)
                    ? known.text() : null;
        }

        void keep(int slot, byte[] bytes, int from, int length, String text) {
            slots[slot] = new Slot(bytes, from, length, text);
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
        if (strings == null || length > Strings.MAX_BYTES) {
            return decode(length);
        }
        int from = at;
        int slot = Strings.slot(bytes, from, length);
        String known = strings.find(slot, bytes, from, length);
        if (known != null) {
            at += length;
            return known; // the same bytes decoded before: valid UTF-8
        }
        String text = decode(length);
        strings.keep(slot, bytes, from, length, text);
        return text;
    }

    private String decode(int length) throws Corrupt {
        // the JDK's fast decoding replaces what is not UTF-8 by U+FFFD: only a string holding one is decoded strictly
        String fast = new String(bytes, at, length, StandardCharsets.UTF_8);
        if (fast.indexOf('\uFFFD') < 0) {
            at += length;
            return fast;
        }
        try {
            CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
            String text = utf8.decode(ByteBuffer.wrap(bytes, at, length)).toString();
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
