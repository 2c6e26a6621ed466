package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.records.RecordsResult;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The records' per-file results cache over whole runs: after each kind of change, a run through the cache writes
 * exactly the bytes (report.json, report.sarif, TEST-studylog.xml) and console findings of a full run
 * ({@code incremental=false}), and its hit and miss counts show which files were read again. Each key component
 * has a test that fails when it is left out of the key.
 */
class RecordsCacheRunTest {

    private static final List<String> OUTPUTS = List.of("report.json", "report.sarif", "TEST-studylog.xml");
    private static final String FIRST = "sessions/2026-10-01-web-cache-01.yaml";

    @TempDir
    Path dir;

    /** The clean repo plus sessions with every kind of per-file finding (YAML, schema, placeholder, pending). */
    private TestRepo repo() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        String template = repo.read(FIRST);
        for (int i = 1; i <= 12; i++) {
            String id = String.format("2026-11-%02d-web-cache-%02d", i, i);
            String text = template.replace("2026-10-01-web-cache-01", id)
                    .replace("date: 2026-10-01", "date: 2026-11-" + String.format("%02d", i))
                    .replace("issue: 21", "issue: " + (100 + i));
            switch (i % 4) {
                case 1 -> text = text.replace("section: Cache-Control", "section: 存在しない見出し");
                case 2 -> text = text.replace("asked: true", "asked: はい");
                case 3 -> text = text + "  : [壊れた\n";
                default -> text = text.replace("kind: learn", "kind: learn\nmood: 😀");
            }
            repo.write("sessions/" + id + ".yaml", text);
        }
        return repo;
    }

    private static final int FILES = 1 + 2 + 12;

    private record Outcome(Map<String, byte[]> outputs, List<String> findings, RecordsResult records) {}

    private static CheckRequest request(TestRepo repo, String version) {
        return new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                version);
    }

    private static Outcome run(TestRepo repo, CheckRequest check, boolean incremental) {
        Path cache = repo.root().resolve("target/studylog-cache");
        try {
            // the up-to-date replay would answer an unchanged rerun before the pass: these tests are of the pass
            Files.deleteIfExists(cache.resolve("up-to-date"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ListLog log = new ListLog();
        RunResult result = new StudylogRun()
                .run(
                        new RunRequest(
                                check, "check", ConsoleFormat.PLAIN, false, incremental, cache, "3.9.16", Map.of()),
                        log);
        assertFalse(result.replayed());
        Map<String, byte[]> outputs = RunOutputs.read(check, OUTPUTS);
        List<String> findings = log.lines().stream()
                .filter(l -> l.startsWith("E ") || l.startsWith("W "))
                .toList();
        return new Outcome(
                outputs, findings, result.outcome().orElseThrow().records().orElseThrow());
    }

    /** A cached run, then a full run: the same bytes and findings; the cached run's records result. */
    private static RecordsResult sameAsFullRun(TestRepo repo, CheckRequest check) {
        Outcome cached = run(repo, check, true);
        Outcome full = run(repo, check, false);
        assertEquals(full.findings(), cached.findings());
        RunOutputs.assertSameBytes(full.outputs(), cached.outputs());
        assertEquals(0, full.records().cacheHits() + full.records().cacheMisses(), "a full run has no cache");
        return cached.records();
    }

    /** Primes the cache, changes the repo, and checks the next cached run against a full run. */
    private RecordsResult afterChange(UnaryOperator<TestRepo> change) {
        TestRepo repo = repo();
        RecordsResult first = run(repo, request(repo, "1.0-test"), true).records();
        assertEquals(FILES, first.cacheMisses(), "the first run reads every file");
        change.apply(repo);
        RecordsResult changed = sameAsFullRun(repo, request(repo, "1.0-test"));
        // what that run wrote back (entries read before, as their bytes, and new ones) serves the next run whole
        RecordsResult next = sameAsFullRun(repo, request(repo, "1.0-test"));
        assertEquals(0, next.cacheMisses());
        return changed;
    }

    private static void hitsAndMisses(RecordsResult result, int hits, int misses) {
        assertEquals(List.of(hits, misses), List.of(result.cacheHits(), result.cacheMisses()), "hits, misses");
    }

    @Test
    void anUnchangedRepoIsAnsweredFromTheCacheWithTheSameBytes() {
        TestRepo repo = repo();
        run(repo, request(repo, "1.0-test"), true);
        RecordsResult second = sameAsFullRun(repo, request(repo, "1.0-test"));
        hitsAndMisses(second, FILES, 0);
        assertTrue(
                Files.isRegularFile(repo.root().resolve("target/studylog-cache").resolve(ResultsCache.FILE)));
    }

    @Test
    void theDuePolicyOfAnUnchangedInstructionsFileComesFromTheCacheAndAChangedOneIsReadAgain() {
        TestRepo repo = repo();
        String block = "\n```yaml studylog=due\nliving:\n  urls:\n    - https://developer.mozilla.org/\n"
                + "revisit_days:\n  hinted: 3\n```\n";
        repo.write("CHATGPT.md", repo.read("CHATGPT.md") + block);
        CheckRequest check = request(repo, "1.0-test");
        run(repo, check, true);
        byte[] full = dueJson(repo, check, false);
        assertArrayEquals(full, dueJson(repo, check, true), "the policy read back from the cache");
        repo.replace("CHATGPT.md", "hinted: 3", "hinted: 400");
        byte[] changed = dueJson(repo, check, true);
        assertFalse(java.util.Arrays.equals(full, changed), "a new interval changes what is due");
        assertArrayEquals(dueJson(repo, check, false), changed);
    }

    private static byte[] dueJson(TestRepo repo, CheckRequest check, boolean incremental) {
        run(repo, check, incremental);
        return RunOutputs.read(check, List.of("due.json")).get("due.json");
    }

    @Test
    void anEditedFileIsReadAgain() {
        hitsAndMisses(afterChange(r -> r.replace(FIRST, "asked: true", "asked: maybe")), FILES - 1, 1);
    }

    @Test
    void aSessionWhoseDateDiffersFromItsIdKeepsItsFindingThroughTheCache() {
        TestRepo repo = repo();
        repo.replace(FIRST, "date: 2026-10-01", "date: 2026-10-02");
        run(repo, request(repo, "1.0-test"), true);
        // the id rule is a rule of the file: its finding comes back with the file's cached ones
        Outcome cached = run(repo, request(repo, "1.0-test"), true);
        hitsAndMisses(cached.records(), FILES, 0);
        assertTrue(
                cached.findings().stream().anyMatch(l -> l.contains("session-date-mismatch")),
                cached.findings().toString());
        sameAsFullRun(repo, request(repo, "1.0-test"));
    }

    @Test
    void aDeletedFileChangesTheVerdictOfTheFilesThatNameIt() {
        // the review names the deleted session: its finding comes from the cross-file rules, which always run
        RecordsResult result = afterChange(r -> r.delete("sessions/2026-10-03-web-cache-02.yaml"));
        hitsAndMisses(result, FILES - 1, 0);
    }

    @Test
    void aRenamedFileIsReadAgainUnderItsNewName() {
        RecordsResult result = afterChange(r -> {
            String text = r.read(FIRST);
            r.delete(FIRST);
            return r.write("sessions/2026-10-01-web-cache-99.yaml", text);
        });
        hitsAndMisses(result, FILES - 1, 1);
    }

    @Test
    void anAddedFileIsRead() {
        RecordsResult result = afterChange(r -> r.write(
                "sessions/2026-12-01-web-cache-01.yaml",
                r.read(FIRST).replace("2026-10-01-web-cache-01", "2026-12-01-web-cache-01")));
        hitsAndMisses(result, FILES, 1);
    }

    @Test
    void aFileEditedBackToItsContentHits() throws IOException {
        TestRepo repo = repo();
        run(repo, request(repo, "1.0-test"), true);
        String text = repo.read(FIRST);
        repo.write(FIRST, text + "# a comment\n").write(FIRST, text);
        Path file = repo.root().resolve(FIRST);
        Files.setLastModifiedTime(
                file,
                java.nio.file.attribute.FileTime.fromMillis(
                        Files.getLastModifiedTime(file).toMillis() + 60_000));
        hitsAndMisses(sameAsFullRun(repo, request(repo, "1.0-test")), FILES, 0);
    }

    /** Key component: the template. The session template loses a key: every session is read again. */
    @Test
    void aChangedSessionTemplateReadsEverySessionAgain() {
        RecordsResult result = afterChange(r -> r.replace("CHATGPT.md", "narrative: <text>\n", ""));
        hitsAndMisses(result, 1, FILES - 1);
    }

    /** Key component: the template's shape (its lines, which messages quote) even where the schema is the same. */
    @Test
    void aTemplateMovedDownALineIsReadAgain() {
        RecordsResult result = afterChange(r -> r.replace("CHATGPT.md", "## Review テンプレート\n", "## Review テンプレート\n\n"));
        hitsAndMisses(result, 0, FILES);
    }

    /** Key component: the kind, with the path. The folders swap: each file is now of the other kind. */
    @Test
    void aLayoutThatReadsAFolderAsTheOtherKindReadsItAgain() {
        TestRepo repo = repo();
        run(repo, request(repo, "1.0-test"), true);
        ContentLayout d = ContentLayout.defaults(repo.root());
        CheckRequest swapped = new CheckRequest(
                new ContentLayout(
                        d.root(),
                        d.docs(),
                        d.sessions(),
                        d.reviews(),
                        d.diagrams(),
                        d.publicDiagrams(),
                        d.instructions(),
                        d.outputDir()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                "1.0-test");
        hitsAndMisses(sameAsFullRun(repo, swapped), 0, FILES);
    }

    /** Key component: the plugin version. Another version reads everything again, though nothing else changed. */
    @Test
    void anotherPluginVersionReadsEveryFileAgain() {
        TestRepo repo = repo();
        run(repo, request(repo, "1.0-test"), true);
        hitsAndMisses(sameAsFullRun(repo, request(repo, "1.1-test")), 0, FILES);
        hitsAndMisses(sameAsFullRun(repo, request(repo, "1.1-test")), FILES, 0);
    }

    @Test
    void incrementalOffNeitherReadsNorWritesTheCache() throws IOException {
        TestRepo repo = repo();
        Path file = repo.root().resolve("target/studylog-cache").resolve(ResultsCache.FILE);
        run(repo, request(repo, "1.0-test"), false);
        assertFalse(Files.exists(file), "nothing written");
        run(repo, request(repo, "1.0-test"), true);
        byte[] saved = Files.readAllBytes(file);
        repo.replace(FIRST, "asked: true", "asked: maybe");
        run(repo, request(repo, "1.0-test"), false);
        assertArrayEquals(saved, Files.readAllBytes(file), "not rewritten");
    }

    @Test
    void aBrokenCacheFileIsIgnored() throws IOException {
        TestRepo repo = repo();
        run(repo, request(repo, "1.0-test"), true);
        Path file = repo.root().resolve("target/studylog-cache").resolve(ResultsCache.FILE);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        hitsAndMisses(sameAsFullRun(repo, request(repo, "1.0-test")), 0, FILES);
        hitsAndMisses(sameAsFullRun(repo, request(repo, "1.0-test")), FILES, 0);
    }
}
