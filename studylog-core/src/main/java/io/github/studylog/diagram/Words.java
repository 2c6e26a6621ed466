package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** How diagram elements and values are named in messages, for readers who do not know JSON Pointer. */
final class Words {

    /**
     * The collections whose elements have a noun of their own: the key of an element's name ({@code message 3}) and
     * the key of the noun alone ({@code message}).
     */
    private enum Noun {
        PARTICIPANTS("participants", "diagram.element.participants", "diagram.singular.participants"),
        MESSAGES("messages", "diagram.element.messages", "diagram.singular.messages"),
        SEGMENTS("segments", "diagram.element.segments", "diagram.singular.segments"),
        ACTIVATIONS("activations", "diagram.element.activations", "diagram.singular.activations"),
        LANES("lanes", "diagram.element.lanes", "diagram.singular.lanes"),
        STATES("states", "diagram.element.states", "diagram.singular.states"),
        TRANSITIONS("transitions", "diagram.element.transitions", "diagram.singular.transitions"),
        NODES("nodes", "diagram.element.nodes", "diagram.singular.nodes"),
        EDGES("edges", "diagram.element.edges", "diagram.singular.edges"),
        PHASES("phases", "diagram.element.phases", "diagram.singular.phases"),
        GROUPS("groups", "diagram.element.groups", "diagram.singular.groups"),
        STAGES("stages", "diagram.element.stages", "diagram.singular.stages"),
        FLOWS("flows", "diagram.element.flows", "diagram.singular.flows"),
        COMPONENTS("components", "diagram.element.components", "diagram.singular.components"),
        BOUNDARIES("boundaries", "diagram.element.boundaries", "diagram.singular.boundaries"),
        CONNECTIONS("connections", "diagram.element.connections", "diagram.singular.connections"),
        CARDS("cards", "diagram.element.cards", "diagram.singular.cards"),
        VIEWS("views", "diagram.element.views", "diagram.singular.views"),
        SOURCES("sources", "diagram.element.sources", "diagram.singular.sources");

        final String collection;
        final String element;
        final String singular;

        Noun(String collection, String element, String singular) {
            this.collection = collection;
            this.element = element;
            this.singular = singular;
        }

        static Optional<Noun> of(String collection) {
            return Arrays.stream(values())
                    .filter(n -> n.collection.equals(collection))
                    .findFirst();
        }
    }

    /** What kind of JSON value a node is; messages choose their pattern by it (the key of its words). */
    enum Kind {
        /** a string: the pattern quotes {@link #value} */
        TEXT("diagram.kind.text"),
        /** the pattern quotes {@link #value} */
        NUMBER("diagram.kind.number"),
        /** true, false, null: the value itself */
        LITERAL("diagram.kind.literal"),
        LIST("diagram.kind.list"),
        OBJECT("diagram.kind.object"),
        /** no node at all */
        NOTHING("diagram.kind.nothing");

        final String words;

        Kind(String words) {
            this.words = words;
        }

        static Kind of(@Nullable JsonNode node) {
            if (node == null) {
                return NOTHING;
            }
            if (node.isString()) {
                return TEXT;
            }
            if (node.isNumber()) {
                return NUMBER;
            }
            if (node.isBoolean() || node.isNull()) {
                return LITERAL;
            }
            return node.isArray() ? LIST : OBJECT;
        }
    }

    private Words() {}

    /** True when the collection's elements have a noun of their own ({@code messages}: message). */
    static boolean named(String collection) {
        return Noun.of(collection).isPresent();
    }

    /**
     * An element as the words name it, {@code state `inflight`} or {@code message 3}: the noun is the pattern
     * {@code diagram.element.<collection>}, its value {@link #ref}; {@code item 3 of `via`} for other collections.
     */
    static Message element(String collection, int index, @Nullable JsonNode element) {
        Optional<Noun> noun = Noun.of(collection);
        if (noun.isPresent()) {
            return Message.of(noun.get().element, ref(index, element));
        }
        String id = id(element);
        return id != null
                ? Message.of("diagram.element.item-id", collection, id)
                : Message.of("diagram.element.item-index", collection, index + 1);
    }

    /** The code part of an element's name: {@code `inflight`} when it has a plain id, otherwise its 1-based number. */
    static String ref(int index, @Nullable JsonNode element) {
        String id = id(element);
        return id != null ? "`" + id + "`" : String.valueOf(index + 1);
    }

    private static @Nullable String id(@Nullable JsonNode element) {
        JsonNode id = element == null ? null : element.get("id");
        return id != null && id.isString() && id.asString().matches("[A-Za-z][A-Za-z0-9_-]{0,63}")
                ? id.asString()
                : null;
    }

    /** The noun for an element of a collection ({@code diagram.singular.<collection>}): messages gives message. */
    static Message singular(String collection) {
        return Noun.of(collection)
                .map(noun -> Message.of(noun.singular))
                .orElseGet(() -> Message.of("diagram.singular.item", collection));
    }

    /** A JSON value as an author would write it, shortened when long ({@code nothing} for a missing node: never passed). */
    static String value(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        String text = node.toString();
        return text.length() > 60 ? text.substring(0, 57) + "…" : text;
    }

    /** What kind of JSON value a node is, in plain words: {@code the text "x"}, {@code a list [ … ]}. */
    static Message kind(JsonNode node) {
        return Message.of(Kind.of(node).words, node == null ? "" : value(node));
    }

    /**
     * A list of values as the two arguments of a {@code .one} / {@code .many} pattern (the caller picks by the size): every item but the last
     * ({@code `a`, `b`}, empty for one item) and the last ({@code `c`}); the pattern adds the word for "or".
     */
    static String[] list(Collection<String> items) {
        List<String> quoted = items.stream().map(item -> "`" + item + "`").toList();
        if (quoted.isEmpty()) {
            return new String[] {"", ""};
        }
        return new String[] {String.join(", ", quoted.subList(0, quoted.size() - 1)), quoted.get(quoted.size() - 1)};
    }

    /** A number without a useless {@code .0}. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(Math.round(value * 10) / 10.0);
    }
}
