package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class DiagramIndexPageTest {

    private static List<DiagramStatus> statuses() {
        Finding invalid = Finding.of(RenderRules.DIAGRAM_RENDER, "diagrams/b/<bad>.json", 3, 9, "test.text",
                "\"lane\" <main> & co");
        return List.of(
                DiagramStatus.notRendered("diagrams/b/<bad>.json", true, List.of(invalid)),
                new DiagramStatus("diagrams/a/ok.json", DiagramKind.JSON, true, true, true, true, "a/状態 1.png",
                        "a/ok.svg", List.of(), true),
                new DiagramStatus("public/diagrams/c/x.svg", DiagramKind.SVG, true, false, false, false, null, null,
                        List.of(Finding.of(RenderRules.SVG_UNSAFE, "public/diagrams/c/x.svg", 2, 1, "test.text", "script")),
                        false));
    }

    @Test
    void showsStepsFirstFailureAndFindingsEscaped() {
        String html = new DiagramIndexPage().html(statuses());
        assertTrue(html.contains("diagrams/b/&lt;bad&gt;.json"), html);
        assertTrue(html.contains("&quot;lane&quot; &lt;main&gt; &amp; co"));
        assertFalse(html.contains("<main>"));
        assertTrue(html.contains("Stopped at <b>valid</b>"));
        assertTrue(html.contains("Stopped at <b>safe</b>"));
        assertTrue(html.contains("✓ parsed") && html.contains("✗ valid") && html.contains("– rendered"));
        assertTrue(html.contains("<img src=\"a/ok.svg\""), html);
        assertTrue(html.contains("<a href=\"a/%E7%8A%B6%E6%85%8B%201.png\" download>"), html);
        assertTrue(html.contains("3:9 error [diagram-render]"));
        assertTrue(html.contains("no font for some of this text"));
        assertTrue(html.indexOf("<h2>diagrams/a/ok.json") < html.indexOf("<h2>diagrams/b/&lt;bad&gt;.json"),
                "sorted by path");
    }

    @Test
    void selfContainedAndDeterministic() {
        String html = new DiagramIndexPage().html(statuses());
        String lower = html.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("<script"));
        assertFalse(lower.contains("http://") || lower.contains("https://"));
        assertFalse(lower.contains("<link"));
        List<DiagramStatus> reversed = new java.util.ArrayList<>(statuses());
        java.util.Collections.reverse(reversed);
        assertEquals(html, new DiagramIndexPage().html(reversed));
    }
}
