package io.github.studylog.docs;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Nearest;
import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks every doc: its front matter's {@code review:} names an existing review ({@code doc-review-unknown}),
 * and every link resolves on the {@link Site} built from all docs ({@link LinkResolver}: {@code doc-link-*}).
 */
public final class DocsCheck {

    private final ContentLayout layout;
    private final RepoPaths paths;
    private final LinkSettings settings;

    public DocsCheck(ContentLayout layout, RepoPaths paths, LinkSettings settings) {
        this.layout = layout;
        this.paths = paths;
        this.settings = settings;
    }

    public void check(List<String> docPaths, DocIndex index, Set<String> reviewIds, FindingSink sink) {
        List<Doc> docs = docPaths.stream().map(index::doc).flatMap(Optional::stream).toList();
        LinkResolver resolver = new LinkResolver(new Site(layout, paths, settings, docs), settings);
        for (Doc doc : docs) {
            doc.review().ifPresent(review -> checkReview(doc, review, reviewIds, sink));
            for (DocLink link : doc.links()) {
                resolver.check(doc, link).ifPresent(sink::add);
            }
        }
    }

    /**
     * The resolver of the site made of {@code docs}, for a goal that follows a doc's links rather than checking
     * them (the session prompt lists what a doc links and shows).
     */
    public LinkResolver resolver(List<Doc> docs) {
        return new LinkResolver(new Site(layout, paths, settings, docs), settings);
    }

    private void checkReview(Doc doc, Located<String> review, Set<String> reviewIds, FindingSink sink) {
        if (reviewIds.contains(review.value())) {
            return;
        }
        String hint = Nearest.to(review.value(), reviewIds).map(n -> "; did you mean `" + n + "`?").orElse("");
        sink.add(Finding.of(DocRules.DOC_REVIEW_UNKNOWN, doc.path(), review.line(), review.column(),
                "`review: " + review.value() + "` names no review in " + layout.reviews() + "/" + hint));
    }
}
