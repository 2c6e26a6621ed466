package io.github.studylog.incremental;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Hand-made results cache files for tests: the cache is JSON lines, so a test writes the very text it means (a
 * header with the kinds' keys and the checksum of the lines, one line per entry), and encodes or decodes one value
 * with a kind's codec.
 */
public final class CacheLines {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private CacheLines() {}

    /** The cache file's name. */
    public static final String FILE = ResultsFile.FILE;
    /** The format's version. */
    public static final int VERSION = ResultsFile.VERSION;
    /** The largest file read. */
    public static final long MAX_BYTES = ResultsFile.MAX_BYTES;

    /** A whole file of this format and version: the header (the kinds' keys, the lines' checksum) and the lines. */
    public static String file(Map<String, String> keys, List<String> lines) {
        String body = String.join("", lines);
        return header(ResultsFile.VERSION, keys, body) + body;
    }

    /** The header line of a file of {@code version} whose lines after it are {@code body}. */
    public static String header(int version, Map<String, String> keys, String body) {
        StringBuilder kinds = new StringBuilder();
        new TreeMap<>(keys)
                .forEach((k, v) -> kinds.append(kinds.isEmpty() ? "" : ",")
                        .append(quote(k))
                        .append(':')
                        .append(quote(v)));
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return "{\"format\":\"" + ResultsFile.FORMAT + "\",\"version\":" + version + ",\"crc32c\":\""
                + ResultsFile.checksum(bytes, 0, bytes.length) + "\",\"kinds\":{" + kinds + "}}\n";
    }

    /** One entry's line, without a stat, its value the JSON text {@code value}. */
    public static String entry(String kind, String path, byte[] hash, String value) {
        return "{\"kind\":" + quote(kind) + ",\"path\":" + quote(path) + ",\"sha256\":\""
                + HexFormat.of().formatHex(hash) + "\",\"value\":" + value + "}\n";
    }

    /** Writes the file: a header and the lines. */
    public static void write(Path dir, Map<String, String> keys, List<String> lines) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(FILE), file(keys, lines), StandardCharsets.UTF_8);
    }

    /** {@code value} as {@code codec} writes it for the file at {@code path}. */
    public static <T> String encode(CacheJson.Codec<T> codec, String path, T value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator json = MAPPER.createGenerator(out)) {
            codec.write(json, path, value);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** What {@code codec} reads from the JSON text {@code value}. */
    public static <T> T decode(CacheJson.Codec<T> codec, String path, String value) throws CacheJson.Corrupt {
        return codec.read(tree(value), path);
    }

    public static JsonNode tree(String json) {
        return MAPPER.readTree(json);
    }

    /** {@code text} as a JSON string. */
    public static String quote(String text) {
        return MAPPER.writeValueAsString(text);
    }
}
