package io.github.studylog.docs;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Nearest;
import io.github.studylog.incremental.InputFingerprint;
import io.github.studylog.incremental.ValueText;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

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
        Site site = new Site(layout, paths, settings, docs, index.memos());
        LinkResolver resolver = new LinkResolver(site, settings, limits.maxSuggested());
        String key = judgmentKey();
        Map<String, Integer> unjudged = new TreeMap<>();
        for (Doc doc : docs) {
            doc.review().ifPresent(review -> checkReview(doc, review, reviewIds, unloadedReviews, sink));
            DocsCacheCodec.Judged judged = index.judged(doc.path())
                    .filter(before -> before.key().equals(key) && site.answersAsBefore(before.reads()))
                    .orElseGet(() -> {
                        DocsCacheCodec.Judged now = judge(doc, site, resolver, key);
                        index.judged(doc.path(), now);
                        return now;
                    });
            sink.addAll(judged.findings());
            judged.unjudged().forEach((prefix, count) -> unjudged.merge(prefix, count, Integer::sum));
            SessionCites.check(doc, sessions, unloadedSessions, layout.sessions(), sink);
        }
        return notes(unjudged);
    }

    /**
     * The verdicts on one doc's links, with every question they asked of the site: a doc whose parse is the same
     * keeps them on the next run while the site answers those questions the same (a page added, a heading removed
     * or a file renamed changes the answers of exactly the docs whose links looked at it).
     */
    private DocsCacheCodec.Judged judge(Doc doc, Site site, LinkResolver resolver, String key) {
        Map<String, String> reads = new LinkedHashMap<>();
        Map<String, Integer> before = unjudgedCounts(resolver);
        FindingSink own = new FindingSink();
        site.recording(reads);
        try {
            if (!doc.draft()) {
                // a draft is not built: its links lead nowhere a reader can follow
                links(doc, resolver, own);
            }
        } finally {
            site.recording(null);
        }
        Map<String, Integer> unjudged = new TreeMap<>();
        unjudgedCounts(resolver).forEach((what, count) -> {
            int added = count - before.getOrDefault(what, 0);
            if (added > 0) {
                unjudged.put(what, added);
            }
        });
        return new DocsCacheCodec.Judged(key, own.sorted(), unjudged, reads);
    }

    /** Kinds of links not judged besides a route prefix, as keys of a doc's kept counts. */
    private static final String GENERATED = "\u0000generated\u0000";

    private static final String DYNAMIC = "\u0000dynamic\u0000";
    private static final String AS_FILES = "\u0000as-files";
    private static final String MIDDLEWARE = "\u0000route-middleware";

    /**
     * Every count of links the resolver left unjudged so far, one map: the route prefixes only an integration could
     * serve, the generated docs by ignore rule ({@link #GENERATED}), the dynamic routes by reason ({@link #DYNAMIC})
     * and the relative links judged as files ({@link #AS_FILES}). A doc keeps its own share with its verdicts, so a
     * rerun that takes them from the cache says the same notes as a full run.
     */
    private static Map<String, Integer> unjudgedCounts(LinkResolver resolver) {
        Map<String, Integer> all = new TreeMap<>(resolver.unjudged());
        resolver.generated().forEach((rule, count) -> all.put(GENERATED + rule, count));
        resolver.unreadRoutes().forEach((reason, count) -> all.put(DYNAMIC + reason, count));
        if (resolver.asFiles() > 0) {
            all.put(AS_FILES, resolver.asFiles());
        }
        if (resolver.middleware() > 0) {
            all.put(MIDDLEWARE, resolver.middleware());
        }
        return all;
    }

    /**
     * What a link's verdict depends on besides its doc's parse and the site's answers: the link settings (the
     * site's config read, base, relative links, excludes), the layout's folders and the limits.
     */
    private String judgmentKey() {
        return InputFingerprint.hash(ValueText.of(settings) + "\u0000" + layout.docs() + "\u0000" + layout.diagrams()
                + "\u0000" + layout.publicDiagrams() + "\u0000" + ValueText.of(limits));
    }

    /**
     * What the check could not know about the site, said once each: the settings of astro.config that were not
     * literals, and the links under paths only an integration could serve.
     */
    private List<Message> notes(Map<String, Integer> unjudged) {
        List<Message> notes = new ArrayList<>();
        AstroSite site = settings.site();
        if (!site.unread().isEmpty()) {
            notes.add(Message.of("docs.site-unread", site.configFile(), String.join("; ", site.unread())));
        }
        // Markdown pages of src/pages are pages, not docs: said, so that a site written there is not passed silently
        List<String> pages = site.markdownPages().stream()
                .filter(p -> !p.startsWith(layout.docs() + "/"))
                .toList();
        if (!pages.isEmpty()) {
            notes.add(Message.of("docs.pages-unchecked", pages.size(), site.pagesFolder() + "/", layout.docs()));
        }
        Map<String, Integer> routes = new TreeMap<>();
        Map<String, Integer> generated = new TreeMap<>();
        Map<String, Integer> dynamic = new TreeMap<>();
        int asFiles = 0;
        int middleware = 0;
        for (Map.Entry<String, Integer> e : unjudged.entrySet()) {
            String what = e.getKey();
            if (what.startsWith(GENERATED)) {
                generated.put(what.substring(GENERATED.length()), e.getValue());
            } else if (what.startsWith(DYNAMIC)) {
                dynamic.put(what.substring(DYNAMIC.length()), e.getValue());
            } else if (what.equals(AS_FILES)) {
                asFiles = e.getValue();
            } else if (what.equals(MIDDLEWARE)) {
                middleware = e.getValue();
            } else {
                routes.put(what, e.getValue());
            }
        }
        if (!routes.isEmpty()) {
            int total = routes.values().stream().mapToInt(Integer::intValue).sum();
            List<String> prefixes = new ArrayList<>();
            routes.forEach((prefix, count) -> prefixes.add(prefix + " (" + count + ")"));
            notes.add(Message.of(
                    "docs.unjudged-routes", total, String.join(", ", prefixes), String.join(", ", site.packages())));
        }
        counted(notes, "docs.unjudged-generated", generated);
        counted(notes, "docs.unjudged-dynamic", dynamic);
        if (middleware > 0) {
            notes.add(Message.of(
                    "docs.unjudged-middleware",
                    middleware,
                    site.configFile(),
                    String.join(", ", site.routeMiddleware())));
        }
        if (asFiles > 0 && settings.relativeLinks() == LinkSettings.RelativeLinks.FILES) {
            notes.add(Message.of(
                    "docs.relative-as-files", site.configFile(), String.join(", ", site.pipeline()), asFiles));
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
