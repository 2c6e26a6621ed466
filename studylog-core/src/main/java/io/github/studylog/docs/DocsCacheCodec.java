package io.github.studylog.docs;

import static io.github.studylog.incremental.CacheJson.bool;
import static io.github.studylog.incremental.CacheJson.field;
import static io.github.studylog.incremental.CacheJson.integer;
import static io.github.studylog.incremental.CacheJson.list;
import static io.github.studylog.incremental.CacheJson.optional;
import static io.github.studylog.incremental.CacheJson.optionalLocated;
import static io.github.studylog.incremental.CacheJson.string;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.CacheJson.Corrupt;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/**
 * One cached doc (kind {@code doc} of the {@link ResultsCache}) in JSON: the findings of its parse
 * ({@link FindingCodec}) and every field of its {@link Doc}: headings with their positions, the {@code review:}
 * value, each link with its form, position and the place of its destination (and an external link's
 * {@link LinkProse}), the anchors, the slug, the draft flag, the session ids it cites and the {@code sources_checked:}
 * value; a link is a positional array. The path is the entry's, never stored again inside it: a doc decoded from an entry
 * is always of that entry's file. Link forms are written by name; anything unknown or out of range is
 * {@link Corrupt}.
 */
final class DocsCacheCodec implements CacheJson.Codec<DocsCacheCodec.Cached> {

    private final FindingCodec findings;

    /** @param findings how the parse findings are written (their rules looked up in its catalogue) */
    DocsCacheCodec(FindingCodec findings) {
        this.findings = findings;
    }

    /**
     * The parse findings and the parsed doc of one file, and the verdicts on its links when they were judged on a
     * site since it was parsed.
     */
    record Cached(List<Finding> findings, Doc doc, Optional<Judged> judged) {

        Cached {
            findings = List.copyOf(findings);
        }

        Cached(List<Finding> findings, Doc doc) {
            this(findings, doc, Optional.empty());
        }

        Cached judged(Judged verdicts) {
            return new Cached(findings, doc, Optional.of(verdicts));
        }
    }

    /**
     * The verdicts on one doc's links and what they were made of: they hold while its parse is the same (this
     * entry's), {@code key} is the links' settings and every question the judgment asked of the site ({@code reads},
     * question to answer, {@link Site#recording}) has the same answer.
     *
     * @param key      the link settings, layout and limits the links were judged under ({@link DocsCheck})
     * @param findings the findings of its links (at most the listed ones and the count of the rest)
     * @param unjudged the links not judged, per first segment, that the notes count
     * @param reads    the site's answers the verdicts were made of
     */
    record Judged(String key, List<Finding> findings, Map<String, Integer> unjudged, Map<String, String> reads) {

        Judged {
            findings = List.copyOf(findings);
            unjudged = Collections.unmodifiableMap(new TreeMap<>(unjudged));
            reads = Collections.unmodifiableMap(new LinkedHashMap<>(reads));
        }
    }

    @Override
    public void write(JsonGenerator out, String path, Cached value) {
        Doc doc = value.doc();
        if (!doc.path().equals(path)) {
            throw new CacheJson.NotCacheable("the doc is not of " + path);
        }
        out.writeStartObject();
        findings.writeAll(out, "findings", path, value.findings());
        CacheJson.list(out, "headings", doc.headings(), CacheJson::located);
        CacheJson.optionalLocated(out, "review", doc.review());
        // a link is an array, [url, form, line, column, urlText or null, prose or null], and its urlText the four
        // numbers of its span (in this file, with an empty replacement, as the parser makes it): a site's docs hold
        // tens of thousands, most of a doc's entry, and positional items read back in half the time of named fields
        CacheJson.list(out, "links", doc.links(), (w, link) -> {
            w.writeStartArray();
            w.writeString(link.url());
            w.writeString(link.form().name());
            w.writeNumber(link.line());
            w.writeNumber(link.column());
            if (link.urlText().isPresent()) {
                Fix span = link.urlText().get();
                if (!span.path().equals(path) || !span.replacement().isEmpty()) {
                    throw new CacheJson.NotCacheable("a link's urlText is not an empty span of " + path);
                }
                w.writeStartArray();
                w.writeNumber(span.startLine());
                w.writeNumber(span.startColumn());
                w.writeNumber(span.endLine());
                w.writeNumber(span.endColumn());
                w.writeEndArray();
            } else {
                w.writeNull();
            }
            if (link.prose().isPresent()) {
                LinkProse prose = link.prose().get();
                w.writeStartArray();
                w.writeString(prose.text());
                w.writeString(prose.after());
                w.writeNumber(prose.afterLine());
                w.writeNumber(prose.afterColumn());
                w.writeEndArray();
            } else {
                w.writeNull();
            }
            w.writeEndArray();
        });
        CacheJson.list(out, "anchors", doc.anchors(), JsonGenerator::writeString);
        CacheJson.optionalLocated(out, "slug", doc.slug());
        out.writeBooleanProperty("draft", doc.draft());
        CacheJson.list(out, "sessions", doc.sessions(), (w, cite) -> {
            w.writeStartObject();
            w.writeStringProperty("id", cite.id());
            w.writeNumberProperty("line", cite.line());
            w.writeNumberProperty("column", cite.column());
            CacheJson.optional(w, "issue", cite.issue(), JsonGenerator::writeString);
            w.writeNumberProperty("issueLine", cite.issueLine());
            w.writeNumberProperty("issueColumn", cite.issueColumn());
            w.writeEndObject();
        });
        CacheJson.optionalLocated(out, "sourcesChecked", doc.sourcesChecked());
        CacheJson.optional(out, "judged", value.judged(), (w, judged) -> {
            w.writeStartObject();
            w.writeStringProperty("key", judged.key());
            findings.writeAll(w, "findings", path, judged.findings());
            w.writeObjectPropertyStart("unjudged");
            judged.unjudged().forEach(w::writeNumberProperty);
            w.writeEndObject();
            w.writeObjectPropertyStart("reads");
            judged.reads().forEach(w::writeStringProperty);
            w.writeEndObject();
            w.writeEndObject();
        });
        out.writeEndObject();
    }

    /** Where a link's destination is written, {@code [startLine, startColumn, endLine, endColumn]}. */
    private static Fix span(JsonNode s, String path) throws Corrupt {
        if (!s.isArray() || s.size() != 4) {
            throw new Corrupt("not a link's span");
        }
        try {
            return new Fix(
                    path,
                    CacheJson.integer(s.get(0)),
                    CacheJson.integer(s.get(1)),
                    CacheJson.integer(s.get(2)),
                    CacheJson.integer(s.get(3)),
                    "");
        } catch (IllegalArgumentException e) {
            throw new Corrupt("span " + e.getMessage());
        }
    }

    /** An external link's prose, {@code [text, after, afterLine, afterColumn]}. */
    private static LinkProse prose(JsonNode p) throws Corrupt {
        if (!p.isArray() || p.size() != 4) {
            throw new Corrupt("not a link's prose");
        }
        return new LinkProse(
                CacheJson.string(p.get(0)),
                CacheJson.string(p.get(1)),
                CacheJson.integer(p.get(2)),
                CacheJson.integer(p.get(3)));
    }

    @Override
    public Cached read(JsonNode in, String path) throws Corrupt {
        List<Finding> parsed = findings.readAll(in, "findings", path);
        List<DocLink> links = list(in, "links", l -> {
            if (!l.isArray() || l.size() != 6) {
                throw new Corrupt("not a link");
            }
            JsonNode fix = l.get(4);
            JsonNode prose = l.get(5);
            return new DocLink(
                    CacheJson.string(l.get(0)),
                    CacheJson.constant(l.get(1), LinkForm.class),
                    CacheJson.integer(l.get(2)),
                    CacheJson.integer(l.get(3)),
                    fix.isNull() ? Optional.empty() : Optional.of(span(fix, path)),
                    prose.isNull() ? Optional.empty() : Optional.of(prose(prose)));
        });
        List<SessionCite> sessions = list(
                in,
                "sessions",
                c -> new SessionCite(
                        string(c, "id"),
                        integer(c, "line"),
                        integer(c, "column"),
                        optional(c, "issue", CacheJson::string),
                        integer(c, "issueLine"),
                        integer(c, "issueColumn")));
        Optional<Judged> judged = optional(in, "judged", j -> {
            Map<String, Integer> unjudged = new TreeMap<>();
            for (Map.Entry<String, JsonNode> e : field(j, "unjudged").properties()) {
                unjudged.put(e.getKey(), CacheJson.integer(e.getValue()));
            }
            Map<String, String> reads = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : field(j, "reads").properties()) {
                reads.put(e.getKey(), CacheJson.string(e.getValue()));
            }
            return new Judged(string(j, "key"), findings.readAll(j, "findings", path), unjudged, reads);
        });
        return new Cached(
                parsed,
                new Doc(
                        path,
                        list(in, "headings", CacheJson::located),
                        optionalLocated(in, "review"),
                        links,
                        list(in, "anchors", CacheJson::string),
                        optionalLocated(in, "slug"),
                        bool(in, "draft"),
                        sessions,
                        optionalLocated(in, "sourcesChecked")),
                judged);
    }
}
