package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocLink;
import io.github.studylog.docs.DocParser;
import io.github.studylog.due.CitationDue;
import io.github.studylog.due.CitationNote;
import io.github.studylog.due.DueCheck;
import io.github.studylog.due.DuePolicy;
import io.github.studylog.due.DueReport;
import io.github.studylog.due.DueSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * The citation reader: the input is a doc (Japanese prose with links and parentheses in the seeds), parsed as
 * Markdown and as MDX and read for its citations. Every external link is one citation, each finding is well formed
 * and inside the text, and each parenthesis read lies inside the words after its link.
 */
class CitationFuzzTest {

    private static final String MD = "src/content/docs/fuzz.md";
    private static final String MDX = "src/content/docs/fuzz.mdx";
    private static final DueSettings SETTINGS =
            new DueSettings(LocalDate.of(2026, 12, 3), 30, false, Optional.of("https://docs.aws.amazon.com/"));

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void citations(byte[] input) {
        Optional<String> text = FuzzContract.decode(MD, input);
        if (text.isEmpty()) {
            return;
        }
        for (String path : List.of(MD, MDX)) {
            Doc doc = new DocParser().parse(path, text.get(), new FindingSink());
            for (DocLink link : doc.links()) {
                link.prose().flatMap(p -> CitationNote.read(p.after())).ifPresent(note -> {
                    String after = link.prose().get().after();
                    assertTrue(
                            0 <= note.start() && note.start() <= note.end() && note.end() < after.length(),
                            "the parenthesis lies in the words after the link");
                    note.date().ifPresent(d -> assertTrue(note.start() <= d.start() && d.end() <= note.end()));
                });
            }
            FindingSink sink = new FindingSink();
            DueReport report = new DueCheck(DuePolicy.NONE, SETTINGS).run(List.of(doc), List.of(), sink);
            long external = doc.links().stream()
                    .filter(l -> !l.image() && l.prose().isPresent())
                    .count();
            assertTrue(report.citations().size() >= external - localLinks(doc), "every external link is a citation");
            assertEquals(
                    report.citations().size(),
                    report.counts().values().stream().mapToInt(i -> i).sum());
            List<Finding> findings = sink.sorted();
            assertFindings(findings, path, text.get());
            for (CitationDue c : report.citations()) {
                assertTrue(c.line() >= 1 && c.column() >= 1);
            }
        }
    }

    private static long localLinks(Doc doc) {
        return doc.links().stream()
                .filter(l -> l.prose().isPresent()
                        && l.url().matches("(?i)\\s*https?://" + "(localhost|127\\.0\\.0\\.1|\\[::1]|0\\.0\\.0\\.0).*"))
                .count();
    }
}
