package io.github.studylog.due;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * How a run judges what is due.
 *
 * @param today       the day the run judges on ({@code studylog.today}; the build's local date by default), so a
 *                    build can be reproduced
 * @param dueSoonDays a citation due within this many days is {@code due-soon} ({@code studylog.dueSoonDays})
 * @param failOnStale {@code source-stale} is an error, not a warning ({@code studylog.failOnStale})
 * @param recheck     {@code studylog:fix} writes today's date on the findings' citations under this URL prefix
 *                    ({@code studylog.fix.recheck}): a person says they re-read those pages today
 */
public record DueSettings(LocalDate today, int dueSoonDays, boolean failOnStale, Optional<String> recheck) {

    /** Days before its due date a citation is {@code due-soon}, by default. */
    public static final int DEFAULT_DUE_SOON = 30;

    public DueSettings {
        Objects.requireNonNull(today, "today");
        Objects.requireNonNull(recheck, "recheck");
        if (dueSoonDays < 0) {
            throw new IllegalArgumentException("dueSoonDays must be 0 or more: " + dueSoonDays);
        }
    }

    /** Today's local date, the default window, stale a warning, no re-check. */
    public static DueSettings now() {
        return new DueSettings(LocalDate.now(), DEFAULT_DUE_SOON, false, Optional.empty());
    }

    /** These settings judged on another day. */
    public DueSettings on(LocalDate day) {
        return new DueSettings(day, dueSoonDays, failOnStale, recheck);
    }

    /** These settings with the re-check prefix of {@code studylog:fix}. */
    public DueSettings rechecking(Optional<String> prefix) {
        return new DueSettings(today, dueSoonDays, failOnStale, prefix);
    }
}
