package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.DocRules;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import io.github.studylog.suppress.InlineSuppressions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inline suppression comments ({@code <!-- studylog-… -->}, {@code {/* studylog-… *}{@code /}},
 * {@code # studylog-…}): the input is a doc (as Markdown and as MDX) and a record, each with a finding on every line
 * and one for the whole file. Whatever the comments say, every finding is either kept or suppressed, exactly once,
 * and the findings the comments add are well formed and on the input's lines.
 */
class SuppressionFuzzTest {

    private static final String MD = "src/content/docs/fuzz.md";
    private static final String MDX = "src/content/docs/fuzz.mdx";
    private static final String YAML = "reviews/fuzz.yaml";
    private static final Set<String> RULES = Set.of("doc-link-page", "suppression-unused", "suppression-no-rule");

    @TempDir
    static Path dir;

    @BeforeAll
    static void folders() throws IOException {
        Files.createDirectories(dir.resolve("src/content/docs"));
        Files.createDirectories(dir.resolve("reviews"));
    }

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void suppressions(byte[] input) {
        Optional<String> text = FuzzContract.decode(MD, input);
        if (text.isEmpty()) {
            return;
        }
        List<Finding> findings = new ArrayList<>();
        List<CheckedFile> checked = new ArrayList<>();
        int lines = text.get().split("\r\n|\r|\n", -1).length;
        for (String path : List.of(MD, MDX, YAML)) {
            FuzzContract.write(dir.resolve(path), input);
            checked.add(new CheckedFile(path, path.equals(YAML) ? FileKind.REVIEW : FileKind.DOC));
            findings.add(Finding.of(DocRules.DOC_LINK_PAGE, path, 0, 0, "doc-link-page.leaves-site", "../fuzz/"));
            for (int line = 1; line <= lines; line++) {
                findings.add(
                        Finding.of(DocRules.DOC_LINK_PAGE, path, line, 1, "doc-link-page.leaves-site", "../fuzz/"));
            }
        }
        InlineSuppressions.Result result =
                new InlineSuppressions(new ContentFiles(new RepoPaths(dir)), RULES).apply(findings, checked);

        Map<Finding, Integer> left = new HashMap<>();
        findings.forEach(f -> left.merge(f, 1, Integer::sum));
        for (Suppressed s : result.suppressed()) {
            assertTrue(left.merge(s.finding(), -1, Integer::sum) >= 0, () -> "suppressed twice: " + s.finding());
        }
        for (Finding f : result.findings()) {
            if (f.ruleId().equals("doc-link-page")) {
                assertTrue(left.merge(f, -1, Integer::sum) >= 0, () -> "kept twice or made up: " + f);
            } else {
                assertTrue(f.ruleId().startsWith("suppression-"), () -> "a finding from nowhere: " + f);
            }
        }
        left.forEach((f, n) -> assertEquals(0, n, () -> "neither kept nor suppressed: " + f));
        for (String path : List.of(MD, MDX, YAML)) {
            assertFindings(result.findings(), path, text.get());
        }
    }
}
