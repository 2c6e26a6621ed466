package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.SafeYamlLoader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The shapes a template's values give, and each finding of a value, with its exact text and position. */
class TemplateParserTest {

    private final FindingSink sink = new FindingSink();

    private Optional<Shape> parse(String yaml) {
        return new TemplateParser()
                .parse(
                        new SafeYamlLoader(true)
                                .load("CHATGPT.md", yaml, 0)
                                .document()
                                .orElseThrow(),
                        sink);
    }

    private List<String> found() {
        return sink.sorted().stream()
                .map(f -> f.location() + " [" + f.ruleId() + "] " + f.message().english())
                .toList();
    }

    private static Shape one(String key, ValueSpec spec) {
        return new Shape.MapOf(List.of(new Shape.Field(key, false, new Shape.Scalar(spec, 1))), 1);
    }

    @Test
    void alternativesAreTypesAndTextLiterals() {
        assertEquals(
                Optional.of(one(
                        "v",
                        new ValueSpec(
                                List.of(PlaceholderType.ISSUE),
                                List.of("unfiled"),
                                List.of("string"),
                                "<issue|unfiled>"))),
                parse("v: <issue|unfiled>\n"));
        assertEquals(List.of(), found());
    }

    @Test
    void emptyAngleBracketsAreALiteralNotAPlaceholder() {
        assertEquals(
                Optional.of(one("v", new ValueSpec(List.of(), List.of("<>"), List.of("string"), "<>"))),
                parse("v: <>\n"));
        assertEquals(List.of(), found());
    }

    @Test
    void aKeyWithoutAValueIsInvalid() {
        assertEquals(Optional.empty(), parse("v:\n"));
        assertEquals(
                List.of("CHATGPT.md:1:3 [template-invalid] this key has no value; write a placeholder such as"
                        + " <text>"),
                found());
    }

    @Test
    void aTieBetweenTwoTypesSuggestsTheFirst() {
        // `it` is one edit from both `id` and `int`
        assertEquals(Optional.empty(), parse("v: <it>\n"));
        assertEquals(
                List.of("CHATGPT.md:1:4 [template-unknown-placeholder] unknown placeholder `<it>` (did you mean"
                        + " `<id>`?); a one-word placeholder must be a type name"),
                found());
    }

    @Test
    void aSuggestionIsAtMostTwoEditsAway() {
        parse("v: <boolxx>\n");
        parse("v: <boolxxx>\n");
        assertEquals(
                List.of(
                        "CHATGPT.md:1:4 [template-unknown-placeholder] unknown placeholder `<boolxx>` (did you"
                                + " mean `<bool>`?); a one-word placeholder must be a type name",
                        "CHATGPT.md:1:4 [template-unknown-placeholder] unknown placeholder `<boolxxx>`; a one-word placeholder"
                                + " must be a type name"),
                found());
    }

    @Test
    void aFixedNumberWithAnExponentNoDecimalHoldsCompilesToTheNearestDouble() {
        Shape shape = parse("v: 1.0e" + "9".repeat(20) + "\nw: 2.50\n").orElseThrow();
        assertEquals(
                "{\"const\":\"Infinity\",\"description\":\"1.0e" + "9".repeat(20) + "\"}",
                new SchemaGenerator()
                        .generate("t", shape)
                        .get("properties")
                        .get("v")
                        .toString());
        assertEquals(
                "{\"const\":2.50,\"description\":\"2.50\"}",
                new SchemaGenerator()
                        .generate("t", shape)
                        .get("properties")
                        .get("w")
                        .toString());
        assertEquals(List.of(), found());
    }
}
