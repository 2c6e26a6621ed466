package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlLoad;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * Record YAML ({@code reviews/*.yaml}, {@code sessions/*.yaml}): the input is loaded by the safe loader and then
 * checked as a session and as a review by the records part of a real pass, against the clean repo's templates.
 */
class RecordYamlFuzzTest extends CleanRepoFuzzTarget {

    static final String SESSION = "sessions/2026-10-05-web-cache-03.yaml";
    static final String REVIEW = "reviews/fuzz-review.yaml";

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void recordYaml(byte[] input) {
        Optional<String> text = FuzzContract.decode(SESSION, input);
        if (text.isEmpty()) {
            return;
        }
        YamlLoad load = new SafeYamlLoader().load(SESSION, text.get(), 0);
        assertFindings(load.findings(), SESSION, text.get());

        CheckOutcome outcome = FuzzContract.records(repo, Map.of(SESSION, text.get(), REVIEW, text.get()));
        assertFindings(outcome.result().findings(), SESSION, text.get());
        assertFindings(outcome.result().findings(), REVIEW, text.get());
    }
}
