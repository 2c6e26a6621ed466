package io.github.studylog.incremental;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a run told its user and the build, kept so that an unchanged rerun can say it again without doing the
 * work: the console lines with their levels, the counts of the verdict, and the artifact it attached.
 *
 * @param lines    the console lines a replay prints, in order: the replay's own note first, then the run's lines
 * @param errors   errors found
 * @param warnings warnings found
 * @param attached the file attached to the build, relative to the output directory, if any
 */
public record RunTranscript(List<Line> lines, long errors, long warnings, Optional<String> attached) {

    /** How a line was logged. */
    public enum Level {
        INFO,
        WARN,
        ERROR
    }

    /** One console line. */
    public record Line(Level level, String text) {

        public Line {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(text, "text");
        }
    }

    public RunTranscript {
        lines = List.copyOf(lines);
        Objects.requireNonNull(attached, "attached");
    }
}
