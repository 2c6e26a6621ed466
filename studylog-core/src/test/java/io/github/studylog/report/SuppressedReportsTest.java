package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.message.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Suppressed findings in every report: shown as such, valid against the schemas, never failing. */
class SuppressedReportsTest {

    private static final String PATH = "reviews/web-cache.yaml";

    private static ReportInput input() {
        Finding counted = Finding.of(TestRules.ALPHA_ERROR, PATH, 3, 1, "test.text", "数える")
                .withFix(Fix.replace(PATH, 3, 1, 4, "true"));
        Finding inline = Finding.of(TestRules.ALPHA_ERROR, PATH, 5, 1, "test.text", "行内で抑止");
        Finding baselined = Finding.of(TestRules.MID_ERROR, PATH, 7, 1, "test.text", "基準で抑止");
        return new ReportInput(
                "t",
                List.of(counted),
                List.of(),
                TestRules.all(),
                List.of(
                        new Suppressed(inline, Suppressed.Kind.IN_SOURCE),
                        new Suppressed(baselined, Suppressed.Kind.EXTERNAL)),
                Messages.english());
    }

    @Test
    void sarifMarksThemWithTheirSuppressionKindAndStaysValid() {
        String sarif = new SarifWriter().render(input());
        assertEquals(List.of(), new SarifSchemaValidator(SarifSchemaValidator.OFFICIAL).errors(sarif));
        JsonNode results =
                SarifSchemaValidator.MAPPER.readTree(sarif).path("runs").get(0).path("results");
        assertEquals(3, results.size());
        assertFalse(results.get(0).has("suppressions"));
        assertEquals(
                "inSource",
                results.get(1).path("suppressions").get(0).path("kind").asString());
        assertEquals(
                "external",
                results.get(2).path("suppressions").get(0).path("kind").asString());
    }

    @Test
    void reportJsonFlagsThemCountsThemApartAndCarriesTheFix() throws Exception {
        String text = new JsonReportWriter().render(input(), Optional.empty(), List.of());
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(
                        SarifSchemaValidator.MAPPER.readTree(Files.readString(Path.of("schemas/report.schema.json"))));
        JsonNode json = SarifSchemaValidator.MAPPER.readTree(text);
        assertEquals(List.of(), schema.validate(json));
        assertEquals(1, json.path("summary").path("errors").asInt());
        assertEquals(1, json.path("summary").path("suppressed").path("inSource").asInt());
        assertEquals(1, json.path("summary").path("suppressed").path("external").asInt());
        assertEquals(
                "true", json.path("findings").get(0).path("fix").path("text").asString());
        assertEquals("inSource", json.path("findings").get(1).path("suppressed").asString());
    }

    @Test
    void junitDoesNotFailForThem() {
        String xml = new JunitXmlWriter().render(input());
        assertTrue(xml.contains("<property name=\"studylog.suppressed\" value=\"2\"/>"), xml);
        assertFalse(xml.contains("行内で抑止") || xml.contains("基準で抑止"), xml);
    }

    @Test
    void withoutSuppressionsOrFixesTheReportsAreAsBefore() {
        ReportInput plain = Fixtures.input();
        assertFalse(new JsonReportWriter()
                .render(plain, Optional.empty(), List.of())
                .contains("suppressed"));
        assertFalse(new JsonReportWriter()
                .render(plain, Optional.empty(), List.of())
                .contains("\"fix\""));
        assertFalse(new SarifWriter().render(plain).contains("suppressions"));
        assertFalse(new JunitXmlWriter().render(plain).contains("studylog.suppressed"));
    }
}
