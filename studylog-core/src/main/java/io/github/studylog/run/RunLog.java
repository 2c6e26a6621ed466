package io.github.studylog.run;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.RuleDocs;

/**
 * Where a run's console lines go: Maven's log in a goal, a list in a test, the terminal in a watch loop. The run
 * never prints by itself (GitHub workflow commands aside, which GitHub reads from the process's standard output).
 */
public interface RunLog {

    void info(String line);

    void warn(String line);

    void error(String line);

    /**
     * Text for the user to copy (a prompt), without log decoration where the console allows it; by default each
     * line as an info line.
     */
    default void print(String text) {
        text.lines().forEach(this::info);
    }

    /**
     * The closing summary line: {@code now} as this run says it, {@code replayed} as a replay of it will (the same
     * counts, without this run's time as the replay's own).
     */
    default void summary(String now, String replayed) {
        info(now);
    }

    /** Detail only a user who asked for it sees ({@code mvn -X}); dropped by default. */
    default void debug(String line) {}

    /** One finding as its console line ({@code prefix} first): an error as an error, a warning as a warning. */
    default void finding(String prefix, Finding finding, ConsoleFormat console, Messages messages) {
        finding(prefix, finding, console, messages, RuleDocs.NONE);
    }

    /** One finding as its console line, ending with the link to its rule's page ({@code docs}). */
    default void finding(String prefix, Finding finding, ConsoleFormat console, Messages messages, RuleDocs docs) {
        String line = prefix + console.line(finding, messages, docs);
        if (finding.isError()) {
            error(line);
        } else {
            warn(line);
        }
    }
}
