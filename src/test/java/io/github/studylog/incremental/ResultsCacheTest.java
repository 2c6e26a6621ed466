package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.content.FileStat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache's model, apart from any kind's codec: kinds are separate (their keys, their entries, their counts), a
 * kind a run did not begin keeps its entries, and a stat is trusted only when it proves the file unchanged.
 */
class ResultsCacheTest {

    private static final String PATH = "notes/a.md";
    private static final byte[] HASH = CacheFile.sha256("a".getBytes(StandardCharsets.UTF_8));
    private static final long HOUR = 3_600_000_000_000L;

    /** A value that is a string. */
    private static final class Text implements ResultsCache.Codec<String> {
        @Override
        public void write(CacheWriter out, String path, String value) {
            out.writeString(value);
        }

        @Override
        public String read(CacheReader in, String path) throws CacheReader.Corrupt {
            return in.readString();
        }
    }

    @TempDir
    Path dir;

    private ResultsCache open() {
        return ResultsCache.open(dir, "1.0-test", List.of());
    }

    @Test
    void twoKindsKeepTwoEntriesForOnePath() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "1");
        cache.begin("two", "k", new Text()).store(PATH, HASH, Optional.empty(), "2");
        cache.save();
        ResultsCache again = open();
        ResultsCache.Kind<String> one = again.begin("one", "k", new Text());
        ResultsCache.Kind<String> two = again.begin("two", "other", new Text());
        assertEquals(Optional.of("1"), one.lookup(PATH, HASH, Optional.empty()));
        assertEquals(Optional.empty(), two.lookup(PATH, HASH, Optional.empty()), "its own key");
        assertEquals(List.of(1, 0, 0, 1), List.of(again.hits("one"), again.misses("one"), again.hits("two"),
                again.misses("two")));
        assertEquals(List.of(1, 1), List.of(again.hits(), again.misses()));
    }

    /** A goal that reads records but no doc must not wipe the docs' entries, in the file or in the watch loop. */
    @Test
    void aKindThisRunDidNotBeginKeepsItsEntries() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "1");
        cache.begin("two", "k", new Text()).store(PATH, HASH, Optional.empty(), "2");
        cache.save();
        ResultsCache onlyOne = open();
        onlyOne.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "1 again");
        ResultsCache inMemory = onlyOne.next();
        onlyOne.save();
        for (ResultsCache next : List.of(open(), inMemory)) {
            assertEquals(Optional.of("1 again"), next.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
            assertEquals(Optional.of("2"), next.begin("two", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
        }
    }

    @Test
    void aStatIsTrustedOnlyWhenItProvesTheFileUnchanged() throws IOException {
        long now = System.currentTimeMillis() * 1_000_000L;
        FileStat old = new FileStat(10, now - HOUR, now);
        FileStat racy = new FileStat(10, now - 1_000_000_000L, now);
        ResultsCache cache = open();
        ResultsCache.Kind<String> kind = cache.begin("one", "k", new Text());
        kind.store(PATH, HASH, Optional.of(old), "old");
        kind.store("notes/racy.md", HASH, Optional.of(racy), "racy");
        cache.save();
        ResultsCache again = open();
        ResultsCache.Kind<String> one = again.begin("one", "k", new Text());
        FileStat later = new FileStat(10, now - HOUR, now + HOUR);
        assertEquals(Optional.of("old"), one.unchanged(PATH, Optional.of(later)));
        assertEquals(Optional.empty(), one.unchanged("notes/racy.md",
                Optional.of(new FileStat(10, now - 1_000_000_000L, now + HOUR))), "written in the hash's instant");
        assertEquals(Optional.empty(), one.unchanged(PATH, Optional.of(new FileStat(11, now - HOUR, now + HOUR))),
                "another size");
        assertEquals(Optional.empty(), one.unchanged(PATH, Optional.of(new FileStat(10, now - HOUR + 1, now))),
                "another time, by a nanosecond");
        assertEquals(Optional.empty(), one.unchanged(PATH, Optional.empty()), "no stat now");
        assertEquals(List.of(1, 0, 0), List.of(again.hits(), again.misses(), again.hashed()));
        ResultsCache otherKey = open();
        assertEquals(Optional.empty(), otherKey.begin("one", "k2", new Text()).unchanged(PATH, Optional.of(later)),
                "another key");
    }

    @Test
    void aKindIsAShortName() {
        assertThrows(IllegalArgumentException.class, () -> open().begin("Doc", "k", new Text()));
    }

    /** The watch loop saves the cache it keeps in memory when it ends, though no check has begun it yet. */
    @Test
    void aCacheKeptInMemoryIsWrittenWhenSavedThoughNoPassBeganIt() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "1");
        cache.next().save();
        assertEquals(Optional.of("1"), open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
        open().save();
        assertEquals(Optional.of("1"), open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()),
                "one read from the file and not used is not written");
    }

    /** Counts its reads: a value decoded once is handed out again by the next run in the same JVM. */
    private static final class CountingText implements ResultsCache.Codec<String> {
        int reads;

        @Override
        public void write(CacheWriter out, String path, String value) {
            out.writeString(value);
        }

        @Override
        public String read(CacheReader in, String path) throws CacheReader.Corrupt {
            reads++;
            return in.readString();
        }
    }

    @Test
    void aValueDecodedOnceIsNotDecodedAgainByTheNextRunInTheSameJvm() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "値");
        cache.save();
        ResultsCache read = open();
        CountingText codec = new CountingText();
        String first = read.begin("one", "k", codec).lookup(PATH, HASH, Optional.empty()).orElseThrow();
        ResultsCache next = read.next();
        String second = next.begin("one", "k", codec).lookup(PATH, HASH, Optional.empty()).orElseThrow();
        assertEquals(List.of("値", 1), List.of(second, codec.reads));
        org.junit.jupiter.api.Assertions.assertSame(first, second);
        byte[] before = java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE));
        read.save();
        org.junit.jupiter.api.Assertions.assertArrayEquals(before,
                java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE)), "written back as it was read");
        next.save();
        assertEquals(Optional.of("値"), open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
    }

    @Test
    void aPathUtf8CannotHoldIsLeftOutAndTheOthersAreSaved() throws IOException {
        ResultsCache cache = open();
        ResultsCache.Kind<String> kind = cache.begin("one", "k", new Text());
        kind.store("notes/\uD800.md", HASH, Optional.empty(), "lone surrogate");
        kind.store(PATH, HASH, Optional.empty(), "1");
        kind.store("notes/b.md", HASH, Optional.empty(), "x\uDC00");
        cache.save();
        ResultsCache.Kind<String> again = open().begin("one", "k", new Text());
        assertEquals(List.of(Optional.empty(), Optional.of("1"), Optional.empty()), List.of(
                again.lookup("notes/\uD800.md", HASH, Optional.empty()), again.lookup(PATH, HASH, Optional.empty()),
                again.lookup("notes/b.md", HASH, Optional.empty())));
        assertEquals(List.of(true, true, false, false, true), List.of(CacheWriter.encodable("日本語 😀"),
                CacheWriter.encodable(""), CacheWriter.encodable("a\uD83D"), CacheWriter.encodable("\uDE00a"),
                CacheWriter.encodable("\uD83D\uDE00")));
    }
}
