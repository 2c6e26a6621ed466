package io.github.studylog.docs;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Nearest;
import io.github.studylog.yaml.Located;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * Checks every doc: its front matter's {@code review:} names an existing review ({@code doc-review-unknown}),
 * links to {@code /diagrams/<topic>/<name>.html} have their JSON ({@code doc-diagram-link}), images
 * {@code /diagrams/….svg} exist under the public diagrams folder ({@code doc-diagram-image}).
 */
public final class DocsCheck {

    private static final String PREFIX = "/diagrams/";

    private final ContentLayout layout;
    private final RepoPaths paths;

    public DocsCheck(ContentLayout layout, RepoPaths paths) {
        this.layout = layout;
        this.paths = paths;
    }

    public void check(List<String> docPaths, DocIndex index, Set<String> reviewIds, FindingSink sink) {
        for (String path : docPaths) {
            index.doc(path).ifPresent(doc -> checkDoc(doc, reviewIds, sink));
        }
    }

    private void checkDoc(Doc doc, Set<String> reviewIds, FindingSink sink) {
        doc.review().ifPresent(review -> checkReview(doc, review, reviewIds, sink));
        for (DocLink link : doc.links()) {
            String url = stripQuery(link.url());
            if (!url.startsWith(PREFIX)) {
                continue;
            }
            String rest = decode(url.substring(PREFIX.length()));
            if (link.image() && rest.endsWith(".svg")) {
                String file = layout.publicDiagrams() + "/" + rest;
                if (paths.problemWithFile(file).isPresent()) {
                    sink.add(Finding.of(DocRules.DOC_DIAGRAM_IMAGE, doc.path(), link.line(), link.column(),
                            "the image `" + link.url() + "` needs `" + file + "`, which does not exist"));
                }
            } else if (!link.image() && rest.endsWith(".html")) {
                String file = layout.diagrams() + "/" + rest.substring(0, rest.length() - ".html".length()) + ".json";
                if (paths.problemWithFile(file).isPresent()) {
                    sink.add(Finding.of(DocRules.DOC_DIAGRAM_LINK, doc.path(), link.line(), link.column(),
                            "the link `" + link.url() + "` needs the diagram source `" + file
                                    + "`, which does not exist"));
                }
            }
        }
    }

    private void checkReview(Doc doc, Located<String> review, Set<String> reviewIds, FindingSink sink) {
        if (reviewIds.contains(review.value())) {
            return;
        }
        String hint = Nearest.to(review.value(), reviewIds).map(n -> "; did you mean `" + n + "`?").orElse("");
        sink.add(Finding.of(DocRules.DOC_REVIEW_UNKNOWN, doc.path(), review.line(), review.column(),
                "`review: " + review.value() + "` names no review in " + layout.reviews() + "/" + hint));
    }

    private static String stripQuery(String url) {
        int cut = url.length();
        for (char c : new char[] {'#', '?'}) {
            int i = url.indexOf(c);
            if (i >= 0) {
                cut = Math.min(cut, i);
            }
        }
        return url.substring(0, cut);
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
