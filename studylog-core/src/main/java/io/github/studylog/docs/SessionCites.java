package io.github.studylog.docs;

import io.github.studylog.content.IssueNumber;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Nearest;
import io.github.studylog.message.Message;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session ids in docs (issue 24): found in flexmark's text nodes by {@link DocParser} (so fenced and indented code
 * never count), checked here against the sessions the records pass read: {@code doc-session-unknown} for an id
 * naming no session, {@code doc-session-issue} for an issue number cited right after an id that is not that
 * session's {@code issue}.
 */
final class SessionCites {

    /**
     * A session id ({@code YYYY-MM-DD-<slug>-NN}) standing alone. The slug is one bounded character class, not a
     * repeated group, so a hostile text node cannot make the regex recurse; {@link #wellFormed} checks its dashes.
     */
    private static final Pattern ID =
            Pattern.compile("(?<![A-Za-z0-9-])\\d{4}-\\d{2}-\\d{2}-[A-Za-z0-9-]{1,200}?-\\d{2}(?![A-Za-z0-9-])");
    /** An issue number right after an id: {@code （Issue #13）}, {@code (#13)}, full- or half-width, spaces allowed. */
    private static final Pattern ISSUE = Pattern.compile(
            "`*[ \\t\\u3000]*[（(][ \\t\\u3000]*(?:(?i:issue)[ \\t\\u3000]*)?(#)(\\d{1,9})[ \\t\\u3000]*[）)]");

    private SessionCites() {}

    /**
     * Adds the session ids of one text node: {@code chars} is its text, starting at {@code offset} of
     * {@code source}; the cited number is read from the source right after the id.
     */
    static void find(
            CharSequence chars,
            int offset,
            String source,
            IntUnaryOperator line,
            IntUnaryOperator column,
            List<SessionCite> cites) {
        Matcher m = ID.matcher(chars);
        while (m.find()) {
            if (!wellFormed(m.group())) {
                continue;
            }
            int start = offset + m.start();
            int end = offset + m.end();
            Matcher issue = ISSUE.matcher(source).region(end, Math.min(source.length(), end + 40));
            Optional<String> number = Optional.empty();
            int hash = start;
            if (issue.lookingAt()) {
                number = Optional.of(issue.group(2));
                hash = issue.start(1);
            }
            cites.add(new SessionCite(
                    m.group(),
                    line.applyAsInt(start),
                    column.applyAsInt(start),
                    number,
                    line.applyAsInt(hash),
                    column.applyAsInt(hash)));
        }
    }

    /** The slug between the date and the number has no empty segment. */
    private static boolean wellFormed(String id) {
        String slug = id.substring(11, id.length() - 3);
        return !slug.startsWith("-") && !slug.endsWith("-") && !slug.contains("--");
    }

    /**
     * Checks a doc's cited sessions against {@code sessions} (id to its {@code issue} as written, {@code ""} when
     * it has none), from the records pass; {@code unloaded} (file id to path) are the session files that are there
     * but did not load: a cite of one says so, not that no such session exists.
     */
    static void check(
            Doc doc,
            Map<String, String> sessions,
            Map<String, String> unloaded,
            String sessionsFolder,
            FindingSink sink) {
        for (SessionCite cite : doc.sessions()) {
            String issue = sessions.get(cite.id());
            if (issue == null && unloaded.containsKey(cite.id())) {
                sink.add(Finding.of(
                        DocRules.DOC_SESSION_UNKNOWN,
                        doc.path(),
                        cite.line(),
                        cite.column(),
                        Message.of("doc-session-unknown.unloaded", cite.id(), unloaded.get(cite.id()))));
            } else if (issue == null) {
                Message message = Nearest.to(cite.id(), sessions.keySet())
                        .map(n -> Message.of("doc-session-unknown.nearest", cite.id(), sessionsFolder, n))
                        .orElseGet(() -> Message.of("doc-session-unknown.none", cite.id(), sessionsFolder));
                sink.add(Finding.of(DocRules.DOC_SESSION_UNKNOWN, doc.path(), cite.line(), cite.column(), message));
            } else if (cite.issue().isPresent() && !cite.issue().get().equals(issue)) {
                String key = issue.isEmpty()
                        ? "doc-session-issue.no-issue"
                        : IssueNumber.hasForm(issue) ? "doc-session-issue.number" : "doc-session-issue.not-number";
                sink.add(Finding.of(
                        DocRules.DOC_SESSION_ISSUE,
                        doc.path(),
                        cite.issueLine(),
                        cite.issueColumn(),
                        issue.isEmpty()
                                ? Message.of(key, cite.id(), cite.issue().get())
                                : Message.of(key, cite.id(), cite.issue().get(), issue)));
            }
        }
    }
}
