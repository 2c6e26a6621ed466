package io.github.studylog.cli;

import io.github.studylog.run.RunLog;
import java.io.PrintStream;

/**
 * The launcher's console: every line of the run on standard output, as {@code mvn} prints it without Maven's
 * {@code [INFO]}/{@code [ERROR]} decoration (each finding line names its severity itself).
 */
final class ConsoleLog implements RunLog {

    private final PrintStream out;

    ConsoleLog(PrintStream out) {
        this.out = out;
    }

    @Override
    public void info(String line) {
        out.println(line);
    }

    @Override
    public void warn(String line) {
        out.println(line);
    }

    @Override
    public void error(String line) {
        out.println(line);
    }

    @Override
    public void print(String text) {
        out.print(text);
        out.flush();
    }
}
