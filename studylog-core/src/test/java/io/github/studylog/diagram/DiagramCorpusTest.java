package io.github.studylog.diagram;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Agreement with Archify on a corpus of small realistic diagrams ({@code src/test/resources/diagram-corpus}).
 * {@code manifest.tsv} gives each file's verdict as {@code archify validate} (Archify v2.15.0) decides it, and for
 * invalid ones the studylog rule expected to report it. A file agrees when the verdict matches and, for an invalid
 * file, the first finding has the expected rule.
 */
class DiagramCorpusTest {

    private static final String FOLDER = "/diagram-corpus/";

    record Case(String file, boolean valid, String rule, String note) {}

    @Test
    void agreesWithArchifyOnAtLeast90PercentOfTheCorpus() throws IOException, URISyntaxException {
        List<Case> cases = manifest();
        assertTrue(cases.size() >= 40, "the corpus needs at least 40 diagrams, has " + cases.size());
        DiagramValidator validator = new DiagramValidator();
        List<String> disagreements = new ArrayList<>();
        for (Case c : cases) {
            byte[] bytes;
            try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream(FOLDER + c.file()), c.file())) {
                bytes = in.readAllBytes();
            }
            DiagramValidation result = validator.validate("diagrams/" + c.file(), bytes);
            String firstRule =
                    result.findings().isEmpty() ? "-" : result.findings().get(0).ruleId();
            boolean agrees = result.valid() == c.valid() && (c.valid() || firstRule.equals(c.rule()));
            if (!agrees) {
                disagreements.add(c.file() + ": expected " + (c.valid() ? "valid" : "invalid [" + c.rule() + "]")
                        + ", got " + (result.valid() ? "valid" : "invalid " + result.findings())
                        + (c.note().isEmpty() ? "" : " (" + c.note() + ")"));
            }
        }
        int agreeing = cases.size() - disagreements.size();
        double agreement = 100.0 * agreeing / cases.size();
        System.out.printf("diagram corpus: %d of %d agree with Archify (%.1f %%)%n", agreeing, cases.size(), agreement);
        disagreements.forEach(d -> System.out.println("  disagreement: " + d));
        assertTrue(agreement >= 90.0, "agreement " + agreement + " % < 90 %: " + disagreements);
    }

    @Test
    void everyCorpusFileIsListedInTheManifest() throws IOException, URISyntaxException {
        Path folder =
                Path.of(Objects.requireNonNull(getClass().getResource(FOLDER)).toURI());
        List<String> listed = manifest().stream().map(Case::file).sorted().toList();
        List<String> present;
        try (var files = Files.list(folder)) {
            present = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .sorted()
                    .toList();
        }
        assertTrue(listed.equals(present), "manifest " + listed + " vs files " + present);
    }

    private List<Case> manifest() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream(FOLDER + "manifest.tsv"))) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cols = line.split("\t", -1);
                cases.add(new Case(cols[0], cols[1].equals("valid"), cols[2], cols.length > 3 ? cols[3] : ""));
            }
        }
        return cases;
    }
}
