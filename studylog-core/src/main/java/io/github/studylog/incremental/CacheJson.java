package io.github.studylog.incremental;

import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * The one codec model of the {@link ResultsCache}: each kind's value is one JSON value, written with jackson-core's
 * generator and read back from its tree (built from jackson-core's parser by {@link ResultsFile}, no mapper). The helpers here write and read what every codec needs (lists, optional
 * values, positioned strings) and refuse what does not fit: the cache file is untrusted input, so a missing field,
 * a wrong type or a number out of range is {@link Corrupt} (the entry is then a miss and its file read again).
 *
 * <p>An optional value is a field left out when empty; a list is always written; a positioned string
 * ({@link Located}) is the array {@code [text, line, column]}.
 */
public final class CacheJson {

    private CacheJson() {}

    /** How one kind's entries are written and read. */
    public interface Codec<T> {

        /**
         * Writes the value of the file at {@code path} as one JSON value.
         *
         * @throws NotCacheable a value that would not read back equal (the file is read next time)
         */
        void write(JsonGenerator out, String path, T value);

        /** What {@link #write} wrote for the file at {@code path}; anything else is {@link Corrupt}. */
        T read(JsonNode in, String path) throws Corrupt;
    }

    /** A value a codec cannot write so that it reads back equal; the file is then not cached. */
    public static final class NotCacheable extends RuntimeException {
        public NotCacheable(String message) {
            super(message, null, false, false);
        }
    }

    /** An entry that is not what its codec writes. */
    public static final class Corrupt extends Exception {
        public Corrupt(@Nullable String message) {
            super(message, null, false, false);
        }
    }

    /** Reads one item of a list or an optional value. */
    public interface Item<T> {
        T read(JsonNode node) throws Corrupt;
    }

    /** The field {@code name} of {@code object}; missing is {@link Corrupt}. */
    public static JsonNode field(JsonNode object, String name) throws Corrupt {
        JsonNode value = object == null || !object.isObject() ? null : object.get(name);
        if (value == null || value.isNull()) {
            throw new Corrupt("no `" + name + "`");
        }
        return value;
    }

    public static String string(JsonNode object, String name) throws Corrupt {
        return string(field(object, name));
    }

    public static String string(JsonNode node) throws Corrupt {
        if (node == null || !node.isString()) {
            throw new Corrupt("not a string");
        }
        return node.stringValue();
    }

    public static int integer(JsonNode object, String name) throws Corrupt {
        return integer(field(object, name));
    }

    public static int integer(JsonNode node) throws Corrupt {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new Corrupt("not an int");
        }
        return node.intValue();
    }

    public static long longInteger(JsonNode node) throws Corrupt {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToLong()) {
            throw new Corrupt("not a long");
        }
        return node.longValue();
    }

    public static boolean bool(JsonNode object, String name) throws Corrupt {
        return bool(field(object, name));
    }

    public static boolean bool(JsonNode node) throws Corrupt {
        if (node == null || !node.isBoolean()) {
            throw new Corrupt("not a boolean");
        }
        return node.booleanValue();
    }

    /** The constant of {@code type} named by the field. */
    public static <E extends Enum<E>> E constant(JsonNode object, String name, Class<E> type) throws Corrupt {
        return constant(field(object, name), type);
    }

    /** The constant of {@code type} a string names. */
    public static <E extends Enum<E>> E constant(JsonNode node, Class<E> type) throws Corrupt {
        String constant = string(node);
        try {
            return Enum.valueOf(type, constant);
        } catch (IllegalArgumentException e) {
            throw new Corrupt("unknown " + type.getSimpleName() + " `" + constant + "`");
        }
    }

    /** The items of the array {@code name}. */
    public static <T> List<T> list(JsonNode object, String name, Item<T> item) throws Corrupt {
        return list(field(object, name), item);
    }

    /** The items of an array. */
    public static <T> List<T> list(JsonNode array, Item<T> item) throws Corrupt {
        if (!array.isArray()) {
            throw new Corrupt("not an array");
        }
        List<T> items = new ArrayList<>(array.size());
        for (JsonNode node : array.values()) {
            items.add(item.read(node));
        }
        return List.copyOf(items);
    }

    /** The field {@code name} read by {@code item}; empty when the field is left out. */
    public static <T> Optional<T> optional(JsonNode object, String name, Item<T> item) throws Corrupt {
        JsonNode value = object.get(name);
        return value == null ? Optional.empty() : Optional.of(item.read(value));
    }

    /** A positioned string, {@code [text, line, column]}. */
    public static Located<String> located(JsonNode node) throws Corrupt {
        if (!node.isArray() || node.size() != 3) {
            throw new Corrupt("not a located value");
        }
        return new Located<>(string(node.get(0)), integer(node.get(1)), integer(node.get(2)));
    }

    /** {@link #located(JsonNode)} of the field {@code name}, left out when empty. */
    public static Optional<Located<String>> optionalLocated(JsonNode object, String name) throws Corrupt {
        return optional(object, name, CacheJson::located);
    }

    public static void located(JsonGenerator out, Located<String> value) {
        out.writeStartArray();
        out.writeString(value.value());
        out.writeNumber(value.line());
        out.writeNumber(value.column());
        out.writeEndArray();
    }

    /** Writes the array {@code name}, each item by {@code item}. */
    public static <T> void list(
            JsonGenerator out, String name, Collection<T> items, BiConsumer<JsonGenerator, T> item) {
        out.writeArrayPropertyStart(name);
        items.forEach(i -> item.accept(out, i));
        out.writeEndArray();
    }

    /** Writes the field {@code name} by {@code item} when {@code value} is present; leaves it out when empty. */
    public static <T> void optional(
            JsonGenerator out, String name, Optional<T> value, BiConsumer<JsonGenerator, T> item) {
        if (value.isPresent()) {
            out.writeName(name);
            item.accept(out, value.get());
        }
    }

    /** Writes the positioned string {@code name} when present. */
    public static void optionalLocated(JsonGenerator out, String name, Optional<Located<String>> value) {
        optional(out, name, value, CacheJson::located);
    }
}
