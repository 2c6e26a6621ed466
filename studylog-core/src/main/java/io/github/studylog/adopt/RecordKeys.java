package io.github.studylog.adopt;

import io.github.studylog.records.RecordFile;
import io.github.studylog.template.TemplateCatalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.snakeyaml.engine.v2.nodes.MappingNode;

/** The top-level keys of the existing records of each kind: what {@link BlockFinder} scores blocks against. */
public final class RecordKeys {

    private RecordKeys() {}

    /** For {@code review} and {@code session}, the key set of each record whose root is a mapping. */
    public static Map<String, List<Set<String>>> of(List<RecordFile> reviews, List<RecordFile> sessions) {
        Map<String, List<Set<String>>> keys = new LinkedHashMap<>();
        keys.put(TemplateCatalog.REVIEW, keySets(reviews));
        keys.put(TemplateCatalog.SESSION, keySets(sessions));
        return keys;
    }

    private static List<Set<String>> keySets(List<RecordFile> records) {
        List<Set<String>> sets = new ArrayList<>();
        for (RecordFile record : records) {
            if (record.yaml().root() instanceof MappingNode map) {
                sets.add(BlockFinder.keysOf(map));
            }
        }
        return sets;
    }
}
