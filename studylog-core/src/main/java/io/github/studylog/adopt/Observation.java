package io.github.studylog.adopt;

import io.github.studylog.records.RecordFile;
import org.snakeyaml.engine.v2.nodes.Node;

/**
 * One value an existing record gives for one place of a template.
 *
 * @param record the record
 * @param node   its value there
 */
public record Observation(RecordFile record, Node node) {

    /** {@code sessions/x.yaml:6:8}, for notes. */
    public String location() {
        return record.path() + ":" + record.yaml().line(node) + ":"
                + record.yaml().column(node);
    }
}
