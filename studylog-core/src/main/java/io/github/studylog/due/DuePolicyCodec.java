package io.github.studylog.due;

import static io.github.studylog.incremental.CacheJson.constant;
import static io.github.studylog.incremental.CacheJson.field;
import static io.github.studylog.incremental.CacheJson.integer;
import static io.github.studylog.incremental.CacheJson.list;
import static io.github.studylog.incremental.CacheJson.string;

import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.CacheJson.Corrupt;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * The due policy read from CHATGPT.md (kind {@value #KIND} of the results cache), so a run whose CHATGPT.md did not
 * change does not parse it as Markdown again: {@code {"prefixes":[[url, kind]…], "maxAgeDays":{kind: days},
 * "revisitDays":{status: days}, "line":n}}, kinds by their constant's name. Only a policy read without findings is
 * kept. Anything else is {@link Corrupt}.
 */
public final class DuePolicyCodec implements CacheJson.Codec<DuePolicy> {

    /** The cache kind. */
    public static final String KIND = "due-policy";

    @Override
    public void write(JsonGenerator out, String path, DuePolicy policy) {
        out.writeStartObject();
        CacheJson.list(out, "prefixes", policy.prefixes(), (w, prefix) -> {
            w.writeStartArray();
            w.writeString(prefix.url());
            w.writeString(prefix.kind().name());
            w.writeEndArray();
        });
        out.writeObjectPropertyStart("maxAgeDays");
        policy.maxAgeDays().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e -> out.writeNumberProperty(e.getKey().name(), e.getValue()));
        out.writeEndObject();
        out.writeObjectPropertyStart("revisitDays");
        policy.revisitDays().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e -> out.writeNumberProperty(e.getKey(), e.getValue()));
        out.writeEndObject();
        out.writeNumberProperty("line", policy.line());
        out.writeEndObject();
    }

    @Override
    public DuePolicy read(JsonNode in, String path) throws Corrupt {
        var prefixes = list(in, "prefixes", p -> {
            if (!p.isArray() || p.size() != 2) {
                throw new Corrupt("not a prefix");
            }
            return new DuePolicy.Prefix(string(p.get(0)), constant(p.get(1), CitationKind.class));
        });
        Map<CitationKind, Integer> maxAge = new EnumMap<>(CitationKind.class);
        for (Map.Entry<String, JsonNode> e : object(in, "maxAgeDays").properties()) {
            try {
                maxAge.put(CitationKind.valueOf(e.getKey()), integer(e.getValue()));
            } catch (IllegalArgumentException unknown) {
                throw new Corrupt("kind " + e.getKey());
            }
        }
        Map<String, Integer> revisit = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : object(in, "revisitDays").properties()) {
            revisit.put(e.getKey(), integer(e.getValue()));
        }
        return new DuePolicy(prefixes, maxAge, revisit, integer(in, "line"));
    }

    private static JsonNode object(JsonNode in, String name) throws Corrupt {
        JsonNode value = field(in, name);
        if (!value.isObject()) {
            throw new Corrupt("not an object: " + name);
        }
        return value;
    }
}
