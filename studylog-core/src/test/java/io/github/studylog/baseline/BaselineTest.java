package io.github.studylog.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.records.RecordRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The baseline file on its own: its order, its matching, what counts as fixed, and a file that is no baseline. */
class BaselineTest {

    private static final String SESSION = "sessions/2026-10-05-web-cache-03.yaml";
    private static final String REVIEW = "reviews/web-cache.yaml";

    @TempDir
    Path dir;

    private static Finding value(String path, int line, String key) {
        return Finding.of(RecordRules.RECORD_VALUE, path, line, 3, "record-value.must-be", key, "<date>");
    }

    private static List<Finding> findings() {
        return List.of(value(SESSION, 2, "date"), value(SESSION, 9, "date"), value(REVIEW, 5, "last_reviewed"));
    }

    @Test
    void entriesAreKeptInOneOrderWhateverOrderTheyCameIn() {
        List<Baseline.Entry> entries = Baseline.of(findings()).entries();
        List<Baseline.Entry> reversed = new ArrayList<>(entries);
        Collections.reverse(reversed);
        assertEquals(
                List.of(REVIEW, SESSION, SESSION),
                entries.stream().map(Baseline.Entry::path).toList());
        assertEquals(entries, new Baseline(reversed).entries());
        assertEquals(new Baseline(entries).render(), new Baseline(reversed).render());
    }

    @Test
    void aFindingItListsIsSuppressedAndTheOthersAreKeptInTheirOrder() {
        Baseline baseline = Baseline.of(List.of(value(SESSION, 2, "date")));
        Finding moved = value(SESSION, 4, "date"); // the same finding two lines lower: the same fingerprint
        Finding fresh = value(REVIEW, 5, "last_reviewed");
        Finding second = value(SESSION, 9, "date"); // the second of its kind in the file: another occurrence
        List<Finding> run = List.of(second, fresh, moved);

        Baseline.Match match = baseline.match(run, Set.of(SESSION, REVIEW));
        assertEquals(List.of(fresh, second), match.findings(), "in the findings' order, not the run's");
        assertEquals(List.of(new Suppressed(moved, Suppressed.Kind.EXTERNAL)), match.suppressed());
        assertEquals(0, match.fixed());
    }

    @Test
    void onlyTheEntriesOfTheFilesThisRunCheckedCountAsFixed() {
        Finding diagram = Finding.of(
                RecordRules.RECORD_VALUE,
                "diagrams/web-cache/flow.json",
                1,
                1,
                "record-value.must-be",
                "type",
                "<text>");
        Baseline baseline = Baseline.of(List.of(value(SESSION, 2, "date"), diagram));
        assertEquals(
                1,
                baseline.match(List.of(), Set.of(SESSION, REVIEW)).fixed(),
                "the diagram's entry is not counted by a goal that did not check it");
        assertEquals(
                2,
                baseline.match(List.of(), Set.of(SESSION, "diagrams/web-cache/flow.json"))
                        .fixed());
    }

    @Test
    void theWrittenFileReadsBackAsTheSameBaseline() throws IOException {
        Baseline baseline = Baseline.of(findings());
        Path file = Files.writeString(dir.resolve(Baseline.FILE), baseline.render());
        assertEquals(Optional.of(baseline), Baseline.read(file));
        assertEquals(Optional.empty(), Baseline.read(dir.resolve("none.json")), "no file, no baseline");
    }

    @Test
    void aFileThatIsNoBaselineIsAWrongRequestWithAdvice() throws IOException {
        Path file = dir.resolve(Baseline.FILE);
        String advice = ". Run `mvn studylog:baseline` to write it again, or point studylog.baseline at another file.";
        Files.writeString(file, "{\"version\": 2, \"entries\": []}");
        assertEquals(
                "studylog cannot read the baseline " + file + ": it has no `\"version\": 1` and `entries` list"
                        + advice,
                assertThrows(InvalidRequestException.class, () -> Baseline.read(file))
                        .getMessage());
        Files.writeString(file, "{\"version\": 1, \"entries\": [{\"rule\": \"record-value\", \"path\": \"a\"}]}");
        assertEquals(
                "studylog cannot read the baseline " + file + ": an entry lacks its `rule`, `path` or "
                        + "`fingerprint`" + advice,
                assertThrows(InvalidRequestException.class, () -> Baseline.read(file))
                        .getMessage());
        Files.writeString(file, "記録ではない");
        assertEquals(
                true,
                assertThrows(InvalidRequestException.class, () -> Baseline.read(file))
                        .getMessage()
                        .startsWith("studylog cannot read the baseline " + file + ": "));
    }
}
