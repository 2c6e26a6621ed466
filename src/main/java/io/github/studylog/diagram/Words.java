package io.github.studylog.diagram;

import java.util.Collection;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** How diagram elements and values are named in messages, for readers who do not know JSON Pointer. */
final class Words {

    private static final Map<String, String> SINGULAR = Map.ofEntries(
            Map.entry("participants", "participant"), Map.entry("messages", "message"),
            Map.entry("segments", "segment"), Map.entry("activations", "activation"),
            Map.entry("lanes", "lane"), Map.entry("states", "state"), Map.entry("transitions", "transition"),
            Map.entry("nodes", "node"), Map.entry("edges", "edge"), Map.entry("phases", "phase"),
            Map.entry("groups", "group"), Map.entry("stages", "stage"), Map.entry("flows", "flow"),
            Map.entry("components", "component"), Map.entry("boundaries", "boundary"),
            Map.entry("connections", "connection"), Map.entry("cards", "card"), Map.entry("views", "view"),
            Map.entry("sources", "source"));

    private Words() {
    }

    /** The singular noun for an element of a collection: {@code messages} gives {@code message}. */
    static String singular(String collection) {
        return SINGULAR.getOrDefault(collection, "item of `" + collection + "`");
    }

    /** {@code state `inflight`} when the element has an id, otherwise {@code message 3} (1-based). */
    static String element(String collection, int index, JsonNode element) {
        String noun = singular(collection);
        JsonNode id = element == null ? null : element.get("id");
        if (id != null && id.isString() && id.asString().matches("[A-Za-z][A-Za-z0-9_-]{0,63}")) {
            return noun + " `" + id.asString() + "`";
        }
        if (noun.startsWith("item of")) {
            return "item " + (index + 1) + " of `" + collection + "`";
        }
        return noun + " " + (index + 1);
    }

    /** A JSON value as an author would write it, shortened when long. */
    static String value(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        String text = node.toString();
        return text.length() > 60 ? text.substring(0, 57) + "…" : text;
    }

    /** What kind of JSON value a node is, in plain words. */
    static String kind(JsonNode node) {
        if (node == null) {
            return "nothing";
        }
        if (node.isString()) {
            return "the text " + value(node);
        }
        if (node.isNumber()) {
            return "the number " + value(node);
        }
        if (node.isBoolean()) {
            return value(node);
        }
        if (node.isNull()) {
            return "null";
        }
        if (node.isArray()) {
            return "a list [ … ]";
        }
        return "an object { … }";
    }

    /** {@code `a`, `b` and `c`}. */
    static String list(Collection<String> items) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        for (String item : items) {
            if (i > 0) {
                out.append(i == items.size() - 1 ? " or " : ", ");
            }
            out.append('`').append(item).append('`');
            i++;
        }
        return out.toString();
    }

    /** A number without a useless {@code .0}. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(Math.round(value * 10) / 10.0);
    }
}
