package io.github.studylog.sync;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.records.RecordLoader;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.template.SyncTemplate;
import io.github.studylog.yaml.YamlDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Session Sync drafts of one run: selects the sessions ({@link DraftSelection}), reads the last
 * commit of every source they name in one git history walk ({@link GitHistory}), and renders each draft
 * ({@link DraftRenderer}). Writing is {@link DraftFiles}' job.
 */
public final class SessionSync {

    private final GitHistory history;
    private final Path contentRoot;
    private final String sessionsDir;
    private final Messages messages;

    /**
     * @param history     the run's git history of the content repository
     * @param contentRoot the content repository, whose session files the drafts read again
     * @param sessionsDir the sessions folder as configured, for messages
     */
    public SessionSync(GitHistory history, Path contentRoot, String sessionsDir) {
        this(history, contentRoot, sessionsDir, Messages.english());
    }

    /**
     * @param messages the language of the words the plugin adds to a draft ({@code (build: …)}); the template's
     *                 own text is the user's
     */
    public SessionSync(GitHistory history, Path contentRoot, String sessionsDir, Messages messages) {
        this.history = history;
        this.contentRoot = contentRoot;
        this.sessionsDir = sessionsDir;
        this.messages = messages;
    }

    /**
     * @param template the session-sync template
     * @param records  the loaded records
     * @param only     draft only this session id ({@code studylog.session})
     * @param verdicts the build's own verdict per diagram path (shown as {@code (build: …)}); may be empty
     * @throws UnknownSessionException {@code only} names no session
     * @throws IOException             the git repository cannot be read
     */
    public List<SyncDraft> drafts(
            SyncTemplate template, RecordSet records, Optional<String> only, Map<String, String> verdicts)
            throws UnknownSessionException, IOException {
        return drafts(template, records, only, verdicts, new ContentFiles(new RepoPaths(contentRoot)));
    }

    /**
     * The drafts, the session files read again through {@code files}: the pass's own files when it ran over an
     * overlay (a draft that is not in the repository yet).
     */
    public List<SyncDraft> drafts(
            SyncTemplate template,
            RecordSet records,
            Optional<String> only,
            Map<String, String> verdicts,
            ContentFiles files)
            throws UnknownSessionException, IOException {
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
        SourcesRenderer sourcesRenderer = new SourcesRenderer(messages);
        RecordLoader loader = new RecordLoader(files);
        List<SyncDraft> drafts = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i++) {
            String text = sourcesRenderer.render(sources.get(i), commits, verdicts);
            drafts.add(renderer.render(template, sessions.get(i), tree(loader, sessions.get(i)), text));
        }
        return List.copyOf(drafts);
    }

    /** The session file's node tree: the checks kept only its facts, a draft needs the whole record. */
    private static YamlDocument tree(RecordLoader loader, SessionRecord session) throws IOException {
        FindingSink problems = new FindingSink();
        // an exception's message, for the build error (a run failure stays English)
        return loader.load(session.path(), RecordKind.SESSION, problems)
                .map(RecordFile::yaml)
                .orElseThrow(() -> new IOException(session.path() + " changed while the drafts were written: "
                        + problems.sorted().stream()
                                .map(f -> f.message().english())
                                .findFirst()
                                .orElse("it is gone")));
    }
}
