package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.template.RecordTemplate;
import io.github.studylog.template.SchemaGenerator;
import io.github.studylog.template.Shape;
import io.github.studylog.template.TemplateParser;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shortcut past the JSON Schema validator is one-sided: every record it finds certainly valid passes the
 * schema itself. Checked over each field of a template using every placeholder type and literal kind, with the
 * values where readings differ (YAML 1.1 words, numbers written as text, spaces no engine agrees on, a final line
 * break before a pattern's {@code $}, dates that do not exist, integers at the commit range's edges).
 */
class SchemaShortcutTest {

    private static final String TEMPLATE = """
            id: <file-id>
            date: <date>
            kind: <learn|interview>
            issue: <issue|unfiled>
            commit: <commit|unknown>
            count: <int>
            flag: <bool>
            level: <1|2|true|null>
            version: 2
            fixed: false
            ref: <review-ref>
            ident: <id>
            path: <path>
            heading: <heading>
            note: <text>
            memo: <text>  # optional
            tags:
              - <text>
            any: []
            steps:
              - name: <text>
                done: <bool>
            """;

    /** A record the shortcut accepts, one line per field (in the template's order). */
    private static final Map<String, String> VALID = new LinkedHashMap<>();

    static {
        VALID.put("id", "id: 2026-10-01-キュー-01");
        VALID.put("date", "date: 2026-10-01");
        VALID.put("kind", "kind: learn");
        VALID.put("issue", "issue: 12");
        VALID.put("commit", "commit: 1a2b3c4");
        VALID.put("count", "count: 3");
        VALID.put("flag", "flag: true");
        VALID.put("level", "level: '2'");
        VALID.put("version", "version: 2");
        VALID.put("fixed", "fixed: false");
        VALID.put("ref", "ref: web-cache");
        VALID.put("ident", "ident: Q1");
        VALID.put("path", "path: src/content/docs/キュー.md");
        VALID.put("heading", "heading: 可視性タイムアウト");
        VALID.put("note", "note: 説明後に本人の言葉で整理できた。");
        VALID.put("tags", "tags:\n  - DLQ");
        VALID.put("any", "any: [1, {a: b}]");
        VALID.put("steps", "steps:\n  - name: 読む\n    done: false");
    }

    /** Values tried in place of each field's valid one. */
    private static final List<String> VALUES = List.of(
            "''",
            "\"\"",
            "' '",
            "'\u3000'",
            "'\u00a0'",
            "'\ufeff'",
            "\"a\\n\"",
            "x",
            "\"x\"",
            "学習",
            "learn",
            "'learn'",
            "unfiled",
            "unknown",
            "yes",
            "no",
            "on",
            "True",
            "TRUE",
            "'true'",
            "~",
            "null",
            "Null",
            "0",
            "1",
            "-1",
            "+1",
            "-0",
            "01",
            "1.0",
            "1e3",
            "0x1F",
            ".inf",
            "999999",
            "1000000",
            "1234567",
            "9999999999999999999999999999999999999999",
            "10000000000000000000000000000000000000000",
            "deadbee",
            "DEADBEE",
            "dead bee",
            "1a2b3c4d5e6f",
            "2026-10-01",
            "2026-02-30",
            "2026-1-1",
            "'2026-10-01'",
            "\"2026-10-01\\n\"",
            "2026-10-01T10:00:00",
            "web-cache",
            "-web",
            "web cache",
            "\"web\\n\"",
            "_x",
            "a.b-c_d",
            "[]",
            "[x]",
            "{}",
            "{a: b}",
            "[{name: x, done: true}]",
            "[{name: x}]",
            "[{name: x, done: true, extra: 1}]",
            "[{done: true, name: x}]",
            "|\n  ブロック\n",
            "&a x",
            "2",
            "3",
            "true",
            "false",
            // the edges of each character range and length the shortcut reads
            "0123456789abcdef0123456789abcdef01234567",
            "0123456789abcdef0123456789abcdef012345678",
            "9f0a9f0",
            "9f0a9f",
            "AZaz09",
            "Zz9A0a",
            "'@x'",
            "'[x'",
            "'`x'",
            "'{x'",
            "/x",
            "':x'");

    private final SafeYamlLoader loader = new SafeYamlLoader();
    private final RecordSchemaValidator validator;
    private final SchemaShortcut shortcut;

    SchemaShortcutTest() {
        Shape shape = new TemplateParser()
                .parse(
                        new SafeYamlLoader(true)
                                .load("CHATGPT.md", TEMPLATE, 0)
                                .document()
                                .orElseThrow(),
                        new FindingSink())
                .orElseThrow();
        RecordTemplate template = new RecordTemplate("t", shape, new SchemaGenerator().generate("t", shape));
        validator = new RecordSchemaValidator(template);
        shortcut = new SchemaShortcut(shape);
    }

    private YamlDocument doc(String yaml) {
        return loader.load("sessions/x.yaml", yaml, 0).document().orElseThrow(() -> new AssertionError(yaml));
    }

    private static String record(Map<String, String> lines) {
        return String.join("\n", lines.values()) + "\n";
    }

    /** The shortcut's verdict, after checking it against the schema's: accepted means the schema finds nothing. */
    private boolean accepted(String yaml) {
        YamlDocument doc = doc(yaml);
        boolean certain = shortcut.certainlyValid(doc.root());
        if (certain) {
            assertEquals(
                    List.of(), validator.validateWithSchema(doc).findings(), () -> "accepted but invalid:\n" + yaml);
        }
        return certain;
    }

    @Test
    void theValidRecordIsAcceptedAndPassesTheSchema() {
        assertTrue(accepted(record(VALID)));
        Map<String, String> withMemo = new LinkedHashMap<>(VALID);
        withMemo.put("memo", "memo: 任意の補足");
        assertTrue(accepted(record(withMemo)));
    }

    @Test
    void noValueOfAnyFieldIsAcceptedThatTheSchemaRefuses() {
        List<String> acceptedValues = new ArrayList<>();
        for (String field : VALID.keySet()) {
            for (String value : VALUES) {
                Map<String, String> lines = new LinkedHashMap<>(VALID);
                lines.put(field, field + ": " + value);
                if (loader.load("x.yaml", record(lines), 0).document().isEmpty()) {
                    continue; // not YAML at all: never validated
                }
                if (accepted(record(lines))) {
                    acceptedValues.add(field + "=" + value);
                }
            }
        }
        // what the shortcut takes on its own: everything else goes to the validator
        Map<String, List<String>> byField = new LinkedHashMap<>();
        acceptedValues.forEach(a -> byField.computeIfAbsent(a.substring(0, a.indexOf('=')), k -> new ArrayList<>())
                .add(a.substring(a.indexOf('=') + 1)));
        assertEquals(List.of("2026-10-01", "'2026-10-01'"), byField.get("date"));
        assertEquals(List.of("learn", "'learn'"), byField.get("kind"));
        assertEquals(
                List.of(
                        "unfiled",
                        "1",
                        "+1",
                        "999999",
                        "1000000",
                        "1234567",
                        "9999999999999999999999999999999999999999",
                        "10000000000000000000000000000000000000000",
                        "2",
                        "3"),
                byField.get("issue"));
        assertEquals(
                List.of(
                        "unknown",
                        "1000000",
                        "1234567",
                        "9999999999999999999999999999999999999999",
                        "deadbee",
                        "1a2b3c4d5e6f",
                        "0123456789abcdef0123456789abcdef01234567",
                        "9f0a9f0"),
                byField.get("commit"));
        assertEquals(
                List.of(
                        "0",
                        "1",
                        "-1",
                        "+1",
                        "-0",
                        "999999",
                        "1000000",
                        "1234567",
                        "9999999999999999999999999999999999999999",
                        "10000000000000000000000000000000000000000",
                        "2",
                        "3"),
                byField.get("count"));
        assertEquals(List.of("True", "TRUE", "true", "false"), byField.get("flag"));
        assertEquals(List.of("'true'"), byField.get("level"));
        assertEquals(List.of("2"), byField.get("version"));
        assertEquals(List.of("false"), byField.get("fixed"));
        assertEquals(List.of("[]", "[x]"), byField.get("tags"));
        assertEquals(
                List.of(
                        "x",
                        "\"x\"",
                        "learn",
                        "'learn'",
                        "unfiled",
                        "unknown",
                        "yes",
                        "no",
                        "on",
                        "'true'",
                        "01",
                        "1e3",
                        "0x1F",
                        "deadbee",
                        "DEADBEE",
                        "1a2b3c4d5e6f",
                        "2026-10-01",
                        "2026-02-30",
                        "2026-1-1",
                        "'2026-10-01'",
                        "web-cache",
                        "a.b-c_d",
                        "&a x",
                        "0123456789abcdef0123456789abcdef01234567",
                        "0123456789abcdef0123456789abcdef012345678",
                        "9f0a9f0",
                        "9f0a9f",
                        "AZaz09",
                        "Zz9A0a"),
                byField.get("ref"));
        assertEquals(byField.get("ref"), byField.get("ident"));
        // any text: every value that is text at all, but for a <text> none that is only spaces
        assertEquals(
                List.of(50, 50, 50, 46),
                List.of(
                        byField.get("id").size(),
                        byField.get("path").size(),
                        byField.get("heading").size(),
                        byField.get("note").size()));
        assertEquals(
                List.of("' '", "'\u3000'", "'\u00a0'", "'\ufeff'"),
                byField.get("path").subList(0, 4));
        assertEquals("\"a\\n\"", byField.get("note").get(0));
    }

    @Test
    void duplicateAndUnknownKeysAndMissingOnesGoToTheValidator() {
        Map<String, String> missing = new LinkedHashMap<>(VALID);
        missing.remove("note");
        Map<String, String> unknown = new LinkedHashMap<>(VALID);
        unknown.put("extra", "extra: 1");
        Map<String, String> twice = new LinkedHashMap<>(VALID);
        twice.put("again", "note: もう一度");

        assertEquals(
                List.of(false, false, false, false),
                List.of(
                        accepted(record(missing)),
                        accepted(record(unknown)),
                        accepted(record(twice)),
                        shortcut.certainlyValid(doc("- 1\n").root())));
    }
}
