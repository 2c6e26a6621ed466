package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Diagram files and CHATGPT.md's templates through the per-file results cache (kinds {@code diagram} and
 * {@code templates}), over whole runs: an unchanged file is not validated or compiled again, an edited one is, and
 * either way the reports, the console findings and the diagrams page are the bytes of a full run
 * ({@code incremental=false}).
 */
class DiagramsCacheRunTest {

    private static final List<String> OUTPUTS =
            List.of("report.json", "report.sarif", "TEST-studylog.xml", "diagrams/index.html");
    private static final String DIAGRAM = "diagrams/web-cache/revalidate.json";

    @TempDir
    Path dir;

    private record Outcome(
            Map<String, byte[]> outputs, List<String> lines, int hits, int misses, List<Integer> templates) {}

    private static CheckRequest request(TestRepo repo) {
        return new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                Optional.empty(),
                Optional.empty(),
                "1.0-test");
    }

    private static Outcome run(TestRepo repo, boolean incremental) throws IOException {
        CheckRequest check = request(repo);
        Path cacheDir = repo.root().resolve("target/studylog-cache");
        RunRequest run =
                new RunRequest(check, "check", ConsoleFormat.PLAIN, false, incremental, cacheDir, "3.9.16", Map.of());
        ListLog log = new ListLog();
        int hits = 0;
        int misses = 0;
        List<Integer> templates = List.of();
        if (incremental) {
            ResultsCache cache = ResultsCache.open(cacheDir, StudylogRun.buildKey(check), RuleCatalog.all());
            RunOutputs.recheck(run, log, cache);
            hits = cache.hits("diagram");
            misses = cache.misses("diagram");
            templates = List.of(cache.hits("templates"), cache.misses("templates"));
            cache.save();
        } else {
            new StudylogRun().run(run, log);
        }
        Map<String, byte[]> outputs = RunOutputs.read(check, OUTPUTS);
        // the console without its timings (the summary's "in N ms" and each picture's time differ run to run)
        List<String> lines =
                log.lines().stream().map(l -> l.replaceAll("[0-9]+ ms", "N ms")).toList();
        return new Outcome(outputs, lines, hits, misses, templates);
    }

    /** A cached run, then a full run: the same bytes and lines; the cached run's diagram hits and misses. */
    private static List<Integer> sameAsFullRun(TestRepo repo) throws IOException {
        return sameAsFullRun(repo, o -> List.of(o.hits(), o.misses()));
    }

    /** A cached run, then a full run: the same bytes and lines; what {@code counts} reads of the cached run. */
    private static List<Integer> sameAsFullRun(
            TestRepo repo, java.util.function.Function<Outcome, List<Integer>> counts) throws IOException {
        Outcome cached = run(repo, true);
        Outcome full = run(repo, false);
        assertEquals(full.lines(), cached.lines());
        RunOutputs.assertSameBytes(full.outputs(), cached.outputs());
        return counts.apply(cached);
    }

    @Test
    void anUnchangedDiagramIsNotValidatedAgainAndTheRunIsTheSameAsAFullOne() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        Outcome first = run(repo, true);
        assertEquals(List.of(0, 1), List.of(first.hits(), first.misses()));

        assertEquals(List.of(1, 0), sameAsFullRun(repo));
    }

    @Test
    void anEditedDiagramIsValidatedAgainAndItsNewFindingsAreReported() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        run(repo, true);
        repo.replace(DIAGRAM, "\"sequence\"", "\"sequnce\"");

        assertEquals(List.of(0, 1), sameAsFullRun(repo));
        Outcome again = run(repo, true);
        assertEquals(List.of(1, 0), List.of(again.hits(), again.misses()));
        assertTrue(
                again.lines().stream().anyMatch(l -> l.contains(DIAGRAM) && l.contains("[diagram-type-unknown]")),
                again.lines()::toString);
    }

    @Test
    void aDiagramThatNoLongerParsesIsAMissAndItsSyntaxFindingComesBackFromTheCache() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        run(repo, true);
        repo.write(DIAGRAM, "{\"schema_version\": 1, 図\n");

        assertEquals(List.of(0, 1), sameAsFullRun(repo));
        assertEquals(List.of(1, 0), sameAsFullRun(repo));
    }

    @Test
    void anUnchangedInstructionsFileIsNotCompiledAgainAndOneWithAFindingIsNeverCached() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        assertEquals(List.of(0, 1), run(repo, true).templates());
        assertEquals(List.of(1, 0), run(repo, true).templates());
        repo.replace("CHATGPT.md", "template=review", "template=reveiw");

        assertEquals(List.of(0, 1), sameAsFullRun(repo, Outcome::templates));
        assertEquals(List.of(0, 1), sameAsFullRun(repo, Outcome::templates));
        assertTrue(run(repo, false).lines().stream().anyMatch(l -> l.contains("[template-missing]")));
    }
}
