package io.github.studylog.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The validator as the integrator uses it: one instance, several threads, optional own schema folder. */
class DiagramValidatorTest {

    @Test
    void oneInstanceGivesTheSameResultsFromTwoThreads() throws Exception {
        DiagramValidator validator = new DiagramValidator();
        String good = DiagramRulesTest.SEQUENCE;
        String bad = good.replace("\"y\": 240", "\"y\": 210");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                String json = i % 2 == 0 ? good : bad;
                boolean expected = i % 2 == 0;
                results.add(pool.submit(() -> validator
                                .validate("d.json", json.getBytes(StandardCharsets.UTF_8))
                                .valid()
                        == expected));
            }
            for (Future<Boolean> result : results) {
                assertTrue(result.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aContentRepoMayUseItsOwnSchemaFolder(@TempDir Path dir) throws IOException {
        copyShippedSchemas(dir);
        // the repo's sequence schema additionally forbids notes on messages
        Path sequence = dir.resolve("sequence.schema.json");
        String text = Files.readString(sequence).replace("\"note\": { \"type\": \"string\" }", "\"note\": false");
        Files.writeString(sequence, text);
        DiagramValidator own = DiagramValidator.withSchemaFolder(dir);
        String json =
                DiagramRulesTest.SEQUENCE.replace("\"label\": \"200 OK\"", "\"label\": \"200 OK\", \"note\": \"x\"");
        assertTrue(new DiagramValidator().validate("d.json", bytes(json)).valid());
        DiagramValidation result = own.validate("d.json", bytes(json));
        assertFalse(result.valid());
        assertEquals(DiagramRules.DIAGRAM_SCHEMA.id(), result.findings().get(0).ruleId());
    }

    @Test
    void theCacheKeyOfAValidatorFollowsItsSchemasByContent(@TempDir Path dir) throws IOException {
        copyShippedSchemas(dir);
        String copied = DiagramValidator.withSchemaFolder(dir).configuration();
        Path sequence = dir.resolve("sequence.schema.json");
        Files.writeString(sequence, Files.readString(sequence) + " ");
        String edited = DiagramValidator.withSchemaFolder(dir).configuration();

        assertEquals("schemas\u0000shipped", new DiagramValidator().configuration());
        assertTrue(copied.startsWith("schemas\u0000") && copied.contains("sequence.schema.json\u0000"), copied);
        assertFalse(copied.equals(edited));
        assertEquals(
                copied.replaceAll("sequence\\.schema\\.json\u0000[0-9a-f]{64}", ""),
                edited.replaceAll("sequence\\.schema\\.json\u0000[0-9a-f]{64}", ""));
    }

    @Test
    void aCachedVerdictComesBackWithItsTreeAndAVerdictThatNoLongerFitsIsNone() {
        DiagramValidator validator = new DiagramValidator();
        DiagramValidation fresh = validator.validate("d.json", bytes(DiagramRulesTest.SEQUENCE));

        DiagramValidation restored = validator
                .restore(
                        "d.json",
                        bytes(DiagramRulesTest.SEQUENCE),
                        fresh.diagramType(),
                        true,
                        fresh.valid(),
                        fresh.findings())
                .orElseThrow();
        assertEquals(
                List.of(fresh.diagramType(), fresh.valid(), fresh.findings(), fresh.diagram()),
                List.of(restored.diagramType(), restored.valid(), restored.findings(), restored.diagram()));
        DiagramValidation lying = validator
                .restore("d.json", bytes("{ not json"), "sequence", true, true, List.of())
                .orElseThrow();
        assertEquals("sequence", lying.diagramType(), "the tree is parsed only when it is asked for");
        IllegalStateException broken = assertThrows(IllegalStateException.class, lying::diagram);
        assertTrue(
                broken.getMessage().startsWith("d.json no longer parses as its cached verdict says: "),
                broken.getMessage());
        assertEquals(
                java.util.Optional.empty(),
                validator.restore("d.json", bytes(DiagramRulesTest.SEQUENCE), null, false, true, List.of()));
    }

    @Test
    void ownSchemaFolderNeverReadsOutsideIt(@TempDir Path dir) throws IOException {
        Path inner = Files.createDirectory(dir.resolve("schemas"));
        copyShippedSchemas(inner);
        Files.writeString(dir.resolve("secret.json"), "{\"type\": \"string\"}");
        Path common = inner.resolve("common.schema.json");
        Files.writeString(
                common, Files.readString(common).replace("\"text\": {", "\"text\": { \"$ref\": \"../secret.json\","));
        // ../secret.json is served by file name from inside the folder, where there is none: the schemas are
        // refused instead of reading the file next to the folder
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> DiagramValidator.withSchemaFolder(inner));
        assertTrue(refused.getMessage().contains("secret.json"), refused.getMessage());
        Files.delete(dir.resolve("secret.json"));
        Files.writeString(inner.resolve("secret.json"), "{\"type\": \"string\"}");
        assertTrue(DiagramValidator.withSchemaFolder(inner)
                .validate("d.json", bytes(DiagramRulesTest.SEQUENCE))
                .valid());
    }

    @Test
    void aBrokenOwnSchemaIsRefusedAtOnceEvenForATypeNoDiagramUses(@TempDir Path dir) throws IOException {
        copyShippedSchemas(dir);
        // the shipped schemas are compiled on first use; a repo's own are all compiled before any diagram is read
        Path dataflow = dir.resolve("dataflow.schema.json");
        String text = Files.readString(dataflow);
        int brace = text.indexOf('{');
        Files.writeString(
                dataflow, text.substring(0, brace + 1) + " \"$ref\": \"absent.json\"," + text.substring(brace + 1));
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> DiagramValidator.withSchemaFolder(dir));
        assertTrue(refused.getMessage().contains("absent.json"), refused.getMessage());
    }

    @Test
    void missingSchemaFolderIsAConfigurationError(@TempDir Path dir) {
        assertThrows(IllegalArgumentException.class, () -> DiagramValidator.withSchemaFolder(dir.resolve("none")));
        assertThrows(IllegalArgumentException.class, () -> DiagramValidator.withSchemaFolder(dir));
    }

    private static void copyShippedSchemas(Path dir) throws IOException {
        for (String name : List.of("common", "sequence", "lifecycle", "architecture", "workflow", "dataflow")) {
            String resource = "/" + ArchifySchemas.CLASSPATH_FOLDER + name + ".schema.json";
            try (InputStream in = DiagramValidatorTest.class.getResourceAsStream(resource)) {
                Files.write(dir.resolve(name + ".schema.json"), in.readAllBytes());
            }
        }
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
