package io.github.studylog.diagram;

import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import java.util.List;
import java.util.Optional;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * Validates diagram files through the per-file results cache (kind {@value #KIND} of the {@link ResultsCache}): a
 * file whose bytes and key are unchanged gets its findings and verdict back without the schema check (networknt and
 * the Archify schemas are then not even loaded) or the id, reference, brand and layout checks; it is parsed again
 * only when a picture is drawn from its tree (the picture is not in the render cache). The key is the build key (the shipped schemas and brand catalogue
 * are in the plugin) and {@link DiagramValidator#configuration} (a repo's own schema folder, by content). A
 * diagram's validation reads nothing but its bytes: its path only names it in findings, and the entry is that
 * path's. Thread-safe.
 */
public final class DiagramVerdicts {

    static final String KIND = "diagram";

    private final DiagramValidator validator;
    private final Optional<ResultsCache.Kind<Verdict>> kind;

    /** @param cache the per-file results of earlier runs; empty: every file is validated */
    public DiagramVerdicts(DiagramValidator validator, Optional<ResultsCache> cache) {
        this.validator = validator;
        this.kind = cache.map(c -> c.begin(KIND, validator.configuration(), new Codec(c.findings())));
    }

    /** What validating one file gave, but its tree. */
    record Verdict(Optional<String> diagramType, boolean parsed, boolean valid, List<Finding> findings) {

        Verdict {
            findings = List.copyOf(findings);
        }
    }

    /** {@link DiagramValidator#validate}, through the cache. */
    public DiagramValidation validate(String path, byte[] bytes) {
        if (kind.isEmpty()) {
            return validator.validate(path, bytes);
        }
        DiagramValidation[] fresh = new DiagramValidation[1]; // a miss's validation, kept whole (tree included)
        Verdict verdict = kind.get()
                .lookupOrMake(path, bytes, Optional.empty(), b -> {
                    fresh[0] = validator.validate(path, b);
                    return ResultsCache.Made.kept(new Verdict(
                            Optional.ofNullable(fresh[0].diagramType()),
                            fresh[0].parsed(),
                            fresh[0].valid(),
                            fresh[0].findings()));
                })
                .orElseThrow();
        if (fresh[0] != null) {
            return fresh[0];
        }
        // a hit: the tree is parsed again only if the picture must be drawn again
        return validator
                .restore(
                        path,
                        bytes,
                        verdict.diagramType().orElse(null),
                        verdict.parsed(),
                        verdict.valid(),
                        verdict.findings())
                .orElseGet(() -> validator.validate(path, bytes));
    }

    /** {@code {"type", "parsed", "valid", "findings"}}: the type by id (a known one), left out when none. */
    static final class Codec implements CacheJson.Codec<Verdict> {

        private final FindingCodec findings;

        Codec(FindingCodec findings) {
            this.findings = findings;
        }

        @Override
        public void write(JsonGenerator out, String path, Verdict value) {
            out.writeStartObject();
            CacheJson.optional(out, "type", value.diagramType(), JsonGenerator::writeString);
            out.writeBooleanProperty("parsed", value.parsed());
            out.writeBooleanProperty("valid", value.valid());
            findings.writeAll(out, "findings", path, value.findings());
            out.writeEndObject();
        }

        @Override
        public Verdict read(JsonNode in, String path) throws CacheJson.Corrupt {
            Optional<String> type = CacheJson.optional(in, "type", CacheJson::string);
            if (type.isPresent() && DiagramType.fromId(type.get()).isEmpty()) {
                throw new CacheJson.Corrupt("unknown diagram type `" + type.get() + "`");
            }
            return new Verdict(
                    type,
                    CacheJson.bool(in, "parsed"),
                    CacheJson.bool(in, "valid"),
                    findings.readAll(in, "findings", path));
        }
    }
}
