package io.github.studylog.records;

import java.util.List;
import java.util.Optional;

/**
 * One record file after its own checks: the small facts the cross-reference rules need and the values still
 * to check against the whole repository. Its node tree is gone. Both facts are empty when the YAML did not load.
 *
 * @param path    repo-relative path
 * @param fileId  file name without {@code .yaml}
 * @param review  the review's facts, for a review that loaded
 * @param session the session's facts, for a session that loaded
 * @param pending the values whose placeholder check waits for every record
 */
record ReducedRecord(
        String path,
        String fileId,
        Optional<ReviewRecord> review,
        Optional<SessionRecord> session,
        List<PendingValue> pending) {

    ReducedRecord {
        pending = List.copyOf(pending);
    }
}
