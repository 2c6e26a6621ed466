package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.yaml.PlainScalarResolver;
import io.github.studylog.yaml.SafeYamlLoader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/** The exact text RecordYaml writes for tags, keys and nesting: the layout, not only the data. */
class RecordYamlShapesTest {

    private static ScalarNode plain(String text) {
        return new ScalarNode(PlainScalarResolver.IMPLICIT, text, ScalarStyle.PLAIN);
    }

    private static ScalarNode tagged(String tag, String text) {
        return new ScalarNode(new Tag(tag), text, ScalarStyle.PLAIN);
    }

    private static MappingNode map(Tag tag, Node key, Node value) {
        return new MappingNode(tag, List.of(new NodeTuple(key, value)), FlowStyle.BLOCK);
    }

    private static String emit(Node root) {
        return new RecordYaml().emit(root);
    }

    private static String emit(String yaml) {
        return emit(new SafeYamlLoader()
                .load("x.yaml", yaml, 0)
                .document()
                .orElseThrow()
                .root());
    }

    @Test
    void aTaggedEmptyRootKeepsItsTagBeforeTheBrackets() {
        assertEquals("!note {}\n", emit(new MappingNode(new Tag("!note"), List.of(), FlowStyle.FLOW)));
        assertEquals("!note []\n", emit(new SequenceNode(new Tag("!note"), List.of(), FlowStyle.FLOW)));
        assertEquals("{}\n", emit(new MappingNode(Tag.MAP, List.of(), FlowStyle.FLOW)));
        assertEquals("[]\n", emit(new SequenceNode(Tag.SEQ, List.of(), FlowStyle.FLOW)));
    }

    @Test
    void aTaggedMappingStartsOnTheLineAfterItsTag() {
        assertEquals("!note\na: 1\n", emit(map(new Tag("!note"), plain("a"), plain("1"))));
        assertEquals(
                "記録: !note\n  a: 1\n", emit(map(Tag.MAP, plain("記録"), map(new Tag("!note"), plain("a"), plain("1")))));
        assertEquals(
                "- !note\n  a: 1\n",
                emit(new SequenceNode(
                        Tag.SEQ, List.of(map(new Tag("!note"), plain("a"), plain("1"))), FlowStyle.BLOCK)));
    }

    @Test
    void aTaggedScalarIsQuotedAfterItsTagInItsShortestForm() {
        // a Tag percent-encodes blanks, controls and non-ASCII, so those never reach the verbatim form
        assertEquals(
                "a: !!binary \"aGk=\"\n", emit(map(Tag.MAP, plain("a"), tagged("tag:yaml.org,2002:binary", "aGk="))));
        assertEquals("a: !%E3%83%A1%E3%83%A2 \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!メモ", "値"))));
        assertEquals("a: !note \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!note", "値"))));
        assertEquals(
                "a: !<tag:example.com,2026:note> \"値\"\n",
                emit(map(Tag.MAP, plain("a"), tagged("tag:example.com,2026:note", "値"))));
        assertEquals("a: !a%20b \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!a b", "値"))));
        assertEquals("a: !<!a,b> \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!a,b", "値"))));
        assertEquals("a: !<!a[b> \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!a[b", "値"))));
        assertEquals("a: !a%7Fb \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!a\u007Fb", "値"))));
        assertEquals("a: !a%C3%A9 \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!a\u00E9", "値"))));
        assertEquals("a: !a~ \"値\"\n", emit(map(Tag.MAP, plain("a"), tagged("!a~", "値"))));
    }

    @Test
    void aKeyOfAThousandCharactersIsImplicitALongerOneExplicit() {
        String thousand = "k".repeat(1000);
        assertEquals(thousand + ": 1\n", emit(map(Tag.MAP, plain(thousand), plain("1"))));
        String longer = "k".repeat(1001) + "\n二行目";
        assertEquals(
                "? |-\n  " + "k".repeat(1001) + "\n  二行目\n: |-\n  値\n  二行\n",
                emit(map(
                        Tag.MAP,
                        new ScalarNode(Tag.STR, longer, ScalarStyle.DOUBLE_QUOTED),
                        new ScalarNode(Tag.STR, "値\n二行", ScalarStyle.DOUBLE_QUOTED))));
        assertEquals(
                "- ? |-\n    " + "k".repeat(1001) + "\n    二行目\n  : 1\n",
                emit(new SequenceNode(
                        Tag.SEQ,
                        List.of(map(Tag.MAP, new ScalarNode(Tag.STR, longer, ScalarStyle.DOUBLE_QUOTED), plain("1"))),
                        FlowStyle.BLOCK)));
        assertEquals(
                "\"a\\nb\": 1\n",
                emit(map(Tag.MAP, new ScalarNode(Tag.STR, "a\nb", ScalarStyle.DOUBLE_QUOTED), plain("1"))),
                "an implicit key is never a literal block");
        assertEquals("~: 1\n", emit(map(Tag.MAP, plain(""), plain("1"))));
    }

    @Test
    void nestedListsStartOnTheDashesLine() {
        assertEquals(
                "- - a\n  - b\n- x: 1\n  y:\n    - |-\n      二行の\n      値\n- []\n",
                emit("- [a, b]\n- {x: 1, y: [\"二行の\\n値\"]}\n- []\n"));
        assertEquals("a:\n  - - b\n    - c\n", emit("a: [[b, c]]\n"));
    }

    @Test
    void aRecursiveAliasIsRefusedWithItsLine() {
        Node root = new Compose(LoadSettings.builder().build())
                .composeString("a: 1\nb: &x\n  - *x\n")
                .orElseThrow();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> emit(root));
        assertEquals("a recursive YAML structure (an alias inside itself) at line 2", e.getMessage());
    }
}
