package io.github.studylog.incremental;

import io.github.studylog.content.FileStat;
import io.github.studylog.content.OutputFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import java.util.zip.CRC32C;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Where the {@link ResultsCache} is kept: {@value #FILE} in the cache directory, JSON lines written and read with
 * Jackson. The first line names the format, its version, the CRC-32C of the lines after it and the key of each kind
 * ({@code {"format":"studylog-results-cache","version":15,"crc32c":"…","kinds":{"doc":"…"}}}); then one line per
 * entry, sorted by
 * kind and path: {@code {"kind","path","sha256","stat":[size, modified, taken],"value":…}}, the value in its kind's
 * codec ({@link CacheJson}), last. A line is read up to its value when the file is opened; the value is decoded
 * only when its file is looked up, and a line nothing changed is written back as the bytes it was read from.
 *
 * <p>The file is untrusted input: one that is missing, a link, too large, of another format or version, damaged
 * (truncated, a byte changed: its checksum differs; a checksum against damage, not a digest against tampering, which
 * a key-less digest would not stop either), or whose header or any entry's line up to its value does not parse is
 * no cache at all; an entry whose value does not
 * decode is a miss (its file is read again). Written atomically through {@link OutputFiles}.
 */
final class ResultsFile {

    /** The cache file, inside the cache directory. */
    static final String FILE = "results.cache";

    static final String FORMAT = "studylog-results-cache";
    /** The format's version: a file of another is no cache. */
    static final int VERSION = 15;
    /** Larger files are not read: a cache of 20,000 records is a few tens of MiB. */
    static final long MAX_BYTES = 256L * 1024 * 1024;

    /** What a kind's name is made of. */
    static final Pattern KIND_NAME = Pattern.compile("[a-z-]+");

    private final Path dir;
    private final long maxBytes;
    /** jackson-core alone: values are read into trees by {@link #tree}, without a mapper. */
    private final JsonFactory json = JsonFactory.builder().build();

    ResultsFile(Path dir) {
        this(dir, MAX_BYTES);
    }

    ResultsFile(Path dir, long maxBytes) {
        this.dir = dir.toAbsolutePath().normalize();
        this.maxBytes = maxBytes;
    }

    /** One entry's line as it was read: {@code bytes[from, to)}, without its line break. */
    record Line(byte[] bytes, int from, int to) {}

    /** What the file holds: the key of each kind, and the entries in the file's order. */
    record Contents(Map<String, String> keys, Map<CacheEntry.Id, CacheEntry> entries) {

        static Contents empty() {
            return new Contents(new HashMap<>(), new LinkedHashMap<>());
        }
    }

    /** The size of the file in {@code dir}; 0 when there is none (or not a regular file) or it cannot be read. */
    static long size(Path dir) {
        Path file = dir.resolve(FILE);
        try {
            return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) ? Files.size(file) : 0;
        } catch (IOException | SecurityException e) {
            return 0;
        }
    }

    /**
     * The file's contents; empty contents when there is no file or it is not a cache of this version, or as soon as
     * {@code wanted} turns false.
     */
    Contents read(BooleanSupplier wanted) {
        Path file = dir.resolve(FILE);
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > maxBytes) {
                return Contents.empty();
            }
            byte[] bytes = Files.readAllBytes(file);
            return wanted.getAsBoolean() ? parse(bytes, wanted) : Contents.empty();
        } catch (IOException | UncheckedIOException | SecurityException | JacksonException | CacheJson.Corrupt e) {
            return Contents.empty();
        }
    }

    private Contents parse(byte[] bytes, BooleanSupplier wanted) throws CacheJson.Corrupt {
        int end = next(bytes, 0);
        JsonNode header;
        try (JsonParser in = parser(bytes, 0, end)) {
            in.nextToken();
            header = tree(in);
            expect(in.nextToken() == null);
        }
        if (!FORMAT.equals(header.path("format").stringValue(null))
                || header.path("version").intValue(0) != VERSION
                || !header.path("kinds").isObject()
                || !checksum(bytes, end + 1, bytes.length)
                        .equals(header.path("crc32c").stringValue(null))) {
            return Contents.empty();
        }
        Map<String, String> keys = new HashMap<>();
        for (Map.Entry<String, JsonNode> kind : header.get("kinds").properties()) {
            if (!KIND_NAME.matcher(kind.getKey()).matches()) {
                throw new CacheJson.Corrupt("kind " + kind.getKey());
            }
            keys.put(kind.getKey(), CacheJson.string(kind.getValue()));
        }
        Map<CacheEntry.Id, CacheEntry> entries = new LinkedHashMap<>();
        for (int from = end + 1; from < bytes.length; from = end + 1) {
            if (entries.size() % 256 == 0 && !wanted.getAsBoolean()) {
                return Contents.empty();
            }
            end = next(bytes, from);
            CacheEntry entry = entry(new Line(bytes, from, end));
            if (!keys.containsKey(entry.kind())) {
                throw new CacheJson.Corrupt("an entry of `" + entry.kind() + "`, which has no key");
            }
            if (entries.put(entry.id(), entry) != null) {
                throw new CacheJson.Corrupt("two entries for " + entry.path());
            }
        }
        return new Contents(keys, entries);
    }

    /** Where the line beginning at {@code from} ends (its line break); a file ends with one. */
    private static int next(byte[] bytes, int from) throws CacheJson.Corrupt {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        throw new CacheJson.Corrupt("a line without its end");
    }

    /** An entry's line up to its value, which is left to {@link #value}. */
    private CacheEntry entry(Line line) throws CacheJson.Corrupt {
        try (JsonParser in = parser(line.bytes(), line.from(), line.to() - line.from())) {
            expect(in.nextToken() == JsonToken.START_OBJECT);
            expect("kind".equals(in.nextName()) && in.nextToken() == JsonToken.VALUE_STRING);
            String kind = in.getString();
            expect("path".equals(in.nextName()) && in.nextToken() == JsonToken.VALUE_STRING);
            String path = in.getString();
            expect("sha256".equals(in.nextName()) && in.nextToken() == JsonToken.VALUE_STRING);
            byte[] hash = hex(in.getString());
            String name = in.nextName();
            Optional<FileStat> stat = Optional.empty();
            if ("stat".equals(name)) {
                expect(in.nextToken() == JsonToken.START_ARRAY);
                long[] numbers = new long[3];
                for (int i = 0; i < 3; i++) {
                    expect(in.nextToken() == JsonToken.VALUE_NUMBER_INT);
                    numbers[i] = in.getLongValue();
                }
                expect(in.nextToken() == JsonToken.END_ARRAY);
                stat = Optional.of(new FileStat(numbers[0], numbers[1], numbers[2]));
                name = in.nextName();
            }
            expect("value".equals(name));
            return new CacheEntry(kind, path, hash, stat, line, null, null);
        }
    }

    private JsonParser parser(byte[] bytes, int from, int length) {
        return json.createParser(ObjectReadContext.empty(), bytes, from, length);
    }

    /**
     * The value at the parser's current token as a tree, built with {@link JsonNodeFactory} (a mapper would load
     * databind's deserializers for it). The cache holds no fractions and no integers beyond a long: either is
     * {@link CacheJson.Corrupt}.
     */
    static JsonNode tree(JsonParser in) throws CacheJson.Corrupt {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        JsonToken token = in.currentToken();
        if (token == null) {
            throw new CacheJson.Corrupt("no value");
        }
        switch (token) {
            case START_OBJECT -> {
                ObjectNode object = nodes.objectNode();
                for (String name = in.nextName(); name != null; name = in.nextName()) {
                    in.nextToken();
                    object.set(name, tree(in));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = nodes.arrayNode();
                while (in.nextToken() != JsonToken.END_ARRAY) {
                    array.add(tree(in));
                }
                return array;
            }
            case VALUE_STRING -> {
                return nodes.stringNode(in.getString());
            }
            case VALUE_NUMBER_INT -> {
                expect(in.getNumberType() != JsonParser.NumberType.BIG_INTEGER);
                return nodes.numberNode(in.getLongValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return nodes.booleanNode(token == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return nodes.nullNode();
            }
            default -> throw new CacheJson.Corrupt("token " + token);
        }
    }

    private static byte[] hex(String text) throws CacheJson.Corrupt {
        try {
            byte[] hash = HexFormat.of().parseHex(text);
            expect(hash.length == 32);
            return hash;
        } catch (IllegalArgumentException e) {
            throw new CacheJson.Corrupt("sha256");
        }
    }

    private static void expect(boolean condition) throws CacheJson.Corrupt {
        if (!condition) {
            throw new CacheJson.Corrupt("not an entry");
        }
    }

    /** The value of an entry read from the file, as a tree; nonsense is {@link CacheJson.Corrupt}. */
    JsonNode value(Line line) throws CacheJson.Corrupt {
        try (JsonParser in = parser(line.bytes(), line.from(), line.to() - line.from())) {
            expect(in.nextToken() == JsonToken.START_OBJECT);
            for (String name = in.nextName(); !"value".equals(name); name = in.nextName()) {
                expect(name != null);
                in.nextToken();
                in.skipChildren();
            }
            in.nextToken();
            JsonNode value = tree(in);
            expect(in.nextToken() == JsonToken.END_OBJECT && in.nextToken() == null);
            return value;
        } catch (JacksonException e) {
            throw new CacheJson.Corrupt("value: " + e.getOriginalMessage());
        }
    }

    /**
     * The file's bytes for {@code keys} and {@code entries} (in the file's order): an entry read and unchanged as
     * its line, a new one through its codec; one its codec cannot write so that it reads back equal is left out
     * (its file is read again next time).
     */
    byte[] encode(Map<String, String> keys, List<CacheEntry> entries) {
        byte[] body = body(entries);
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.length + 1024);
        try (JsonGenerator header = json.createGenerator(ObjectWriteContext.empty(), out)) {
            header.writeStartObject();
            header.writeStringProperty("format", FORMAT);
            header.writeNumberProperty("version", VERSION);
            header.writeStringProperty("crc32c", checksum(body, 0, body.length));
            header.writeObjectPropertyStart("kinds");
            keys.forEach(header::writeStringProperty);
            header.writeEndObject();
            header.writeEndObject();
        }
        out.write('\n');
        out.writeBytes(body);
        return out.toByteArray();
    }

    /** The CRC-32C of {@code bytes[from, to)}, in hex. */
    static String checksum(byte[] bytes, int from, int to) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, from, to - from);
        return String.format("%08x", crc.getValue());
    }

    /** The entries' lines. */
    private byte[] body(List<CacheEntry> entries) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(512 * entries.size() + 16);
        ByteArrayOutputStream line = new ByteArrayOutputStream(1024);
        for (CacheEntry entry : entries) {
            if (entry.line() != null) {
                Line read = entry.line();
                out.write(read.bytes(), read.from(), read.to() - read.from());
                out.write('\n');
                continue;
            }
            line.reset();
            try (JsonGenerator gen = json.createGenerator(ObjectWriteContext.empty(), line)) {
                gen.writeStartObject();
                gen.writeStringProperty("kind", entry.kind());
                gen.writeStringProperty("path", entry.path());
                gen.writeStringProperty("sha256", HexFormat.of().formatHex(entry.hash()));
                if (entry.stat().isPresent()) {
                    FileStat stat = entry.stat().get();
                    gen.writeArrayPropertyStart("stat");
                    gen.writeNumber(stat.size());
                    gen.writeNumber(stat.modifiedNanos());
                    gen.writeNumber(stat.takenNanos());
                    gen.writeEndArray();
                }
                gen.writeName("value");
                // an entry not written back as read is a decoded or new value, which carries its codec
                write(Objects.requireNonNull(entry.codec()), gen, entry);
                gen.writeEndObject();
            } catch (CacheJson.NotCacheable | JacksonException e) {
                continue;
            }
            out.writeBytes(line.toByteArray());
            out.write('\n');
        }
        return out.toByteArray();
    }

    @SuppressWarnings("unchecked")
    private static <T> void write(CacheJson.Codec<T> codec, JsonGenerator out, CacheEntry entry) {
        codec.write(out, entry.path(), (T) Objects.requireNonNull(entry.value()));
    }

    /** Replaces the file with {@code bytes}, atomically. */
    void write(byte[] bytes) throws IOException {
        new OutputFiles(dir).write(FILE, bytes);
    }
}
