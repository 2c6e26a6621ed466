package io.github.studylog.docs;

import static io.github.studylog.incremental.FindingCodec.optional;

import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.CacheReader;
import io.github.studylog.incremental.CacheReader.Corrupt;
import io.github.studylog.incremental.CacheWriter;
import io.github.studylog.incremental.FindingCodec;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Optional;

/**
 * The explicit binary form of one cached doc (kind {@code doc} of the {@link ResultsCache}): the findings of its
 * parse ({@link FindingCodec}) and every field of its {@link Doc}: headings with their positions, the
 * {@code review:} value, each link with its form, position and the place of its destination, the anchors, the
 * slug, the draft flag, the session ids it cites, each external link's {@link LinkProse} and the
 * {@code sources_checked:} value. The path is the entry's, never stored again inside it: a doc decoded from an entry
 * is always of that entry's file. Link forms are written by name; anything unknown, out of range or short is
 * {@link Corrupt}.
 */
final class DocsCacheCodec implements ResultsCache.Codec<DocsCacheCodec.Cached> {

    private final FindingCodec findings;

    /** @param findings how the parse findings are written (their rules looked up in its catalogue) */
    DocsCacheCodec(FindingCodec findings) {
        this.findings = findings;
    }

    /** The parse findings and the parsed doc of one file. */
    record Cached(List<Finding> findings, Doc doc) {

        Cached {
            findings = List.copyOf(findings);
        }
    }

    @Override
    public void write(CacheWriter out, String path, Cached value) {
        Doc doc = value.doc();
        if (!doc.path().equals(path)) {
            throw new ResultsCache.NotCacheable("the doc is not of " + path);
        }
        findings.writeAll(out, path, value.findings());
        out.writeList(doc.headings(), FindingCodec::located);
        optional(out, doc.review());
        out.writeList(doc.links(), (w, link) -> {
            w.writeString(link.url()).writeString(link.form().name()).writeInt(link.line()).writeInt(link.column());
            w.writeOptional(link.urlText(), (x, fix) -> FindingCodec.fix(x, path, fix));
            w.writeOptional(link.prose(), (x, prose) -> x.writeString(prose.text()).writeString(prose.after())
                    .writeInt(prose.afterLine()).writeInt(prose.afterColumn()));
        });
        out.writeList(doc.anchors(), CacheWriter::writeString);
        optional(out, doc.slug());
        out.writeBoolean(doc.draft());
        out.writeList(doc.sessions(), (w, cite) -> {
            w.writeString(cite.id()).writeInt(cite.line()).writeInt(cite.column());
            w.writeOptional(cite.issue(), CacheWriter::writeString);
            w.writeInt(cite.issueLine()).writeInt(cite.issueColumn());
        });
        optional(out, doc.sourcesChecked());
    }

    @Override
    public Cached read(CacheReader in, String path) throws Corrupt {
        List<Finding> parsed = findings.readAll(in, path);
        List<Located<String>> headings = in.readList(FindingCodec::located);
        Optional<Located<String>> review = optional(in);
        List<DocLink> links = in.readList(r -> new DocLink(r.readString(),
                r.readEnum(LinkForm.class, "link form"), r.readInt(), r.readInt(),
                r.readOptional(x -> FindingCodec.fix(x, path)),
                r.readOptional(x -> new LinkProse(x.readString(), x.readString(), x.readInt(), x.readInt()))));
        List<String> anchors = in.readList(CacheReader::readString);
        Optional<Located<String>> slug = optional(in);
        boolean draft = in.readBoolean();
        List<SessionCite> sessions = in.readList(r -> new SessionCite(r.readString(), r.readInt(), r.readInt(),
                r.readOptional(CacheReader::readString), r.readInt(), r.readInt()));
        Optional<Located<String>> sourcesChecked = optional(in);
        return new Cached(parsed, new Doc(path, headings, review, links, anchors, slug, draft, sessions,
                sourcesChecked));
    }

}
