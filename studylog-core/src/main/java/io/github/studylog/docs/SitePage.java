package io.github.studylog.docs;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A page of the Starlight site made from a doc.
 *
 * @param docPath the repo-relative doc it is made from
 * @param key     its URL path without base and without slashes at the ends ({@code ""} for the home page)
 * @param anchors the ids its {@code #fragment}s may name, in page order
 */
public record SitePage(String docPath, String key, Set<String> anchors) {

    public SitePage {
        anchors = Collections.unmodifiableSet(new LinkedHashSet<>(anchors));
    }

    static SitePage of(Doc doc, String key) {
        return new SitePage(doc.path(), key, new LinkedHashSet<>(doc.anchors()));
    }

    /** The anchors worth suggesting: every id but Starlight's own {@code _top}, in page order. */
    public List<String> suggestible() {
        return anchors.stream().filter(a -> !a.equals("_top")).toList();
    }
}
