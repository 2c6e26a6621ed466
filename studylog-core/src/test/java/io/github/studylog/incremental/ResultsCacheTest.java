package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.content.FileStat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * The cache's model, apart from any kind's codec: kinds are separate (their keys, their entries, their counts), a
 * kind a run did not begin keeps its entries, and a stat is trusted only when it proves the file unchanged.
 */
class ResultsCacheTest {

    private static final String PATH = "notes/a.md";
    private static final byte[] HASH = ResultsCache.sha256("a".getBytes(StandardCharsets.UTF_8));
    private static final long HOUR = 3_600_000_000_000L;

    /** A value that is a string. */
    private static final class Text implements CacheJson.Codec<String> {
        @Override
        public void write(JsonGenerator out, String path, String value) {
            out.writeString(value);
        }

        @Override
        public String read(JsonNode in, String path) throws CacheJson.Corrupt {
            return CacheJson.string(in);
        }
    }

    @TempDir
    Path dir;

    private ResultsCache open() {
        return ResultsCache.open(dir, "1.0-test", List.of());
    }

    /** A file whose one entry is of {@code kind}; the key is of kind {@code one}. */
    private void writeOneEntryOf(String kind) throws IOException {
        CacheLines.write(
                dir,
                Map.of("one", ResultsCache.kindKey("1.0-test", "one", "k")),
                List.of(CacheLines.entry(kind, PATH, HASH, "\"1\"")));
    }

    @Test
    void anEntryOfAKindWithoutKeyMakesTheFileUnread() throws IOException {
        writeOneEntryOf("one");
        ResultsCache read = open();
        assertEquals(
                Optional.of("1"),
                read.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()),
                "the file as written is read: the test writes what save() writes");
        writeOneEntryOf("two");
        ResultsCache damaged = open();
        assertEquals(Optional.empty(), damaged.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
        assertEquals(Optional.empty(), damaged.begin("two", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
    }

    @Test
    void aReadingNoLongerWantedStopsAndServesNothing() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "値");
        cache.save();
        ResultsCache given = ResultsCache.open(dir, "1.0-test", List.of(), () -> false);
        assertEquals(Optional.empty(), given.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
        ResultsCache wanted = ResultsCache.open(dir, "1.0-test", List.of(), () -> true);
        assertEquals(Optional.of("値"), wanted.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
    }

    @Test
    void aFileWhoseSecondEntryIsDamagedServesNotEvenItsFirst() throws IOException {
        CacheLines.write(
                dir,
                Map.of("one", ResultsCache.kindKey("1.0-test", "one", "k")),
                List.of(
                        CacheLines.entry("one", PATH, HASH, "\"1\""),
                        CacheLines.entry("two", "notes/b.md", HASH, "\"1\"")));
        ResultsCache damaged = open();
        assertEquals(
                Optional.empty(),
                damaged.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()),
                "a file that is partly wrong is no cache at all");
    }

    @Test
    void theFileIsAHeaderAndOneJsonLinePerEntry() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.of(new FileStat(3, 4, 5)), "値");
        cache.save();
        assertEquals(
                CacheLines.file(
                        Map.of("one", ResultsCache.kindKey("1.0-test", "one", "k")),
                        List.of("{\"kind\":\"one\",\"path\":\"notes/a.md\",\"sha256\":\""
                                + java.util.HexFormat.of().formatHex(HASH) + "\",\"stat\":[3,4,5],\"value\":\"値\"}\n")),
                java.nio.file.Files.readString(dir.resolve(ResultsCache.FILE)));
    }

    @Test
    void aChangedByteAnywhereMakesTheFileNoCache() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "甲乙");
        cache.save();
        java.nio.file.Path file = dir.resolve(ResultsCache.FILE);
        String good = java.nio.file.Files.readString(file);
        java.nio.file.Files.writeString(file, good.replace("甲乙", "甲丙"));
        assertEquals(
                Optional.empty(),
                open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()),
                "a value that still parses, but is not what was written");
        java.nio.file.Files.writeString(file, good);
        assertEquals(Optional.of("甲乙"), open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
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
        assertEquals(
                List.of(1, 0, 0, 1),
                List.of(again.hits("one"), again.misses("one"), again.hits("two"), again.misses("two")));
        assertEquals(List.of(1, 1), List.of(again.hits(), again.misses()));
    }

    @Test
    void theBytesAKindReadThisRunAreSeenWithTheirHashAndStatAndThoseServedUnreadAreNot() throws IOException {
        io.github.studylog.content.FileStat old = new io.github.studylog.content.FileStat(1, 2, 2 + HOUR);
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store("old.md", HASH, Optional.of(old), "1");
        cache.save();
        ResultsCache again = open();
        ResultsCache.Kind<String> one = again.begin("one", "k", new Text());
        io.github.studylog.content.FileStat stat = new io.github.studylog.content.FileStat(1, 5, 6);
        byte[] bytes = "b".getBytes(StandardCharsets.UTF_8);
        assertEquals(
                Optional.of("made"),
                one.lookupOrMake(PATH, bytes, Optional.of(stat), b -> ResultsCache.Made.kept("made")));
        assertEquals(Optional.of("1"), one.unchanged("old.md", Optional.of(old)));

        ResultsCache.Seen seen = again.seen(PATH).orElseThrow();
        assertEquals(
                List.of(java.util.HexFormat.of().formatHex(ResultsCache.sha256(bytes)), Optional.of(stat)),
                List.of(java.util.HexFormat.of().formatHex(seen.hash()), seen.stat()));
        assertEquals(Optional.empty(), again.seen("old.md"), "served from its entry by its stat, not read");
        assertEquals(Optional.empty(), again.seen("nothing.md"));
    }

    /** A goal that reads records but no doc must not wipe the docs' entries, in the file or in the watch loop. */
    /**
     * The language server knows what changed since its last check: a file that check looked at and that is not among
     * the changes is served from its entry without even a stat; a changed one, one of a kind that check did not
     * begin, one whose kind's key changed (a template edited) and a cache read from its file are not.
     */
    @Test
    void aFileToldUnchangedIsServedUnlookedOnlyWhenTheLastRunInThisJvmSawIt() throws IOException {
        String other = "notes/b.md";
        ResultsCache first = open();
        first.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "1");
        first.begin("one", "k", new Text()).store(other, HASH, Optional.empty(), "b");
        first.begin("two", "k", new Text()).store(PATH, HASH, Optional.empty(), "2");
        first.save();
        ResultsCache read = open();
        assertThrows(IllegalStateException.class, () -> read.trusting(Set.of()), "a cache read from its file");
        read.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "1");
        read.begin("one", "k", new Text()).store(other, HASH, Optional.empty(), "b");

        ResultsCache told = read.next().trusting(Set.of(other));
        ResultsCache.Kind<String> one = told.begin("one", "k", new Text());
        assertEquals(Optional.of("1"), one.known(PATH));
        assertEquals(Optional.empty(), one.known(other), "told it changed");
        assertEquals(Optional.empty(), told.begin("two", "k", new Text()).known(PATH), "a kind that run did not begin");
        assertEquals(1, told.hits());
        assertEquals(
                Optional.empty(),
                read.next().trusting(Set.of()).begin("one", "k2", new Text()).known(PATH),
                "another key");
        assertEquals(
                Optional.empty(), read.next().begin("one", "k", new Text()).known(PATH), "nothing told of changes");
        ResultsCache after = told.next();
        assertEquals(
                Optional.empty(),
                after.trusting(Set.of()).begin("one", "k", new Text()).known(other),
                "a file the run told of did not look at is gone from the next");
        assertEquals(
                Optional.of("1"),
                after.trusting(Set.of()).begin("one", "k", new Text()).known(PATH));
    }

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
            assertEquals(
                    Optional.of("1 again"), next.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
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
        assertEquals(
                Optional.empty(),
                one.unchanged("notes/racy.md", Optional.of(new FileStat(10, now - 1_000_000_000L, now + HOUR))),
                "written in the hash's instant");
        assertEquals(
                Optional.empty(),
                one.unchanged(PATH, Optional.of(new FileStat(11, now - HOUR, now + HOUR))),
                "another size");
        assertEquals(
                Optional.empty(),
                one.unchanged(PATH, Optional.of(new FileStat(10, now - HOUR + 1, now))),
                "another time, by a nanosecond");
        assertEquals(Optional.empty(), one.unchanged(PATH, Optional.empty()), "no stat now");
        assertEquals(List.of(1, 0, 0), List.of(again.hits(), again.misses(), again.hashed()));
        ResultsCache otherKey = open();
        assertEquals(
                Optional.empty(),
                otherKey.begin("one", "k2", new Text()).unchanged(PATH, Optional.of(later)),
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
        assertEquals(
                Optional.of("1"),
                open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()),
                "one read from the file and not used is not written");
    }

    /** Counts its reads: a value decoded once is handed out again by the next run in the same JVM. */
    private static final class CountingText implements CacheJson.Codec<String> {
        int reads;

        @Override
        public void write(JsonGenerator out, String path, String value) {
            out.writeString(value);
        }

        @Override
        public String read(JsonNode in, String path) throws CacheJson.Corrupt {
            reads++;
            return CacheJson.string(in);
        }
    }

    @Test
    void aValueDecodedOnceIsNotDecodedAgainByTheNextRunInTheSameJvm() throws IOException {
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.empty(), "値");
        cache.save();
        ResultsCache read = open();
        CountingText codec = new CountingText();
        String first = read.begin("one", "k", codec)
                .lookup(PATH, HASH, Optional.empty())
                .orElseThrow();
        ResultsCache next = read.next();
        String second = next.begin("one", "k", codec)
                .lookup(PATH, HASH, Optional.empty())
                .orElseThrow();
        assertEquals(List.of("値", 1), List.of(second, codec.reads));
        org.junit.jupiter.api.Assertions.assertSame(first, second);
        byte[] before = java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE));
        read.save();
        org.junit.jupiter.api.Assertions.assertArrayEquals(
                before,
                java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE)),
                "written back as it was read");
        next.save();
        assertEquals(Optional.of("値"), open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
    }

    /** JSON escapes an unpaired surrogate ({@code \\uD800}): such a path or value reads back equal. */
    @Test
    void aStringWithAnUnpairedSurrogateReadsBackEqualFromAFileThatIsUtf8() throws IOException {
        ResultsCache cache = open();
        ResultsCache.Kind<String> kind = cache.begin("one", "k", new Text());
        kind.store("notes/\uD800.md", HASH, Optional.empty(), "lone surrogate");
        kind.store(PATH, HASH, Optional.empty(), "1");
        kind.store("notes/b.md", HASH, Optional.empty(), "x\uDC00");
        cache.save();
        ResultsCache.Kind<String> again = open().begin("one", "k", new Text());
        assertEquals(
                List.of(Optional.of("lone surrogate"), Optional.of("1"), Optional.of("x\uDC00")),
                List.of(
                        again.lookup("notes/\uD800.md", HASH, Optional.empty()),
                        again.lookup(PATH, HASH, Optional.empty()),
                        again.lookup("notes/b.md", HASH, Optional.empty())));
        java.nio.charset.StandardCharsets.UTF_8
                .newDecoder()
                .decode(java.nio.ByteBuffer.wrap(java.nio.file.Files.readAllBytes(
                        dir.resolve(ResultsCache.FILE)))); // throws on a byte not UTF-8
    }

    @Test
    void entriesWrittenBackAsTheyWereReadGiveTheBytesOfAFreshSave() throws IOException {
        io.github.studylog.content.FileStat stat = new io.github.studylog.content.FileStat(3, 4, 4 + HOUR);
        io.github.studylog.content.FileStat newer = new io.github.studylog.content.FileStat(3, 9, 9 + HOUR);
        ResultsCache first = open();
        ResultsCache.Kind<String> kind = first.begin("one", "k", new Text());
        kind.store("a/記録.md", HASH, Optional.of(stat), "甲");
        kind.store("b.md", HASH, Optional.of(stat), "乙");
        kind.store("c.md", HASH, Optional.empty(), "丙");
        first.begin("two", "k", new Text()).store("z.md", HASH, Optional.of(stat), "丁");
        first.save();

        // a rerun of kind one: a and c unchanged (c by its hash, with a newer stat), b edited, d new; two not begun
        ResultsCache again = open();
        ResultsCache.Kind<String> rerun = again.begin("one", "k", new Text());
        assertEquals(Optional.of("甲"), rerun.unchanged("a/記録.md", Optional.of(stat)));
        assertEquals(Optional.of("丙"), rerun.lookup("c.md", HASH, Optional.of(newer)));
        rerun.store("b.md", HASH, Optional.of(stat), "乙 二");
        rerun.store("d.md", HASH, Optional.of(stat), "戊");
        again.save();
        byte[] written = java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE));

        java.nio.file.Files.delete(dir.resolve(ResultsCache.FILE));
        ResultsCache fresh = open();
        ResultsCache.Kind<String> one = fresh.begin("one", "k", new Text());
        one.store("d.md", HASH, Optional.of(stat), "戊");
        one.store("c.md", HASH, Optional.of(newer), "丙");
        one.store("b.md", HASH, Optional.of(stat), "乙 二");
        one.store("a/記録.md", HASH, Optional.of(stat), "甲");
        fresh.begin("two", "k", new Text()).store("z.md", HASH, Optional.of(stat), "丁");
        fresh.save();
        org.junit.jupiter.api.Assertions.assertArrayEquals(
                java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE)), written);
    }

    @Test
    void theFileIsTheSameWhateverOrderItsEntriesWereStoredIn() throws IOException {
        List<String> paths = List.of("notes/b.md", "notes/a.md", "a/z.md", "notes/c.md");
        byte[][] files = new byte[2][];
        for (int round = 0; round < 2; round++) {
            java.nio.file.Files.deleteIfExists(dir.resolve(ResultsCache.FILE));
            ResultsCache cache = open();
            ResultsCache.Kind<String> two = cache.begin("two", "k", new Text());
            ResultsCache.Kind<String> one = cache.begin("one", "k", new Text());
            List<String> order = new java.util.ArrayList<>(paths);
            if (round == 1) {
                java.util.Collections.reverse(order);
            }
            for (String path : order) {
                two.store(path, HASH, Optional.empty(), "2 " + path);
                one.store(path, HASH, Optional.empty(), "1 " + path);
            }
            cache.save();
            files[round] = java.nio.file.Files.readAllBytes(dir.resolve(ResultsCache.FILE));
        }
        org.junit.jupiter.api.Assertions.assertArrayEquals(files[0], files[1]);
        // in the order of kind, then path
        String text = new String(files[0], StandardCharsets.ISO_8859_1);
        List<Integer> at = new java.util.ArrayList<>();
        for (String value : List.of("1 a/z.md", "1 notes/a.md", "1 notes/b.md", "1 notes/c.md", "2 a/z.md")) {
            at.add(text.indexOf(value));
        }
        assertEquals(at.stream().sorted().toList(), at, at.toString());
        assertEquals(-1, at.indexOf(-1));
        ResultsCache.Kind<String> one = open().begin("one", "k", new Text());
        ResultsCache.Kind<String> two = open().begin("two", "k", new Text());
        for (String path : paths) {
            assertEquals(
                    List.of(Optional.of("1 " + path), Optional.of("2 " + path)),
                    List.of(one.lookup(path, HASH, Optional.empty()), two.lookup(path, HASH, Optional.empty())),
                    path);
        }
    }

    @Test
    void aSaveThatChangesNothingLeavesTheFileAndANewStatIsWritten() throws IOException {
        long now = System.currentTimeMillis() * 1_000_000L;
        ResultsCache cache = open();
        cache.begin("one", "k", new Text()).store(PATH, HASH, Optional.of(new FileStat(10, now - HOUR, now)), "1");
        cache.save();
        Path file = dir.resolve(ResultsCache.FILE);
        java.nio.file.attribute.FileTime old =
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        java.nio.file.Files.setLastModifiedTime(file, old);

        ResultsCache same = open();
        assertEquals(
                Optional.of("1"),
                same.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.of(new FileStat(10, now - HOUR, now))));
        same.save();
        assertEquals(old, java.nio.file.Files.getLastModifiedTime(file), "nothing changed: not written");

        ResultsCache restat = open();
        FileStat later = new FileStat(10, now - HOUR, now + HOUR);
        assertEquals(Optional.of("1"), restat.begin("one", "k", new Text()).lookup(PATH, HASH, Optional.of(later)));
        restat.save();
        org.junit.jupiter.api.Assertions.assertNotEquals(
                old, java.nio.file.Files.getLastModifiedTime(file), "a new stat is written");
        ResultsCache.Kind<String> again = open().begin("one", "k", new Text());
        assertEquals(
                Optional.of("1"), again.unchanged(PATH, Optional.of(new FileStat(10, now - HOUR, now + 2 * HOUR))));

        java.nio.file.Files.setLastModifiedTime(file, old);
        ResultsCache fewer = open();
        fewer.begin("one", "k", new Text());
        fewer.save();
        org.junit.jupiter.api.Assertions.assertNotEquals(
                old,
                java.nio.file.Files.getLastModifiedTime(file),
                "a file this run did not see is gone from the file");
        assertEquals(Optional.empty(), open().begin("one", "k", new Text()).lookup(PATH, HASH, Optional.empty()));
    }

    @Test
    void hashingCountsAndTwoPathsNeverShareAnEntry() throws IOException {
        ResultsCache cache = open();
        byte[] hash = cache.hash("内容".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(1, 32), List.of(cache.hashed(), hash.length));
        ResultsCache.Kind<String> kind = cache.begin("one", "k", new Text());
        // "Aa" and "BB" have the same String hash: only equality tells their entries apart
        kind.store("Aa", HASH, Optional.empty(), "a");
        kind.store("BB", HASH, Optional.empty(), "b");
        cache.save();
        ResultsCache.Kind<String> again = open().begin("one", "k", new Text());
        assertEquals(
                List.of(Optional.of("a"), Optional.of("b")),
                List.of(again.lookup("Aa", HASH, Optional.empty()), again.lookup("BB", HASH, Optional.empty())));
    }

    @Test
    void aListedFileIsReadThroughTheCacheOnlyWhenItsStatDoesNotProveItUnchanged(@TempDir Path repo) throws IOException {
        java.nio.file.Files.createDirectories(repo.resolve("notes"));
        Path file = repo.resolve("notes/a.md");
        java.nio.file.Files.writeString(file, "本文");
        java.nio.file.Files.setLastModifiedTime(
                file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        io.github.studylog.content.ContentFiles files =
                new io.github.studylog.content.ContentFiles(new io.github.studylog.content.RepoPaths(repo));
        List<String> made = new java.util.ArrayList<>();
        java.util.function.Function<byte[], Optional<ResultsCache.Made<String>>> make = b -> {
            made.add(new String(b, StandardCharsets.UTF_8));
            return ResultsCache.Made.kept("made " + made.size());
        };
        ResultsCache cache = open();
        assertEquals(Optional.of("made 1"), cache.begin("one", "k", new Text()).of(files, PATH, make));
        assertEquals(
                Optional.empty(),
                cache.begin("one", "k", new Text()).of(files, "notes/none.md", make),
                "a file that cannot be read: the caller reads it the usual way");
        cache.save();
        ResultsCache again = open();
        assertEquals(Optional.of("made 1"), again.begin("one", "k", new Text()).of(files, PATH, make));
        assertEquals(List.of(List.of("本文"), 0), List.of(made, again.hashed()), "not read again");
    }
}
