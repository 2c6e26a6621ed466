package io.github.studylog.apply;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code apply-sync} did with one issue.
 *
 * @param status      applied, already applied, or refused
 * @param dryRun      whether writing was skipped on request ({@code studylog.dryRun})
 * @param sessionId   the session id, when the title gave one
 * @param issue       the issue number, when the input knows it
 * @param changes     the files written (or that would be written), in path order; empty unless applied
 * @param findings    every finding, those of the record located in the issue body
 * @param notes       what a user should know that is not a finding (e.g. commits a shallow clone cannot verify)
 * @param statusHints reviews whose {@code status} this session's outcomes would allow to rise: a person decides
 */
public record ApplyResult(
        Status status,
        boolean dryRun,
        Optional<String> sessionId,
        Optional<Long> issue,
        List<FileChange> changes,
        List<Finding> findings,
        List<Message> notes,
        List<Message> statusHints) {

    /** The three answers of {@code apply-sync}: applied, already applied, refused. */
    public enum Status {
        APPLIED,
        ALREADY_APPLIED,
        REFUSED;

        /** {@code applied}, {@code already-applied}, {@code refused}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public ApplyResult {
        Objects.requireNonNull(status, "status");
        changes = List.copyOf(changes);
        findings = findings.stream().sorted(Finding.ORDER).toList();
        notes = List.copyOf(notes);
        statusHints = List.copyOf(statusHints);
    }
}
