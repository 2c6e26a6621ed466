package io.github.studylog.diagram;

import io.github.studylog.content.ContentRules;
import io.github.studylog.content.Lazy;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Nearest;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.message.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Checks Archify JSON IR diagrams the way {@code archify validate} does, stage by stage, stopping at the first stage
 * that fails: strict JSON ({@link DiagramParser}), a known {@code diagram_type}, the JSON Schema of that type
 * ({@link SchemaCheck}), unique ids ({@link IdCheck}) and resolving references ({@link ReferenceCheck}), brands from
 * Archify's catalogue ({@link BrandCheck}), then the renderer's layout constraints and route checks
 * ({@link LayoutCheck}, {@link CleanFlow}).
 *
 * <p>Build one instance and reuse it: the schemas are compiled once. Instances are immutable and thread-safe.
 */
public final class DiagramValidator {

    private final DiagramParser parser = new DiagramParser();
    private final SchemaCheck schemaCheck;
    private final String configuration;
    private final IdCheck idCheck = new IdCheck();
    private final ReferenceCheck referenceCheck = new ReferenceCheck();
    private final BrandCheck brandCheck = new BrandCheck(BrandCatalogue.shipped());

    /** A validator using the schemas shipped with the plugin. */
    public DiagramValidator() {
        this(ArchifySchemas::shipped, "schemas\u0000shipped");
    }

    private DiagramValidator(java.util.function.Supplier<ArchifySchemas> schemas, String configuration) {
        this.schemaCheck = new SchemaCheck(schemas);
        this.configuration = configuration;
    }

    /**
     * A validator using a content repo's own Archify schemas ({@code studylog.archifySchemas}): the folder holds
     * {@code common.schema.json} and {@code <type>.schema.json} for all five types. Only files directly inside that
     * folder are read; {@code $ref}s are served from it by file name; nothing is fetched from the network.
     *
     * @throws IllegalArgumentException when the folder or a schema file is missing or not JSON
     */
    public static DiagramValidator withSchemaFolder(Path folder) {
        ArchifySchemas own = ArchifySchemas.fromFolder(folder); // a broken folder is refused at once
        return new DiagramValidator(() -> own, "schemas\u0000" + folderContent(folder));
    }

    /**
     * What, besides the plugin's own code and data, changes a verdict: the schemas (the shipped ones, or a folder's
     * files by name and content). For the per-file results cache ({@link DiagramVerdicts}).
     */
    public String configuration() {
        return configuration;
    }

    /** The name and SHA-256 of every regular file directly in {@code folder}, in name order. */
    private static String folderContent(Path folder) {
        StringBuilder key = new StringBuilder();
        try (java.util.stream.Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> Files.isRegularFile(f)).sorted().toList()) {
                key.append(file.getFileName())
                        .append('\u0000')
                        .append(java.util.HexFormat.of().formatHex(ResultsCache.sha256(Files.readAllBytes(file))))
                        .append('\u0000');
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("the Archify schema folder " + folder + " cannot be read: " + e, e);
        }
        return key.toString();
    }

    /**
     * A validation as it was found before for these very bytes (its findings and verdict), whose tree is parsed
     * again only when it is asked for (a picture to draw); empty when the flags contradict each other (then the
     * file is validated again).
     */
    Optional<DiagramValidation> restore(
            String path,
            byte[] bytes,
            @Nullable String diagramType,
            boolean parsed,
            boolean valid,
            List<Finding> findings) {
        Supplier<JsonNode> tree = parsed
                ? Lazy.of(() -> {
                    ParsedJson json = parser.parse(bytes);
                    if (!json.parsed()) {
                        // the verdict was made from these very bytes (the entry's key is their hash): a broken entry
                        throw new IllegalStateException(
                                path + " no longer parses as its cached verdict says: " + json.problem());
                    }
                    return json.root();
                })
                : null;
        try {
            return Optional.of(new DiagramValidation(path, diagramType, parsed, valid, tree, findings));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Validates one diagram file.
     *
     * @param path  repo-relative path, used in findings
     * @param bytes the file's bytes as stored
     */
    public DiagramValidation validate(String path, byte[] bytes) {
        ParsedJson json = parser.parse(bytes);
        if (!json.parsed()) {
            Message problem = Objects.requireNonNull(json.problem(), "a failed parse says why");
            Finding syntax = json.unreadable()
                    ? ContentRules.unreadable(path, json.line(), json.column(), problem)
                    : Finding.of(DiagramRules.DIAGRAM_JSON_SYNTAX, path, json.line(), json.column(), problem);
            return DiagramValidation.of(path, null, false, false, null, List.of(syntax));
        }
        JsonNode root = Objects.requireNonNull(json.root());
        SourcePositions positions = Objects.requireNonNull(json.positions(), "a parsed file has positions");
        DiagramFindings out = new DiagramFindings(path, positions);
        if (!root.isObject()) {
            out.add(
                    DiagramRules.DIAGRAM_SCHEMA,
                    root,
                    Message.around("diagram-schema.not-an-object", Words.kind(root)));
            return done(path, null, root, out.findings());
        }
        Optional<DiagramType> type = type(root, out);
        if (type.isEmpty()) {
            return done(path, null, root, out.findings());
        }
        List<Finding> schemaFindings = schemaCheck.check(path, type.get(), root, positions);
        if (!schemaFindings.isEmpty()) {
            return done(path, type.get(), root, schemaFindings);
        }
        idCheck.check(type.get(), root, out);
        referenceCheck.check(type.get(), root, out);
        if (out.isEmpty()) {
            brandCheck.check(type.get(), root, out);
        }
        if (out.isEmpty()) {
            LayoutCheck.forType(type.get()).check(root, out);
        }
        return done(path, type.get(), root, out.findings());
    }

    private static Optional<DiagramType> type(JsonNode root, DiagramFindings out) {
        JsonNode value = root.get("diagram_type");
        if (value == null) {
            out.add(DiagramRules.DIAGRAM_TYPE_UNKNOWN, root, Message.of("diagram-type-unknown.missing", (Object[])
                    Words.list(DiagramType.ids())));
            return Optional.empty();
        }
        Optional<DiagramType> type = value.isString() ? DiagramType.fromId(value.asString()) : Optional.empty();
        if (type.isEmpty()) {
            Optional<String> nearest =
                    value.isString() ? Nearest.to(value.asString(), DiagramType.ids()) : Optional.empty();
            String[] ids = Words.list(DiagramType.ids());
            out.add(
                    DiagramRules.DIAGRAM_TYPE_UNKNOWN,
                    value,
                    nearest.isPresent()
                            ? Message.of(
                                    "diagram-type-unknown.nearest", ids[0], ids[1], Words.value(value), nearest.get())
                            : Message.of("diagram-type-unknown.other", ids[0], ids[1], Words.value(value)));
        }
        return type;
    }

    private static DiagramValidation done(
            String path, @Nullable DiagramType type, JsonNode root, List<Finding> findings) {
        return DiagramValidation.of(
                path,
                type == null ? null : type.id(),
                true,
                findings.stream().noneMatch(Finding::isError),
                root,
                findings);
    }
}
