package io.github.studylog.records;

import io.github.studylog.message.Message;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.incremental.CacheReader;
import io.github.studylog.incremental.CacheReader.Corrupt;
import io.github.studylog.incremental.CacheWriter;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.yaml.Located;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The explicit binary form of one cached record file ({@link RecordsCache}): its per-file findings and its
 * {@link ReducedRecord}. The path is the entry's, never stored again inside it: a finding, a review or a session
 * decoded from an entry is always of that entry's file. Rules are written by id and looked up in the catalogue,
 * severities and placeholder types by name; anything unknown, out of range or short makes the file {@link Corrupt}.
 */
final class RecordsCacheCodec {

    private static final int NONE = 0;
    private static final int REVIEW = 1;
    private static final int SESSION = 2;

    private final Map<String, Rule> rules;

    /** @param rules every rule by id: the findings' rules are looked up here, and one not here is not cached */
    RecordsCacheCodec(Map<String, Rule> rules) {
        this.rules = rules;
    }

    /** A value this codec cannot write so that it reads back equal; the file is then not cached. */
    static final class NotCacheable extends RuntimeException {
        NotCacheable(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Writes the findings and facts of the file at {@code path}.
     *
     * @throws NotCacheable           a finding of another file or of a rule not in the catalogue, facts of another
     *                                file
     * @throws CacheWriter.NotEncodable a string with an unpaired surrogate
     */
    void write(CacheWriter out, String path, List<Finding> findings, ReducedRecord record) {
        out.writeList(findings, (w, f) -> finding(w, path, f));
        String id = RecordLoader.fileId(path);
        if (!record.path().equals(path) || !record.fileId().equals(id)) {
            throw new NotCacheable("the record is not of " + path);
        }
        if (record.review().isPresent()) {
            ReviewRecord r = record.review().get();
            same(path, id, r.path(), r.id());
            out.writeByte(REVIEW);
            optional(out, r.doc());
            optional(out, r.status());
            optional(out, r.lastReviewed());
            out.writeList(r.sessions(), RecordsCacheCodec::located);
            located(out, r.sessionsKey());
            out.writeOptional(r.lastReviewedText(), RecordsCacheCodec::fix);
            out.writeOptional(r.sessionInsert(), RecordsCacheCodec::fix);
        } else if (record.session().isPresent()) {
            SessionRecord s = record.session().get();
            same(path, id, s.path(), s.id());
            out.writeByte(SESSION);
            optional(out, s.idField());
            optional(out, s.date());
            optional(out, s.issue());
            out.writeList(s.reviews(), RecordsCacheCodec::located);
            out.writeList(s.needsRevisit(), RecordsCacheCodec::located);
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
            w.writeList(p.types(), (t, type) -> t.writeString(type.name()));
            w.writeString(p.text()).writeInt(p.line()).writeInt(p.column());
            w.writeOptional(p.textSpan(), RecordsCacheCodec::fix);
        });
    }

    /** What {@link #write} wrote for the file at {@code path}. */
    Cached read(CacheReader in, String path) throws Corrupt {
        List<Finding> findings = in.readList(r -> finding(r, path));
        String id = RecordLoader.fileId(path);
        int tag = in.readByte();
        Optional<ReviewRecord> review = Optional.empty();
        Optional<SessionRecord> session = Optional.empty();
        if (tag == REVIEW) {
            review = Optional.of(new ReviewRecord(id, path, optional(in), optional(in), optional(in),
                    in.readList(RecordsCacheCodec::located), located(in), in.readOptional(RecordsCacheCodec::fix),
                    in.readOptional(RecordsCacheCodec::fix)));
        } else if (tag == SESSION) {
            session = Optional.of(new SessionRecord(id, path, optional(in), optional(in), optional(in),
                    in.readList(RecordsCacheCodec::located), in.readList(RecordsCacheCodec::located),
                    in.readList(r -> new SessionRecord.Question(optional(r), r.readBoolean(), optional(r),
                            optional(r), optional(r))),
                    in.readList(r -> new SessionRecord.Source(located(r), optional(r))),
                    in.readList(r -> new SessionRecord.DiagramClaim(located(r), optional(r), optional(r)))));
        } else if (tag != NONE) {
            throw new Corrupt("record tag " + tag);
        }
        List<PendingValue> pending = in.readList(r -> new PendingValue(
                r.readList(t -> t.readKeyed(RecordsCacheCodec::placeholderType, "placeholder type")),
                r.readString(), r.readInt(), r.readInt(), r.readOptional(RecordsCacheCodec::fix)));
        return new Cached(findings, new ReducedRecord(path, id, review, session, pending));
    }

    /** The per-file findings and facts of one file. */
    record Cached(List<Finding> findings, ReducedRecord record) {

        Cached {
            findings = List.copyOf(findings);
        }
    }

    /**
     * Messages wrap messages a few levels deep (a {@code record-value} around its found value around the chain of a
     * placeholder's alternatives); a deeper one is not cached (its file is read again), and in a cache file it is a
     * corrupt file, not a stack overflow.
     */
    static final int MAX_MESSAGE_DEPTH = 8;

    private void finding(CacheWriter out, String path, Finding f) {
        if (!f.path().equals(path) || rules.get(f.rule().id()) != f.rule()) {
            throw new NotCacheable("finding " + f.location() + " [" + f.rule().id() + "] cannot be cached for "
                    + path);
        }
        if (depth(f.message()) > MAX_MESSAGE_DEPTH) {
            throw new NotCacheable("finding " + f.location() + " [" + f.rule().id() + "] wraps too many messages");
        }
        out.writeString(f.rule().id()).writeString(f.severity().name()).writeInt(f.line()).writeInt(f.column());
        message(out, f.message());
        out.writeOptional(f.fix(), RecordsCacheCodec::fix);
    }

    private Finding finding(CacheReader in, String path) throws Corrupt {
        Rule rule = in.readKeyed(id -> Optional.ofNullable(rules.get(id)), "rule");
        Severity severity = in.readKeyed(RecordsCacheCodec::severity, "severity");
        int line = in.readInt(Integer.MAX_VALUE);
        int column = in.readInt(Integer.MAX_VALUE);
        return new Finding(rule, severity, path, line, column, message(in, 0), in.readOptional(RecordsCacheCodec::fix));
    }

    /** How many messages a message wraps, one inside the other (0 for a message without an inner one). */
    static int depth(Message message) {
        int depth = 0;
        for (Optional<Message> inner = message.inner(); inner.isPresent(); inner = inner.get().inner()) {
            depth++;
        }
        return depth;
    }

    /** A finding's message: its key, its values and the message it wraps, if any. */
    private static void message(CacheWriter out, Message message) {
        out.writeString(message.key()).writeList(message.args(), CacheWriter::writeString)
                .writeOptional(message.inner(), RecordsCacheCodec::message);
    }

    private static Message message(CacheReader in, int depth) throws Corrupt {
        String key = in.readString();
        List<String> args = in.readList(CacheReader::readString);
        if (key.isBlank() || depth > MAX_MESSAGE_DEPTH) {
            throw new Corrupt("message");
        }
        return new Message(key, args, in.readOptional(r -> message(r, depth + 1)));
    }

    /** A certain fix: its file, its range (lines and code-point columns) and the new text. */
    private static void fix(CacheWriter out, Fix fix) {
        out.writeString(fix.path()).writeInt(fix.startLine()).writeInt(fix.startColumn()).writeInt(fix.endLine())
                .writeInt(fix.endColumn()).writeString(fix.replacement());
    }

    private static Fix fix(CacheReader in) throws Corrupt {
        String path = in.readString();
        int startLine = in.readInt();
        int startColumn = in.readInt();
        int endLine = in.readInt();
        int endColumn = in.readInt();
        String replacement = in.readString();
        try {
            return new Fix(path, startLine, startColumn, endLine, endColumn, replacement);
        } catch (IllegalArgumentException e) {
            throw new Corrupt("fix " + e.getMessage());
        }
    }

    private static void same(String path, String id, String recordPath, String recordId) {
        if (!recordPath.equals(path) || !recordId.equals(id)) {
            throw new NotCacheable("the facts are not of " + path);
        }
    }

    private static void located(CacheWriter out, Located<String> value) {
        out.writeString(value.value()).writeInt(value.line()).writeInt(value.column());
    }

    private static Located<String> located(CacheReader in) throws Corrupt {
        return new Located<>(in.readString(), in.readInt(), in.readInt());
    }

    private static void optional(CacheWriter out, Optional<Located<String>> value) {
        out.writeOptional(value, RecordsCacheCodec::located);
    }

    private static Optional<Located<String>> optional(CacheReader in) throws Corrupt {
        return in.readOptional(RecordsCacheCodec::located);
    }

    private static Optional<Severity> severity(String name) {
        return Arrays.stream(Severity.values()).filter(s -> s.name().equals(name)).findFirst();
    }

    private static Optional<PlaceholderType> placeholderType(String name) {
        return Arrays.stream(PlaceholderType.values()).filter(t -> t.name().equals(name)).findFirst();
    }
}
