package io.github.studylog.records;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.incremental.CacheFile;
import io.github.studylog.incremental.CacheReader;
import io.github.studylog.incremental.CacheWriter;
import io.github.studylog.incremental.InputFingerprint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The per-file results cache of the records pass, after PMD's analysis cache and Checkstyle's cache file: for each
 * review and session file, what reading, validating and reducing it produced (its findings, its
 * {@link ReducedRecord}), under the SHA-256 of its bytes and a key per kind of record (the build key: plugin
 * version and build; the kind's folder; its template's schema and shape). Keyed by content, not by time, so a
 * fresh clone with a restored cache hits. The cross-file part of the pass never comes from here.
 *
 * <p>{@value #FILE} in the cache directory: a header line with the format's version, the key of each kind, then each
 * entry (kind, path, content hash, and its findings and facts in {@link RecordsCacheCodec}'s explicit binary form,
 * with their length), then the SHA-256 of it all. The file is untrusted input: one that is damaged, too large, of
 * another version or whose frame does not decode is no cache; an entry whose findings and facts do not decode in
 * every detail (decoded when looked up, on the records pool) is a miss.
 * Only the entries of the files this run saw are written back, so a deleted or renamed file's entry goes.
 * Thread-safe: files are looked up and stored from the records pool.
 */
public final class RecordsCache {

    /** The cache file, inside the cache directory. */
    public static final String FILE = "records.cache";
    static final String FORMAT = "studylog-records-cache 5";

    private final CacheFile file;
    private final String buildKey;
    private final RecordsCacheCodec codec;
    private final Map<RecordKind, String> storedKeys;
    private final Map<String, Entry> stored;
    private final Map<RecordKind, String> keys = new EnumMap<>(RecordKind.class);
    private final Map<String, Entry> current = new ConcurrentHashMap<>();
    private final AtomicInteger hits = new AtomicInteger();
    private final AtomicInteger misses = new AtomicInteger();
    private volatile boolean used;

    /**
     * One file's cached results: read from the file (its bytes, decoded when looked up, on the pool's threads) or
     * new in this run.
     *
     * @param encoded the value's bytes in the file read, written back as they are; null for a new value
     * @param value   the new value; null for one read from the file
     */
    private record Entry(RecordKind kind, String path, byte[] hash, CacheReader.Span encoded,
            RecordsCacheCodec.Cached value) {
    }

    private RecordsCache(CacheFile file, String buildKey, RecordsCacheCodec codec, Map<RecordKind, String> storedKeys,
            Map<String, Entry> stored) {
        this.file = file;
        this.buildKey = buildKey;
        this.codec = codec;
        this.storedKeys = storedKeys;
        this.stored = stored;
    }

    /**
     * The cache in {@code cacheDirectory}, read now; empty when there is none or it does not decode.
     *
     * @param buildKey what identifies the plugin's code: its version (and, for a snapshot, its jar)
     * @param rules    every rule, to look the cached findings' rules up by id
     */
    public static RecordsCache open(Path cacheDirectory, String buildKey, Collection<? extends Rule> rules) {
        Map<String, Rule> byId = new HashMap<>();
        rules.forEach(r -> byId.put(r.id(), r));
        RecordsCacheCodec codec = new RecordsCacheCodec(byId);
        CacheFile file = new CacheFile(cacheDirectory, FILE, FORMAT);
        Map<RecordKind, String> keys = new EnumMap<>(RecordKind.class);
        Map<String, Entry> entries = new HashMap<>();
        try {
            Optional<CacheReader> body = file.read();
            if (body.isPresent()) {
                decode(body.get(), codec, keys, entries);
            }
        } catch (CacheReader.Corrupt | RuntimeException e) {
            keys.clear();
            entries.clear();
        }
        return new RecordsCache(file, buildKey, codec, keys, entries);
    }

    private static void decode(CacheReader in, RecordsCacheCodec codec, Map<RecordKind, String> keys,
            Map<String, Entry> entries) throws CacheReader.Corrupt {
        int kinds = in.readCount();
        for (int i = 0; i < kinds; i++) {
            RecordKind kind = kind(in);
            if (keys.put(kind, in.readString()) != null) {
                throw new CacheReader.Corrupt("two keys for " + kind);
            }
        }
        int count = in.readCount();
        for (int i = 0; i < count; i++) {
            RecordKind kind = kind(in);
            String path = in.readString();
            byte[] hash = in.readBytes();
            Entry entry = new Entry(kind, path, hash, in.readSpan(), null);
            if (entries.put(id(kind, path), entry) != null) {
                throw new CacheReader.Corrupt("two entries for " + path);
            }
        }
        if (!in.atEnd()) {
            throw new CacheReader.Corrupt("bytes after the last entry");
        }
    }

    /**
     * Sets the key of one kind for this run, before any of its files is looked up: the build key and
     * {@code configuration} (everything else that changes a file's verdict).
     */
    void begin(RecordKind kind, String configuration) {
        synchronized (keys) {
            keys.put(kind, kindKey(buildKey, kind, configuration));
        }
        used = true;
    }

    /** The key of one kind: a hash of the build key, the kind and the rest of its configuration. */
    static String kindKey(String buildKey, RecordKind kind, String configuration) {
        return InputFingerprint.hash(buildKey + "\u0000" + kind + "\u0000" + configuration);
    }

    /**
     * The cached results of the file at {@code path} when its bytes hash to {@code hash} under this run's key. An
     * entry that does not decode in every detail is a miss (the file is read, and its entry replaced).
     */
    Optional<RecordsCacheCodec.Cached> lookup(RecordKind kind, String path, byte[] hash) {
        Entry entry = stored.get(id(kind, path));
        if (entry != null && Arrays.equals(entry.hash(), hash) && key(kind).equals(storedKeys.get(kind))) {
            Optional<RecordsCacheCodec.Cached> value = decoded(entry);
            if (value.isPresent()) {
                current.put(id(kind, path), entry);
                hits.incrementAndGet();
                return value;
            }
        }
        misses.incrementAndGet();
        return Optional.empty();
    }

    private Optional<RecordsCacheCodec.Cached> decoded(Entry entry) {
        if (entry.value() != null) {
            return Optional.of(entry.value());
        }
        try {
            CacheReader in = entry.encoded().reader();
            RecordsCacheCodec.Cached value = codec.read(in, entry.path());
            return in.atEnd() ? Optional.of(value) : Optional.empty();
        } catch (CacheReader.Corrupt | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Keeps what reducing the file at {@code path} gave, for the next run. */
    void store(RecordKind kind, String path, byte[] hash, List<Finding> findings, ReducedRecord record) {
        current.put(id(kind, path), new Entry(kind, path, hash, null,
                new RecordsCacheCodec.Cached(findings, record)));
    }

    /**
     * The cache for the next run in the same JVM (the watch loop): what this run saw, kept in memory as it is (no
     * encoding, no file), under this run's keys. A file this run did not see is gone from it. Saving the next one
     * writes the file as {@link #save} does.
     */
    public RecordsCache next() {
        Map<RecordKind, String> runKeys;
        synchronized (keys) {
            runKeys = new EnumMap<>(keys);
        }
        return new RecordsCache(file, buildKey, codec, runKeys, new HashMap<>(current));
    }

    /** Files whose results came from the cache in this run. */
    public int hits() {
        return hits.get();
    }

    /** Files looked up and not found (read, validated and reduced). */
    public int misses() {
        return misses.get();
    }

    /**
     * Writes the entries of the files this run saw, atomically, when a records pass used the cache and its content
     * changed; an entry that cannot be written exactly (a finding of a rule outside the catalogue, text UTF-8
     * cannot hold) is left out. An entry read from the file is written back as the bytes it was read from.
     */
    public void save() throws IOException {
        Map<RecordKind, String> runKeys;
        synchronized (keys) {
            runKeys = new EnumMap<>(keys);
        }
        if (!used || (runKeys.equals(storedKeys) && current.keySet().equals(stored.keySet())
                && current.values().stream().allMatch(e -> e.encoded() != null))) {
            return;
        }
        CacheWriter body = file.newBody();
        body.writeList(List.copyOf(runKeys.entrySet()), (w, e) -> w.writeString(e.getKey().name())
                .writeString(e.getValue()));
        List<CacheWriter> written = new ArrayList<>();
        for (Entry entry : new TreeMap<>(current).values()) {
            if (!runKeys.containsKey(entry.kind())) {
                continue;
            }
            try {
                CacheWriter out = new CacheWriter();
                out.writeString(entry.kind().name()).writeString(entry.path()).writeBytes(entry.hash());
                if (entry.encoded() != null) {
                    out.writeSpan(entry.encoded());
                } else {
                    CacheWriter value = new CacheWriter();
                    codec.write(value, entry.path(), entry.value().findings(), entry.value().record());
                    out.writeSpan(value);
                }
                written.add(out);
            } catch (RecordsCacheCodec.NotCacheable | CacheWriter.NotEncodable e) {
                // this file is read again next time
            }
        }
        body.writeInt(written.size());
        written.forEach(body::writeAll);
        file.write(body);
    }

    private String key(RecordKind kind) {
        synchronized (keys) {
            return keys.getOrDefault(kind, "");
        }
    }

    private static String id(RecordKind kind, String path) {
        return kind.name() + '\u0000' + path;
    }

    private static RecordKind kind(CacheReader in) throws CacheReader.Corrupt {
        return in.readKeyed(name -> Arrays.stream(RecordKind.values()).filter(k -> k.name().equals(name))
                .findFirst(), "record kind");
    }
}
