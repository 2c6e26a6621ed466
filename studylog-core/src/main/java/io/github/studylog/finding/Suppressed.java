package io.github.studylog.finding;

import java.util.Objects;

/**
 * A finding the run does not count: suppressed by a comment in its file or listed in the baseline. Reports show it
 * as suppressed (SARIF {@code suppressions}, {@code report.json}'s {@code suppressed}); it never fails the build.
 *
 * @param finding the finding as the rule raised it
 * @param kind    how it was suppressed
 */
public record Suppressed(Finding finding, Kind kind) {

    /** How a finding was suppressed, named as SARIF names it. */
    public enum Kind {
        /** A {@code studylog-disable…} comment in the file. */
        IN_SOURCE("inSource"),
        /** An entry of {@code studylog-baseline.json}. */
        EXTERNAL("external");

        private final String sarif;

        Kind(String sarif) {
            this.sarif = sarif;
        }

        /** SARIF's name of the kind, also used by {@code report.json}. */
        public String label() {
            return sarif;
        }
    }

    public Suppressed {
        Objects.requireNonNull(finding, "finding");
        Objects.requireNonNull(kind, "kind");
    }
}
