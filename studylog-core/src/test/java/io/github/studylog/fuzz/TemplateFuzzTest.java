package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.template.TemplateCatalog;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * CHATGPT.md: the templates are extracted and parsed (review, session, session-sync), then the clean repo's
 * records are checked against whatever they became, by a real pass.
 */
class TemplateFuzzTest extends CleanRepoFuzzTarget {

    static final String PATH = "CHATGPT.md";

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void chatgptMd(byte[] input) {
        Optional<String> text = FuzzContract.decode(PATH, input);
        if (text.isEmpty()) {
            return;
        }
        FindingSink sink = new FindingSink();
        new TemplateCatalog().load(PATH, text.get(), true, sink);
        assertFindings(sink.sorted(), PATH, text.get());

        CheckOutcome outcome = FuzzContract.records(repo, Map.of(PATH, text.get()));
        assertFindings(outcome.result().findings(), PATH, text.get());
    }
}
