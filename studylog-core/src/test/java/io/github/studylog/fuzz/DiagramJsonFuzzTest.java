package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertFindings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.diagram.DiagramValidation;
import io.github.studylog.diagram.DiagramValidator;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/** Archify diagram JSON ({@code diagrams/**}{@code /*.json}): the validator a run uses, on the bytes as stored. */
class DiagramJsonFuzzTest {

    static final String PATH = "diagrams/web-cache/fuzz.json";
    static final DiagramValidator VALIDATOR = new DiagramValidator();

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void diagramJson(byte[] input) {
        DiagramValidation validation = VALIDATOR.validate(PATH, input);
        // positions are checked against the text as the parser read it: strict UTF-8 without BOM
        String text = new String(input, StandardCharsets.UTF_8);
        assertFindings(validation.findings(), PATH, text);
        assertTrue(validation.findings().stream().allMatch(f -> f.path().equals(PATH)));
        if (!validation.findings().isEmpty()) {
            assertEquals(false, validation.valid(), "a diagram with findings is not valid");
        }
    }
}
