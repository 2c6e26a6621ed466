package io.github.studylog.docs;

import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the checks need of one doc.
 *
 * @param path     repo-relative path
 * @param headings every heading's text (trimmed), any level, with its position
 * @param review   the front matter's {@code review:} value
 * @param links    every link, image and link attribute with its position, front-matter links included
 * @param anchors  the ids a link's {@code #fragment} may name on this page: {@code _top}, each heading's id as
 *                 Starlight generates it, and every HTML/JSX {@code id} attribute
 * @param slug     the front matter's {@code slug:}, which replaces the page's URL path
 * @param draft    {@code draft: true}: Starlight does not publish the page
 * @param sessions every session id in the doc's text or inline code (not in code blocks), with its position
 * @param sourcesChecked the front matter's {@code sources_checked:} value as written: the day the page's cited
 *                       sources were last checked
 */
public record Doc(
        String path,
        List<Located<String>> headings,
        Optional<Located<String>> review,
        List<DocLink> links,
        List<String> anchors,
        Optional<Located<String>> slug,
        boolean draft,
        List<SessionCite> sessions,
        Optional<Located<String>> sourcesChecked) {

    public Doc {
        headings = List.copyOf(headings);
        links = List.copyOf(links);
        anchors = List.copyOf(anchors);
        sessions = List.copyOf(sessions);
        Objects.requireNonNull(sourcesChecked, "sourcesChecked");
    }

    /** A doc whose front matter has no {@code sources_checked:}. */
    public Doc(
            String path,
            List<Located<String>> headings,
            Optional<Located<String>> review,
            List<DocLink> links,
            List<String> anchors,
            Optional<Located<String>> slug,
            boolean draft,
            List<SessionCite> sessions) {
        this(path, headings, review, links, anchors, slug, draft, sessions, Optional.empty());
    }

    public boolean hasHeading(String text) {
        String wanted = text.trim();
        for (Located<String> heading : headings) {
            if (heading.value().equals(wanted)) {
                return true;
            }
        }
        return false;
    }

    public List<String> headingTexts() {
        return headings.stream().map(Located::value).toList();
    }
}
