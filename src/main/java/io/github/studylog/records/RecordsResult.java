package io.github.studylog.records;

import java.util.List;

/**
 * What the records check saw.
 *
 * @param records      every record that loaded
 * @param reviewFiles  repo-relative paths of every review file found (loaded or not)
 * @param sessionFiles repo-relative paths of every session file found (loaded or not)
 */
public record RecordsResult(RecordSet records, List<String> reviewFiles, List<String> sessionFiles) {

    public RecordsResult {
        reviewFiles = List.copyOf(reviewFiles);
        sessionFiles = List.copyOf(sessionFiles);
    }
}
