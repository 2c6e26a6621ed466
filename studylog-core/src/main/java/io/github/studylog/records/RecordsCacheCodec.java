package io.github.studylog.records;

import static io.github.studylog.incremental.CacheJson.bool;
import static io.github.studylog.incremental.CacheJson.constant;
import static io.github.studylog.incremental.CacheJson.field;
import static io.github.studylog.incremental.CacheJson.integer;
import static io.github.studylog.incremental.CacheJson.list;
import static io.github.studylog.incremental.CacheJson.located;
import static io.github.studylog.incremental.CacheJson.optional;
import static io.github.studylog.incremental.CacheJson.optionalLocated;
import static io.github.studylog.incremental.CacheJson.string;

import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.CacheJson.Corrupt;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.template.PlaceholderType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * One cached record file (kinds {@code review} and {@code session} of the {@link ResultsCache}) in JSON: its per-file
 * findings ({@link FindingCodec}), its review or session facts ({@code "review"} or {@code "session"}, neither for a
 * record that is not one) and its values waiting for a placeholder check ({@code "pending"}). The path is the
 * entry's, never stored again inside it: a finding, a review or a session decoded from an entry is always of that
 * entry's file. Anything unknown or out of range is {@link Corrupt}.
 */
final class RecordsCacheCodec implements CacheJson.Codec<RecordsCacheCodec.Cached> {

    private final FindingCodec findings;

    /** @param findings how the findings are written (their rules looked up in its catalogue) */
    RecordsCacheCodec(FindingCodec findings) {
        this.findings = findings;
    }

    /** The per-file findings and facts of one file. */
    record Cached(List<Finding> findings, ReducedRecord record) {

        Cached {
            findings = List.copyOf(findings);
        }
    }

    /**
     * Writes the findings and facts of the file at {@code path}.
     *
     * @throws CacheJson.NotCacheable a finding of another file or of a rule not in the catalogue, facts of another
     *                                file
     */
    @Override
    public void write(JsonGenerator out, String path, Cached value) {
        ReducedRecord record = value.record();
        String id = RecordLoader.fileId(path);
        if (!record.path().equals(path) || !record.fileId().equals(id)) {
            throw new CacheJson.NotCacheable("the record is not of " + path);
        }
        out.writeStartObject();
        findings.writeAll(out, "findings", path, value.findings());
        if (record.review().isPresent()) {
            ReviewRecord r = record.review().get();
            same(path, id, r.path(), r.id());
            out.writeObjectPropertyStart("review");
            optionalLocated(out, "doc", r.doc());
            optionalLocated(out, "status", r.status());
            optionalLocated(out, "lastReviewed", r.lastReviewed());
            CacheJson.list(out, "sessions", r.sessions(), CacheJson::located);
            out.writeName("sessionsKey");
            CacheJson.located(out, r.sessionsKey());
            optional(out, "lastReviewedText", r.lastReviewedText(), (w, fix) -> FindingCodec.fix(w, path, fix));
            optional(out, "sessionInsert", r.sessionInsert(), (w, fix) -> FindingCodec.fix(w, path, fix));
            CacheJson.list(out, "needsRevisit", r.needsRevisit(), JsonGenerator::writeString);
            out.writeEndObject();
        } else if (record.session().isPresent()) {
            SessionRecord s = record.session().get();
            same(path, id, s.path(), s.id());
            out.writeObjectPropertyStart("session");
            optionalLocated(out, "id", s.idField());
            optionalLocated(out, "date", s.date());
            optionalLocated(out, "issue", s.issue());
            CacheJson.list(out, "reviews", s.reviews(), CacheJson::located);
            CacheJson.list(out, "needsRevisit", s.needsRevisit(), CacheJson::located);
            CacheJson.list(out, "questions", s.questions(), (w, q) -> {
                w.writeStartObject();
                optionalLocated(w, "id", q.id());
                w.writeBooleanProperty("asked", q.asked());
                optionalLocated(w, "outcome", q.outcome());
                optionalLocated(w, "section", q.section());
                optionalLocated(w, "note", q.note());
                w.writeEndObject();
            });
            CacheJson.list(out, "sources", s.sources(), (w, source) -> {
                w.writeStartObject();
                w.writeName("path");
                CacheJson.located(w, source.path());
                optionalLocated(w, "commit", source.commit());
                w.writeEndObject();
            });
            CacheJson.list(out, "diagrams", s.diagramClaims(), (w, claim) -> {
                w.writeStartObject();
                w.writeName("path");
                CacheJson.located(w, claim.path());
                optionalLocated(w, "read", claim.read());
                optionalLocated(w, "rendered", claim.rendered());
                w.writeEndObject();
            });
            out.writeEndObject();
        }
        // a pending value is the array [text, line, column, spanLine, spanFrom, spanTo, type…] (types may be none):
        // a session has a dozen, and names on each would double what an edited rerun decodes
        CacheJson.list(out, "pending", record.pending(), (w, p) -> {
            w.writeStartArray();
            w.writeString(p.text());
            w.writeNumber(p.line());
            w.writeNumber(p.column());
            w.writeNumber(p.spanLine());
            w.writeNumber(p.spanFrom());
            w.writeNumber(p.spanTo());
            p.types().forEach(type -> w.writeString(type.name()));
            w.writeEndArray();
        });
        out.writeEndObject();
    }

    /** What {@link #write} wrote for the file at {@code path}. */
    @Override
    public Cached read(JsonNode in, String path) throws Corrupt {
        List<Finding> found = findings.readAll(in, "findings", path);
        String id = RecordLoader.fileId(path);
        Optional<ReviewRecord> review = optional(
                in,
                "review",
                r -> new ReviewRecord(
                        id,
                        path,
                        optionalLocated(r, "doc"),
                        optionalLocated(r, "status"),
                        optionalLocated(r, "lastReviewed"),
                        list(r, "sessions", CacheJson::located),
                        located(field(r, "sessionsKey")),
                        optional(r, "lastReviewedText", f -> FindingCodec.fix(f, path)),
                        optional(r, "sessionInsert", f -> FindingCodec.fix(f, path)),
                        list(r, "needsRevisit", CacheJson::string)));
        Optional<SessionRecord> session = optional(
                in,
                "session",
                s -> new SessionRecord(
                        id,
                        path,
                        optionalLocated(s, "id"),
                        optionalLocated(s, "date"),
                        optionalLocated(s, "issue"),
                        list(s, "reviews", CacheJson::located),
                        list(s, "needsRevisit", CacheJson::located),
                        list(
                                s,
                                "questions",
                                q -> new SessionRecord.Question(
                                        optionalLocated(q, "id"),
                                        bool(q, "asked"),
                                        optionalLocated(q, "outcome"),
                                        optionalLocated(q, "section"),
                                        optionalLocated(q, "note"))),
                        list(
                                s,
                                "sources",
                                source -> new SessionRecord.Source(
                                        located(field(source, "path")), optionalLocated(source, "commit"))),
                        list(
                                s,
                                "diagrams",
                                claim -> new SessionRecord.DiagramClaim(
                                        located(field(claim, "path")),
                                        optionalLocated(claim, "read"),
                                        optionalLocated(claim, "rendered")))));
        if (review.isPresent() && session.isPresent()) {
            throw new Corrupt("a review and a session");
        }
        List<PendingValue> pending = list(in, "pending", RecordsCacheCodec::pending);
        return new Cached(found, new ReducedRecord(path, id, review, session, pending));
    }

    private static PendingValue pending(JsonNode in) throws Corrupt {
        if (!in.isArray() || in.size() < 6) {
            throw new Corrupt("not a pending value");
        }
        List<PlaceholderType> types = new ArrayList<>(in.size() - 6);
        for (int i = 6; i < in.size(); i++) {
            types.add(constant(in.get(i), PlaceholderType.class));
        }
        try {
            return new PendingValue(
                    types,
                    string(in.get(0)),
                    integer(in.get(1)),
                    integer(in.get(2)),
                    integer(in.get(3)),
                    integer(in.get(4)),
                    integer(in.get(5)));
        } catch (IllegalArgumentException e) {
            throw new Corrupt(e.getMessage());
        }
    }

    private static void same(String path, String id, String recordPath, String recordId) {
        if (!recordPath.equals(path) || !recordId.equals(id)) {
            throw new CacheJson.NotCacheable("the facts are not of " + path);
        }
    }
}
