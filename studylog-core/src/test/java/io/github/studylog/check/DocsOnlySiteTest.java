package io.github.studylog.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Starlight site without CHATGPT.md and records is a docs-only site: a note, never template-missing. */
class DocsOnlySiteTest {

    @TempDir
    Path dir;

    private CheckOutcome run() {
        return new StudylogCheck()
                .run(new CheckRequest(
                        ContentLayout.defaults(dir),
                        EnumSet.of(Part.RECORDS),
                        Optional.empty(),
                        Optional.empty(),
                        "test"));
    }

    private void write(String path, String text) throws IOException {
        Files.createDirectories(dir.resolve(path).getParent());
        Files.writeString(dir.resolve(path), text);
    }

    @Test
    void docsWithoutRecordsGetANoteAndNoFinding() throws IOException {
        write("src/content/docs/index.md", "---\ntitle: ホーム\n---\n\n[ガイド](/guide/)\n");
        write("src/content/docs/guide.md", "---\ntitle: ガイド\n---\n");
        CheckOutcome outcome = run();
        assertEquals(List.of(), outcome.result().findings());
        assertEquals(
                List.of("templates.docs-only"),
                outcome.result().notes().stream().map(Message::key).toList());
    }

    @Test
    void recordsWithoutTheInstructionsStillNeedThem() throws IOException {
        write("src/content/docs/index.md", "---\ntitle: ホーム\n---\n");
        write("reviews/web-cache.yaml", "id: web-cache\n");
        List<String> rules = run().result().findings().stream()
                .map(Finding::ruleId)
                .distinct()
                .toList();
        assertEquals(true, rules.contains("template-missing"), rules.toString());
    }
}
