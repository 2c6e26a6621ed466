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

    /** Straight to the console, without {@code [INFO]}: ready to copy, and still printed with {@code mvn -q}. */
    @Override
    public void print(String text) {
        System.out.print(text);
        System.out.flush();
    }

    @Override
    public void debug(String line) {
        log.debug(line);
    }
}
