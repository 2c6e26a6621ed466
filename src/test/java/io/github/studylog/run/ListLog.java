package io.github.studylog.run;

import java.util.ArrayList;
import java.util.List;

/** A {@link RunLog} that keeps every line, prefixed by its level ({@code I }, {@code W }, {@code E }), for tests. */
final class ListLog implements RunLog {

    private final List<String> lines = new ArrayList<>();

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
}
