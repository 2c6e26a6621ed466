package io.github.studylog.run;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link RunLog} that keeps every line, prefixed by its level ({@code I }, {@code W }, {@code E }; with
 * {@link #everyLevel} also {@code D } and {@code P }), for tests.
 */
class ListLog implements RunLog {

    private final List<String> lines = new ArrayList<>();
    private final boolean everyLevel;

    ListLog() {
        this(false);
    }

    private ListLog(boolean everyLevel) {
        this.everyLevel = everyLevel;
    }

    /** A log that keeps the debug lines and the printed text too. */
    static ListLog everyLevel() {
        return new ListLog(true);
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    @Override
    public synchronized void info(String line) {
        lines.add("I " + line);
    }

    @Override
    public synchronized void warn(String line) {
        lines.add("W " + line);
    }

    @Override
    public synchronized void error(String line) {
        lines.add("E " + line);
    }

    @Override
    public synchronized void debug(String line) {
        if (everyLevel) {
            lines.add("D " + line);
        }
    }

    @Override
    public synchronized void print(String text) {
        if (everyLevel) {
            lines.add("P " + text);
        } else {
            RunLog.super.print(text);
        }
    }
}
