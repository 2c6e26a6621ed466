package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.RuleDocs;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs in the watch loop: the results cache it keeps in memory holds the docs too, so a save of one doc is seen
 * (never a stale doc from memory), the docs linking to it are checked again, and the loop's cache, saved when it
 * ends, serves the next run every doc.
 */
class WatchLoopDocsTest {

    private static final String CACHE_DOC = "src/content/docs/web/cache.md";
    private static final String BROKEN = "E + " + CACHE_DOC + ":19:1: error [doc-link-page] `/web/none/` is no page"
            + " of the site; the nearest page is `/web/cache/` (" + RuleDocs.PUBLISHED_URL
            + "rules/doc-link-page.html)";

    @TempDir
    Path dir;

    @Test
    void aSavedDocIsSeenAndTheLoopsCacheKeepsEveryDoc() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        CheckRequest check = new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                "1.0-test");
        Path cacheDir = repo.root().resolve("target/studylog-cache");
        RunRequest request = new RunRequest(check, "watch", ConsoleFormat.PLAIN, false, true, cacheDir, "", Map.of());
        ListLog log = new ListLog();
        String text = repo.read(CACHE_DOC);
        try (WatchLoop loop = new WatchLoop(request, log, System::currentTimeMillis)) {
            loop.recheck(System.currentTimeMillis());
            int before = log.lines().size();
            repo.write(CACHE_DOC, text + "\n[どこにもない](/web/none/)\n");
            loop.recheck(System.currentTimeMillis());
            List<String> broke = log.lines().subList(before, log.lines().size());
            assertEquals(BROKEN, broke.get(0), broke.toString());
            int afterBreak = log.lines().size();
            repo.write(CACHE_DOC, text);
            loop.recheck(System.currentTimeMillis());
            List<String> fixed = log.lines().subList(afterBreak, log.lines().size());
            assertTrue(fixed.get(0).startsWith("I - " + CACHE_DOC + ":19:1: error [doc-link-page]"), fixed.toString());
        }
        ResultsCache next = ResultsCache.open(cacheDir, "1.0-test", RuleCatalog.all());
        RunOutputs.recheck(request, new ListLog(), next);
        assertEquals(List.of(2, 0), List.of(next.hits("doc"), next.misses("doc")), "saved when the loop ended");
    }
}
