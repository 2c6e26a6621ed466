package io.github.studylog.git;

import java.time.LocalDate;
import java.util.Optional;

/**
 * What a commit id written in a session names in the content repository's git history.
 *
 * @param kind       found, absent, ambiguous, or not verifiable (shallow clone, outside git)
 * @param id         the full commit id when found
 * @param date       the committer's calendar date, in the committer's time zone, when found
 * @param candidates how many commits share the abbreviation when ambiguous
 */
public record CommitLookup(Kind kind, Optional<String> id, Optional<LocalDate> date, int candidates) {

    /** The answers a lookup can give. */
    public enum Kind {
        /** exactly one commit has this id or abbreviation */
        FOUND,
        /** no commit has it, and the history is complete */
        NOT_FOUND,
        /** several commits share the abbreviation */
        AMBIGUOUS,
        /** not found in a shallow clone: the commit may lie beyond the boundary */
        NOT_VERIFIED_SHALLOW,
        /** the content repository is not in a git work tree */
        OUTSIDE_GIT
    }

    static CommitLookup found(String id, LocalDate date) {
        return new CommitLookup(Kind.FOUND, Optional.of(id), Optional.of(date), 1);
    }

    static CommitLookup notFound(boolean shallow) {
        return new CommitLookup(
                shallow ? Kind.NOT_VERIFIED_SHALLOW : Kind.NOT_FOUND, Optional.empty(), Optional.empty(), 0);
    }

    static CommitLookup ambiguous(int candidates) {
        return new CommitLookup(Kind.AMBIGUOUS, Optional.empty(), Optional.empty(), candidates);
    }

    static CommitLookup outsideGit() {
        return new CommitLookup(Kind.OUTSIDE_GIT, Optional.empty(), Optional.empty(), 0);
    }
}
