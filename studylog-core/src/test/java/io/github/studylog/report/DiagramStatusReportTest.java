package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.diagram.DiagramRules;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.render.DiagramKind;
import io.github.studylog.render.DiagramStatus;
import io.github.studylog.render.DiagramsResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiagramStatusReportTest {

    private final DiagramStatusReport report = new DiagramStatusReport(Messages.english());

    private List<String> lines(DiagramStatus status) {
        return report.lines(new DiagramsResult(List.of(status), List.of(status.path()), List.of(), null));
    }

    @Test
    void everyStepAfterTheFirstFailureIsNotAttempted() {
        Finding invalid = Finding.of(DiagramRules.DIAGRAM_SCHEMA, "diagrams/キュー.json", 3, 5, "test.text", "型が違う");
        DiagramStatus status = DiagramStatus.notRendered("diagrams/キュー.json", true, List.of(invalid));

        assertEquals(
                List.of("diagrams/キュー.json: parsed ✓ valid ✗ rendered – rasterized – | stopped at valid: "
                        + invalid.text(Messages.english())),
                lines(status));
    }

    @Test
    void aDiagramWhoseEveryStepPassedHasOnlyTicks() {
        DiagramStatus status = new DiagramStatus(
                "diagrams/流れ.json", DiagramKind.JSON, true, true, true, true, "流れ.png", "流れ.svg", List.of(), false);

        assertEquals(List.of("diagrams/流れ.json: parsed ✓ valid ✓ rendered ✓ rasterized ✓"), lines(status));
    }

    @Test
    void aFailedLastStepLeavesNothingAfterIt() {
        DiagramStatus status = new DiagramStatus(
                "public/diagrams/手描き.svg",
                DiagramKind.SVG,
                true,
                true,
                false,
                false,
                null,
                "手描き.svg",
                List.of(),
                false);

        assertEquals(List.of("public/diagrams/手描き.svg: parsed ✓ safe ✓ rasterized ✗"), lines(status));
    }
}
