package io.github.studylog.incremental;

import static io.github.studylog.incremental.CacheJson.constant;
import static io.github.studylog.incremental.CacheJson.field;
import static io.github.studylog.incremental.CacheJson.integer;
import static io.github.studylog.incremental.CacheJson.string;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.incremental.CacheJson.Corrupt;
import io.github.studylog.message.Message;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * What every kind of {@link ResultsCache} entry holds, in JSON: a file's findings
 * ({@code {"rule", "severity", "line", "column", "message", "fix"}}, the rule by id, looked up in the catalogue) and
 * fixes. A message is {@code {"key", "args", "inner"}}. The path is the entry's, never stored again inside it: a
 * finding decoded from an entry is always of that entry's file. Anything unknown or out of range is
 * {@link Corrupt}.
 */
public final class FindingCodec {

    /**
     * Messages wrap messages a few levels deep (a {@code record-value} around its found value around the chain of a
     * placeholder's alternatives); a deeper one is not cached (its file is read again), and in a cache file it is a
     * corrupt entry.
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
     * Writes the findings of the file at {@code path} as the array {@code name}.
     *
     * @throws CacheJson.NotCacheable a finding of another file, of a rule not in the catalogue, or whose message
     *                                wraps too many
     */
    public void writeAll(JsonGenerator out, String name, String path, List<Finding> findings) {
        CacheJson.list(out, name, findings, (w, f) -> write(w, path, f));
    }

    /** What {@link #writeAll} wrote as {@code name} for the file at {@code path}. */
    public List<Finding> readAll(JsonNode object, String name, String path) throws Corrupt {
        return CacheJson.list(object, name, f -> read(f, path));
    }

    private void write(JsonGenerator out, String path, Finding f) {
        if (!f.path().equals(path) || rules.get(f.rule().id()) != f.rule()) {
            throw new CacheJson.NotCacheable(
                    "finding " + f.location() + " [" + f.rule().id() + "] cannot be cached for " + path);
        }
        if (depth(f.message()) > MAX_MESSAGE_DEPTH) {
            throw new CacheJson.NotCacheable(
                    "finding " + f.location() + " [" + f.rule().id() + "] wraps too many messages");
        }
        out.writeStartObject();
        out.writeStringProperty("rule", f.rule().id());
        out.writeStringProperty("severity", f.severity().name());
        out.writeNumberProperty("line", f.line());
        out.writeNumberProperty("column", f.column());
        out.writeName("message");
        message(out, f.message());
        CacheJson.optional(out, "fix", f.fix(), (w, fix) -> fix(w, path, fix));
        out.writeEndObject();
    }

    private Finding read(JsonNode in, String path) throws Corrupt {
        String id = string(in, "rule");
        Rule rule = rules.get(id);
        if (rule == null) {
            throw new Corrupt("unknown rule `" + id + "`");
        }
        Severity severity = constant(in, "severity", Severity.class);
        int line = integer(in, "line");
        int column = integer(in, "column");
        if (line < 0 || column < 0) {
            throw new Corrupt("position");
        }
        return new Finding(
                rule,
                severity,
                path,
                line,
                column,
                message(field(in, "message"), 0),
                CacheJson.optional(in, "fix", f -> fix(f, path)));
    }

    /** How many messages a message wraps, one inside the other (0 for a message without an inner one). */
    public static int depth(Message message) {
        int depth = 0;
        for (Optional<Message> inner = message.inner();
                inner.isPresent();
                inner = inner.get().inner()) {
            depth++;
        }
        return depth;
    }

    /** A finding's message: its key, its values and the message it wraps, if any. */
    private static void message(JsonGenerator out, Message message) {
        out.writeStartObject();
        out.writeStringProperty("key", message.key());
        CacheJson.list(out, "args", message.args(), JsonGenerator::writeString);
        CacheJson.optional(out, "inner", message.inner(), FindingCodec::message);
        out.writeEndObject();
    }

    private static Message message(JsonNode in, int depth) throws Corrupt {
        String key = string(in, "key");
        if (key.isBlank() || depth > MAX_MESSAGE_DEPTH) {
            throw new Corrupt("message");
        }
        return new Message(
                key,
                CacheJson.list(in, "args", CacheJson::string),
                CacheJson.optional(in, "inner", m -> message(m, depth + 1)));
    }

    /**
     * A certain fix in an entry of the file at {@code entry}: its range (lines and code-point columns), the new text,
     * and its file only when it is another (nearly every fix is of the entry's own file).
     */
    public static void fix(JsonGenerator out, String entry, Fix fix) {
        out.writeStartObject();
        if (!fix.path().equals(entry)) {
            out.writeStringProperty("path", fix.path());
        }
        out.writeNumberProperty("startLine", fix.startLine());
        out.writeNumberProperty("startColumn", fix.startColumn());
        out.writeNumberProperty("endLine", fix.endLine());
        out.writeNumberProperty("endColumn", fix.endColumn());
        out.writeStringProperty("text", fix.replacement());
        out.writeEndObject();
    }

    /** What {@link #fix(JsonGenerator, String, Fix)} wrote in an entry of the file at {@code entry}. */
    public static Fix fix(JsonNode in, String entry) throws Corrupt {
        String path = CacheJson.optional(in, "path", CacheJson::string).orElse(entry);
        try {
            return new Fix(
                    path,
                    integer(in, "startLine"),
                    integer(in, "startColumn"),
                    integer(in, "endLine"),
                    integer(in, "endColumn"),
                    string(in, "text"));
        } catch (IllegalArgumentException e) {
            throw new Corrupt("fix " + e.getMessage());
        }
    }
}
