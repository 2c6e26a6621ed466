package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.records.RecordSchemaValidator;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;

/**
 * Record YAML ({@code reviews/*.yaml}, {@code sessions/*.yaml}): the input is loaded by the safe loader and then
 * checked as a session and as a review by the records part of a real pass, against the clean repo's templates.
 * The same input also checks that the schema shortcut of the records never changes a verdict.
 */
class RecordYamlFuzzTest extends CleanRepoFuzzTarget {

    static final String SESSION = "sessions/2026-10-05-web-cache-03.yaml";
    static final String REVIEW = "reviews/fuzz-review.yaml";

    /** The clean repo's review and session templates, compiled once. */
    static List<RecordSchemaValidator> validators;

    @BeforeAll
    static void validators() {
        CheckOutcome clean = FuzzContract.records(repo, Map.of());
        validators = java.util.stream.Stream.of(
                        clean.templates().review(), clean.templates().session())
                .flatMap(Optional::stream)
                .map(RecordSchemaValidator::new)
                .toList();
    }

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

    /** A record's findings are the schema's whether or not the shortcut decided it (the shortcut is one-sided). */
    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void shortcutAgreesWithTheSchema(byte[] input) {
        Optional<String> text = FuzzContract.decode(SESSION, input);
        Optional<YamlDocument> doc =
                text.flatMap(t -> new SafeYamlLoader().load(SESSION, t, 0).document());
        if (doc.isEmpty()) {
            return;
        }
        RecordFile record = new RecordFile(SESSION, "2026-10-05-web-cache-03", RecordKind.SESSION, doc.get());
        for (RecordSchemaValidator validator : validators) {
            assertEquals(
                    validator.validateWithSchema(doc.get()).findings(),
                    validator.validate(record).findings());
        }
    }
}
