package io.github.studylog.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every example shipped with Archify passes {@code archify validate}, so it must pass here too. The examples live
 * outside the project (in ../shared/reference beside the checkout, on development and CI machines); without that
 * folder this test is skipped. Point {@code -Dstudylog.archifyExamples=<folder>} at a checkout's examples.
 */
class UpstreamExamplesTest {

    private static final Path EXAMPLES =
            Path.of(System.getProperty("studylog.archifyExamples", "../../shared/reference/archify/examples"));

    @Test
    void everyUpstreamExampleValidates() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(EXAMPLES), "no Archify examples at " + EXAMPLES);
        DiagramValidator validator = new DiagramValidator();
        List<Path> files;
        try (Stream<Path> list = Files.list(EXAMPLES)) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(files.size() > 0, "no examples in " + EXAMPLES);
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            DiagramValidation result = validator.validate(file.getFileName().toString(), Files.readAllBytes(file));
            if (!result.valid()) {
                problems.add(file.getFileName() + ": " + result.findings());
            }
        }
        assertEquals(List.of(), problems);
    }
}
