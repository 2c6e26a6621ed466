package io.github.studylog.report;

import java.io.Writer;
import tools.jackson.core.JsonGenerator;
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

    /** A generator writing the same pretty text as {@link #pretty}, for files too large to build as a tree. */
    public static JsonGenerator prettyGenerator(Writer writer) {
        return MAPPER.writer().createGenerator(writer);
    }

    public static String pretty(JsonNode node) {
        return MAPPER.writeValueAsString(node).replace("\r\n", "\n") + "\n";
    }
}
