package io.github.studylog.docs;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Nearest;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks every doc: its front matter's {@code review:} names an existing review ({@code doc-review-unknown}),
 * every link resolves on the {@link Site} built from all docs ({@link LinkResolver}: {@code doc-link-*}), and the
 * sessions it cites exist with the issue numbers cited ({@link SessionCites}: {@code doc-session-*}).
 */
public final class DocsCheck {

    private final ContentLayout layout;
    private final RepoPaths paths;
    private final LinkSettings settings;
    private final MarkdownLimits limits = MarkdownLimits.DEFAULT;
    private final int threads;

    public DocsCheck(ContentLayout layout, RepoPaths paths, LinkSettings settings) {
        this(layout, paths, settings, 1);
    }

    /** A check that parses {@code threads} docs at once. */
    public DocsCheck(ContentLayout layout, RepoPaths paths, LinkSettings settings, int threads) {
        this.layout = layout;
        this.paths = paths;
        this.settings = settings;
        this.threads = threads;
    }

    /**
     * Checks the docs against the records pass: each doc's {@code review:} against {@code reviewIds}, its links, and
     * the session ids it cites ({@code doc-session-*}) against {@code sessions} (each session's id and its
     * {@code issue} as written, {@code ""} when it has none). {@code unloadedReviews} and {@code unloadedSessions}
     * (file id to path) are the record files that are there but did not load: a doc naming one is told so, not
     * that no such record exists.
     */
    public List<Message> check(
            List<String> docPaths,
            DocIndex index,
            Set<String> reviewIds,
            Map<String, String> sessions,
            Map<String, String> unloadedReviews,
            Map<String, String> unloadedSessions,
            FindingSink sink) {
        List<Doc> docs = index.docs(docPaths, threads);
        LinkResolver resolver =
                new LinkResolver(new Site(layout, paths, settings, docs), settings, limits.maxSuggested());
        for (Doc doc : docs) {
            doc.review().ifPresent(review -> checkReview(doc, review, reviewIds, unloadedReviews, sink));
            if (!doc.draft()) {
                // a draft is not built: its links lead nowhere a reader can follow
                links(doc, resolver, sink);
            }
            SessionCites.check(doc, sessions, unloadedSessions, layout.sessions(), sink);
        }
        return notes(resolver);
    }

    /**
     * What the check could not know about the site, said once each: the settings of astro.config that were not
     * literals, and the links under paths only an integration could serve.
     */
    private List<Message> notes(LinkResolver resolver) {
        List<Message> notes = new ArrayList<>();
        AstroSite site = settings.site();
        if (!site.unread().isEmpty()) {
            notes.add(Message.of("docs.site-unread", site.configFile(), String.join("; ", site.unread())));
        }
        Map<String, Integer> unjudged = resolver.unjudged();
        if (!unjudged.isEmpty()) {
            int total = unjudged.values().stream().mapToInt(Integer::intValue).sum();
            List<String> prefixes = new ArrayList<>();
            unjudged.forEach((prefix, count) -> prefixes.add(prefix + " (" + count + ")"));
            notes.add(Message.of(
                    "docs.unjudged-routes", total, String.join(", ", prefixes), String.join(", ", site.packages())));
        }
        counted(notes, "docs.unjudged-generated", resolver.generated());
        counted(notes, "docs.unjudged-dynamic", resolver.unreadRoutes());
        if (resolver.asFiles() > 0 && settings.relativeLinks() == LinkSettings.RelativeLinks.FILES) {
            notes.add(Message.of(
                    "docs.relative-as-files",
                    site.configFile(),
                    String.join(", ", site.pipeline()),
                    resolver.asFiles()));
        }
        return notes;
    }

    /** One note of links not judged, their total and each reason with its count. */
    private static void counted(List<Message> notes, String key, Map<String, Integer> counts) {
        if (counts.isEmpty()) {
            return;
        }
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        List<String> reasons = new ArrayList<>();
        counts.forEach((reason, count) -> reasons.add(reason + " (" + count + ")"));
        notes.add(Message.of(key, total, String.join(", ", reasons)));
    }

    /** The doc's broken links, at most {@link MarkdownLimits#maxLinkFindings} listed and the rest counted. */
    private void links(Doc doc, LinkResolver resolver, FindingSink sink) {
        int broken = 0;
        DocLink firstUnlisted = null;
        for (DocLink link : doc.links()) {
            Optional<Finding> finding = resolver.check(doc, link);
            if (finding.isEmpty()) {
                continue;
            }
            if (++broken <= limits.maxLinkFindings()) {
                sink.add(finding.get());
            } else if (firstUnlisted == null) {
                firstUnlisted = link;
            }
        }
        if (firstUnlisted != null) {
            sink.add(Finding.of(
                    DocRules.DOC_LIMIT,
                    doc.path(),
                    firstUnlisted.line(),
                    firstUnlisted.column(),
                    "doc-limit.broken-links",
                    broken,
                    limits.maxLinkFindings(),
                    broken - limits.maxLinkFindings() - 1));
        }
    }

    /**
     * The resolver of the site made of {@code docs}, for a goal that follows a doc's links rather than checking
     * them (the session prompt lists what a doc links and shows).
     */
    public LinkResolver resolver(List<Doc> docs) {
        return new LinkResolver(new Site(layout, paths, settings, docs), settings);
    }

    private void checkReview(
            Doc doc, Located<String> review, Set<String> reviewIds, Map<String, String> unloaded, FindingSink sink) {
        if (reviewIds.contains(review.value())) {
            return;
        }
        String unloadedPath = unloaded.get(review.value());
        Message message = unloadedPath != null
                ? Message.of("doc-review-unknown.unloaded", review.value(), unloadedPath)
                : Nearest.to(review.value(), reviewIds)
                        .map(n -> Message.of("doc-review-unknown.nearest", review.value(), layout.reviews(), n))
                        .orElseGet(() -> Message.of("doc-review-unknown.none", review.value(), layout.reviews()));
        sink.add(Finding.of(DocRules.DOC_REVIEW_UNKNOWN, doc.path(), review.line(), review.column(), message));
    }
}
