package io.github.studylog.sessions;

import io.github.studylog.records.SessionRecord;
import io.github.studylog.yaml.Located;
import java.math.BigInteger;
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order of sessions from oldest to newest: by {@code date}, then by the number {@code NN} that ends
 * the id {@code YYYY-MM-DD-<slug>-NN} compared as a number (so {@code 10} is after {@code 09}), then by id.
 * A session without a {@code YYYY-MM-DD} date or without a trailing number sorts before those that have one:
 * such a record is already a finding of the records check, and it must never win by accident.
 */
public final class SessionOrder {

    /** Oldest first; the newest session is the maximum. */
    public static final Comparator<SessionRecord> OLDEST_FIRST = Comparator.comparing(SessionOrder::dateKey)
            .thenComparing(SessionOrder::number)
            .thenComparing(SessionRecord::id);

    private static final Pattern DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    private static final Pattern TRAILING_NUMBER = Pattern.compile("-([0-9]+)$");
    private static final BigInteger NONE = BigInteger.valueOf(-1);

    private SessionOrder() {}

    /** The date text when it looks like {@code YYYY-MM-DD} (which then sorts as text), else the empty text. */
    static String dateKey(SessionRecord session) {
        return session.date()
                .map(Located::value)
                .filter(d -> DATE.matcher(d).matches())
                .orElse("");
    }

    /** The {@code NN} at the end of the id as a number, or -1 when the id has none. */
    static BigInteger number(SessionRecord session) {
        Matcher m = TRAILING_NUMBER.matcher(session.id());
        return m.find() ? new BigInteger(m.group(1)) : NONE;
    }
}
