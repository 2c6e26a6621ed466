package io.github.studylog.maven;

import io.github.studylog.incremental.RunTranscript;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.logging.Log;

/** Passes every line to Maven's log and keeps the info, warning and error lines for the up-to-date check. */
final class RecordingLog implements Log {

    private final Log log;
    private final List<RunTranscript.Line> lines = new ArrayList<>();

    RecordingLog(Log log) {
        this.log = log;
    }

    List<RunTranscript.Line> lines() {
        return List.copyOf(lines);
    }

    private synchronized void keep(RunTranscript.Level level, CharSequence content) {
        lines.add(new RunTranscript.Line(level, String.valueOf(content)));
    }

    @Override
    public boolean isDebugEnabled() {
        return log.isDebugEnabled();
    }

    @Override
    public void debug(CharSequence content) {
        log.debug(content);
    }

    @Override
    public void debug(CharSequence content, Throwable error) {
        log.debug(content, error);
    }

    @Override
    public void debug(Throwable error) {
        log.debug(error);
    }

    @Override
    public boolean isInfoEnabled() {
        return log.isInfoEnabled();
    }

    @Override
    public void info(CharSequence content) {
        keep(RunTranscript.Level.INFO, content);
        log.info(content);
    }

    @Override
    public void info(CharSequence content, Throwable error) {
        keep(RunTranscript.Level.INFO, content);
        log.info(content, error);
    }

    @Override
    public void info(Throwable error) {
        log.info(error);
    }

    @Override
    public boolean isWarnEnabled() {
        return log.isWarnEnabled();
    }

    @Override
    public void warn(CharSequence content) {
        keep(RunTranscript.Level.WARN, content);
        log.warn(content);
    }

    @Override
    public void warn(CharSequence content, Throwable error) {
        keep(RunTranscript.Level.WARN, content);
        log.warn(content, error);
    }

    @Override
    public void warn(Throwable error) {
        log.warn(error);
    }

    @Override
    public boolean isErrorEnabled() {
        return log.isErrorEnabled();
    }

    @Override
    public void error(CharSequence content) {
        keep(RunTranscript.Level.ERROR, content);
        log.error(content);
    }

    @Override
    public void error(CharSequence content, Throwable error) {
        keep(RunTranscript.Level.ERROR, content);
        log.error(content, error);
    }

    @Override
    public void error(Throwable error) {
        log.error(error);
    }
}
