package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SafeYamlLoaderTest {

    private final SafeYamlLoader loader = new SafeYamlLoader();

    private List<String> locations(String yaml) {
        return assertTimeoutPreemptively(Duration.ofSeconds(5), () -> loader.load("s.yaml", yaml, 0).findings())
                .stream().map(f -> f.location() + " [" + f.ruleId() + "]").toList();
    }

    @Test
    void plainYamlHasNoFindings() {
        assertEquals(List.of(), locations("id: 学習\nlist:\n  - a\n"));
    }

    @Test
    void bomAndCrlfAreAccepted() {
        YamlLoad load = loader.load("s.yaml", "\uFEFFid: a\r\nnote: 説明\r\n", 0);
        assertEquals(List.of(), load.findings());
        YamlDocument doc = load.document().orElseThrow();
        assertEquals(2, YamlNodes.located(doc, doc.root(), "note").orElseThrow().line());
    }

    @Test
    void duplicateKeysAreReportedAtTheSecond() {
        assertEquals(List.of("s.yaml:3:1 [yaml-duplicate-key]"), locations("id: a\nnote: x\nid: b\n"));
    }

    @Test
    void tabIndentationIsASyntaxErrorWithALocation() {
        List<Finding> findings = loader.load("s.yaml", "id: a\nlist:\n\t- x\n", 0).findings();
        assertEquals("s.yaml:3:1", findings.get(0).location());
        assertEquals("yaml-syntax", findings.get(0).ruleId());
        assertTrue(findings.get(0).message().contains("tab"));
    }

    @Test
    void globalTagIsUnsafe() {
        assertEquals(List.of("s.yaml:1:5 [yaml-unsafe]"),
                locations("id: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[]]]\n"));
    }

    @Test
    void localTagIsUnsafe() {
        assertEquals(List.of("s.yaml:1:5 [yaml-unsafe]"), locations("id: !custom 1\n"));
    }

    @Test
    void aliasBombIsUnsafe() {
        StringBuilder y = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (char c = 'b'; c <= 'j'; c++) {
            char p = (char) (c - 1);
            y.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) {
                y.append(i == 0 ? "" : ", ").append('*').append(p);
            }
            y.append("]\n");
        }
        List<String> found = locations(y.toString());
        assertEquals(1, found.size());
        assertTrue(found.get(0).endsWith("[yaml-unsafe]"));
    }

    @Test
    void fewAliasesThatExpandHugelyAreUnsafe() {
        StringBuilder y = new StringBuilder("a: &a [x, x]\n");
        for (char c = 'b'; c <= 'z'; c++) {
            y.append(c).append(": &").append(c).append(" [*").append((char) (c - 1)).append(", *")
                    .append((char) (c - 1)).append("]\n");
        }
        List<String> found = locations(y.toString());
        assertEquals(List.of("s.yaml:1:1 [yaml-unsafe]"), found);
    }

    @Test
    void deepNestingIsUnsafe() {
        List<String> found = locations("id: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n");
        assertEquals(1, found.size());
        assertTrue(found.get(0).endsWith("[yaml-unsafe]"));
    }

    @Test
    void hugeScalarIsUnsafe() {
        List<String> found = locations("narrative: \"" + "あ".repeat(2_000_000) + "\"\n");
        assertEquals(1, found.size());
        assertTrue(found.get(0).endsWith("[yaml-unsafe]"));
    }

    @Test
    void emptyDocumentIsASyntaxFinding() {
        assertEquals(List.of("s.yaml:1:1 [yaml-syntax]"), locations("# only a comment\n"));
    }

    @Test
    void lineOffsetShiftsLocations() {
        List<Finding> findings = loader.load("CHATGPT.md", "a: 1\na: 2\n", 10).findings();
        assertEquals("CHATGPT.md:12:1", findings.get(0).location());
    }
}
