package io.github.studylog.records;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code session-id-format}: a session id is {@code YYYY-MM-DD-<slug>-NN};
 * {@code session-date-mismatch}: the id's date equals the {@code date} field. A rule of one file (its name and its
 * {@code date}): it runs when the file is reduced, so its findings are kept in the results cache with the file's.
 */
public final class SessionIdRule {

    /** Date, slug (letters, digits, single hyphens), two-digit sequence number. */
    public static final Pattern SESSION_ID =
            Pattern.compile("(\\d{4}-\\d{2}-\\d{2})-([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)-(\\d{2})");

    /** The findings of one session. */
    public void check(SessionRecord session, FindingSink sink) {
        Matcher m = SESSION_ID.matcher(session.id());
        Optional<Located<String>> idField = session.idField();
        int line = idField.map(Located::line).orElse(1);
        int column = idField.map(Located::column).orElse(1);
        if (!m.matches()) {
            sink.add(Finding.of(
                    RecordRules.SESSION_ID_FORMAT,
                    session.path(),
                    line,
                    column,
                    "session-id-format.not-the-form",
                    session.id()));
            return;
        }
        session.date()
                .filter(d -> !d.value().equals(m.group(1)))
                .ifPresent(d -> sink.add(Finding.of(
                        RecordRules.SESSION_DATE_MISMATCH,
                        session.path(),
                        d.line(),
                        d.column(),
                        "session-date-mismatch.differs",
                        d.value(),
                        m.group(1))));
    }
}
