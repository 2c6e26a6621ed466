package io.github.studylog.provenance;

import io.github.studylog.content.IsoDate;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Rule;
import io.github.studylog.git.CommitLookup;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Message;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.template.SchemaGenerator;
import io.github.studylog.yaml.Located;
import java.io.IOException;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Optional;

/**
 * Provenance of sources: every {@code commit} other than {@code unknown} next to a {@code path} resolves
 * to one commit of the content repository's history ({@code source-commit-unknown}), the path exists in that
 * commit's tree ({@code source-path-not-in-commit}), and the commit is not dated more than one day after the
 * session ({@code source-commit-after-session}). A value that is not shaped like a commit is the template's
 * business ({@code record-value}), not looked up here.
 *
 * <p>A shallow clone cannot prove a commit absent, and outside git nothing can be proved: such commits are counted
 * in one note instead of findings. The history is asked only when some session names a commit, so a repository
 * whose sources all say {@code unknown} never opens git.
 */
public final class SourceProvenanceCheck {

    /** Days a commit may be dated after its session before it is suspicious (time zones). */
    private static final int SLACK_DAYS = 1;

    private final GitHistory history;

    public SourceProvenanceCheck(GitHistory history) {
        this.history = history;
    }

    /**
     * Checks every source of every session.
     *
     * @return the note to show when some commits could not be verified (shallow clone, outside git)
     * @throws IOException the git repository exists but cannot be read
     */
    public Optional<Message> check(Collection<SessionRecord> sessions, FindingSink sink) throws IOException {
        int notVerified = 0;
        boolean outsideGit = false;
        for (SessionRecord session : sessions) {
            Optional<LocalDate> date = session.date().flatMap(SourceProvenanceCheck::date);
            for (SessionRecord.Source source : session.sources()) {
                Optional<Located<String>> commit = source.commit().filter(c -> SchemaGenerator.isCommit(c.value()));
                if (commit.isEmpty()) {
                    continue;
                }
                CommitLookup lookup = history.lookup(commit.get().value());
                switch (lookup.kind()) {
                    case FOUND -> found(session, source, commit.get(), lookup, date, sink);
                    case NOT_FOUND ->
                        sink.add(at(
                                ProvenanceRules.SOURCE_COMMIT_UNKNOWN,
                                session,
                                commit.get(),
                                Message.of(
                                        "source-commit-unknown.not-found",
                                        commit.get().value(),
                                        source.path().value())));
                    case AMBIGUOUS ->
                        sink.add(at(
                                ProvenanceRules.SOURCE_COMMIT_UNKNOWN,
                                session,
                                commit.get(),
                                Message.of(
                                        "source-commit-unknown.ambiguous",
                                        commit.get().value(),
                                        lookup.candidates())));
                    case NOT_VERIFIED_SHALLOW -> notVerified++;
                    case OUTSIDE_GIT -> {
                        notVerified++;
                        outsideGit = true;
                    }
                    default -> throw new IllegalStateException(lookup.kind().name());
                }
            }
        }
        if (notVerified == 0) {
            return Optional.empty();
        }
        String key = Message.counted(outsideGit ? "provenance.outside-git" : "provenance.shallow", notVerified);
        return Optional.of(Message.of(key, notVerified));
    }

    private void found(
            SessionRecord session,
            SessionRecord.Source source,
            Located<String> commit,
            CommitLookup lookup,
            Optional<LocalDate> sessionDate,
            FindingSink sink)
            throws IOException {
        String id = lookup.id().orElseThrow();
        LocalDate commitDate = lookup.date().orElseThrow();
        if (!history.hasFile(id, source.path().value())) {
            sink.add(at(
                    ProvenanceRules.SOURCE_PATH_NOT_IN_COMMIT,
                    session,
                    source.path(),
                    Message.of("source-path-not-in-commit.absent", source.path().value(), commit.value(), commitDate)));
        }
        if (sessionDate.isPresent() && commitDate.isAfter(sessionDate.get().plusDays(SLACK_DAYS))) {
            sink.add(at(
                    ProvenanceRules.SOURCE_COMMIT_AFTER_SESSION,
                    session,
                    commit,
                    Message.of("source-commit-after-session.later", commit.value(), commitDate, sessionDate.get())));
        }
    }

    private static Finding at(Rule rule, SessionRecord session, Located<String> where, Message message) {
        return Finding.of(rule, session.path(), where.line(), where.column(), message);
    }

    private static Optional<LocalDate> date(Located<String> text) {
        return IsoDate.parse(text.value());
    }
}
