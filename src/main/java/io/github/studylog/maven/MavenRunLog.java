package io.github.studylog.maven;

import io.github.studylog.run.RunLog;
import org.apache.maven.plugin.logging.Log;

/** The core's console lines, into Maven's log. */
final class MavenRunLog implements RunLog {

    private final Log log;

    MavenRunLog(Log log) {
        this.log = log;
    }

    @Override
    public void info(String line) {
        log.info(line);
    }

    @Override
    public void warn(String line) {
        log.warn(line);
    }

    @Override
    public void error(String line) {
        log.error(line);
    }

    @Override
    public void debug(String line) {
        log.debug(line);
    }
}
