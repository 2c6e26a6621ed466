package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentRules;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.incremental.CacheLines;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.message.Message;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.yaml.Located;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache file as untrusted input: every fact and finding reads back equal, and a file that is damaged, truncated,
 * oversized, of another version or that decodes to nonsense is no cache (every lookup a miss), never an exception.
 */
class RecordsCacheTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String SESSION = "sessions/2026-10-01-web-cache-01.yaml";
    private static final byte[] REVIEW_HASH = ResultsCache.sha256("review".getBytes(StandardCharsets.UTF_8));
    private static final byte[] SESSION_HASH = ResultsCache.sha256("session".getBytes(StandardCharsets.UTF_8));
    private static final List<Rule> RULES = RuleCatalog.declaredIn(RecordRules.class);

    @TempDir
    Path dir;

    /** The records' two kinds of the {@link ResultsCache}, as the records pass uses them. */
    static final class RecordsCache {
        private final ResultsCache cache;
        private final Map<RecordKind, ResultsCache.Kind<RecordsCacheCodec.Cached>> kinds =
                new EnumMap<>(RecordKind.class);

        RecordsCache(ResultsCache cache) {
            this.cache = cache;
        }

        static RecordsCache open(Path dir, String buildKey, List<Rule> rules) {
            return new RecordsCache(ResultsCache.open(dir, buildKey, rules));
        }

        void begin(RecordKind kind, String configuration) {
            kinds.put(kind, cache.begin(name(kind), configuration, new RecordsCacheCodec(cache.findings())));
        }

        Optional<RecordsCacheCodec.Cached> lookup(RecordKind kind, String path, byte[] hash) {
            return kinds.get(kind).lookup(path, hash, Optional.empty());
        }

        void store(RecordKind kind, String path, byte[] hash, List<Finding> findings, ReducedRecord record) {
            kinds.get(kind).store(path, hash, Optional.empty(), new RecordsCacheCodec.Cached(findings, record));
        }

        RecordsCache next() {
            return new RecordsCache(cache.next());
        }

        void save() throws IOException {
            cache.save();
        }

        int hits() {
            return cache.hits();
        }

        int misses() {
            return cache.misses();
        }

        static String name(RecordKind kind) {
            return kind.name().toLowerCase(Locale.ROOT);
        }

        static String kindKey(String buildKey, RecordKind kind, String configuration) {
            return ResultsCache.kindKey(buildKey, name(kind), configuration);
        }
    }

    private static Located<String> at(String value, int line, int column) {
        return new Located<>(value, line, column);
    }

    private static ReducedRecord review() {
        return new ReducedRecord(
                REVIEW,
                "web-cache",
                Optional.of(new ReviewRecord(
                        "web-cache",
                        REVIEW,
                        Optional.of(at("src/content/docs/web/cache.md", 3, 6)),
                        Optional.empty(),
                        Optional.of(at("2026-10-03", 5, 16)),
                        List.of(at("2026-10-01-web-cache-01", 12, 5)),
                        at("sessions", 11, 1),
                        Optional.of(new Fix(REVIEW, 5, 16, 5, 26, "")),
                        Optional.of(new Fix(REVIEW, 13, 1, 13, 1, "  - ")),
                        List.of("条件付きリクエスト"))),
                Optional.empty(),
                List.of(new PendingValue(
                        List.of(PlaceholderType.PATH), "src/content/docs/web/cache.md", 3, 6, 3, 6, 35)));
    }

    private static ReducedRecord session() {
        String id = "2026-10-01-web-cache-01";
        return new ReducedRecord(
                SESSION,
                id,
                Optional.empty(),
                Optional.of(new SessionRecord(
                        id,
                        SESSION,
                        Optional.of(at(id, 1, 5)),
                        Optional.of(at("2026-10-01", 2, 7)),
                        Optional.empty(),
                        List.of(at("web-cache", 5, 5)),
                        List.of(at("条件付きリクエスト 😀", 21, 5), at("", 22, 5)),
                        List.of(
                                new SessionRecord.Question(
                                        Optional.of(at("Q1", 14, 9)),
                                        true,
                                        Optional.empty(),
                                        Optional.of(at("Cache-Control", 15, 14)),
                                        Optional.of(at("説明後に理解した。", 18, 11))),
                                new SessionRecord.Question(
                                        Optional.empty(),
                                        false,
                                        Optional.of(at("hinted", 20, 14)),
                                        Optional.empty(),
                                        Optional.empty())),
                        List.of(new SessionRecord.Source(
                                at("src/content/docs/web/cache.md", 8, 11), Optional.of(at("0123456", 9, 13)))),
                        List.of(new SessionRecord.DiagramClaim(
                                at("diagrams/web-cache/revalidate.json", 11, 11),
                                Optional.of(at("true", 12, 11)),
                                Optional.empty())))),
                List.of(
                        new PendingValue(List.of(PlaceholderType.ISSUE, PlaceholderType.HEADING), "条件", 21, 5),
                        new PendingValue(List.of(), "", 0, 0)));
    }

    private static List<Finding> findings(String path) {
        return List.of(
                Finding.of(
                        RecordRules.RECORD_VALUE,
                        path,
                        17,
                        12,
                        "test.text",
                        "`questions[1].asked` must be `true` or " + "`false`; found `はい`"),
                new Finding(
                        RecordRules.RECORD_UNKNOWN_KEY,
                        Severity.WARNING,
                        path,
                        0,
                        0,
                        Message.of("test.text", "multi\nline\ttext"),
                        Optional.of(new Fix(path, 5, 1, 5, 13, "last_reviewed"))));
    }

    private RecordsCache open() {
        return RecordsCache.open(dir, "1.0-test", RULES);
    }

    /** The cache on disk, both kinds under {@code key}. */
    private RecordsCache begun(String key) {
        RecordsCache cache = open();
        cache.begin(RecordKind.REVIEW, key);
        cache.begin(RecordKind.SESSION, key);
        return cache;
    }

    /** A cache with both files stored under {@code key}, saved. */
    private void saved(String key) throws IOException {
        RecordsCache cache = begun(key);
        cache.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH);
        cache.store(RecordKind.REVIEW, REVIEW, REVIEW_HASH, findings(REVIEW), review());
        cache.store(RecordKind.SESSION, SESSION, SESSION_HASH, findings(SESSION), session());
        cache.save();
    }

    private int hits(String key) {
        RecordsCache cache = begun(key);
        cache.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH);
        cache.lookup(RecordKind.SESSION, SESSION, SESSION_HASH);
        return cache.hits();
    }

    private Path file() {
        return dir.resolve(ResultsCache.FILE);
    }

    @Test
    void everyFactAndFindingReadsBackEqual() throws IOException {
        saved("k");
        RecordsCache cache = begun("k");
        assertEquals(
                Optional.of(new RecordsCacheCodec.Cached(findings(REVIEW), review())),
                cache.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH));
        assertEquals(
                Optional.of(new RecordsCacheCodec.Cached(findings(SESSION), session())),
                cache.lookup(RecordKind.SESSION, SESSION, SESSION_HASH));
        assertEquals(Optional.empty(), cache.lookup(RecordKind.SESSION, SESSION, REVIEW_HASH), "other content");
        assertEquals(Optional.empty(), cache.lookup(RecordKind.REVIEW, SESSION, SESSION_HASH), "other kind");
        assertEquals(List.of(2, 2), List.of(cache.hits(), cache.misses()));
    }

    @Test
    void theKeyOfEachKindIsItsOwn() throws IOException {
        saved("k");
        RecordsCache cache = open();
        cache.begin(RecordKind.REVIEW, "k");
        cache.begin(RecordKind.SESSION, "another template");
        assertTrue(cache.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH).isPresent());
        assertTrue(cache.lookup(RecordKind.SESSION, SESSION, SESSION_HASH).isEmpty());
        assertEquals(0, RecordsCache.open(dir, "1.1-test", RULES).hits(), "nothing looked up yet");
        RecordsCache other = RecordsCache.open(dir, "1.1-test", RULES);
        other.begin(RecordKind.REVIEW, "k");
        assertTrue(other.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH).isEmpty(), "another build");
    }

    @Test
    void theNextRunInTheSameJvmHitsWhatThisRunSawWithoutAFile() {
        RecordsCache first = begun("k");
        first.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH);
        first.store(RecordKind.REVIEW, REVIEW, REVIEW_HASH, findings(REVIEW), review());
        first.store(RecordKind.SESSION, SESSION, SESSION_HASH, findings(SESSION), session());
        RecordsCache second = first.next();
        second.begin(RecordKind.REVIEW, "k");
        second.begin(RecordKind.SESSION, "k");
        assertEquals(
                Optional.of(new RecordsCacheCodec.Cached(findings(REVIEW), review())),
                second.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH));
        assertEquals(Optional.empty(), second.lookup(RecordKind.SESSION, SESSION, REVIEW_HASH), "the file changed");
        assertEquals(List.of(1, 1), List.of(second.hits(), second.misses()));
        assertFalse(Files.exists(file()), "nothing was written");
        RecordsCache third = second.next();
        third.begin(RecordKind.REVIEW, "k");
        third.begin(RecordKind.SESSION, "k");
        assertEquals(
                Optional.empty(),
                third.lookup(RecordKind.SESSION, SESSION, SESSION_HASH),
                "the second run did not keep the session it read again (its pass would have stored it)");
        RecordsCache otherTemplate = first.next();
        otherTemplate.begin(RecordKind.REVIEW, "another template");
        assertEquals(Optional.empty(), otherTemplate.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH), "key changed");
    }

    @Test
    void aCacheKeptInMemoryIsSavedLikeOneReadFromTheFile() throws IOException {
        RecordsCache first = begun("k");
        first.store(RecordKind.REVIEW, REVIEW, REVIEW_HASH, findings(REVIEW), review());
        first.store(RecordKind.SESSION, SESSION, SESSION_HASH, findings(SESSION), session());
        RecordsCache second = first.next();
        second.begin(RecordKind.REVIEW, "k");
        second.begin(RecordKind.SESSION, "k");
        second.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH);
        second.lookup(RecordKind.SESSION, SESSION, SESSION_HASH);
        second.save();
        assertEquals(2, hits("k"));
    }

    @Test
    void onlyTheFilesOfThisRunAreWrittenBack() throws IOException {
        saved("k");
        RecordsCache cache = begun("k");
        cache.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH);
        cache.save();
        assertEquals(1, hits("k"), "the session was not seen: its entry is gone");
    }

    @Test
    void aCacheNotUsedByARecordsPassIsNotWritten() throws IOException {
        saved("k");
        byte[] before = Files.readAllBytes(file());
        open().save();
        assertEquals(Arrays.toString(before), Arrays.toString(Files.readAllBytes(file())));
    }

    @Test
    void aFindingOfARuleOutsideTheCatalogueIsNotCachedButTheOthersAre() throws IOException {
        RecordsCache cache = begun("k");
        Rule stranger = Rule.error("not-in-catalogue");
        cache.store(
                RecordKind.REVIEW,
                REVIEW,
                REVIEW_HASH,
                List.of(Finding.of(stranger, REVIEW, 1, 1, "test.text", "m")),
                review());
        cache.store(
                RecordKind.SESSION,
                SESSION,
                SESSION_HASH,
                List.of(Finding.of(
                        ContentRules.FILE_UNREADABLE, SESSION, 1, 1, "test.text", "not in this catalogue either")),
                session());
        cache.save();
        assertEquals(0, hits("k"));
        saved("k");
        assertEquals(2, hits("k"));
    }

    @Test
    void aValueMessageReadsBackEqualAndOneWrappedTooDeepIsNotCached() throws IOException {
        Message expected = new io.github.studylog.template.ValueSpec(
                        List.of(PlaceholderType.ISSUE), List.of("unfiled"), List.of("string"), "<issue|unfiled>")
                .describe();
        Finding value = Finding.of(
                RecordRules.RECORD_VALUE,
                REVIEW,
                6,
                8,
                Message.around(
                        "record-value.must-be", Message.around("record-value.found-number", expected, "0"), "issue"));
        Message deep = Message.of("placeholder.literal", "z");
        for (int i = 0; i <= FindingCodec.MAX_MESSAGE_DEPTH; i++) {
            deep = Message.around("placeholder.literal.or", deep, "l" + i);
        }
        assertEquals(FindingCodec.MAX_MESSAGE_DEPTH + 1, FindingCodec.depth(deep));
        RecordsCache cache = begun("k");
        cache.store(RecordKind.REVIEW, REVIEW, REVIEW_HASH, List.of(value), review());
        cache.store(
                RecordKind.SESSION,
                SESSION,
                SESSION_HASH,
                List.of(Finding.of(RecordRules.RECORD_VALUE, SESSION, 1, 1, deep)),
                session());
        cache.save();
        RecordsCache again = begun("k");
        assertEquals(
                Optional.of(new RecordsCacheCodec.Cached(List.of(value), review())),
                again.lookup(RecordKind.REVIEW, REVIEW, REVIEW_HASH));
        assertEquals(Optional.empty(), again.lookup(RecordKind.SESSION, SESSION, SESSION_HASH));
        assertEquals(
                "`issue` must be a GitHub issue number (a positive whole number) or `unfiled`; found the number 0",
                value.message().english());
    }

    @Test
    void aMessageWrappedExactlyToTheDepthBoundReadsBackEqual() throws IOException {
        Message deepest = Message.of("placeholder.literal", "z");
        for (int i = 0; i < FindingCodec.MAX_MESSAGE_DEPTH; i++) {
            deepest = Message.around("placeholder.literal.or", deepest, "l" + i);
        }
        assertEquals(FindingCodec.MAX_MESSAGE_DEPTH, FindingCodec.depth(deepest));
        List<Finding> atBound = List.of(Finding.of(RecordRules.RECORD_VALUE, SESSION, 1, 1, deepest));
        RecordsCache cache = begun("k");
        cache.store(RecordKind.REVIEW, REVIEW, REVIEW_HASH, findings(REVIEW), review());
        cache.store(RecordKind.SESSION, SESSION, SESSION_HASH, atBound, session());
        cache.save();
        assertEquals(
                Optional.of(new RecordsCacheCodec.Cached(atBound, session())),
                begun("k").lookup(RecordKind.SESSION, SESSION, SESSION_HASH));
    }

    /** A finding's message wrapped {@code depth} deep, as the codec writes one, past its own bound. */
    private static String message(int depth) {
        return "{\"key\":\"" + (depth == 0 ? "placeholder.literal" : "placeholder.literal.or") + "\",\"args\":[\"l"
                + depth + "\"]" + (depth == 0 ? "" : ",\"inner\":" + message(depth - 1)) + "}";
    }

    /** A cache file with one session entry whose one finding's message is wrapped {@code depth} deep. */
    private void writeSessionWithMessageDepth(int depth) throws IOException {
        String value = "{\"findings\":[{\"rule\":\"record-value\",\"severity\":\"ERROR\",\"line\":1,\"column\":1,"
                + "\"message\":" + message(depth) + "}],\"pending\":[]}";
        CacheLines.write(
                dir,
                Map.of("session", RecordsCache.kindKey("1.0-test", RecordKind.SESSION, "k")),
                List.of(CacheLines.entry("session", SESSION, SESSION_HASH, value)));
    }

    @Test
    void aMessageInTheFileWrappedDeeperThanTheBoundIsAMissNotAStackOverflow() throws IOException {
        writeSessionWithMessageDepth(FindingCodec.MAX_MESSAGE_DEPTH);
        assertEquals(
                FindingCodec.MAX_MESSAGE_DEPTH,
                FindingCodec.depth(begun("k")
                        .lookup(RecordKind.SESSION, SESSION, SESSION_HASH)
                        .orElseThrow()
                        .findings()
                        .get(0)
                        .message()),
                "the hand-written entry is one the codec reads");
        writeSessionWithMessageDepth(FindingCodec.MAX_MESSAGE_DEPTH + 1);
        assertEquals(0, hits("k"));
    }

    @Test
    void aTruncatedFileIsNoCache() throws IOException {
        saved("k");
        byte[] good = Files.readAllBytes(file());
        for (int length = 0; length < good.length; length++) {
            Files.write(file(), Arrays.copyOf(good, length));
            assertEquals(0, hits("k"), "length " + length);
        }
        Files.write(file(), good);
        assertEquals(2, hits("k"));
    }

    @Test
    void anotherFormatVersionIsNoCache() throws IOException {
        saved("k");
        String text = Files.readString(file());
        String header = text.substring(0, text.indexOf('\n') + 1);
        Map<String, String> keys = Map.of(
                "review",
                RecordsCache.kindKey("1.0-test", RecordKind.REVIEW, "k"),
                "session",
                RecordsCache.kindKey("1.0-test", RecordKind.SESSION, "k"));
        String body = text.substring(header.length());
        assertEquals(
                CacheLines.header(CacheLines.VERSION, keys, body),
                header,
                "the header this test makes is the one written");
        Files.writeString(file(), CacheLines.header(0, keys, body) + body);
        assertEquals(0, hits("k"));
        Files.writeString(file(), text);
        assertEquals(2, hits("k"), "the header this test replaced was the one written");
    }

    @Test
    void anOversizedFileIsNotRead() throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(file().toFile(), "rw")) {
            file.setLength(CacheLines.MAX_BYTES + 1); // sparse: nothing of it is read
        }
        assertEquals(0, hits("k"));
    }

    /** A file whose one entry, the review, has {@code value} (JSON) as its findings and facts. */
    private void fileWithReview(String value) throws IOException {
        CacheLines.write(
                dir,
                Map.of("review", RecordsCache.kindKey("1.0-test", RecordKind.REVIEW, "k")),
                List.of(CacheLines.entry("review", REVIEW, REVIEW_HASH, value)));
    }

    /** A right file, entries whose findings and facts are nonsense: the codec's own checks. */
    @Test
    void anEntryThatDecodesToNonsenseIsAMiss() throws IOException {
        String good = CacheLines.encode(
                new RecordsCacheCodec(new FindingCodec(List.of(RecordRules.RECORD_VALUE))),
                REVIEW,
                new RecordsCacheCodec.Cached(List.of(findings(REVIEW).get(0)), review()));
        fileWithReview(good);
        assertEquals(1, hits("k"), "the frame of these tests is right");
        String finding = "{\"rule\":\"record-value\",\"severity\":\"ERROR\",\"line\":1,\"column\":1,"
                + "\"message\":{\"key\":\"m\",\"args\":[]}}";
        List<String> values = List.of(
                "{}",
                "[]",
                "true",
                "{\"findings\":{},\"pending\":[]}",
                "{\"findings\":[],\"pending\":[],\"review\":{}}",
                "{\"findings\":[" + finding.replace("record-value", "no-such-rule") + "],\"pending\":[]}",
                "{\"findings\":[" + finding.replace("ERROR", "FATAL") + "],\"pending\":[]}",
                "{\"findings\":[" + finding.replace("\"line\":1", "\"line\":-3") + "],\"pending\":[]}",
                "{\"findings\":[" + finding.replace("\"line\":1", "\"line\":\"1\"") + "],\"pending\":[]}",
                "{\"findings\":[" + finding.replace("\"line\":1", "\"line\":4294967296") + "],\"pending\":[]}",
                "{\"findings\":[" + finding.replace("\"m\"", "\" \"") + "],\"pending\":[]}",
                "{\"findings\":[],\"pending\":[{\"types\":[\"NO_SUCH_TYPE\"],\"text\":\"x\",\"line\":1,\"column\":1}]}",
                "{\"findings\":[],\"pending\":[{\"types\":[],\"text\":\"x\",\"line\":1,\"column\":1,"
                        + "\"span\":[1,2]}]}",
                "{\"findings\":[],\"pending\":[],\"review\":{\"sessions\":[[\"a\",1]],"
                        + "\"sessionsKey\":[\"sessions\",1,1]}}",
                "{\"findings\":[],\"pending\":[],\"review\":{\"sessions\":[],\"sessionsKey\":[\"sessions\",1,1]},"
                        + "\"session\":{}}");
        for (String value : values) {
            fileWithReview(value);
            assertEquals(0, hits("k"), value);
        }
    }

    /** A right header, a line that is not an entry: the whole file is no cache. */
    @Test
    void aLineThatIsNotAnEntryIsNoCache() throws IOException {
        String key = RecordsCache.kindKey("1.0-test", RecordKind.REVIEW, "k");
        String value = CacheLines.encode(
                new RecordsCacheCodec(new FindingCodec(List.of())),
                REVIEW,
                new RecordsCacheCodec.Cached(List.of(), review()));
        String entry = CacheLines.entry("review", REVIEW, REVIEW_HASH, value);
        CacheLines.write(dir, Map.of("review", key), List.of(entry));
        assertEquals(1, hits("k"), "the frame of these tests is right");
        List<List<String>> files = List.of(
                List.of(entry, entry),
                List.of(entry, "\n"),
                List.of(entry.replace("\"kind\":\"review\"", "\"kind\":\"session\"")),
                List.of(entry.replace("\"kind\":\"review\"", "\"kind\":\"Neither\"")),
                List.of(entry.replace("\"sha256\":\"", "\"sha256\":\"00")),
                List.of(entry.replace("\"sha256\"", "\"hash\"")),
                List.of(entry.substring(0, entry.length() - 1)),
                List.of("[" + entry.strip() + "]\n"));
        for (List<String> lines : files) {
            CacheLines.write(dir, Map.of("review", key), lines);
            assertEquals(0, hits("k"), lines.toString());
        }
        Files.writeString(file(), CacheLines.file(Map.of("Neither", key), List.of(entry)));
        assertEquals(0, hits("k"), "a kind's name");
    }
}
