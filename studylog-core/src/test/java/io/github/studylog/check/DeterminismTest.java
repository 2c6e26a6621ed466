package io.github.studylog.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.due.DueSettings;
import io.github.studylog.report.ReportInput;
import io.github.studylog.run.ReportFiles;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs of the whole pass plus the report files (what the Mojo writes) on the same content, the output
 * directory deleted in between, give the same tree under {@code target/studylog}, byte for byte, with nothing
 * excluded: the render cache's key files are a hash of the source, the plugin version and the renderer
 * settings, so they are part of the comparison too.
 */
class DeterminismTest {

    private static final Pattern CLOCK_TIME = Pattern.compile("\\d{2}:\\d{2}:\\d{2}");

    @Test
    void twoRunsWriteTheSameBytes(@TempDir Path dir) throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        repo.replace("reviews/web-cache.yaml", "last_reviewed: 2026-10-03", "last_reviewed: 2026-10-02");
        repo.write("public/diagrams/web-cache/壊れた図.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect>\n");
        Path out = repo.root().resolve("target/studylog");

        CheckOutcome first = runAndWrite(repo, out);
        assertFalse(first.result().findings().isEmpty(), "the run reports findings (a warning, a broken SVG)");
        Map<String, byte[]> one = tree(out);
        deleteTree(out);
        runAndWrite(repo, out);
        Map<String, byte[]> two = tree(out);

        assertEquals(one.keySet(), two.keySet());
        assertTrue(
                one.keySet()
                        .containsAll(java.util.List.of(
                                "report.json",
                                "report.sarif",
                                "TEST-studylog.xml",
                                "schemas/review.schema.json",
                                "diagrams/index.html",
                                "diagrams/web-cache/revalidate.svg",
                                "diagrams/web-cache/revalidate.png",
                                "diagrams/hand-drawn/web-cache/freshness.png")),
                one.keySet().toString());
        one.forEach((name, bytes) -> assertArrayEquals(bytes, two.get(name), name + " differs between runs"));

        String today = LocalDate.now(ZoneOffset.UTC).toString();
        for (Map.Entry<String, byte[]> file : one.entrySet()) {
            String text = new String(file.getValue(), StandardCharsets.ISO_8859_1);
            String utf8 = new String(file.getValue(), StandardCharsets.UTF_8);
            for (String absolute : new String[] {
                dir.toString(),
                dir.toUri().toString(),
                dir.toRealPath().toString(),
                System.getProperty("user.home"),
                System.getProperty("java.io.tmpdir")
            }) {
                assertFalse(utf8.contains(absolute), file.getKey() + " contains the absolute path " + absolute);
            }
            assertFalse(text.contains(today), file.getKey() + " contains today's date");
            if (!file.getKey().endsWith(".png")) {
                assertFalse(CLOCK_TIME.matcher(utf8).find(), file.getKey() + " contains a time of day");
            } else {
                assertFalse(text.contains("tIME"), file.getKey() + " has a PNG time chunk");
            }
        }
    }

    private static CheckOutcome runAndWrite(TestRepo repo, Path out) throws IOException {
        // the day what is due is judged on is an input (studylog.today), fixed here as a build that reproduces one does
        CheckOutcome outcome = new StudylogCheck()
                .run(new CheckRequest(
                                ContentLayout.defaults(repo.root()),
                                EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                                Optional.empty(),
                                Optional.empty(),
                                "1.0-test")
                        .with(DueSettings.now().on(LocalDate.of(2024, 2, 29))));
        java.util.List<String> failures = new ReportFiles(new OutputFiles(out))
                .write(outcome, ReportInput.of("1.0-test", outcome.result(), RuleCatalog.all()));
        if (!failures.isEmpty()) {
            throw new IOException("reports not written: " + failures);
        }
        return outcome;
    }

    private static Map<String, byte[]> tree(Path dir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return files;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
