package io.github.studylog.incremental;

import io.github.studylog.content.FileStat;
import io.github.studylog.incremental.CacheJson.Codec;
import io.github.studylog.incremental.ResultsFile.Line;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One file's cached results: read from the cache file (its line, its value decoded when looked up) or new in this
 * run.
 *
 * @param kind  the kind's name
 * @param path  the file, repo-relative
 * @param hash  the SHA-256 of its bytes
 * @param stat  the file's stat when it was hashed; empty when it had none (its bytes are always read)
 * @param line  the entry's line as it was read, written back as it is while nothing of it changed; null otherwise
 * @param value the value, once decoded or made in this run; null for one not decoded yet
 * @param codec the codec of {@code value}; null while it is not decoded
 */
record CacheEntry(
        String kind,
        String path,
        byte[] hash,
        Optional<FileStat> stat,
        @Nullable Line line,
        @Nullable Object value,
        @Nullable Codec<?> codec) {

    /** The entry under a new stat: its line is no longer what will be written. */
    CacheEntry withStat(Optional<FileStat> now) {
        return new CacheEntry(kind, path, hash, now, null, value, codec);
    }

    /**
     * The entry with its value decoded, its line kept: a cache carried to the next run in the same JVM (the watch
     * loop) hands the value out again without decoding it.
     */
    CacheEntry withDecoded(Object decoded, Codec<?> by) {
        return value != null ? this : new CacheEntry(kind, path, hash, stat, line, decoded, by);
    }

    /** Written as it was read: the same line under the same stat. */
    boolean sameAsRead(@Nullable CacheEntry read) {
        return read != null && line != null && line == read.line() && stat.equals(read.stat());
    }

    /**
     * An entry's identity: its kind and path. Its own equals and hashCode: this key is hashed for every file of every
     * run, and the generated ones are bootstrapped through method handles on first use.
     */
    record Id(String kind, String path) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Id id && kind.equals(id.kind) && path.equals(id.path);
        }

        @Override
        public int hashCode() {
            return 31 * kind.hashCode() + path.hashCode();
        }
    }

    Id id() {
        return new Id(kind, path);
    }
}
