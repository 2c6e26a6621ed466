package io.github.studylog.finding;

import java.util.Locale;

/** How bad a finding is. Errors fail the build; warnings fail it only with {@code studylog.failOnWarning}. */
public enum Severity {
    ERROR,
    WARNING;

    /** Lower-case word used in console lines and reports ({@code error}, {@code warning}). */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
