package io.github.studylog.diagram;

import com.networknt.schema.AbsoluteIri;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.resource.InputStreamSource;
import com.networknt.schema.resource.ResourceLoader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The six Archify JSON Schemas (five diagram types plus {@code common.schema.json}), loaded once into one
 * {@link SchemaRegistry}. The shipped schemas are compiled on first use, once per diagram type (a repo with only
 * sequence diagrams never compiles the other four); a content repo's own are all compiled at once, so a broken one
 * is reported before any diagram is read. Safe from several threads.
 * Never opens a network connection: the shipped schemas come from the classpath, and a content repo's own schemas
 * only from files directly inside the folder it names.
 */
final class ArchifySchemas {

    /** {@code $id} prefix of the shipped schemas. */
    static final String ID_PREFIX = "https://studylog.github.io/schemas/archify/";
    /** Where the pom puts the top-level {@code schemas/archify} folder. */
    static final String CLASSPATH_FOLDER = "io/github/studylog/schemas/archify/";

    static final String COMMON = "common.schema.json";

    private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9_.-]+\\.json");

    private final SchemaRegistry registry;
    private final Function<DiagramType, String> iriOf;
    private final Map<DiagramType, Schema> compiled = new ConcurrentHashMap<>();
    /** Raw schema documents by their absolute IRI, to list the keys a schema allows. */
    private final Map<String, JsonNode> documents;

    private final String origin;

    private ArchifySchemas(
            SchemaRegistry registry,
            Function<DiagramType, String> iriOf,
            Map<String, JsonNode> documents,
            String origin) {
        this.registry = registry;
        this.iriOf = iriOf;
        this.documents = documents;
        this.origin = origin;
    }

    /** The schemas shipped in the plugin jar. */
    static ArchifySchemas shipped() {
        JsonMapper mapper = new JsonMapper();
        Map<String, JsonNode> documents = new HashMap<>();
        ClassLoader loader = ArchifySchemas.class.getClassLoader();
        for (String file : fileNames()) {
            try (InputStream in = loader.getResourceAsStream(CLASSPATH_FOLDER + file)) {
                if (in == null) {
                    throw new IllegalStateException("the plugin jar lacks " + CLASSPATH_FOLDER + file);
                }
                documents.put(ID_PREFIX + file, mapper.readTree(in));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(
                SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaIdResolvers(r -> r.mapPrefix(ID_PREFIX, "classpath:" + CLASSPATH_FOLDER)));
        return new ArchifySchemas(
                registry, t -> ID_PREFIX + t.schemaFile(), documents, "the schemas shipped with studylog");
    }

    /**
     * A content repo's own schemas: {@code <type>.schema.json} for all five types plus {@code common.schema.json},
     * directly inside {@code folder}. Any {@code $ref} is served from a file of that folder with the same name
     * (whatever the {@code $id} prefix), and nothing else is ever read.
     *
     * @throws IllegalArgumentException when the folder or one of the six files is missing or not JSON
     */
    static ArchifySchemas fromFolder(Path folder) {
        Path dir = folder.toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("the Archify schema folder " + folder + " does not exist");
        }
        FolderLoader loader = new FolderLoader(dir);
        JsonMapper mapper = new JsonMapper();
        Map<String, JsonNode> documents = new HashMap<>();
        Map<DiagramType, String> iris = new EnumMap<>(DiagramType.class);
        List<String> missing = new ArrayList<>();
        for (String file : fileNames()) {
            Optional<byte[]> bytes = loader.read(file);
            if (bytes.isEmpty()) {
                missing.add(file);
                continue;
            }
            JsonNode doc;
            try {
                doc = mapper.readTree(bytes.get());
            } catch (JacksonException e) {
                throw new IllegalArgumentException(
                        "the Archify schema " + dir.resolve(file) + " is not JSON: " + e.getOriginalMessage(), e);
            }
            JsonNode id = doc.get("$id");
            String iri = id != null && id.isString() ? id.asString() : FolderLoader.SCHEME + file;
            documents.put(iri, doc);
            DiagramType.fromId(file.replace(".schema.json", "")).ifPresent(t -> iris.put(t, iri));
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("the Archify schema folder " + folder + " lacks " + missing);
        }
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(
                SpecificationVersion.DRAFT_2020_12,
                b -> b.resourceLoaders(r -> r.values(list -> {
                    list.clear();
                    list.add(loader);
                })));
        try {
            ArchifySchemas schemas = new ArchifySchemas(registry, iris::get, documents, "the schemas in " + folder);
            for (DiagramType type : DiagramType.values()) {
                schemas.schema(type);
            }
            return schemas;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(
                    "the Archify schemas in " + folder + " cannot be used: " + e.getMessage(), e);
        }
    }

    private static List<String> fileNames() {
        List<String> names = new ArrayList<>();
        names.add(COMMON);
        for (DiagramType type : DiagramType.values()) {
            names.add(type.schemaFile());
        }
        return names;
    }

    /** The compiled schema of {@code type}, compiled on the first call. */
    Schema schema(DiagramType type) {
        return compiled.computeIfAbsent(type, this::compile);
    }

    private Schema compile(DiagramType type) {
        Schema schema = registry.getSchema(SchemaLocation.of(iriOf.apply(type)));
        schema.initializeValidators();
        return schema;
    }

    /** Where the schemas come from, for messages. */
    String origin() {
        return origin;
    }

    /**
     * The schema object at {@code location} (an absolute IRI with a JSON-Pointer fragment), if it is one of the
     * loaded documents.
     */
    Optional<JsonNode> node(SchemaLocation location) {
        if (location == null) {
            return Optional.empty();
        }
        JsonNode doc = documents.get(
                location.getAbsoluteIri() == null
                        ? ""
                        : location.getAbsoluteIri().toString());
        if (doc == null) {
            return Optional.empty();
        }
        JsonNode node = doc;
        var fragment = location.getFragment();
        for (int i = 0; fragment != null && i < fragment.getNameCount() && node != null; i++) {
            Object element = fragment.getElement(i);
            node = element instanceof Integer index ? node.get(index) : node.get(String.valueOf(element));
        }
        return Optional.ofNullable(node);
    }

    /** Serves schema files by their last path segment from one folder, refusing links that leave it. */
    private static final class FolderLoader implements ResourceLoader {
        static final String SCHEME = "studylog-schemas:/";
        private final Path dir;

        FolderLoader(Path dir) {
            this.dir = dir;
        }

        @Override
        public @Nullable InputStreamSource getResource(AbsoluteIri iri) {
            String text = iri.toString();
            int hash = text.indexOf('#');
            if (hash >= 0) {
                text = text.substring(0, hash);
            }
            String name = text.substring(text.lastIndexOf('/') + 1);
            return read(name)
                    .<InputStreamSource>map(bytes -> () -> new ByteArrayInputStream(bytes))
                    .orElse(null);
        }

        Optional<byte[]> read(String name) {
            if (!FILE_NAME.matcher(name).matches()) {
                return Optional.empty();
            }
            Path file = dir.resolve(name).normalize();
            try {
                if (!dir.equals(file.getParent())
                        || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                        || !file.toRealPath().startsWith(dir.toRealPath())) {
                    return Optional.empty();
                }
                return Optional.of(Files.readAllBytes(file));
            } catch (IOException e) {
                return Optional.empty();
            }
        }
    }
}
