package io.github.studylog.sync;

import io.github.studylog.git.GitHistory;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.template.SyncTemplate;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Session Sync drafts of one run (SPEC §5): selects the sessions ({@link DraftSelection}), reads the last
 * commit of every source they name in one git history walk ({@link GitHistory}), and renders each draft
 * ({@link DraftRenderer}). Writing is {@link DraftFiles}' job.
 */
public final class SessionSync {

    private final GitHistory history;
    private final String sessionsDir;

    /**
     * @param history     the run's git history of the content repository
     * @param sessionsDir the sessions folder as configured, for messages
     */
    public SessionSync(GitHistory history, String sessionsDir) {
        this.history = history;
        this.sessionsDir = sessionsDir;
    }

    /**
     * @param template the session-sync template
     * @param records  the loaded records
     * @param only     draft only this session id ({@code studylog.session})
     * @param verdicts the build's own verdict per diagram path (shown as {@code (build: …)}); may be empty
     * @throws UnknownSessionException {@code only} names no session
     * @throws IOException             the git repository cannot be read
     */
    public List<SyncDraft> drafts(SyncTemplate template, RecordSet records, Optional<String> only,
            Map<String, String> verdicts) throws UnknownSessionException, IOException {
        List<SessionRecord> sessions = new DraftSelection().select(records, only, sessionsDir);
        Set<String> paths = new LinkedHashSet<>();
        List<SessionSources> sources = new ArrayList<>();
        for (SessionRecord session : sessions) {
            SessionSources s = SessionSources.of(session);
            sources.add(s);
            paths.addAll(s.sources());
        }
        Map<String, String> commits = history.lastCommits(paths);
        DraftRenderer renderer = new DraftRenderer();
        SourcesRenderer sourcesRenderer = new SourcesRenderer();
        List<SyncDraft> drafts = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i++) {
            String text = sourcesRenderer.render(sources.get(i), commits, verdicts);
            drafts.add(renderer.render(template, sessions.get(i), text));
        }
        return List.copyOf(drafts);
    }
}
