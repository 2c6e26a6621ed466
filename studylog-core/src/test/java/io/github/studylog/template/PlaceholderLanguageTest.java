package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.records.YamlJson;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every placeholder type's lexical rule, through the generated JSON Schema and networknt. */
class PlaceholderLanguageTest {

    private static boolean accepts(String placeholder, String yamlValue) {
        FindingSink sink = new FindingSink();
        YamlDocument template = new SafeYamlLoader(true)
                .load("CHATGPT.md", "v: " + placeholder + "\n", 0)
                .document()
                .orElseThrow();
        Shape shape = new TemplateParser().parse(template, sink).orElseThrow();
        assertEquals(0, sink.sorted().size());
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(new SchemaGenerator().generate("t", shape));
        YamlDocument record = new SafeYamlLoader()
                .load("r.yaml", "v: " + yamlValue + "\n", 0)
                .document()
                .orElseThrow();
        return schema.validate(YamlJson.toJson(record.root())).isEmpty();
    }

    @ParameterizedTest(name = "{0} accepts {1}: {2}")
    @CsvSource(
            delimiter = ';',
            value = {
                "<text>       ; 説明した                ; true",
                "<text>       ; ''                     ; false",
                "<text>       ; 42                     ; false",
                "<text>       ; \"2026-09-08\"           ; true",
                "<id>         ; Q1                     ; true",
                "<id>         ; a.b_c-d                ; true",
                "<id>         ; -Q1                    ; false",
                "<id>         ; \"Q 1\"                  ; false",
                "<int>        ; -3                     ; true",
                "<int>        ; 0755                   ; false",
                "<int>        ; 1.5                    ; false",
                "<issue>      ; 12                     ; true",
                "<issue>      ; 0                      ; false",
                "<issue>      ; \"12\"                   ; false",
                "<bool>       ; true                   ; true",
                "<bool>       ; false                  ; true",
                "<bool>       ; yes                    ; false",
                "<bool>       ; \"true\"                 ; false",
                "<date>       ; 2026-09-08             ; true",
                "<date>       ; 2026-9-8               ; false",
                "<commit>     ; 0a1b2c3                ; true",
                "<commit>     ; 0A1B2C3                ; false",
                "<commit>     ; 0a1b2c                 ; false",
                "<issue|unfiled> ; unfiled             ; true",
                "<issue|unfiled> ; 7                   ; true",
                "<issue|unfiled> ; later               ; false",
                "<learn|drill>   ; drill               ; true",
                "<learn|drill>   ; exam                ; false",
                "fixed-v1     ; fixed-v1               ; true",
                "fixed-v1     ; fixed-v2               ; false",
                "1            ; 1                      ; true",
                "1            ; \"1\"                    ; false",
                "[]           ; [1, a, {b: c}]         ; true",
                "[]           ; x                      ; false",
            })
    void placeholder(String placeholder, String value, boolean expected) {
        assertEquals(expected, accepts(placeholder.trim(), value.trim()));
    }

    @ParameterizedTest
    @CsvSource({"<string>", "<txt>", "<>", "<text|>"})
    void unknownPlaceholders(String placeholder) {
        FindingSink sink = new FindingSink();
        YamlDocument template = new SafeYamlLoader(true)
                .load("CHATGPT.md", "v: " + placeholder + "\n", 0)
                .document()
                .orElseThrow();
        assertTrue(new TemplateParser().parse(template, sink).isEmpty() || placeholder.equals("<>"));
    }
}
