package io.github.studylog.docs;

import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Optional;

/**
 * What the check needs of one doc.
 *
 * @param path     repo-relative path
 * @param headings every heading's text (trimmed), any level, with its position
 * @param review   the front matter's {@code review:} value
 * @param links    links and images with their positions
 */
public record Doc(String path, List<Located<String>> headings, Optional<Located<String>> review, List<DocLink> links) {

    public Doc {
        headings = List.copyOf(headings);
        links = List.copyOf(links);
    }

    public boolean hasHeading(String text) {
        String wanted = text.trim();
        return headings.stream().anyMatch(h -> h.value().equals(wanted));
    }

    public List<String> headingTexts() {
        return headings.stream().map(Located::value).toList();
    }
}
