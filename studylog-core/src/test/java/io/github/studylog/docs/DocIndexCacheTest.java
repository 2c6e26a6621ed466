package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.data.MutableDataSet;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Rule;
import io.github.studylog.incremental.CacheLines;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.run.RuleCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A doc through the results cache: every field of its {@link Doc} and its parse findings read back equal; the stat
 * kept with an entry spares reading a doc only when it proves the doc unchanged (git's racy rule); what cannot be
 * cached faithfully (a doc that does not decode, a parse over its time budget) is parsed every time; the Markdown
 * limits are part of the key.
 */
class DocIndexCacheTest {

    private static final String DOC = "src/content/docs/web/cache.mdx";
    private static final List<Rule> RULES = RuleCatalog.declaredIn(DocRules.class);

    /** Every field of a doc, and parse findings beside a doc that still parses (a shortened run of markers). */
    private static final String RICH = """
            ---
            title: キャッシュ
            review: web-cache
            slug: web/caching
            draft: true
            prev:
              link: /web/
            hero:
              image: { file: ./hero.webp }
            head:
              - { tag: link, attrs: { rel: stylesheet, href: /styles/site.css } }
            cover:
              image: ./cover.png
            ---

            ## Cache-Control と max-age

            [鮮度](/web/cache/#freshness) と [参照][ref]、![図](/diagrams/a.svg) と <https://example.com/x>。
            <a href="/web/a/">a</a> <img src="/img/b.png" /> <LinkCard href="/web/c/" /> <Image src="./d.png" />
            http://localhost:4321/preview を開く。`2026-10-01-web-cache-02` と 2026-10-01-web-cache-01（Issue #21）。

            <div id="jsx-anchor">x</div>

            ## Cache-Control と max-age

            """ + "-".repeat(1_500) + """


            [ref]: /web/ref/ "題"
            """;

    @TempDir
    Path dir;

    private Path root() {
        return dir.resolve("repo");
    }

    private Path cacheDir() {
        return dir.resolve("cache");
    }

    private void write(String text) throws IOException {
        Path file = root().resolve(DOC);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private ResultsCache open() {
        return ResultsCache.open(cacheDir(), "1.0-test", RULES);
    }

    /** One run's read of the doc: what the index gives and what it reported. */
    private record Read(Optional<Doc> doc, List<Finding> findings) {}

    private Read read(Optional<ResultsCache> cache, DocParser parser) {
        FindingSink sink = new FindingSink();
        Optional<Doc> doc = new DocIndex(new ContentFiles(new RepoPaths(root())), sink, parser, cache).doc(DOC);
        return new Read(doc, sink.sorted());
    }

    private Read read(ResultsCache cache) {
        return read(Optional.of(cache), new DocParser());
    }

    /** A run without a cache: what every cached run must give. */
    private Read full() {
        return read(Optional.empty(), new DocParser());
    }

    private static void save(ResultsCache cache) {
        try {
            cache.save();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<Integer> counts(ResultsCache cache) {
        return List.of(cache.hits("doc"), cache.misses("doc"), cache.hashed());
    }

    private void setModified(FileTime time) throws IOException {
        Files.setLastModifiedTime(root().resolve(DOC), time);
    }

    private static FileTime anHourAgo() {
        return FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
    }

    @Test
    void everyFieldOfTheDocAndItsParseFindingsReadBackEqual() throws IOException {
        write(RICH);
        Read full = full();
        Doc doc = full.doc().orElseThrow();
        assertTrue(doc.draft() && doc.slug().isPresent() && doc.review().isPresent(), doc.toString());
        assertTrue(doc.links().stream().anyMatch(l -> l.urlText().isPresent()), "a link with its place");
        assertTrue(doc.links().stream().anyMatch(l -> l.prose().isPresent()), "an external link with its prose");
        assertEquals(
                LinkForm.values().length,
                doc.links().stream().map(DocLink::form).distinct().count(),
                "every form: " + doc.links());
        assertTrue(doc.sessions().stream().anyMatch(s -> s.issue().isPresent()), "a cite with its issue");
        assertTrue(
                doc.anchors().contains("jsx-anchor") && doc.anchors().contains("cache-control-と-max-age-1"),
                doc.anchors().toString());
        assertFalse(full.findings().isEmpty(), "a parse finding");

        ResultsCache first = open();
        assertEquals(full, read(first));
        save(first);
        ResultsCache second = open();
        assertEquals(full, read(second), "read back from the file");
        assertEquals(List.of(1, 0), counts(second).subList(0, 2));
        ResultsCache third = second.next();
        assertEquals(full, read(third), "kept in memory, as the watch loop does");
        assertEquals(List.of(1, 0), counts(third).subList(0, 2));
    }

    /** An old file whose size and time are those it had when it was hashed is neither read nor hashed. */
    @Test
    void aStatThatProvesTheDocUnchangedSparesReadingIt() throws IOException {
        write(RICH);
        setModified(anHourAgo());
        ResultsCache first = open();
        read(first);
        assertEquals(List.of(0, 1, 1), counts(first));
        save(first);
        ResultsCache second = open();
        assertEquals(full(), read(second));
        assertEquals(List.of(1, 0, 0), counts(second), "a hit without hashing");
    }

    /**
     * A doc hashed within 2 s of its last write may be written again without a new time (git's "racily clean"
     * file): its stat proves nothing, so an edit that keeps its size and time is still seen.
     */
    @Test
    void aDocWrittenJustBeforeItWasHashedIsHashedAgainAndItsSameSizeEditSeen() throws IOException {
        write(RICH);
        FileTime written = Files.getLastModifiedTime(root().resolve(DOC));
        ResultsCache first = open();
        read(first);
        save(first);
        write(RICH.replace("Cache-Control", "Cache-Kontrol")); // the same size
        setModified(written);
        ResultsCache second = open();
        Read edited = read(second);
        assertEquals(List.of(0, 1, 1), counts(second), "hashed again: a miss");
        assertEquals(full(), edited);
        assertTrue(edited.doc().orElseThrow().hasHeading("Cache-Kontrol と max-age"));
    }

    /** A fresh clone: every time is new, the bytes are not. It hits by content, and its new stat is kept. */
    @Test
    void aNewTimeWithTheSameBytesHitsByContentAndKeepsTheNewStat() throws IOException {
        write(RICH);
        ResultsCache first = open();
        read(first);
        save(first);
        setModified(anHourAgo());
        ResultsCache second = open();
        assertEquals(full(), read(second));
        assertEquals(List.of(1, 0, 1), counts(second), "hashed, then a hit");
        save(second);
        ResultsCache third = open();
        assertEquals(full(), read(third));
        assertEquals(List.of(1, 0, 0), counts(third), "the stat taken then proves it unchanged now");
    }

    @Test
    void aDocThatDoesNotDecodeIsNeverCached() throws IOException {
        Path file = root().resolve(DOC);
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {'#', ' ', (byte) 0xC3, 0x28, '\n'});
        setModified(anHourAgo());
        Read full = full();
        assertEquals(Optional.empty(), full.doc());
        assertEquals("file-unreadable", full.findings().get(0).ruleId());
        for (int run = 0; run < 2; run++) {
            ResultsCache cache = open();
            assertEquals(full, read(cache));
            assertEquals(List.of(0, 1, 1), counts(cache), "run " + run);
            save(cache);
        }
    }

    /** Key component: the Markdown limits. Fewer links allowed changes the parse's findings and the doc's links. */
    @Test
    void otherMarkdownLimitsParseTheDocAgain() throws IOException {
        write(RICH);
        ResultsCache first = open();
        read(first);
        save(first);
        MarkdownLimits fewLinks = new MarkdownLimits(
                1_000_000, 50_000, 1_000, 100, 30_000, 3, 1_000, 100, Duration.ofSeconds(10), 64L << 20);
        DocParser limited = new DocParser(
                LinkSettings.BUILT_IN,
                new SafeMarkdown(Parser.builder().build()::parse, fewLinks),
                DocParser.mdxParser());
        DocParser limitedMdx = new DocParser(
                LinkSettings.BUILT_IN,
                DocParser.markdownParser(),
                new SafeMarkdown(
                        Parser.builder(new MutableDataSet()
                                        .set(Parser.INDENTED_CODE_BLOCK_PARSER, false)
                                        .set(Parser.HTML_BLOCK_PARSER, false))
                                .build()::parse,
                        fewLinks));
        ResultsCache second = open();
        Read fewer = read(Optional.of(second), limitedMdx);
        assertEquals(List.of(0, 1), counts(second).subList(0, 2));
        assertEquals(read(Optional.empty(), limitedMdx), fewer);
        assertEquals(3, fewer.doc().orElseThrow().links().size());
        ResultsCache third = open();
        read(Optional.of(third), limited);
        assertEquals(List.of(0, 1), counts(third).subList(0, 2), "the limits of .md files are in the key too");
    }

    /** The key the index gives the docs' kind without making a parser is the one a parser would give. */
    @Test
    void theKeyWithoutAParserIsTheParsersKey() {
        List<LinkComponent> components =
                LinkSettings.of("/", "error", List.of("Card:link"), "public").components();
        assertEquals(
                new DocParser(components).configuration(),
                DocParseConfiguration.of(components, MarkdownLimits.DEFAULT, MarkdownLimits.DEFAULT));
    }

    /** How long a parse takes says as much about the machine as about the doc: over its budget, it is not kept. */
    @Test
    void aParseOverItsTimeBudgetIsNotCached() throws IOException {
        write(RICH);
        MarkdownLimits quick = new MarkdownLimits(
                1_000_000, 50_000, 1_000, 100, 30_000, 10_000, 1_000, 100, Duration.ofMillis(20), 64L << 20);
        Parser flexmark = Parser.builder().build();
        SafeMarkdown slow = new SafeMarkdown(
                text -> {
                    try {
                        Thread.sleep(500);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return flexmark.parse(text);
                },
                quick);
        DocParser parser = new DocParser(LinkSettings.BUILT_IN, slow, slow);
        for (int run = 0; run < 2; run++) {
            ResultsCache cache = open();
            Read read = read(Optional.of(cache), parser);
            assertTrue(read.findings().stream().anyMatch(f -> f.message().key().equals("doc-limit.time")));
            assertEquals(List.of(0, 1), counts(cache).subList(0, 2), "run " + run);
            save(cache);
        }
    }

    /** A right file, a doc entry whose value is nonsense: a miss, and the doc is parsed as if there were none. */
    @Test
    void aDocEntryThatDecodesToNonsenseIsAMiss() throws IOException {
        write(RICH);
        byte[] hash = ResultsCache.sha256(Files.readAllBytes(root().resolve(DOC)));
        String key = ResultsCache.kindKey("1.0-test", "doc", new DocParser().configuration());
        List<String> values = List.of(
                "{\"findings\":[]}",
                "{\"findings\":[],\"headings\":[],\"links\":[[\"/x/\",\"TELEPORT\",1,1,null,null]],\"anchors\":[],"
                        + "\"draft\":false,\"sessions\":[]}",
                "{\"findings\":[],\"headings\":[],\"links\":[[\"/x/\",\"INLINE\",1,1]],\"anchors\":[],"
                        + "\"draft\":false,\"sessions\":[]}",
                "{\"findings\":[],\"headings\":[],\"links\":[[\"/x/\",\"INLINE\",1,1,[1,3,1],null]],\"anchors\":[],"
                        + "\"draft\":false,\"sessions\":[]}",
                "{\"findings\":[],\"headings\":[],\"links\":[[\"/x/\",\"INLINE\",1,1,[2,3,1,1],null]],\"anchors\":[],"
                        + "\"draft\":false,\"sessions\":[]}",
                "{\"findings\":[],\"headings\":[],\"links\":[],\"anchors\":[],\"draft\":7,\"sessions\":[]}");
        for (String value : values) {
            CacheLines.write(cacheDir(), Map.of("doc", key), List.of(CacheLines.entry("doc", DOC, hash, value)));
            ResultsCache cache = open();
            assertEquals(full(), read(cache));
            assertEquals(List.of(0, 1), counts(cache).subList(0, 2));
        }
    }
}
