package io.github.studylog.docs;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A page of the Starlight site made from a doc.
 *
 * @param docPath the repo-relative doc it is made from
 * @param key     its URL path without base and without slashes at the ends ({@code ""} for the home page)
 * @param anchors the ids its {@code #fragment}s may name, in page order
 */
public record SitePage(String docPath, String key, Set<String> anchors) {

    public SitePage {
        // a page's own ids are copied once and shared by the pages made from it (a locale's fallback pages)
        anchors = anchors instanceof Frozen ? anchors : new Frozen(anchors);
    }

    static SitePage of(Doc doc, String key) {
        return new SitePage(doc.path(), key, new Frozen(doc.anchors()));
    }

    /** The same page served at another URL path (a locale's fallback to the default locale's page). */
    SitePage at(String otherKey) {
        return new SitePage(docPath, otherKey, anchors);
    }

    /**
     * The page made from {@code doc} at {@code key}, taken from {@code kept} (a long-lived engine's pages of its
     * last check, by doc path) when it was made from the same parse at the same key: its ids are not copied again
     * and keep their digest.
     */
    static SitePage of(Doc doc, String key, Map<String, Kept> kept) {
        Kept before = kept.get(doc.path());
        if (before != null
                && before.ids() == doc.anchors()
                && before.page().key().equals(key)) {
            return before.page();
        }
        SitePage page = of(doc, key);
        kept.put(doc.path(), new Kept(doc.anchors(), page));
        return page;
    }

    /** A page kept with the list of ids (the very object of its doc's parse) it was made from. */
    record Kept(Object ids, SitePage page) {}

    /** A short digest of the ids, in order, made once per set of ids (a page and its fallbacks share it). */
    String anchorsDigest() {
        return ((Frozen) anchors).digest();
    }

    /** The anchors worth suggesting: every id but Starlight's own {@code _top}, in page order. */
    public List<String> suggestible() {
        return anchors.stream().filter(a -> !a.equals("_top")).toList();
    }

    /** Ids in page order that nobody can change: a copy made here, so a page may share another's. */
    private static final class Frozen extends AbstractSet<String> {

        private final Set<String> ids;
        private volatile @Nullable String digest;

        Frozen(Collection<String> ids) {
            this.ids = Collections.unmodifiableSet(new LinkedHashSet<>(ids));
        }

        String digest() {
            String made = digest;
            if (made == null) {
                made = Site.digest(ids);
                digest = made;
            }
            return made;
        }

        @Override
        public Iterator<String> iterator() {
            return ids.iterator();
        }

        @Override
        public int size() {
            return ids.size();
        }

        @Override
        public boolean contains(Object o) {
            return ids.contains(o);
        }
    }
}
