package io.github.studylog.run;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the lines of work that runs beside the main thread (the steps after the pass run while the reports are
 * written), so they are logged afterwards exactly where they came before: no line of two threads interleaves.
 */
final class HeldLog implements RunLog {

    private enum Kind { INFO, WARN, ERROR, DEBUG, PRINT }

    private record Line(Kind kind, String text) {
    }

    private final List<Line> lines = new ArrayList<>();

    private synchronized void hold(Kind kind, String text) {
        lines.add(new Line(kind, text));
    }

    @Override
    public void info(String line) {
        hold(Kind.INFO, line);
    }

    @Override
    public void warn(String line) {
        hold(Kind.WARN, line);
    }

    @Override
    public void error(String line) {
        hold(Kind.ERROR, line);
    }

    @Override
    public void debug(String line) {
        hold(Kind.DEBUG, line);
    }

    @Override
    public void print(String text) {
        hold(Kind.PRINT, text);
    }

    /** Logs every line held so far to {@code log}, in the order they came, and forgets them. */
    synchronized void replayTo(RunLog log) {
        for (Line line : lines) {
            switch (line.kind()) {
                case INFO -> log.info(line.text());
                case WARN -> log.warn(line.text());
                case ERROR -> log.error(line.text());
                case DEBUG -> log.debug(line.text());
                case PRINT -> log.print(line.text());
            }
        }
        lines.clear();
    }
}
