package io.github.studylog.template;

import static io.github.studylog.incremental.CacheJson.bool;
import static io.github.studylog.incremental.CacheJson.field;
import static io.github.studylog.incremental.CacheJson.integer;
import static io.github.studylog.incremental.CacheJson.list;
import static io.github.studylog.incremental.CacheJson.optional;
import static io.github.studylog.incremental.CacheJson.string;

import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.CacheJson.Corrupt;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.markdown.FencedBlock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * CHATGPT.md's {@link Templates} in JSON (kind {@value #KIND} of the {@link ResultsCache}): the review and session
 * templates by their shapes (each compiled to its JSON Schema again when read, as {@link TemplateCatalog} does),
 * the session-sync template and the prompt templates. Only a CHATGPT.md that loaded without a finding is cached: a
 * missing template's finding depends on the records of the repo, not on this file. A shape is an object whose
 * {@code "shape"} is {@code scalar}, {@code list}, {@code any-list} or {@code map}. Anything unknown or out of range
 * is {@link Corrupt}.
 */
public final class TemplatesCacheCodec implements CacheJson.Codec<Templates> {

    /** The kind's name. */
    public static final String KIND = "templates";

    /** Deeper shapes than this are refused when read (a template's own depth is bounded by its YAML). */
    private static final int MAX_DEPTH = 64;

    private final SchemaGenerator schemas = new SchemaGenerator();

    @Override
    public void write(JsonGenerator out, String path, Templates value) {
        out.writeStartObject();
        CacheJson.optional(out, "review", value.review(), this::record);
        CacheJson.optional(out, "session", value.session(), this::record);
        CacheJson.optional(out, "sessionSync", value.sessionSync(), (w, sync) -> {
            w.writeStartObject();
            w.writeStringProperty("title", sync.title());
            CacheJson.list(w, "labels", sync.labels(), JsonGenerator::writeString);
            w.writeStringProperty("body", sync.body());
            w.writeNumberProperty("line", sync.line());
            CacheJson.list(w, "titleFences", sync.titleFences(), TemplatesCacheCodec::fence);
            CacheJson.list(w, "bodyFences", sync.bodyFences(), TemplatesCacheCodec::fence);
            w.writeEndObject();
        });
        CacheJson.list(out, "prompts", value.prompts().entrySet(), (w, e) -> {
            w.writeStartObject();
            w.writeStringProperty("name", e.getKey());
            CacheJson.optional(w, "template", e.getValue(), (v, prompt) -> {
                v.writeStartObject();
                v.writeStringProperty("name", prompt.name());
                v.writeStringProperty("text", prompt.text());
                v.writeNumberProperty("line", prompt.line());
                CacheJson.list(v, "paths", prompt.paths(), CacheJson::located);
                CacheJson.list(v, "prosePaths", prompt.prosePaths(), CacheJson::located);
                v.writeEndObject();
            });
            w.writeEndObject();
        });
        out.writeEndObject();
    }

    /**
     * A fence as {@code {"info", "content", "at"}}, {@code at} being {@code [fenceLine, contentLine, openStart,
     * openEnd, infoEnd, contentStart, contentEnd, closeStart, closeEnd]}.
     */
    private static void fence(JsonGenerator out, FencedBlock fence) {
        out.writeStartObject();
        out.writeStringProperty("info", fence.info());
        out.writeStringProperty("content", fence.content());
        out.writeName("at");
        out.writeArray(
                new int[] {
                    fence.fenceLine(),
                    fence.contentLine(),
                    fence.openStart(),
                    fence.openEnd(),
                    fence.infoEnd(),
                    fence.contentStart(),
                    fence.contentEnd(),
                    fence.closeStart(),
                    fence.closeEnd()
                },
                0,
                9);
        out.writeEndObject();
    }

    /** The session-sync template with the fences found when it was compiled (no Markdown parser is loaded). */
    private static SyncTemplate sync(JsonNode in) throws Corrupt {
        String title = string(in, "title");
        String body = string(in, "body");
        return new SyncTemplate(
                title,
                list(in, "labels", CacheJson::string),
                body,
                integer(in, "line"),
                list(in, "titleFences", f -> fence(f, title)),
                list(in, "bodyFences", f -> fence(f, body)));
    }

    private static FencedBlock fence(JsonNode in, String text) throws Corrupt {
        List<Integer> at = list(in, "at", CacheJson::integer);
        if (at.size() != 9) {
            throw new Corrupt("a fence");
        }
        if (at.subList(2, 9).stream().anyMatch(offset -> offset > text.length())) {
            throw new Corrupt("a fence past the end of its template");
        }
        try {
            return new FencedBlock(
                    string(in, "info"),
                    string(in, "content"),
                    at.get(0),
                    at.get(1),
                    at.get(2),
                    at.get(3),
                    at.get(4),
                    at.get(5),
                    at.get(6),
                    at.get(7),
                    at.get(8));
        } catch (IllegalArgumentException e) {
            throw new Corrupt(e.getMessage());
        }
    }

    @Override
    public Templates read(JsonNode in, String path) throws Corrupt {
        Optional<RecordTemplate> review = optional(in, "review", this::record);
        Optional<RecordTemplate> session = optional(in, "session", this::record);
        Optional<SyncTemplate> sync = optional(in, "sessionSync", TemplatesCacheCodec::sync);
        Map<String, Optional<PromptTemplate>> prompts = new LinkedHashMap<>();
        for (JsonNode prompt : field(in, "prompts").values()) {
            String name = string(prompt, "name");
            Optional<PromptTemplate> template = optional(
                    prompt,
                    "template",
                    v -> new PromptTemplate(
                            string(v, "name"),
                            string(v, "text"),
                            integer(v, "line"),
                            list(v, "paths", CacheJson::located),
                            list(v, "prosePaths", CacheJson::located)));
            if (prompts.put(name, template) != null) {
                throw new Corrupt("two prompt templates named " + name);
            }
        }
        return new Templates(review, session, sync, prompts);
    }

    private void record(JsonGenerator out, RecordTemplate template) {
        out.writeStartObject();
        out.writeStringProperty("name", template.name());
        out.writeName("shape");
        shape(out, template.shape());
        out.writeEndObject();
    }

    private RecordTemplate record(JsonNode in) throws Corrupt {
        String name = string(in, "name");
        Shape shape = shape(field(in, "shape"), 0);
        return new RecordTemplate(name, shape, schemas.generate(name, shape));
    }

    private static void shape(JsonGenerator out, Shape shape) {
        out.writeStartObject();
        if (shape instanceof Shape.Scalar scalar) {
            ValueSpec spec = scalar.spec();
            out.writeStringProperty("shape", "scalar");
            out.writeNumberProperty("line", scalar.line());
            CacheJson.list(out, "types", spec.types(), (w, t) -> w.writeString(t.name()));
            CacheJson.list(out, "literals", spec.literals(), JsonGenerator::writeString);
            CacheJson.list(out, "literalKinds", spec.literalKinds(), JsonGenerator::writeString);
            out.writeStringProperty("source", spec.source());
        } else if (shape instanceof Shape.ListOf list) {
            out.writeStringProperty("shape", "list");
            out.writeNumberProperty("line", list.line());
            out.writeName("item");
            shape(out, list.item());
        } else if (shape instanceof Shape.AnyList any) {
            out.writeStringProperty("shape", "any-list");
            out.writeNumberProperty("line", any.line());
        } else {
            Shape.MapOf map = (Shape.MapOf) shape;
            out.writeStringProperty("shape", "map");
            out.writeNumberProperty("line", map.line());
            CacheJson.list(out, "fields", map.fields(), (w, f) -> {
                w.writeStartObject();
                w.writeStringProperty("key", f.key());
                w.writeBooleanProperty("optional", f.optional());
                w.writeName("shape");
                shape(w, f.shape());
                w.writeEndObject();
            });
        }
        out.writeEndObject();
    }

    private static Shape shape(JsonNode in, int depth) throws Corrupt {
        if (depth > MAX_DEPTH) {
            throw new Corrupt("a template shape deeper than " + MAX_DEPTH);
        }
        String tag = string(in, "shape");
        int line = integer(in, "line");
        switch (tag) {
            case "scalar" -> {
                List<PlaceholderType> types = list(in, "types", t -> CacheJson.constant(t, PlaceholderType.class));
                List<String> literals = list(in, "literals", CacheJson::string);
                List<String> kinds = list(in, "literalKinds", CacheJson::string);
                if (kinds.size() != literals.size()) {
                    throw new Corrupt("a literal without its kind");
                }
                return new Shape.Scalar(new ValueSpec(types, literals, kinds, string(in, "source")), line);
            }
            case "list" -> {
                return new Shape.ListOf(shape(field(in, "item"), depth + 1), line);
            }
            case "any-list" -> {
                return new Shape.AnyList(line);
            }
            case "map" -> {
                return new Shape.MapOf(
                        list(
                                in,
                                "fields",
                                f -> new Shape.Field(
                                        string(f, "key"), bool(f, "optional"), shape(field(f, "shape"), depth + 1))),
                        line);
            }
            default -> throw new Corrupt("shape " + tag);
        }
    }
}
