package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;
import static io.github.studylog.fuzz.FuzzContract.assertValidUnicode;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.apply.IssueInput;
import io.github.studylog.apply.IssueInputReader;
import io.github.studylog.apply.IssueRecordReader;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.template.SyncTemplate;
import io.github.studylog.template.TemplateCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code [Session Sync]} issue of {@code studylog:apply-sync}: the file {@code -Dstudylog.issue} names (a GitHub
 * {@code issues} event payload, {@code gh issue view --json} output, a sync-draft JSON or Markdown) is read, and
 * its body is read against the clean repo's session-sync template. A file of no issue form is a wrong parameter:
 * {@link InvalidRequestException}, the one documented exception, with a readable message.
 */
class IssueFuzzTest {

    @TempDir
    static Path dir;

    static Path file;
    static SyncTemplate template;

    @BeforeAll
    static void template() throws IOException {
        Path repo = FuzzContract.cleanRepo(dir.resolve("repo"));
        String md = Files.readString(repo.resolve("CHATGPT.md"), StandardCharsets.UTF_8);
        template = new TemplateCatalog()
                .load("CHATGPT.md", md, true, new FindingSink())
                .sessionSync()
                .orElseThrow();
        file = dir.resolve("issue.json");
    }

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void issue(byte[] input) {
        FuzzContract.write(file, input);
        IssueInput issue;
        try {
            issue = new IssueInputReader().read(file);
        } catch (InvalidRequestException e) {
            assertValidUnicode(e.getMessage());
            return;
        }
        IssueRecordReader.Outcome outcome = new IssueRecordReader().read(template, issue);
        // findings are located in the file a draft Markdown is, else in the issue body (named `issue #N`)
        String located = issue.form() == IssueInput.Form.MARKDOWN
                ? new String(input, StandardCharsets.UTF_8)
                : issue.body().orElse(null);
        assertFindings(outcome.findings(), issue.bodyName(), located);
    }
}
