package io.github.studylog.records;

import static io.github.studylog.incremental.FindingCodec.located;
import static io.github.studylog.incremental.FindingCodec.optional;

import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.CacheReader;
import io.github.studylog.incremental.CacheReader.Corrupt;
import io.github.studylog.incremental.CacheWriter;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Optional;

/**
 * The explicit binary form of one cached record file (kinds {@code review} and {@code session} of the
 * {@link ResultsCache}): its per-file findings ({@link FindingCodec}) and its {@link ReducedRecord}. The path is
 * the entry's, never stored again inside it: a finding, a review or a session decoded from an entry is always of
 * that entry's file. Placeholder types are written by their place in {@link PlaceholderType} (one byte, where a
 * review naming fifty sessions repeated {@code SESSION_REF} fifty times; the order cannot change under a cache,
 * whose key holds the plugin's build); anything unknown, out of range or short makes the file
 * {@link Corrupt}.
 */
final class RecordsCacheCodec implements ResultsCache.Codec<RecordsCacheCodec.Cached> {

    private static final int NONE = 0;
    private static final int REVIEW = 1;
    private static final int SESSION = 2;

    private final FindingCodec findings;

    /** @param findings how the findings are written (their rules looked up in its catalogue) */
    RecordsCacheCodec(FindingCodec findings) {
        this.findings = findings;
    }

    @Override
    public void write(CacheWriter out, String path, Cached value) {
        write(out, path, value.findings(), value.record());
    }

    /**
     * Writes the findings and facts of the file at {@code path}.
     *
     * @throws ResultsCache.NotCacheable a finding of another file or of a rule not in the catalogue, facts of
     *                                   another file
     * @throws CacheWriter.NotEncodable a string with an unpaired surrogate
     */
    void write(CacheWriter out, String path, List<Finding> findings, ReducedRecord record) {
        this.findings.writeAll(out, path, findings);
        String id = RecordLoader.fileId(path);
        if (!record.path().equals(path) || !record.fileId().equals(id)) {
            throw new ResultsCache.NotCacheable("the record is not of " + path);
        }
        if (record.review().isPresent()) {
            ReviewRecord r = record.review().get();
            same(path, id, r.path(), r.id());
            out.writeByte(REVIEW);
            optional(out, r.doc());
            optional(out, r.status());
            optional(out, r.lastReviewed());
            out.writeList(r.sessions(), FindingCodec::located);
            located(out, r.sessionsKey());
            out.writeOptional(r.lastReviewedText(), (w, fix) -> FindingCodec.fix(w, path, fix));
            out.writeOptional(r.sessionInsert(), (w, fix) -> FindingCodec.fix(w, path, fix));
        } else if (record.session().isPresent()) {
            SessionRecord s = record.session().get();
            same(path, id, s.path(), s.id());
            out.writeByte(SESSION);
            optional(out, s.idField());
            optional(out, s.date());
            optional(out, s.issue());
            out.writeList(s.reviews(), FindingCodec::located);
            out.writeList(s.needsRevisit(), FindingCodec::located);
            out.writeList(s.questions(), (w, q) -> {
                optional(w, q.id());
                w.writeBoolean(q.asked());
                optional(w, q.outcome());
                optional(w, q.section());
                optional(w, q.note());
            });
            out.writeList(s.sources(), (w, source) -> {
                located(w, source.path());
                optional(w, source.commit());
            });
            out.writeList(s.diagramClaims(), (w, claim) -> {
                located(w, claim.path());
                optional(w, claim.read());
                optional(w, claim.rendered());
            });
        } else {
            out.writeByte(NONE);
        }
        out.writeList(record.pending(), (w, p) -> {
            w.writeList(p.types(), (t, type) -> t.writeInt(type.ordinal()));
            w.writeString(p.text()).writeInt(p.line()).writeInt(p.column()).writeInt(p.spanLine());
            if (p.spanLine() > 0) {
                w.writeInt(p.spanFrom()).writeInt(p.spanTo());
            }
        });
    }

    /** What {@link #write} wrote for the file at {@code path}. */
    @Override
    public Cached read(CacheReader in, String path) throws Corrupt {
        List<Finding> findings = this.findings.readAll(in, path);
        String id = RecordLoader.fileId(path);
        int tag = in.readByte();
        Optional<ReviewRecord> review = Optional.empty();
        Optional<SessionRecord> session = Optional.empty();
        if (tag == REVIEW) {
            review = Optional.of(new ReviewRecord(id, path, optional(in), optional(in), optional(in),
                    in.readList(FindingCodec::located), located(in), in.readOptional(r -> FindingCodec.fix(r, path)),
                    in.readOptional(r -> FindingCodec.fix(r, path))));
        } else if (tag == SESSION) {
            session = Optional.of(new SessionRecord(id, path, optional(in), optional(in), optional(in),
                    in.readList(FindingCodec::located), in.readList(FindingCodec::located),
                    in.readList(r -> new SessionRecord.Question(optional(r), r.readBoolean(), optional(r),
                            optional(r), optional(r))),
                    in.readList(r -> new SessionRecord.Source(located(r), optional(r))),
                    in.readList(r -> new SessionRecord.DiagramClaim(located(r), optional(r), optional(r)))));
        } else if (tag != NONE) {
            throw new Corrupt("record tag " + tag);
        }
        List<PendingValue> pending = in.readList(RecordsCacheCodec::pending);
        return new Cached(findings, new ReducedRecord(path, id, review, session, pending));
    }

    /** The per-file findings and facts of one file. */
    record Cached(List<Finding> findings, ReducedRecord record) {

        Cached {
            findings = List.copyOf(findings);
        }
    }

    /** The placeholder types, in their order. */
    private static final List<PlaceholderType> TYPES = List.of(PlaceholderType.values());

    /** Each type alone, as a list: most values have one type, so most of them share one of these. */
    private static final List<List<PlaceholderType>> ALONE = TYPES.stream().map(List::of).toList();

    private static PendingValue pending(CacheReader in) throws Corrupt {
        int count = in.readCount();
        List<PlaceholderType> types = count == 1 ? ALONE.get(placeholderType(in).ordinal())
                : readTypes(in, count);
        String text = in.readString();
        int line = in.readInt();
        int column = in.readInt();
        int spanLine = in.readInt();
        if (spanLine == 0) {
            return new PendingValue(types, text, line, column);
        }
        int from = in.readInt();
        int to = in.readInt();
        try {
            return new PendingValue(types, text, line, column, spanLine, from, to);
        } catch (IllegalArgumentException e) {
            throw new Corrupt(e.getMessage());
        }
    }

    private static List<PlaceholderType> readTypes(CacheReader in, int count) throws Corrupt {
        PlaceholderType[] types = new PlaceholderType[count];
        for (int i = 0; i < count; i++) {
            types[i] = placeholderType(in);
        }
        return List.of(types);
    }

    private static PlaceholderType placeholderType(CacheReader in) throws Corrupt {
        int place = in.readInt();
        if (place < 0 || place >= TYPES.size()) {
            throw new Corrupt("placeholder type " + place);
        }
        return TYPES.get(place);
    }

    private static void same(String path, String id, String recordPath, String recordId) {
        if (!recordPath.equals(path) || !recordId.equals(id)) {
            throw new ResultsCache.NotCacheable("the facts are not of " + path);
        }
    }

}
