package io.github.studylog.due;

import java.util.Optional;

/** What kind of document a citation names, which says whether it needs a checked-on date. */
public enum CitationKind {
    /** A fixed edition (an RFC, a versioned manual, a dated article): never re-checked. */
    VERSIONED("versioned", false),
    /** Updated in place (更新型資料): re-checked every {@code max_age_days}. */
    LIVING("living", true),
    /** Versioned, but the version read is not fixed (バージョン未固定): re-checked every {@code max_age_days}. */
    UNPINNED("unpinned", true),
    /** Neither the parenthesis after the link nor the policy says: counted, never a finding. */
    UNCLASSIFIED("unclassified", false);

    private final String id;
    private final boolean dated;

    CitationKind(String id, boolean dated) {
        this.id = id;
        this.dated = dated;
    }

    /** The name the policy block, the reports and the messages use. */
    public String id() {
        return id;
    }

    /** Whether a citation of this kind needs a checked-on date and goes stale. */
    public boolean dated() {
        return dated;
    }

    /** The kind a policy block may name (every kind but {@code unclassified}). */
    static Optional<CitationKind> named(String name) {
        for (CitationKind kind : values()) {
            if (kind != UNCLASSIFIED && kind.id.equals(name)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
