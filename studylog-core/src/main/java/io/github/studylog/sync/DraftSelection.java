package io.github.studylog.sync;

import io.github.studylog.finding.Nearest;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.sessions.LatestSessions;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Which sessions get a draft: the newest session of each review and every session whose {@code issue}
 * is {@code unfiled}, each once, sorted by id; or only the one session asked for.
 */
public final class DraftSelection {

    /** The issue value of a session whose [Session Sync] issue is not created yet. */
    public static final String UNFILED = "unfiled";

    /**
     * @param records     the loaded records
     * @param only        {@code studylog.session}, when given
     * @param sessionsDir the sessions folder, for the error message
     * @throws UnknownSessionException when {@code only} names no loaded session
     */
    public List<SessionRecord> select(RecordSet records, Optional<String> only, String sessionsDir)
            throws UnknownSessionException {
        if (only.isPresent()) {
            String id = only.get().strip();
            Optional<SessionRecord> session = records.session(id);
            if (session.isEmpty()) {
                throw new UnknownSessionException(
                        id, Nearest.closest(id, records.sessions().keySet()), sessionsDir);
            }
            return List.of(session.get());
        }
        TreeSet<String> ids = new TreeSet<>(LatestSessions.of(records).sessionIds());
        for (SessionRecord session : records.sessions().values()) {
            if (session.issue().map(Located::value).filter(UNFILED::equals).isPresent()) {
                ids.add(session.id());
            }
        }
        List<SessionRecord> out = new ArrayList<>();
        ids.forEach(id -> out.add(records.session(id).orElseThrow()));
        return List.copyOf(out);
    }
}
