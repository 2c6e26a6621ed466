package io.github.studylog.run;

import io.github.studylog.incremental.RunTranscript;
import java.util.ArrayList;
import java.util.List;

/** Passes every line on and keeps the info, warning and error lines, for the up-to-date check's transcript. */
final class RecordingLog implements RunLog {

    private final RunLog log;
    private final List<RunTranscript.Line> lines = new ArrayList<>();

    RecordingLog(RunLog log) {
        this.log = log;
    }

    List<RunTranscript.Line> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    private void keep(RunTranscript.Level level, String line) {
        synchronized (lines) {
            lines.add(new RunTranscript.Line(level, line));
        }
    }

    @Override
    public void info(String line) {
        keep(RunTranscript.Level.INFO, line);
        log.info(line);
    }

    @Override
    public void warn(String line) {
        keep(RunTranscript.Level.WARN, line);
        log.warn(line);
    }

    @Override
    public void error(String line) {
        keep(RunTranscript.Level.ERROR, line);
        log.error(line);
    }

    @Override
    public void summary(String now, String replayed) {
        keep(RunTranscript.Level.INFO, replayed);
        log.summary(now, replayed);
    }

    @Override
    public void debug(String line) {
        log.debug(line);
    }
}
