package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.check.CheckOutcome;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * Docs ({@code src/content/docs/**}{@code /*.md|mdx}): the input is a page of the clean repo's site, once as
 * Markdown and once as MDX, checked by a real pass: front matter, headings, every link resolved against the site.
 */
class DocFuzzTest extends CleanRepoFuzzTarget {

    static final String MD = "src/content/docs/web/fuzz.md";
    static final String MDX = "src/content/docs/web/fuzz-mdx.mdx";

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void doc(byte[] input) {
        Optional<String> text = FuzzContract.decode(MD, input);
        if (text.isEmpty()) {
            return;
        }
        // on disk, not as an overlay: the docs part reads its pages from the repository itself
        FuzzContract.write(repo.resolve(MD), input);
        FuzzContract.write(repo.resolve(MDX), input);
        CheckOutcome outcome = FuzzContract.records(repo, Map.of());
        assertFindings(outcome.result().findings(), MD, text.get());
        assertFindings(outcome.result().findings(), MDX, text.get());
    }
}
