package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.records.YamlJson;
import io.github.studylog.yaml.PlainScalarResolver;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlLoad;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.schema.CoreSchema;

class RecordYamlTest {

    private static final String SESSION = """
            id: 2026-10-03-web-cache-02
            date: 2026-10-03
            kind: drill
            reviews:
              - web-cache
            issue: unfiled
            sources:
              - path: src/content/docs/web/cache.md
                commit: unknown
            questions:
              - id: Q1
                section: 条件付きリクエスト
                asked: true
                outcome: hinted
                note: ETag による 304 応答をヒント後に説明できた。
              - id: Q2
                asked: false
                outcome: not_asked
                note: Vary は未出題。
            needs_revisit:
              - 条件付きリクエスト
            narrative: |
              304 Not Modified の流れを図で追い、ヒントの後に本人が説明した。
            """;

    /** Every awkward value a learner or ChatGPT might write, in one record. */
    private static final String TRICKY = """
            id: 2026-10-03-web-cache-02
            date: 2026-10-03
            issue: unfiled
            quoted_number: "13"
            float_text: '1.0'
            float: 1.0
            octal: 0755
            yes_word: yes
            no_quoted: "no"
            on_word: on
            nothing: ~
            empty:
            empty_text: ""
            null_text: "null"
            date_text: "2026-10-03"
            colon: "a: b"
            hash: "a #b"
            dash: "- 項目"
            star: "*bold*"
            amp: "&anchor"
            bang: "!important"
            percent: "%40"
            at: "@octocat さんへ"
            ref: "#123"
            quote: "it's \\"quoted\\" \\\\ back"
            bell: "\\a鈴"
            separator: "a\\u2028b"
            tabbed: "a\\tb"
            spaces: "  先頭と末尾  "
            url: https://example.com/a?b=c#d
            dots: ...
            dashes: ---
            emoji: "🙂 了解"
            key with spaces: 値
            "key: colon": 値
            "123": number key
            empty_list: []
            empty_map: {}
            nested:
              - - a
                - b
              - []
              - {x: 1}
            anchor: &a
              k: v
            alias: *a
            folded: >-
              折り返し
              される文
            kept: |+
              末尾の空行を保つ

            stripped: |-
              最後の改行なし
            indented_first: "  先頭が空白\\n次の行"
            blank_first: "\\n一行目が空"
            narrative: |
              経過を書く。
              ```java
              System.out.println("hi");
              ```
              ~~~~
              チルダ
              ~~~~
              <details><summary>詳細</summary>

              中身 @mention #123 `code`
              </details>
              末尾に空白   \s
              \tタブ始まり
                字下げ行
              - リスト
            """;

    private static Node compose(String yaml) {
        YamlLoad load = new SafeYamlLoader().load("x.yaml", yaml, 0);
        assertEquals(List.of(), load.findings(), yaml);
        return load.document().orElseThrow().root();
    }

    private static Object data(String yaml) {
        // the data as a YAML 1.2 reader (core schema, like js-yaml) builds it
        return new Load(LoadSettings.builder().setSchema(new CoreSchema()).build()).loadFromString(yaml);
    }

    /**
     * Kinds, tags and texts of the whole tree: what "the same record" means. A plain scalar and a quoted one of
     * the same kind and text are the same value (the loader leaves plain scalars' kinds to ScalarKind).
     */
    private static String tree(Node node) {
        if (node instanceof ScalarNode s) {
            boolean untagged = PlainScalarResolver.IMPLICIT.equals(s.getTag()) || Tag.STR.equals(s.getTag());
            return (untagged ? "" : s.getTag().getValue()) + ScalarKind.of(s) + "=" + s.getValue();
        }
        if (node instanceof SequenceNode seq) {
            return seq.getTag().getValue()
                    + seq.getValue().stream().map(RecordYamlTest::tree).collect(Collectors.joining(", ", "[", "]"));
        }
        MappingNode map = (MappingNode) node;
        return map.getTag().getValue()
                + map.getValue().stream()
                        .map(t -> tree(t.getKeyNode()) + ": " + tree(t.getValueNode()))
                        .collect(Collectors.joining(", ", "{", "}"));
    }

    private static String roundTrip(String original) {
        Node root = compose(original);
        String emitted = new RecordYaml().emit(root);
        Node again = compose(emitted);
        assertEquals(tree(root), tree(again), emitted);
        assertEquals(YamlJson.toJson(root), YamlJson.toJson(again), emitted);
        assertEquals(data(original), data(emitted), emitted);
        assertEquals(emitted, new RecordYaml().emit(again), "canonical: emitting twice gives the same text");
        return emitted;
    }

    @Test
    void aPlainSessionIsWrittenAsItWasRead() {
        assertEquals(SESSION, roundTrip(SESSION));
    }

    @Test
    void everyAwkwardValueKeepsItsTypeAndText() {
        String emitted = roundTrip(TRICKY);
        assertTrue(emitted.contains("issue: unfiled\n"), emitted);
        assertTrue(emitted.contains("quoted_number: \"13\"\n"), emitted);
        assertTrue(emitted.contains("yes_word: yes\n"), emitted);
        assertTrue(emitted.contains("no_quoted: \"no\"\n"), emitted);
        assertTrue(emitted.contains("date: 2026-10-03\n"), emitted);
        assertTrue(emitted.contains("date_text: \"2026-10-03\"\n"), emitted);
        assertTrue(emitted.contains("emoji: \"🙂 了解\"\n") || emitted.contains("emoji: 🙂 了解\n"), emitted);
        assertTrue(emitted.contains("key with spaces: 値\n"), emitted);
        assertTrue(emitted.contains("narrative: |\n  経過を書く。\n  ```java\n"), emitted);
        assertTrue(emitted.contains("folded: 折り返し される文\n"), emitted);
        assertTrue(emitted.contains("kept: |+\n  末尾の空行を保つ\n\n"), emitted);
        assertTrue(emitted.contains("stripped: 最後の改行なし\n"), emitted);
        // U+2028 is the one \\u escape: snakeyaml-engine does not read \\L
        assertTrue(emitted.contains("separator: \"a\\u2028b\"\n"), emitted);
        assertFalse(emitted.replace("\\u2028", "").contains("\\u"), "Japanese stays readable: " + emitted);
        assertTrue(emitted.contains("anchor:\n  k: v\nalias:\n  k: v\n"), "aliases are expanded: " + emitted);
    }

    @Test
    void multiLineTextsKeepTheirFinalLineBreaks() {
        roundTrip("a: |-\n  x\n  y\nb: |\n  x\n  y\nc: |+\n  x\n\n\nd: |+\n  x\n  \n");
        roundTrip("- |\n  項目の中の\n  複数行\n- k: |-\n    値\n    二行\n");
        roundTrip("a: \"x\\n  \\n\"\nb: \"\\n\\n\"\nc: \"x\\r\\ny\"\nd: \"末尾\\n  \"\n");
    }

    @Test
    void aScalarOrAListAtTheTopLevel() {
        roundTrip("- a\n- b: c\n");
        roundTrip("ただの文\n");
        roundTrip("[]\n");
        roundTrip("|\n  二行の\n  文書\n");
    }

    @Test
    void aRecursiveAliasIsRefused() {
        Node root = new org.snakeyaml.engine.v2.api.lowlevel.Compose(
                        LoadSettings.builder().build())
                .composeString("a: &x\n  - *x\n")
                .orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> new RecordYaml().emit(root));
    }
}
