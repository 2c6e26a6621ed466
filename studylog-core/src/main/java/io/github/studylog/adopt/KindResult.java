package io.github.studylog.adopt;

import io.github.studylog.finding.Finding;
import java.util.List;

/**
 * How the existing records of one kind fare under the proposed template.
 *
 * @param name     {@code review} or {@code session}
 * @param records  how many records of the kind exist
 * @param failures the first error of each record that would not pass, in path order
 */
public record KindResult(String name, int records, List<Finding> failures) {

    public KindResult {
        failures = List.copyOf(failures);
    }

    public int passing() {
        return records - failures.size();
    }
}
