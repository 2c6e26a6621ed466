package io.github.studylog.incremental;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a long-lived engine (the language server, {@code watch}) derives from inputs that did not change and keeps
 * from one check to the next beside the results cache, in memory only (never saved): a doc's page address, its
 * citations. Each value is kept with what it was made of and made again when that differs, so a run is the same
 * with or without it; a short run (the Mojo) starts with none and gains nothing from it.
 */
public final class Memos {

    /** A memo's name and the types of its keys and values. */
    public record Name<K, V>(String id) {}

    private final Map<String, Map<?, ?>> maps = new ConcurrentHashMap<>();

    /** The memo of this name, empty at first; safe for concurrent use. */
    @SuppressWarnings("unchecked") // a name is made with its types, and a memo is made only through its name
    public <K, V> Map<K, V> of(Name<K, V> name) {
        return (Map<K, V>) maps.computeIfAbsent(name.id(), n -> new ConcurrentHashMap<K, V>());
    }
}
