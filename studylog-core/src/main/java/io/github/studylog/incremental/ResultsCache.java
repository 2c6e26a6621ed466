package io.github.studylog.incremental;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.FileStat;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Rule;
import java.io.IOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
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
 * {@link CacheJson.Codec}, from the package of its pass; this one knows nothing of what an entry holds. This class
 * is the lookup; {@link ResultsMerge} says what a run leaves and {@link ResultsFile} keeps it (JSON lines).
 * Thread-safe: files are looked up and stored from the passes' pools. No static state: each run (each module of a
 * {@code -T} build) opens its own.
 */
public final class ResultsCache {

    /** The cache file, inside the cache directory. */
    public static final String FILE = ResultsFile.FILE;

    private final ResultsFile file;
    private final String buildKey;
    private final FindingCodec findings;
    private final Map<String, String> storedKeys;
    private final Map<CacheEntry.Id, CacheEntry> stored;
    /** Made by {@link #next}: what it holds is not in the file yet, so {@link #save} writes it even unused. */
    private final boolean carried;
    /**
     * The kinds the run that made this cache ({@link #next}) began: their entries are those of the files that run
     * looked at, as they were then. Empty for a cache read from its file.
     */
    private final Set<String> checkedKinds;
    /**
     * The paths that may have changed since the run that made this cache ({@link #trusting}); null when nothing is
     * known of what changed, so every file's stat or hash is checked.
     */
    private final @Nullable Set<String> changedSince;

    /** What the engine derived from unchanged inputs, carried from run to run with the cache. */
    private final Memos memos;

    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, Kind<?>> kinds = new ConcurrentHashMap<>();
    private final Map<CacheEntry.Id, CacheEntry> current;
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

    private ResultsCache(
            ResultsFile file,
            String buildKey,
            FindingCodec findings,
            Map<String, String> storedKeys,
            Map<CacheEntry.Id, CacheEntry> stored,
            boolean carried,
            Set<String> checkedKinds,
            @Nullable Set<String> changedSince,
            Memos memos) {
        this.memos = memos;
        this.file = file;
        this.buildKey = buildKey;
        this.findings = findings;
        this.storedKeys = storedKeys;
        this.stored = stored;
        this.carried = carried;
        this.checkedKinds = checkedKinds;
        this.changedSince = changedSince;
        // a run looks up about as many files as the last one left: sized once, not grown entry by entry
        this.current = new ConcurrentHashMap<>(Math.max(16, stored.size()));
    }

    /**
     * The cache in {@code cacheDirectory}, read now; empty when there is none or it is not a cache of this version.
     *
     * @param buildKey what identifies the plugin's code: its version (and, for a snapshot, its jar)
     * @param rules    every rule, to look the cached findings' rules up by id
     */
    public static ResultsCache open(Path cacheDirectory, String buildKey, Collection<? extends Rule> rules) {
        return open(cacheDirectory, buildKey, rules, () -> true);
    }

    /**
     * {@link #open(Path, String, Collection)} read beside other work that may find it is not needed after all: when
     * {@code wanted} turns false the reading stops and the cache is empty (and is not to be used).
     */
    public static ResultsCache open(
            Path cacheDirectory, String buildKey, Collection<? extends Rule> rules, BooleanSupplier wanted) {
        ResultsFile file = new ResultsFile(cacheDirectory);
        ResultsFile.Contents contents = file.read(wanted);
        return new ResultsCache(
                file,
                buildKey,
                new FindingCodec(rules),
                contents.keys(),
                contents.entries(),
                false,
                Set.of(),
                null,
                new Memos());
    }

    /** What the engine keeps beside this cache from run to run (empty in a cache read from its file). */
    public Memos memos() {
        return memos;
    }

    /** The size of the cache file in {@code cacheDirectory}, 0 when there is none or it cannot be read. */
    public static long fileSize(Path cacheDirectory) {
        return ResultsFile.size(cacheDirectory);
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
    public <T> Kind<T> begin(String kind, String configuration, CacheJson.Codec<T> codec) {
        if (!ResultsFile.KIND_NAME.matcher(kind).matches()) {
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
        return sha256(bytes);
    }

    /** The SHA-256 of {@code bytes}. */
    public static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }

    /** The content hash and stat under which a kind stored a file's entry in this run. */
    public record Seen(byte[] hash, Optional<FileStat> stat) {}

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
        private final CacheJson.Codec<T> codec;
        private final AtomicInteger hits = new AtomicInteger();
        private final AtomicInteger misses = new AtomicInteger();

        private Kind(String name, String key, CacheJson.Codec<T> codec) {
            this.name = name;
            this.key = key;
            this.codec = codec;
        }

        public String name() {
            return name;
        }

        /**
         * The results of the file at {@code path} without reading or even stat-ing it: when the run that made this
         * cache ({@link #next}) looked at it under this run's key and the caller of {@link #trusting} was told of no
         * change to it since. Empty (not counted) otherwise.
         */
        public Optional<T> known(String path) {
            if (!trusts(path)) {
                return Optional.empty();
            }
            CacheEntry.Id id = new CacheEntry.Id(name, path);
            CacheEntry entry = Objects.requireNonNull(stored.get(id));
            Optional<T> value = decoded(entry);
            if (value.isPresent()) {
                current.put(id, entry);
                hits.incrementAndGet();
            }
            return value;
        }

        /**
         * Whether {@link #known} may answer for the file at {@code path}: its results are in memory and no change
         * to it was told since; nothing is looked at.
         */
        public boolean trusts(String path) {
            if (changedSince == null
                    || changedSince.contains(path)
                    || !checkedKinds.contains(name)
                    || !key.equals(storedKeys.get(name))) {
                return false;
            }
            CacheEntry entry = stored.get(new CacheEntry.Id(name, path));
            return entry != null && entry.value() != null;
        }

        /**
         * The cached results of the file at {@code path} without reading it: when its entry's stat proves it
         * unchanged ({@link FileStat#unchangedAt}) under this run's key. Empty (not counted) otherwise: the caller
         * reads and hashes the file, and looks it up by its hash.
         */
        public Optional<T> unchanged(String path, Optional<FileStat> stat) {
            CacheEntry entry = stored.get(new CacheEntry.Id(name, path));
            if (stat.isEmpty()
                    || entry == null
                    || entry.stat().isEmpty()
                    || !entry.stat().get().unchangedAt(stat.get())
                    || !key.equals(storedKeys.get(name))) {
                return Optional.empty();
            }
            Optional<T> value = decoded(entry);
            if (value.isPresent()) {
                current.put(new CacheEntry.Id(name, path), entry.withDecoded(value.get(), codec));
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
            CacheEntry entry = stored.get(new CacheEntry.Id(name, path));
            if (entry != null && Arrays.equals(entry.hash(), hash) && key.equals(storedKeys.get(name))) {
                Optional<T> value = decoded(entry);
                if (value.isPresent()) {
                    CacheEntry now = entry.stat().equals(stat) ? entry : entry.withStat(stat);
                    current.put(new CacheEntry.Id(name, path), now.withDecoded(value.get(), codec));
                    hits.incrementAndGet();
                    return value;
                }
            }
            misses.incrementAndGet();
            return Optional.empty();
        }

        private Optional<T> decoded(CacheEntry entry) {
            if (entry.value() != null) {
                // a decoded or new value always carries its codec
                if (Objects.requireNonNull(entry.codec()).getClass() != codec.getClass()) {
                    return Optional.empty(); // kept in memory by another kind of codec: not trusted to be a T
                }
                @SuppressWarnings("unchecked")
                T value = (T) entry.value();
                return Optional.of(value);
            }
            try {
                return Optional.of(codec.read(file.value(Objects.requireNonNull(entry.line())), entry.path()));
            } catch (CacheJson.Corrupt | RuntimeException e) {
                return Optional.empty();
            }
        }

        /** Keeps what the per-file phase gave for the file at {@code path}, for the next run. */
        public void store(String path, byte[] hash, Optional<FileStat> stat, T value) {
            current.put(new CacheEntry.Id(name, path), new CacheEntry(name, path, hash, stat, null, value, codec));
        }

        /**
         * Replaces the value this run keeps for the file at {@code path} (looked up or made in this run), under the
         * same hash and stat: what a later step of the pass learnt of the same bytes (the docs' link verdicts).
         * Nothing when this run keeps no entry of it.
         */
        public void revise(String path, T value) {
            current.computeIfPresent(
                    new CacheEntry.Id(name, path),
                    (id, entry) -> new CacheEntry(name, path, entry.hash(), entry.stat(), null, value, codec));
        }

        /**
         * The value of the file at {@code path} whose bytes were just read: the cached one when they hash to its
         * entry, otherwise what {@code make} gives for them, kept for the next run when it says so. Empty when
         * {@code make} gives nothing (the caller then reads the file the usual way, and nothing is kept).
         *
         * @param stat taken before the bytes were read; kept with the entry
         */
        public Optional<T> lookupOrMake(
                String path, byte[] bytes, Optional<FileStat> stat, Function<byte[], Optional<Made<T>>> make) {
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
         * when it is known unchanged ({@link #known}) or its stat proves it so ({@link #unchanged}), otherwise from
         * its bytes ({@link #lookupOrMake}).
         * Empty when its bytes cannot be read or {@code make} gives nothing: the caller then reads the file the
         * usual way, which reports why.
         */
        public Optional<T> of(ContentFiles files, String path, Function<byte[], Optional<Made<T>>> make) {
            Optional<T> known = known(path);
            if (known.isPresent()) {
                return known;
            }
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
     * The cache for the next run in the same JVM (the watch loop, the language server): what this run saw, kept in
     * memory as it is (no encoding, no file), under this run's keys; a kind this run did not begin is kept as it was.
     * A file of a begun kind this run did not see is gone from it. Saving the next one writes the file as
     * {@link #save} does. Call it once every pass that read through this cache has ended: this cache is not used
     * after.
     */
    public ResultsCache next() {
        ResultsMerge merge = merge();
        Set<String> begun;
        synchronized (keys) {
            begun = Set.copyOf(keys.keySet());
        }
        return new ResultsCache(file, buildKey, findings, merge.keys(), merge.nextEntries(), true, begun, null, memos);
    }

    /**
     * This cache (one {@link #next} made) for a run that knows what changed since the run that made it: a file of
     * a kind that run began, which it looked at, and whose path is not in {@code changed} is taken from its entry
     * without a look at the file ({@link Kind#known}). The caller answers for {@code changed}: every file written,
     * created or deleted since (an editor's edits, the file events it was told of); when it cannot tell, it uses
     * this cache as it is.
     */
    public ResultsCache trusting(Set<String> changed) {
        if (!carried) {
            throw new IllegalStateException("only a cache carried from a run in this JVM knows what that run saw");
        }
        return new ResultsCache(
                file, buildKey, findings, storedKeys, stored, true, checkedKinds, Set.copyOf(changed), memos);
    }

    private ResultsMerge merge() {
        Map<String, String> runKeys;
        synchronized (keys) {
            runKeys = new HashMap<>(keys);
        }
        return new ResultsMerge(storedKeys, stored, runKeys, current);
    }

    /**
     * Writes the entries this run leaves ({@link ResultsMerge}), atomically, when a pass began a kind and what it
     * leaves differs from what was read, or when this cache was kept in memory ({@link #next}: the watch loop saves
     * the last one when it ends, whether or not a check used it). An entry read from the file and unchanged is
     * written back as the line it was read from.
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
        ResultsMerge merge = merge();
        List<CacheEntry> left = merge.entries();
        if (!carried && merge.asRead(left)) {
            return Optional.empty(); // what was read, as it was read
        }
        // nearly sorted already (the entries read come in the file's order, new files at the end)
        left.sort(ResultsMerge.FILE_ORDER);
        return Optional.of(new Saving(file, file.encode(merge.keys(), left)));
    }

    /** The cache's file as {@link #saving} encoded it, to be written. */
    public static final class Saving {

        private final ResultsFile file;
        private final byte[] bytes;

        private Saving(ResultsFile file, byte[] bytes) {
            this.file = file;
            this.bytes = bytes;
        }

        /** Replaces the cache's file, atomically. */
        public void write() throws IOException {
            file.write(bytes);
        }
    }
}
