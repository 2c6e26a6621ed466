package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.Templates;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The records pass reads files on a pool; whatever order the threads finish in, the findings and the record set
 * equal those of a one-thread run. The repo has more sessions than one task's chunk, with a broken one every few.
 */
class RecordsParallelTest {

    @Test
    void aParallelRunGivesExactlyTheSequentialResult(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        String template = repo.read("sessions/2026-10-01-web-cache-01.yaml");
        for (int i = 1; i <= 300; i++) {
            String id = String.format("2026-11-%02d-web-cache-%02d", 1 + i % 28, i % 100);
            String text = template.replace("2026-10-01-web-cache-01", id)
                    .replace("date: 2026-10-01", "date: 2026-11-" + String.format("%02d", 1 + i % 28))
                    .replace("issue: 21", "issue: " + (100 + i));
            if (i % 7 == 0) {
                text = text.replace("section: Cache-Control", "section: 存在しない見出し");
            }
            if (i % 11 == 0) {
                text = text.replace("asked: true", "asked: はい");
            }
            if (i % 13 == 0) {
                text = text + "  : [壊れた\n";
            }
            repo.write("sessions/" + id + "-" + i + ".yaml", text);
        }
        List<Finding> sequential = findings(repo, 1);
        List<Finding> parallel = findings(repo, 4);
        assertTrue(sequential.size() > 100, "the repo has many findings: " + sequential.size());
        assertEquals(sequential, parallel);
    }

    private static List<Finding> findings(TestRepo repo, int threads) {
        Path root = repo.root();
        ContentLayout layout = ContentLayout.defaults(root);
        ContentFiles files = new ContentFiles(new RepoPaths(root));
        FindingSink sink = new FindingSink();
        Templates templates = new TemplateCatalog().load("CHATGPT.md", repo.read("CHATGPT.md"), false, sink);
        RecordsResult result = new RecordsCheck(layout, files, new DocIndex(files, sink), threads).run(templates, sink);
        List<Finding> all = new ArrayList<>(sink.sorted());
        all.add(Finding.of(
                RecordRules.RECORD_VALUE,
                "(order)",
                0,
                0,
                "test.text",
                String.join(",", result.records().sessions().keySet())));
        return all;
    }
}
