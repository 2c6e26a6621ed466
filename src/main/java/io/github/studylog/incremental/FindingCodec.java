package io.github.studylog.incremental;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.incremental.CacheReader.Corrupt;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.Located;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The explicit binary form of what every kind of {@link ResultsCache} entry holds: a file's findings (rule by id,
 * looked up in the catalogue; severity by name; position; message with its values and the message it wraps; fix),
 * fixes and positioned values. The path is the entry's, never stored again inside it: a finding decoded from an entry
 * is always of that entry's file. Anything unknown, out of range or short is {@link Corrupt}.
 */
public final class FindingCodec {

    /**
     * Messages wrap messages a few levels deep (a {@code record-value} around its found value around the chain of a
     * placeholder's alternatives); a deeper one is not cached (its file is read again), and in a cache file it is a
     * corrupt file, not a stack overflow.
     */
    public static final int MAX_MESSAGE_DEPTH = 8;

    private final Map<String, Rule> rules;

    /** @param rules every rule: the findings' rules are looked up here by id, and one not here is not cached */
    public FindingCodec(Collection<? extends Rule> rules) {
        Map<String, Rule> byId = new HashMap<>();
        rules.forEach(r -> byId.put(r.id(), r));
        this.rules = Map.copyOf(byId);
    }

    /**
     * Writes the findings of the file at {@code path}.
     *
     * @throws ResultsCache.NotCacheable a finding of another file, of a rule not in the catalogue, or whose message
     *                                   wraps too many
     * @throws CacheWriter.NotEncodable  a string with an unpaired surrogate
     */
    public void writeAll(CacheWriter out, String path, List<Finding> findings) {
        out.writeList(findings, (w, f) -> write(w, path, f));
    }

    /** What {@link #writeAll} wrote for the file at {@code path}. */
    public List<Finding> readAll(CacheReader in, String path) throws Corrupt {
        return in.readList(r -> read(r, path));
    }

    private void write(CacheWriter out, String path, Finding f) {
        if (!f.path().equals(path) || rules.get(f.rule().id()) != f.rule()) {
            throw new ResultsCache.NotCacheable("finding " + f.location() + " [" + f.rule().id()
                    + "] cannot be cached for " + path);
        }
        if (depth(f.message()) > MAX_MESSAGE_DEPTH) {
            throw new ResultsCache.NotCacheable("finding " + f.location() + " [" + f.rule().id()
                    + "] wraps too many messages");
        }
        out.writeString(f.rule().id()).writeString(f.severity().name()).writeInt(f.line()).writeInt(f.column());
        message(out, f.message());
        out.writeOptional(f.fix(), (w, fix) -> fix(w, path, fix));
    }

    private Finding read(CacheReader in, String path) throws Corrupt {
        Rule rule = in.readKeyed(id -> Optional.ofNullable(rules.get(id)), "rule");
        Severity severity = in.readEnum(Severity.class, "severity");
        int line = in.readInt(Integer.MAX_VALUE);
        int column = in.readInt(Integer.MAX_VALUE);
        return new Finding(rule, severity, path, line, column, message(in, 0), in.readOptional(r -> fix(r, path)));
    }

    /** How many messages a message wraps, one inside the other (0 for a message without an inner one). */
    public static int depth(Message message) {
        int depth = 0;
        for (Optional<Message> inner = message.inner(); inner.isPresent(); inner = inner.get().inner()) {
            depth++;
        }
        return depth;
    }

    /** A finding's message: its key, its values and the message it wraps, if any. */
    private static void message(CacheWriter out, Message message) {
        out.writeString(message.key()).writeList(message.args(), CacheWriter::writeString)
                .writeOptional(message.inner(), FindingCodec::message);
    }

    private static Message message(CacheReader in, int depth) throws Corrupt {
        String key = in.readString();
        List<String> args = in.readList(CacheReader::readString);
        if (key.isBlank() || depth > MAX_MESSAGE_DEPTH) {
            throw new Corrupt("message");
        }
        return new Message(key, args, in.readOptional(r -> message(r, depth + 1)));
    }

    /**
     * A certain fix in an entry of the file at {@code entry}: its file (a flag when it is that file, as nearly every
     * fix is: the path is not written again for each of a record's values), its range (lines and code-point columns)
     * and the new text.
     */
    public static void fix(CacheWriter out, String entry, Fix fix) {
        boolean elsewhere = !fix.path().equals(entry);
        out.writeBoolean(elsewhere);
        if (elsewhere) {
            out.writeString(fix.path());
        }
        out.writeInt(fix.startLine()).writeInt(fix.startColumn()).writeInt(fix.endLine()).writeInt(fix.endColumn())
                .writeString(fix.replacement());
    }

    /** What {@link #fix(CacheWriter, String, Fix)} wrote in an entry of the file at {@code entry}. */
    public static Fix fix(CacheReader in, String entry) throws Corrupt {
        String path = in.readBoolean() ? in.readString() : entry;
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

    /** A value with its line and column. */
    public static void located(CacheWriter out, Located<String> value) {
        out.writeString(value.value()).writeInt(value.line()).writeInt(value.column());
    }

    public static Located<String> located(CacheReader in) throws Corrupt {
        return new Located<>(in.readString(), in.readInt(), in.readInt());
    }

    public static void optional(CacheWriter out, Optional<Located<String>> value) {
        out.writeOptional(value, FindingCodec::located);
    }

    public static Optional<Located<String>> optional(CacheReader in) throws Corrupt {
        return in.readOptional(FindingCodec::located);
    }

}
