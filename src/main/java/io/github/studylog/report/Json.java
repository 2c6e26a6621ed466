package io.github.studylog.report;

import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Deterministic pretty JSON text for every JSON file the plugin writes (two-space indent, final newline). */
public final class Json {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private Json() {
    }

    public static String pretty(JsonNode node) {
        return MAPPER.writeValueAsString(node).replace("\r\n", "\n") + "\n";
    }
}
