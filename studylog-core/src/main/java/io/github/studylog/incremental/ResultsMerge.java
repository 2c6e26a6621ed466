package io.github.studylog.incremental;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a run leaves in the {@link ResultsCache}, from what was read and what the run looked up and stored: of a
 * kind the run began, the entries of the files it saw (a deleted or renamed file's entry goes) under the run's key;
 * of a kind it did not begin, the entries and key as they were read.
 *
 * @param storedKeys the keys read, by kind
 * @param stored     the entries read, in the file's order (in no order for a cache carried in memory)
 * @param runKeys    the keys of the kinds this run began
 * @param current    the entries this run looked up or stored
 */
record ResultsMerge(
        Map<String, String> storedKeys,
        Map<CacheEntry.Id, CacheEntry> stored,
        Map<String, String> runKeys,
        Map<CacheEntry.Id, CacheEntry> current) {

    /** The file's order: by kind, then path. */
    static final Comparator<CacheEntry> FILE_ORDER =
            Comparator.comparing(CacheEntry::kind).thenComparing(CacheEntry::path);

    /** The keys left, by kind in order: those of the kinds the run began, and the others as they were read. */
    Map<String, String> keys() {
        Map<String, String> left = new TreeMap<>();
        storedKeys.forEach((kind, key) -> {
            if (!runKeys.containsKey(kind)) {
                left.put(kind, key);
            }
        });
        left.putAll(runKeys);
        return left;
    }

    /**
     * The entries left, in one pass over those read, in the file's order: of a kind the run began, its entry now
     * (none for a file it did not see); of another kind, the entry as it was read; then the new ones.
     */
    List<CacheEntry> entries() {
        List<CacheEntry> left = new ArrayList<>(stored.size() + current.size());
        int fromCurrent = 0;
        for (Map.Entry<CacheEntry.Id, CacheEntry> e : stored.entrySet()) {
            CacheEntry now = e.getValue();
            if (runKeys.containsKey(now.kind())) {
                now = current.get(e.getKey());
                fromCurrent += now == null ? 0 : 1;
            }
            if (now != null) {
                left.add(now);
            }
        }
        if (fromCurrent == current.size()) {
            return left; // every entry of this run was one read: none is left to add
        }
        for (Map.Entry<CacheEntry.Id, CacheEntry> e : current.entrySet()) {
            if (!stored.containsKey(e.getKey())) {
                left.add(e.getValue());
            }
        }
        return left;
    }

    /**
     * The entries left by id, in no order (for the next run in the same JVM, which sorts them when it saves): those
     * of this run, and those read of the kinds it did not begin. The same entries as {@link #entries}, without a
     * lookup of each one read.
     */
    Map<CacheEntry.Id, CacheEntry> nextEntries() {
        List<CacheEntry> notBegun = new ArrayList<>();
        stored.forEach((id, entry) -> {
            if (!runKeys.containsKey(entry.kind())) {
                notBegun.add(entry);
            }
        });
        if (notBegun.isEmpty()) {
            // the run's own map, not copied: the cache that filled it is not used once the next one is made
            return Collections.unmodifiableMap(current);
        }
        Map<CacheEntry.Id, CacheEntry> next = new HashMap<>(current);
        notBegun.forEach(e -> next.put(e.id(), e));
        return next;
    }

    /**
     * Whether what is left is what was read, as it was read: the entries read come first in their order, so each is
     * matched with the one read at its place (a dropped or a new entry shifts or adds one, which then differs).
     */
    boolean asRead(List<CacheEntry> left) {
        if (!keys().equals(new HashMap<>(storedKeys)) || left.size() != stored.size()) {
            return false;
        }
        Iterator<CacheEntry> read = stored.values().iterator();
        for (CacheEntry entry : left) {
            if (!entry.sameAsRead(read.next())) {
                return false;
            }
        }
        return true;
    }
}
