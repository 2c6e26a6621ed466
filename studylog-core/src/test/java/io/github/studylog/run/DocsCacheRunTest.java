package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs through the per-file results cache, over whole runs: after each kind of change, a run through the cache
 * writes exactly the bytes (report.json, report.sarif, TEST-studylog.xml) and console findings of a full run
 * ({@code incremental=false}); the doc kind's hit and miss counts show which docs were parsed again. The cross-file
 * checks (links between docs, anchors, reviews, sessions cited) always run, so a change to one doc changes the
 * verdict of the docs that link to it though they come from the cache. Each key component of the doc kind has a
 * test that fails when it is left out of the key.
 */
class DocsCacheRunTest {

    private static final List<String> OUTPUTS = List.of("report.json", "report.sarif", "TEST-studylog.xml");
    private static final String DOCS = "src/content/docs/web/";
    private static final String CACHE = DOCS + "cache.md";
    private static final String NOTES = DOCS + "notes.mdx";
    private static final String CARD = "Card:link";

    @TempDir
    Path dir;

    /**
     * The clean repo (two docs) plus docs with every kind of per-file and cross-file doc finding: a front matter
     * that does not close, YAML that does not load, a link to a missing anchor and to a missing page, a link to
     * another doc's heading, a component link (read only with {@link #CARD}), session cites, an unknown review.
     */
    private TestRepo repo() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        repo.write(NOTES, """
                ---
                title: 覚え書き
                slug: web/memo
                draft: false
                ---

                ## キャッシュの覚え書き

                [Cache-Control の節](/web/cache/#cache-control) と [ない節](/web/cache/#存在しない)。
                [消えたページ](/web/gone/) と [相対リンク](../cache/)。

                <Card link="/web/nowhere/" />
                <div id="jsx-anchor">x</div>

                2026-10-01-web-cache-01（Issue #21）と 2026-10-03-web-cache-02（Issue #99）で扱った。
                2026-12-31-web-none-01 は存在しない。
                """);
        repo.write(DOCS + "broken.md", "---\ntitle: 閉じない\n\n本文 [a](/web/cache/)\n");
        repo.write(DOCS + "yaml.md", "---\ntitle: [壊れた\nreview: web-cache\n---\n\n## 見出し\n");
        repo.write(DOCS + "review.md", "---\ntitle: 復習\nreview: web-cash\n---\n\n## 復習\n\n[注記](/web/memo/)\n");
        return repo;
    }

    private static final int DOCS_COUNT = 2 + 4;

    private record Outcome(Map<String, byte[]> outputs, List<String> findings, int docHits, int docMisses) {}

    private static CheckRequest request(TestRepo repo, String version, List<String> components) {
        return new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                version,
                LinkSettings.of("/", "error", components, "public"));
    }

    private static CheckRequest request(TestRepo repo) {
        return request(repo, "1.0-test", List.of());
    }

    private static RunRequest runRequest(TestRepo repo, CheckRequest check, boolean incremental) {
        return new RunRequest(
                check, "check", ConsoleFormat.PLAIN, false, incremental, cacheDir(repo), "3.9.16", Map.of());
    }

    private static Path cacheDir(TestRepo repo) {
        return repo.root().resolve("target/studylog-cache");
    }

    /** A run through the cache in the cache folder (opened, used and saved as a run does), or a full run. */
    private static Outcome run(TestRepo repo, CheckRequest check, boolean incremental) {
        ListLog log = new ListLog();
        RunResult result;
        int hits = 0;
        int misses = 0;
        if (incremental) {
            ResultsCache cache = ResultsCache.open(cacheDir(repo), StudylogRun.buildKey(check), RuleCatalog.all());
            result = RunOutputs.recheck(runRequest(repo, check, true), log, cache);
            hits = cache.hits("doc");
            misses = cache.misses("doc");
            try {
                cache.save();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } else {
            result = new StudylogRun().run(runRequest(repo, check, false), log);
            assertFalse(result.replayed());
        }
        Map<String, byte[]> outputs = RunOutputs.read(check, OUTPUTS);
        List<String> findings = log.lines().stream()
                .filter(l -> l.startsWith("E ") || l.startsWith("W "))
                .toList();
        return new Outcome(outputs, findings, hits, misses);
    }

    /** A cached run, then a full run: the same bytes and findings; the cached run's doc hits and misses. */
    private static List<Integer> sameAsFullRun(TestRepo repo, CheckRequest check) {
        Outcome cached = run(repo, check, true);
        Outcome full = run(repo, check, false);
        assertEquals(full.findings(), cached.findings());
        RunOutputs.assertSameBytes(full.outputs(), cached.outputs());
        return List.of(cached.docHits(), cached.docMisses());
    }

    /** Primes the cache, changes the repo, and checks the next cached run (and the one after it) against full runs. */
    private List<Integer> afterChange(UnaryOperator<TestRepo> change) {
        TestRepo repo = repo();
        Outcome first = run(repo, request(repo), true);
        assertEquals(List.of(0, DOCS_COUNT), List.of(first.docHits(), first.docMisses()), "the first run parses all");
        change.apply(repo);
        List<Integer> changed = sameAsFullRun(repo, request(repo));
        assertEquals(0, sameAsFullRun(repo, request(repo)).get(1), "what that run wrote back serves the next whole");
        return changed;
    }

    @Test
    void theFixtureHasFindingsOfEveryKind() {
        TestRepo repo = repo();
        String findings = String.join("\n", run(repo, request(repo), false).findings());
        for (String rule : List.of("doc-front-matter", "doc-link", "doc-review-unknown", "doc-session")) {
            assertTrue(findings.contains("[" + rule), rule + " in\n" + findings);
        }
    }

    @Test
    void anUnchangedRepoParsesNoDoc() {
        TestRepo repo = repo();
        run(repo, request(repo), true);
        assertEquals(List.of(DOCS_COUNT, 0), sameAsFullRun(repo, request(repo)));
        assertTrue(Files.isRegularFile(cacheDir(repo).resolve(ResultsCache.FILE)));
    }

    /** The edit breaks the anchor another doc links to: that doc comes from the cache, its finding from the check. */
    @Test
    void anEditedDocIsParsedAgainAndTheDocsLinkingToItAreCheckedAgain() {
        assertEquals(List.of(DOCS_COUNT - 1, 1), afterChange(r -> r.replace(CACHE, "## Cache-Control", "## キャッシュ制御")));
    }

    @Test
    void aRenamedDocIsParsedUnderItsNewNameAndItsOldLinksBreak() {
        assertEquals(List.of(DOCS_COUNT - 1, 1), afterChange(r -> {
            String text = r.read(CACHE);
            r.delete(CACHE);
            return r.write(DOCS + "caching.md", text);
        }));
    }

    @Test
    void aDeletedDocBreaksTheLinksToIt() {
        assertEquals(List.of(DOCS_COUNT - 1, 0), afterChange(r -> r.delete(CACHE)));
    }

    @Test
    void anAddedDocIsParsedAndMendsTheLinksToIt() {
        assertEquals(List.of(DOCS_COUNT, 1), afterChange(r -> r.write(DOCS + "gone.md", "## 戻ってきた\n")));
    }

    /** Key component: the link components. A new one changes what a doc's parse finds: every doc is parsed again. */
    @Test
    void anotherLinkComponentParsesEveryDocAgain() {
        TestRepo repo = repo();
        run(repo, request(repo), true);
        CheckRequest card = request(repo, "1.0-test", List.of(CARD));
        Outcome full = run(repo, card, false);
        assertTrue(String.join("\n", full.findings()).contains("/web/nowhere/"), "the component's link is checked");
        assertEquals(List.of(0, DOCS_COUNT), sameAsFullRun(repo, card));
        assertEquals(List.of(DOCS_COUNT, 0), sameAsFullRun(repo, card));
        assertEquals(List.of(0, DOCS_COUNT), sameAsFullRun(repo, request(repo)), "and back");
    }

    /** Only the parse is cached: the site's base changes every link's verdict, and no doc is parsed again for it. */
    @Test
    void aCrossFileSettingChangesTheVerdictWithoutAParse() {
        TestRepo repo = repo();
        run(repo, request(repo), true);
        CheckRequest resolve = new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                "1.0-test",
                LinkSettings.of("/", "resolve", List.of(), "public"));
        assertFalse(run(repo, resolve, false)
                .findings()
                .equals(run(repo, request(repo), false).findings()));
        assertEquals(List.of(DOCS_COUNT, 0), sameAsFullRun(repo, resolve));
    }

    /** Key component: the plugin's build. Another version parses every doc again, though nothing else changed. */
    @Test
    void anotherPluginVersionParsesEveryDocAgain() {
        TestRepo repo = repo();
        run(repo, request(repo), true);
        assertEquals(List.of(0, DOCS_COUNT), sameAsFullRun(repo, request(repo, "1.1-test", List.of())));
        assertEquals(List.of(DOCS_COUNT, 0), sameAsFullRun(repo, request(repo, "1.1-test", List.of())));
    }

    @Test
    void aDamagedCacheFileIsNoCache() throws IOException {
        TestRepo repo = repo();
        run(repo, request(repo), true);
        Path file = cacheDir(repo).resolve(ResultsCache.FILE);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(file, bytes);
        assertEquals(List.of(0, DOCS_COUNT), sameAsFullRun(repo, request(repo)));
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 3));
        assertEquals(List.of(0, DOCS_COUNT), sameAsFullRun(repo, request(repo)));
        assertEquals(List.of(DOCS_COUNT, 0), sameAsFullRun(repo, request(repo)));
    }

    /** One file for every kind: the records' entries and the docs' live side by side and each kind hits. */
    @Test
    void recordsAndDocsShareOneFile() {
        TestRepo repo = repo();
        run(repo, request(repo), true);
        ResultsCache cache = ResultsCache.open(cacheDir(repo), "1.0-test", RuleCatalog.all());
        RunOutputs.recheck(runRequest(repo, request(repo), true), new ListLog(), cache);
        assertEquals(List.of(DOCS_COUNT, 0), List.of(cache.hits("doc"), cache.misses("doc")));
        assertEquals(List.of(1, 0), List.of(cache.hits("review"), cache.misses("review")));
        assertEquals(List.of(2, 0), List.of(cache.hits("session"), cache.misses("session")));
    }

    /**
     * The stat check, for records and docs alike: in a repo whose files were last written an hour ago, a rerun
     * reads and hashes no file, and gives the bytes of a full run; an edited file (a new size and time) is the one
     * hashed.
     */
    @Test
    void aRepoOfOldFilesIsRecheckedWithoutReadingAnyOfThem() throws IOException {
        TestRepo repo = repo();
        FileTime old = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(repo.root())) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        for (Path file : files) {
            Files.setLastModifiedTime(file, old);
        }
        run(repo, request(repo), true);
        assertEquals(0, hashedByARun(repo), "nothing read");
        String session = "sessions/2026-10-01-web-cache-01.yaml";
        repo.replace(CACHE, "## Cache-Control", "## キャッシュ制御");
        repo.replace(session, "asked: true", "asked: maybe");
        // each edited file is read and hashed once, for its own kind: the directives kind (does it hold
        // `studylog-`?) keeps what the pass found in the same text, under the same hash and stat
        assertEquals(2, hashedByARun(repo), "the edited doc and session, written just now");
        assertEquals(2, hashedByARun(repo), "written less than 2 s before they were hashed: racy, hashed again");
        for (String edited : List.of(CACHE, session)) {
            Files.setLastModifiedTime(repo.root().resolve(edited), FileTime.fromMillis(old.toMillis() + 1_000));
        }
        assertEquals(2, hashedByARun(repo), "a new time");
        assertEquals(0, hashedByARun(repo), "hashed long after they were written: their stat is trusted");
    }

    /** A cached run (checked against a full run) and how many files it hashed. */
    private static int hashedByARun(TestRepo repo) {
        ResultsCache cache = ResultsCache.open(cacheDir(repo), "1.0-test", RuleCatalog.all());
        List<Finding> cached = RunOutputs.recheck(runRequest(repo, request(repo), true), new ListLog(), cache)
                .outcome()
                .orElseThrow()
                .result()
                .findings();
        try {
            cache.save();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertEquals(
                new StudylogRun()
                        .run(runRequest(repo, request(repo), false), new ListLog())
                        .outcome()
                        .orElseThrow()
                        .result()
                        .findings(),
                cached);
        return cache.hashed();
    }
}
