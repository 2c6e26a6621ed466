package io.github.studylog.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The keys the diagram checks name whole pick the same patterns the bundle lays out by collection, value kind and
 * expected type: each pattern of the bundle is the one its parts choose, and no part chooses a missing pattern.
 */
class DiagramMessageKeysTest {

    private static final Messages EN = Messages.english();
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Test
    void everyCollectionWithANounInTheBundleIsNamedByIt() {
        Set<String> collections = new TreeSet<>();
        for (String key : EN.keysStartingWith("diagram.element.")) {
            String collection = key.substring("diagram.element.".length());
            if (collection.startsWith("item-")) {
                continue; // item 3 of `via`: a collection without a noun
            }
            collections.add(collection);
            assertTrue(Words.named(collection), collection);
            assertEquals(key, Words.element(collection, 2, null).key());
            assertEquals(
                    "diagram.singular." + collection, Words.singular(collection).key());
        }
        assertEquals(19, collections.size(), collections::toString);
        assertFalse(Words.named("via"));
        assertEquals("diagram.element.item-index", Words.element("via", 2, null).key());
        assertEquals("diagram.singular.item", Words.singular("via").key());
        assertEquals("メッセージ 3", Messages.of(Language.JA).text(Words.element("messages", 2, null)));
    }

    @Test
    void aValueKindNamesItsWordsAndTheSchemaPatterns() {
        assertEquals(Words.Kind.NOTHING, Words.Kind.of(null));
        assertEquals(Words.Kind.TEXT, Words.Kind.of(JSON.stringNode("x")));
        assertEquals(Words.Kind.NUMBER, Words.Kind.of(JSON.numberNode(2)));
        assertEquals(Words.Kind.LITERAL, Words.Kind.of(JSON.booleanNode(true)));
        assertEquals(Words.Kind.LITERAL, Words.Kind.of(JSON.nullNode()));
        assertEquals(Words.Kind.LIST, Words.Kind.of(JSON.arrayNode()));
        assertEquals(Words.Kind.OBJECT, Words.Kind.of(JSON.objectNode()));
        assertEquals("the text \"x\"", EN.text(Words.kind(JSON.stringNode("x"))));
        Set<String> chosen = new TreeSet<>();
        for (Words.Kind kind : Words.Kind.values()) {
            String name = kind.name().toLowerCase(Locale.ROOT);
            assertEquals("diagram.kind." + name, kind.words);
            for (String type : new String[] {"string", "number", "integer", "boolean", "array", "object", "other"}) {
                String key = SchemaCheck.typeKey(type, kind);
                assertEquals("diagram-schema.type." + type + "." + name, key);
                chosen.add(key);
            }
            assertEquals("diagram-schema.type.other." + name, SchemaCheck.typeKey("[\"string\",\"null\"]", kind));
        }
        assertEquals(EN.keysStartingWith("diagram-schema.type."), chosen);
    }

    @Test
    void aConstErrorQuotesTheFoundValueByItsKind() {
        JsonNode two = JSON.numberNode(2);
        assertEquals("diagram-schema.const.text-quoted", SchemaCheck.constKey(two, JSON.stringNode("2")));
        assertEquals("diagram-schema.const.text", SchemaCheck.constKey(JSON.stringNode("a"), JSON.stringNode("b")));
        assertEquals("diagram-schema.const.number", SchemaCheck.constKey(two, JSON.numberNode(3)));
        assertEquals("diagram-schema.const.literal", SchemaCheck.constKey(two, JSON.nullNode()));
        assertEquals("diagram-schema.const.list", SchemaCheck.constKey(two, JSON.arrayNode()));
        assertEquals("diagram-schema.const.object", SchemaCheck.constKey(two, JSON.objectNode()));
        assertEquals("diagram-schema.const.nothing", SchemaCheck.constKey(two, null));
        assertEquals(
                "`schema_version` must be exactly 1, not the text \"1\" (write the number without quotes)",
                EN.text(Message.around(
                        SchemaCheck.constKey(JSON.numberNode(1), JSON.stringNode("1")),
                        Message.of("diagram.where.key", "`schema_version`"),
                        "1",
                        "\"1\"")));
    }
}
