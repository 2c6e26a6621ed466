package io.github.studylog.template;

import io.github.studylog.incremental.CacheReader;
import io.github.studylog.incremental.CacheReader.Corrupt;
import io.github.studylog.incremental.CacheWriter;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The explicit binary form of CHATGPT.md's {@link Templates} (kind {@value #KIND} of the {@link ResultsCache}): the
 * review and session templates by their shapes (each compiled to its JSON Schema again when read, as
 * {@link TemplateCatalog} does), the session-sync template and the prompt templates. Only a CHATGPT.md that loaded
 * without a finding is cached: a missing template's finding depends on the records of the repo, not on this file.
 * Anything unknown, out of range or short is {@link Corrupt}.
 */
public final class TemplatesCacheCodec implements ResultsCache.Codec<Templates> {

    /** The kind's name. */
    public static final String KIND = "templates";

    private static final int SCALAR = 0;
    private static final int LIST_OF = 1;
    private static final int ANY_LIST = 2;
    private static final int MAP_OF = 3;
    /** Deeper shapes than this are refused when read (a template's own depth is bounded by its YAML). */
    private static final int MAX_DEPTH = 64;

    private final SchemaGenerator schemas = new SchemaGenerator();

    @Override
    public void write(CacheWriter out, String path, Templates value) {
        out.writeOptional(value.review(), this::record).writeOptional(value.session(), this::record);
        out.writeOptional(value.sessionSync(), (w, sync) -> w.writeString(sync.title())
                .writeList(sync.labels(), CacheWriter::writeString).writeString(sync.body()).writeInt(sync.line())
                .writeList(sync.titleFences(), TemplatesCacheCodec::fence)
                .writeList(sync.bodyFences(), TemplatesCacheCodec::fence));
        out.writeList(List.copyOf(value.prompts().entrySet()), (w, e) -> w.writeString(e.getKey())
                .writeOptional(e.getValue(), (v, prompt) -> v.writeString(prompt.name()).writeString(prompt.text())
                        .writeInt(prompt.line()).writeList(prompt.paths(), FindingCodec::located)
                        .writeList(prompt.prosePaths(), FindingCodec::located)));
    }

    private static void fence(CacheWriter out, MarkdownFence fence) {
        out.writeInt(fence.openStart()).writeInt(fence.openEnd()).writeInt(fence.closeStart())
                .writeInt(fence.closeEnd());
    }

    /** The session-sync template with the fences found when it was compiled (no Markdown parser is loaded). */
    private static SyncTemplate sync(CacheReader in) throws Corrupt {
        String title = in.readString();
        List<String> labels = in.readList(CacheReader::readString);
        String body = in.readString();
        int line = in.readInt();
        List<MarkdownFence> titleFences = in.readList(r -> fence(r, title));
        return new SyncTemplate(title, labels, body, line, titleFences, in.readList(r -> fence(r, body)));
    }

    private static MarkdownFence fence(CacheReader in, String text) throws Corrupt {
        int openStart = in.readInt();
        int openEnd = in.readInt();
        int closeStart = in.readInt();
        int closeEnd = in.readInt();
        if (openEnd > text.length() || closeEnd > text.length()) {
            throw new Corrupt("a fence past the end of its template");
        }
        try {
            return new MarkdownFence(openStart, openEnd, closeStart, closeEnd);
        } catch (IllegalArgumentException e) {
            throw new Corrupt(e.getMessage());
        }
    }

    @Override
    public Templates read(CacheReader in, String path) throws Corrupt {
        Optional<RecordTemplate> review = in.readOptional(this::record);
        Optional<RecordTemplate> session = in.readOptional(this::record);
        Optional<SyncTemplate> sync = in.readOptional(TemplatesCacheCodec::sync);
        Map<String, Optional<PromptTemplate>> prompts = new LinkedHashMap<>();
        for (Map.Entry<String, Optional<PromptTemplate>> e : in.readList(r -> Map.entry(r.readString(),
                r.readOptional(v -> new PromptTemplate(v.readString(), v.readString(), v.readInt(),
                        v.readList(FindingCodec::located), v.readList(FindingCodec::located)))))) {
            if (prompts.put(e.getKey(), e.getValue()) != null) {
                throw new Corrupt("two prompt templates named " + e.getKey());
            }
        }
        return new Templates(review, session, sync, prompts);
    }

    private void record(CacheWriter out, RecordTemplate template) {
        out.writeString(template.name());
        shape(out, template.shape());
    }

    private RecordTemplate record(CacheReader in) throws Corrupt {
        String name = in.readString();
        Shape shape = shape(in, 0);
        return new RecordTemplate(name, shape, schemas.generate(name, shape));
    }

    private static void shape(CacheWriter out, Shape shape) {
        if (shape instanceof Shape.Scalar scalar) {
            ValueSpec spec = scalar.spec();
            out.writeByte(SCALAR).writeInt(scalar.line()).writeList(spec.types(), (w, t) -> w.writeString(t.name()))
                    .writeList(spec.literals(), CacheWriter::writeString)
                    .writeList(spec.literalKinds(), CacheWriter::writeString).writeString(spec.source());
        } else if (shape instanceof Shape.ListOf list) {
            out.writeByte(LIST_OF).writeInt(list.line());
            shape(out, list.item());
        } else if (shape instanceof Shape.AnyList any) {
            out.writeByte(ANY_LIST).writeInt(any.line());
        } else {
            Shape.MapOf map = (Shape.MapOf) shape;
            out.writeByte(MAP_OF).writeInt(map.line()).writeInt(map.fields().size());
            for (Shape.Field field : map.fields()) {
                out.writeString(field.key()).writeBoolean(field.optional());
                shape(out, field.shape());
            }
        }
    }

    private static Shape shape(CacheReader in, int depth) throws Corrupt {
        if (depth > MAX_DEPTH) {
            throw new Corrupt("a template shape deeper than " + MAX_DEPTH);
        }
        int tag = in.readByte();
        int line = in.readInt();
        switch (tag) {
            case SCALAR -> {
                List<PlaceholderType> types = in.readList(r -> r.readEnum(PlaceholderType.class, "placeholder type"));
                List<String> literals = in.readList(CacheReader::readString);
                List<String> kinds = in.readList(CacheReader::readString);
                if (kinds.size() != literals.size()) {
                    throw new Corrupt("a literal without its kind");
                }
                return new Shape.Scalar(new ValueSpec(types, literals, kinds, in.readString()), line);
            }
            case LIST_OF -> {
                return new Shape.ListOf(shape(in, depth + 1), line);
            }
            case ANY_LIST -> {
                return new Shape.AnyList(line);
            }
            case MAP_OF -> {
                int count = in.readCount();
                List<Shape.Field> fields = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    fields.add(new Shape.Field(in.readString(), in.readBoolean(), shape(in, depth + 1)));
                }
                return new Shape.MapOf(fields, line);
            }
            default -> throw new Corrupt("shape tag " + tag);
        }
    }
}
