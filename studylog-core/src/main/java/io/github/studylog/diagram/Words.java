package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** How diagram elements and values are named in messages, for readers who do not know JSON Pointer. */
final class Words {

    /** The collections whose elements have a noun of their own: {@code diagram.element.<collection>}. */
    private static final Set<String> NAMED = Set.of(
            "participants",
            "messages",
            "segments",
            "activations",
            "lanes",
            "states",
            "transitions",
            "nodes",
            "edges",
            "phases",
            "groups",
            "stages",
            "flows",
            "components",
            "boundaries",
            "connections",
            "cards",
            "views",
            "sources");

    private Words() {}

    /** True when the collection's elements have a noun of their own ({@code messages}: message). */
    static boolean named(String collection) {
        return NAMED.contains(collection);
    }

    /**
     * An element as the words name it, {@code state `inflight`} or {@code message 3}: the noun is the pattern
     * {@code diagram.element.<collection>}, its value {@link #ref}; {@code item 3 of `via`} for other collections.
     */
    static Message element(String collection, int index, @Nullable JsonNode element) {
        if (named(collection)) {
            return Message.of("diagram.element." + collection, ref(index, element));
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
        return named(collection)
                ? Message.of("diagram.singular." + collection)
                : Message.of("diagram.singular.item", collection);
    }

    /** A JSON value as an author would write it, shortened when long ({@code nothing} for a missing node: never passed). */
    static String value(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        String text = node.toString();
        return text.length() > 60 ? text.substring(0, 57) + "…" : text;
    }

    /**
     * What kind of JSON value a node is, as the suffix of a pattern key: {@code text}, {@code number} (both quote
     * {@link #value}), {@code literal} (true, false, null: the value itself), {@code list}, {@code object},
     * {@code nothing}.
     */
    static String kindName(JsonNode node) {
        if (node == null) {
            return "nothing";
        }
        if (node.isString()) {
            return "text";
        }
        if (node.isNumber()) {
            return "number";
        }
        if (node.isBoolean() || node.isNull()) {
            return "literal";
        }
        return node.isArray() ? "list" : "object";
    }

    /** What kind of JSON value a node is, in plain words: {@code the text "x"}, {@code a list [ … ]}. */
    static Message kind(JsonNode node) {
        return Message.of("diagram.kind." + kindName(node), node == null ? "" : value(node));
    }

    /**
     * A list of values as the two arguments of a {@code .one} / {@code .many} pattern: every item but the last
     * ({@code `a`, `b`}, empty for one item) and the last ({@code `c`}); the pattern adds the word for "or".
     */
    static String[] list(Collection<String> items) {
        List<String> quoted = items.stream().map(item -> "`" + item + "`").toList();
        if (quoted.isEmpty()) {
            return new String[] {"", ""};
        }
        return new String[] {String.join(", ", quoted.subList(0, quoted.size() - 1)), quoted.get(quoted.size() - 1)};
    }

    /** The key suffix for {@link #list}: {@code one} or {@code many}. */
    static String listSize(Collection<String> items) {
        return items.size() > 1 ? "many" : "one";
    }

    /** A number without a useless {@code .0}. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(Math.round(value * 10) / 10.0);
    }
}
