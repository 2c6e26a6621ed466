package io.github.studylog.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Keeps the lines of work that runs beside the main thread (the steps after the pass run while the reports are
 * written), so they are logged afterwards exactly where they came before: no line of two threads interleaves.
 */
final class HeldLog implements RunLog {

    /** Each line held as the call that logs it. */
    private final List<Consumer<RunLog>> lines = new ArrayList<>();

    private synchronized void hold(Consumer<RunLog> line) {
        lines.add(line);
    }

    @Override
    public void info(String line) {
        hold(log -> log.info(line));
    }

    @Override
    public void warn(String line) {
        hold(log -> log.warn(line));
    }

    @Override
    public void error(String line) {
        hold(log -> log.error(line));
    }

    @Override
    public void debug(String line) {
        hold(log -> log.debug(line));
    }

    @Override
    public void print(String text) {
        hold(log -> log.print(text));
    }

    /** Logs every line held so far to {@code log}, in the order they came, and forgets them. */
    synchronized void replayTo(RunLog log) {
        lines.forEach(line -> line.accept(log));
        lines.clear();
    }
}
