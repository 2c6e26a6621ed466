package io.github.studylog.incremental;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.FileStat;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Rule;
import io.github.studylog.incremental.CacheReader.Span;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The per-file results cache of every content file kind, after PMD's analysis cache and Checkstyle's cache file: for
 * each file, what its per-file phase produced (its findings and the facts the cross-file rules need: a record's
 * {@code ReducedRecord}, a doc's {@code Doc}), under the SHA-256 of its bytes and a key per kind (a hash of the
 * plugin's build key, the kind's name and everything else that changes the kind's verdict, given by the kind's
 * pass to {@link #begin}). Keyed by content, not by time, so a fresh clone with a restored cache hits; the stat kept
 * with each entry only saves reading a file whose size and time did not change ({@link FileStat#unchangedAt}).
 * The cross-file rules never come from here: they run again over the cached facts.
 *
 * <p>Each kind is a name ({@code review}, {@code session}, {@code doc}) with its own key and its own
 * {@link Codec}, from the package of its pass; this one knows nothing of what an entry holds.
 *
 * <p>{@value #FILE} in the cache directory: a header line with the format's version, the key of each kind, then each
 * entry (kind, path, content hash, stat, and its value in its codec's explicit binary form, with its length), then
 * the SHA-256 of it all. The file is untrusted input: one that is damaged, too large, of another version or whose
 * frame does not decode is no cache; an entry whose value does not decode in every detail (decoded when looked up,
 * on the pass's threads) is a miss. Of a kind begun in a run, only the entries of the files that run saw are
 * written back, so a deleted or renamed file's entry goes; a kind no pass of the run began keeps its entries as
 * they were. Thread-safe: files are looked up and stored from the passes' pools. No static state: each run (each
 * module of a {@code -T} build) opens its own.
 */
public final class ResultsCache {

    /** The cache file, inside the cache directory. */
    public static final String FILE = "results.cache";

    /** What a kind's name is made of. */
    private static final java.util.regex.Pattern KIND_NAME = java.util.regex.Pattern.compile("[a-z-]+");
    /** The header line of the file: another version is no cache. */
    public static final String FORMAT = "studylog-results-cache 10";

    private final CacheFile file;
    private final String buildKey;
    private final FindingCodec findings;
    private final Map<String, String> storedKeys;
    private final Map<Id, Entry> stored;
    /** Made by {@link #next}: what it holds is not in the file yet, so {@link #save} writes it even unused. */
    private final boolean carried;
    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, Kind<?>> kinds = new ConcurrentHashMap<>();
    private final Map<Id, Entry> current = new ConcurrentHashMap<>();
    private final AtomicInteger hashed = new AtomicInteger();
    /** The files whose bytes a kind read in this run, by path ({@link #seen}). */
    private final Map<String, Seen> seen = new ConcurrentHashMap<>();

    /**
     * What the per-file phase made of a file's bytes, and whether it may be kept: a verdict that depends on
     * something else than the bytes and the kind's key (the machine's time budget, the other files) is not.
     */
    public record Made<T>(T value, boolean keep) {

        /** A value that may be kept. */
        public static <T> Optional<Made<T>> kept(T value) {
            return Optional.of(new Made<>(value, true));
        }
    }

    /** What one kind's entries hold, written and read in an explicit binary form (no Java serialization). */
    public interface Codec<T> {

        /**
         * Writes the value of the file at {@code path}.
         *
         * @throws NotCacheable            a value that would not read back equal (the file is read next time)
         * @throws CacheWriter.NotEncodable a string with an unpaired surrogate
         */
        void write(CacheWriter out, String path, T value);

        /** What {@link #write} wrote for the file at {@code path}; nonsense is {@link CacheReader.Corrupt}. */
        T read(CacheReader in, String path) throws CacheReader.Corrupt;
    }

    /** A value a codec cannot write so that it reads back equal; the file is then not cached. */
    public static final class NotCacheable extends RuntimeException {
        public NotCacheable(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * One file's cached results: read from the file (its bytes, decoded when looked up) or new in this run.
     *
     * @param stat    the file's stat when it was hashed; empty when it had none (its bytes are always read)
     * @param encoded the value's bytes in the file read, written back as they are; null for a new value
     * @param value   the new value; null for one read from the file
     * @param codec   the codec of a new value; null for one read from the file
     * @param frame   the whole entry as it was read (kind, path, hash, stat and value): written back as it is while
     *                nothing of it changed; null otherwise
     */
    private record Entry(String kind, String path, byte[] hash, Optional<FileStat> stat, @Nullable Span encoded,
            @Nullable Object value, @Nullable Codec<?> codec, @Nullable Span frame) {

        Entry withStat(Optional<FileStat> now) {
            return new Entry(kind, path, hash, now, encoded, value, codec, null);
        }

        /**
         * The entry with its value decoded, its bytes kept: a cache carried to the next run in the same JVM
         * ({@link #next}, the watch loop) hands the value out again without decoding it (and the strings it holds
         * keep their hashes).
         */
        Entry withDecoded(Object decoded, Codec<?> by) {
            return value != null ? this : new Entry(kind, path, hash, stat, encoded, decoded, by, frame);
        }

        /** Written as it was read: the same bytes under the same stat. */
        boolean sameAsRead(Entry read) {
            return read != null && encoded != null && encoded == read.encoded() && stat.equals(read.stat());
        }
    }

    private ResultsCache(CacheFile file, String buildKey, FindingCodec findings, Map<String, String> storedKeys,
            Map<Id, Entry> stored, boolean carried) {
        this.file = file;
        this.buildKey = buildKey;
        this.findings = findings;
        this.storedKeys = storedKeys;
        this.stored = stored;
        this.carried = carried;
    }

    /**
     * The cache in {@code cacheDirectory}, read now; empty when there is none or it does not decode.
     *
     * @param buildKey what identifies the plugin's code: its version (and, for a snapshot, its jar)
     * @param rules    every rule, to look the cached findings' rules up by id
     */
    public static ResultsCache open(Path cacheDirectory, String buildKey, Collection<? extends Rule> rules) {
        CacheFile file = new CacheFile(cacheDirectory, FILE, FORMAT);
        Map<String, String> keys = new HashMap<>();
        Map<Id, Entry> entries = new LinkedHashMap<>(); // in the file's order, which save() keeps
        try {
            Optional<CacheReader> body = file.read();
            if (body.isPresent()) {
                decode(body.get(), keys, entries);
            }
        } catch (CacheReader.Corrupt | RuntimeException e) {
            keys.clear();
            entries.clear();
        }
        return new ResultsCache(file, buildKey, new FindingCodec(rules), keys, entries, false);
    }

    private static void decode(CacheReader in, Map<String, String> keys, Map<Id, Entry> entries)
            throws CacheReader.Corrupt {
        int count = in.readCount();
        for (int i = 0; i < count; i++) {
            String kind = kindName(in);
            if (keys.put(kind, in.readString()) != null) {
                throw new CacheReader.Corrupt("two keys for " + kind);
            }
        }
        count = in.readCount();
        for (int i = 0; i < count; i++) {
            int start = in.position();
            // a kind with a key is a valid name (the keys' names were checked): no pattern match per entry
            String kind = in.readString();
            if (!keys.containsKey(kind)) {
                throw new CacheReader.Corrupt("an entry of `" + kind + "`, which has no key");
            }
            String path = in.readString();
            byte[] hash = in.readBytes();
            Optional<FileStat> stat = in.readOptional(r -> new FileStat(r.readLong(), r.readLong(), r.readLong()));
            CacheReader.Span value = in.readSpan();
            Entry entry = new Entry(kind, path, hash, stat, value, null, null, in.since(start));
            if (entries.put(id(kind, path), entry) != null) {
                throw new CacheReader.Corrupt("two entries for " + path);
            }
        }
        if (!in.atEnd()) {
            throw new CacheReader.Corrupt("bytes after the last entry");
        }
    }

    /** How a pass's codecs write and read findings (the rules of this cache's catalogue). */
    public FindingCodec findings() {
        return findings;
    }

    /**
     * Begins one kind for this run, before any of its files is looked up: its key is the build key, its name and
     * {@code configuration} (everything else that changes a file's verdict); its entries are written and read with
     * {@code codec}.
     *
     * @param kind a short name, {@code [a-z-]+}
     */
    public <T> Kind<T> begin(String kind, String configuration, Codec<T> codec) {
        if (!KIND_NAME.matcher(kind).matches()) {
            throw new IllegalArgumentException("kind " + kind);
        }
        Kind<T> handle = new Kind<>(kind, kindKey(buildKey, kind, configuration), codec);
        synchronized (keys) {
            keys.put(kind, handle.key);
            kinds.put(kind, handle);
        }
        return handle;
    }

    /** The key of one kind: a hash of the build key, the kind and the rest of its configuration. */
    public static String kindKey(String buildKey, String kind, String configuration) {
        return InputFingerprint.hash(buildKey + "\u0000" + kind + "\u0000" + configuration);
    }

    /** The SHA-256 of a file's bytes, counted ({@link #hashed}). */
    public byte[] hash(byte[] bytes) {
        hashed.incrementAndGet();
        return CacheFile.sha256(bytes);
    }

    /** The content hash and stat under which a kind stored a file's entry in this run. */
    public record Seen(byte[] hash, Optional<FileStat> stat) {
    }

    /**
     * The hash and stat of the bytes of the file at {@code path} a kind of this run read ({@link Kind#lookupOrMake};
     * a file served from its entry unread is not), so that another kind can look the same bytes up, or keep
     * what it learnt of them (the inline suppressions, from the text the pass decoded), without reading them again.
     */
    public Optional<Seen> seen(String path) {
        return Optional.ofNullable(seen.get(path));
    }

    /** Files whose bytes were hashed in this run: a file whose stat was trusted is not. */
    public int hashed() {
        return hashed.get();
    }

    /** Files whose results came from the cache in this run, of every kind. */
    public int hits() {
        return kinds.values().stream().mapToInt(Kind::hits).sum();
    }

    /** Files looked up and not found, of every kind. */
    public int misses() {
        return kinds.values().stream().mapToInt(Kind::misses).sum();
    }

    /** Files of one kind whose results came from the cache in this run (0 for a kind not begun). */
    public int hits(String kind) {
        Kind<?> k = kinds.get(kind);
        return k == null ? 0 : k.hits();
    }

    /** Files of one kind looked up and not found in this run (0 for a kind not begun). */
    public int misses(String kind) {
        Kind<?> k = kinds.get(kind);
        return k == null ? 0 : k.misses();
    }

    /**
     * One kind of file in this run: its key, codec and counts. Lookups and stores of its files go through here.
     */
    public final class Kind<T> {

        private final String name;
        private final String key;
        private final Codec<T> codec;
        private final AtomicInteger hits = new AtomicInteger();
        private final AtomicInteger misses = new AtomicInteger();

        private Kind(String name, String key, Codec<T> codec) {
            this.name = name;
            this.key = key;
            this.codec = codec;
        }

        public String name() {
            return name;
        }

        /**
         * The cached results of the file at {@code path} without reading it: when its entry's stat proves it
         * unchanged ({@link FileStat#unchangedAt}) under this run's key. Empty (not counted) otherwise: the caller
         * reads and hashes the file, and looks it up by its hash.
         */
        public Optional<T> unchanged(String path, Optional<FileStat> stat) {
            Entry entry = stored.get(id(name, path));
            if (stat.isEmpty() || entry == null || entry.stat().isEmpty()
                    || !entry.stat().get().unchangedAt(stat.get()) || !key.equals(storedKeys.get(name))) {
                return Optional.empty();
            }
            Optional<T> value = decoded(entry);
            if (value.isPresent()) {
                current.put(id(name, path), entry.withDecoded(value.get(), codec));
                hits.incrementAndGet();
            }
            return value;
        }

        /**
         * The cached results of the file at {@code path} when its bytes hash to {@code hash} under this run's key;
         * {@code stat} (taken before the bytes were read) is kept with the entry from now on. An entry that does
         * not decode in every detail is a miss (the file is read, and its entry replaced).
         */
        public Optional<T> lookup(String path, byte[] hash, Optional<FileStat> stat) {
            Entry entry = stored.get(id(name, path));
            if (entry != null && Arrays.equals(entry.hash(), hash) && key.equals(storedKeys.get(name))) {
                Optional<T> value = decoded(entry);
                if (value.isPresent()) {
                    current.put(id(name, path), (entry.stat().equals(stat) ? entry : entry.withStat(stat))
                            .withDecoded(value.get(), codec));
                    hits.incrementAndGet();
                    return value;
                }
            }
            misses.incrementAndGet();
            return Optional.empty();
        }

        private Optional<T> decoded(Entry entry) {
            if (entry.value() != null) {
                if (Objects.requireNonNull(entry.codec()).getClass() != codec.getClass()) {
                    return Optional.empty(); // kept in memory by another kind of codec: not trusted to be a T
                }
                @SuppressWarnings("unchecked")
                T value = (T) entry.value();
                return Optional.of(value);
            }
            try {
                CacheReader in = Objects.requireNonNull(entry.encoded()).reader();
                T value = codec.read(in, entry.path());
                return in.atEnd() ? Optional.of(value) : Optional.empty();
            } catch (CacheReader.Corrupt | RuntimeException e) {
                return Optional.empty();
            }
        }

        /** Keeps what the per-file phase gave for the file at {@code path}, for the next run. */
        public void store(String path, byte[] hash, Optional<FileStat> stat, T value) {
            current.put(id(name, path), new Entry(name, path, hash, stat, null, value, codec, null));
        }

        /**
         * The value of the file at {@code path} whose bytes were just read: the cached one when they hash to its
         * entry, otherwise what {@code make} gives for them, kept for the next run when it says so. Empty when
         * {@code make} gives nothing (the caller then reads the file the usual way, and nothing is kept).
         *
         * @param stat taken before the bytes were read; kept with the entry
         */
        public Optional<T> lookupOrMake(String path, byte[] bytes, Optional<FileStat> stat,
                Function<byte[], Optional<Made<T>>> make) {
            byte[] hash = hash(bytes);
            seen.put(path, new Seen(hash, stat));
            Optional<T> hit = lookup(path, hash, stat);
            if (hit.isPresent()) {
                return hit;
            }
            Optional<Made<T>> made = make.apply(bytes);
            made.filter(Made::keep).ifPresent(m -> store(path, hash, stat, m.value()));
            return made.map(Made::value);
        }

        /**
         * The results of the listed file at {@code path} as a pass reads one through the cache: without reading it
         * when its stat proves it unchanged ({@link #unchanged}), otherwise from its bytes ({@link #lookupOrMake}).
         * Empty when its bytes cannot be read or {@code make} gives nothing: the caller then reads the file the
         * usual way, which reports why.
         */
        public Optional<T> of(ContentFiles files, String path, Function<byte[], Optional<Made<T>>> make) {
            Optional<FileStat> stat = files.stat(path);
            Optional<T> hit = unchanged(path, stat);
            if (hit.isPresent()) {
                return hit;
            }
            Optional<byte[]> bytes = files.readBytes(path, new FindingSink());
            return bytes.isEmpty() ? Optional.empty() : lookupOrMake(path, bytes.get(), stat, make);
        }

        /** Files of this kind whose results came from the cache in this run. */
        public int hits() {
            return hits.get();
        }

        /** Files of this kind looked up and not found. */
        public int misses() {
            return misses.get();
        }
    }

    /**
     * The cache for the next run in the same JVM (the watch loop): what this run saw, kept in memory as it is (no
     * encoding, no file), under this run's keys; a kind this run did not begin is kept as it was. A file of a begun
     * kind this run did not see is gone from it. Saving the next one writes the file as {@link #save} does.
     */
    public ResultsCache next() {
        Map<String, String> runKeys = runKeys();
        Map<Id, Entry> nextEntries = new LinkedHashMap<>();
        for (Entry entry : entriesLeft(runKeys)) {
            nextEntries.put(id(entry.kind(), entry.path()), entry);
        }
        return new ResultsCache(file, buildKey, findings, keysLeft(runKeys), nextEntries, true);
    }

    /** The keys of the kinds this run began, as they are now. */
    private Map<String, String> runKeys() {
        synchronized (keys) {
            return new HashMap<>(keys);
        }
    }

    /** The keys this run leaves, by kind: those of the kinds it began, and the others as they were read. */
    private Map<String, String> keysLeft(Map<String, String> runKeys) {
        Map<String, String> left = new TreeMap<>();
        storedKeys.forEach((kind, key) -> {
            if (!runKeys.containsKey(kind)) {
                left.put(kind, key);
            }
        });
        left.putAll(runKeys);
        return left;
    }

    /**
     * The entries this run leaves, in one pass over those read, in the file's order: of a kind this run began, its
     * entry now (none for a file it did not see); of another kind, the entry as it was read; then the new ones.
     */
    private List<Entry> entriesLeft(Map<String, String> runKeys) {
        List<Entry> left = new ArrayList<>(stored.size() + current.size());
        int fromCurrent = 0;
        for (Map.Entry<Id, Entry> e : stored.entrySet()) {
            Entry now = e.getValue();
            if (runKeys.containsKey(now.kind())) {
                now = current.get(e.getKey());
                fromCurrent += now == null ? 0 : 1;
            }
            if (now != null) {
                left.add(now);
            }
        }
        if (fromCurrent == current.size()) {
            return left; // every entry of this run was one read (an edit, no new file): none is left to add
        }
        for (Map.Entry<Id, Entry> e : current.entrySet()) { // only a begun kind's handle puts entries there
            if (!stored.containsKey(e.getKey())) {
                left.add(e.getValue());
            }
        }
        return left;
    }

    /**
     * Whether {@code left} is what was read, as it was read: the entries read come first in their order, so each
     * is matched with the one read at its place (a dropped or a new entry shifts or adds one, which then differs).
     */
    private boolean asRead(List<Entry> left) {
        if (left.size() != stored.size()) {
            return false;
        }
        Iterator<Entry> read = stored.values().iterator();
        for (Entry entry : left) {
            if (!entry.sameAsRead(read.next())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes the entries this run leaves ({@link #next}), atomically, when a pass began a kind and what it leaves
     * differs from what was read, or when this cache was kept in memory ({@link #next}: the watch loop saves the
     * last one when it ends, whether or not a check used it); an entry that cannot be written exactly (a finding of a rule outside the
     * catalogue, text UTF-8 cannot hold) is left out. An entry read from the file is written back as the bytes it
     * was read from.
     */
    public void save() throws IOException {
        Optional<Saving> saving = saving();
        if (saving.isPresent()) {
            saving.get().write();
        }
    }

    /**
     * What {@link #save} writes, encoded now without writing it: a run encodes it beside its reports and writes it
     * once they were written. Empty when there is nothing to write. The entries must be complete: every pass
     * that reads through this cache has ended.
     */
    public Optional<Saving> saving() {
        if (kinds.isEmpty() && !carried) {
            return Optional.empty();
        }
        Map<String, String> runKeys = runKeys();
        Map<String, String> outKeys = keysLeft(runKeys);
        List<Entry> sorted = entriesLeft(runKeys);
        if (!carried && outKeys.equals(storedKeys) && asRead(sorted)) {
            // what was read, as it was read (an entry kept in memory by the watch loop is not in the file yet)
            return Optional.empty();
        }
        // nearly sorted already (the entries read come in the file's order, new files at the end): a merge sort
        // compares each entry about once, not log n times
        sorted.sort(FILE_ORDER);
        // new values are encoded first, so that one which cannot be written is left out of the count
        List<Entry> written = new ArrayList<>(sorted.size());
        Map<Entry, CacheWriter> fresh = new IdentityHashMap<>();
        long size = 1024;
        for (Entry entry : sorted) {
            if (entry.frame() != null) {
                // as it was read: its strings decoded, so they encode
                written.add(entry);
                size += entry.frame().to() - entry.frame().from();
                continue;
            }
            if (!CacheWriter.encodable(entry.kind()) || !CacheWriter.encodable(entry.path())) {
                continue;
            }
            if (entry.encoded() == null) {
                try {
                    CacheWriter value = new CacheWriter();
                    write(Objects.requireNonNull(entry.codec()), value, entry);
                    fresh.put(entry, value);
                    size += value.size();
                } catch (NotCacheable | CacheWriter.NotEncodable ex) {
                    continue; // this file is read again next time
                }
            } else {
                size += entry.encoded().to() - entry.encoded().from();
            }
            written.add(entry);
            size += 3L * (entry.kind().length() + entry.path().length()) + entry.hash().length + 48;
        }
        CacheWriter body = file.newBody((int) Math.min(size, Integer.MAX_VALUE - 64));
        body.writeList(List.copyOf(outKeys.entrySet()), (w, e) -> w.writeString(e.getKey()).writeString(e.getValue()));
        body.writeInt(written.size());
        for (Entry entry : written) {
            if (entry.frame() != null) {
                body.writeFrame(entry.frame());
                continue;
            }
            body.writeString(entry.kind()).writeString(entry.path()).writeBytes(entry.hash())
                    .writeOptional(entry.stat(), (w, st) -> w.writeLong(st.size()).writeLong(st.modifiedNanos())
                            .writeLong(st.takenNanos()));
            CacheWriter value = fresh.get(entry);
            if (value != null) {
                body.writeSpan(value);
            } else {
                body.writeSpan(Objects.requireNonNull(entry.encoded()));
            }
        }
        return Optional.of(new Saving(file, body));
    }

    /** The cache's file as {@link #saving} encoded it, to be written. */
    public static final class Saving {

        private final CacheFile file;
        private final CacheWriter body;

        private Saving(CacheFile file, CacheWriter body) {
            this.file = file;
            this.body = body;
        }

        /** Replaces the cache's file, atomically. */
        public void write() throws IOException {
            file.write(body);
        }
    }

    /** The file's order: by kind, then path. */
    private static final Comparator<Entry> FILE_ORDER = (a, b) -> {
        int byKind = a.kind().compareTo(b.kind());
        return byKind != 0 ? byKind : a.path().compareTo(b.path());
    };

    @SuppressWarnings("unchecked")
    private static <T> void write(Codec<T> codec, CacheWriter out, Entry entry) {
        codec.write(out, entry.path(), (T) Objects.requireNonNull(entry.value()));
    }

    private static Id id(String kind, String path) {
        return new Id(kind, path);
    }

    /**
     * An entry's identity: its kind and path (a record, so a lookup hashes the two strings, whose hashes they keep,
     * instead of a new joined string each time).
     */
    private record Id(String kind, String path) {

        // written out: a record's generated equals and hashCode are bootstrapped through method handles on first use
        @Override
        public boolean equals(Object other) {
            return other instanceof Id id && kind.equals(id.kind) && path.equals(id.path);
        }

        @Override
        public int hashCode() {
            return 31 * kind.hashCode() + path.hashCode();
        }
    }

    private static String kindName(CacheReader in) throws CacheReader.Corrupt {
        return in.readKeyed(name -> KIND_NAME.matcher(name).matches() ? Optional.of(name) : Optional.empty(), "kind");
    }
}
