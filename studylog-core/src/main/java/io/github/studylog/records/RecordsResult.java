package io.github.studylog.records;

import java.util.List;

/**
 * What the records check saw.
 *
 * @param records      every record that loaded
 * @param reviewFiles  repo-relative paths of every review file found (loaded or not)
 * @param sessionFiles repo-relative paths of every session file found (loaded or not)
 * @param cacheHits    files whose per-file results came from the results cache (0 without one)
 * @param cacheMisses  files looked up in the cache and read, validated and reduced (0 without one)
 */
public record RecordsResult(
        RecordSet records, List<String> reviewFiles, List<String> sessionFiles, int cacheHits, int cacheMisses) {

    public RecordsResult {
        reviewFiles = List.copyOf(reviewFiles);
        sessionFiles = List.copyOf(sessionFiles);
    }

    /** A result of a pass without a cache. */
    public RecordsResult(RecordSet records, List<String> reviewFiles, List<String> sessionFiles) {
        this(records, reviewFiles, sessionFiles, 0, 0);
    }
}
