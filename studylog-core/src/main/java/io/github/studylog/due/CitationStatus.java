package io.github.studylog.due;

/** Where a citation stands today; every citation has exactly one. */
public enum CitationStatus {
    /** Dated, checked longer ago than its kind's {@code max_age_days}. */
    STALE("stale"),
    /** Dated, due within {@code studylog.dueSoonDays}. */
    DUE_SOON("due-soon"),
    /** Dated, checked recently enough. */
    OK("ok"),
    /** Needs a date and has no valid one. */
    UNCHECKED("unchecked"),
    /** A fixed edition. */
    VERSIONED("versioned"),
    /** Of no known kind. */
    UNCLASSIFIED("unclassified");

    private final String id;

    CitationStatus(String id) {
        this.id = id;
    }

    /** The name the reports write. */
    public String id() {
        return id;
    }
}
