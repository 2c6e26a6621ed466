package io.github.studylog.cli;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.PromptRun;
import io.github.studylog.run.RunFailure;
import io.github.studylog.run.RunLog;
import io.github.studylog.run.RunRefusal;
import io.github.studylog.run.RunRequest;
import io.github.studylog.run.RunResult;
import io.github.studylog.run.StudylogRun;
import io.github.studylog.run.WatchLoop;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The goals of the plugin outside Maven: {@code check}, {@code due}, {@code prompt} and {@code watch}, over the same
 * configuration ({@link ConfigResolver}: the repository's pom and site, then the arguments) and the same run as
 * {@code mvn studylog:<goal>}: the same findings, console lines and {@code target/studylog} reports. Exit 0 without
 * errors, 1 with errors (or a report that could not be written), 2 for a usage or configuration problem.
 */
final class RunCommand implements Main.Command {

    /** Which goal. */
    enum Goal {
        CHECK("check", EnumSet.allOf(Part.class), "every check, one report, one verdict (as mvn studylog:check)"),
        DUE("due", EnumSet.of(Part.RECORDS), "cited sources to re-check and reviews due (as mvn studylog:due)"),
        PROMPT("prompt", EnumSet.of(Part.RECORDS), "the session-start prompt of a review (as mvn studylog:prompt)"),
        WATCH(
                "watch",
                EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                "checks again after every save (as mvn studylog:watch)");

        final String name;
        final Set<Part> parts;
        final String summary;

        Goal(String name, Set<Part> parts, String summary) {
            this.name = name;
            this.parts = parts;
            this.summary = summary;
        }
    }

    private final Goal goal;
    private final Map<String, String> environment;

    RunCommand(Goal goal, Map<String, String> environment) {
        this.goal = goal;
        this.environment = Map.copyOf(environment);
    }

    @Override
    public String summary() {
        return Arguments.USAGE + ": " + goal.summary;
    }

    @Override
    public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) throws IOException {
        PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
        StudylogConfig config;
        ConsoleFormat format;
        try {
            Arguments arguments = Arguments.parse(args, environment);
            config = ConfigResolver.resolve(
                    arguments.repo(), arguments.overrides(), System.getProperty("user.language", "en"));
            format = config.console().forConsole(System.console() != null, "auto");
            config.language();
        } catch (InvalidRequestException e) {
            err.println("studylog " + goal.name + ": " + e.getMessage() + "; usage: studylog " + goal.name + " "
                    + summary());
            return 2;
        }
        RunLog log = new ConsoleLog(console);
        try {
            return switch (goal) {
                case PROMPT -> {
                    new PromptRun().run(PromptRun.Request.of(config, Main.version(), format), log);
                    yield 0;
                }
                case WATCH -> watch(request(config, format), log);
                default -> verdict(new StudylogRun().run(request(config, format), log), config, console);
            };
        } catch (InvalidRequestException | RunFailure e) {
            err.println("studylog " + goal.name + ": " + e.getMessage());
            return 2;
        } catch (RunRefusal e) {
            console.println(e.getMessage());
            return 1;
        }
    }

    private RunRequest request(StudylogConfig config, ConsoleFormat format) {
        return RunRequest.of(
                config, goal.name, goal.parts, Main.version(), CheckRequest.threadsFor(1), format, "", environment);
    }

    /** The verdict line, as Maven's failure says it, and the exit code. */
    private static int verdict(RunResult result, StudylogConfig config, PrintStream console) {
        Optional<String> failure = result.failure(config.root(), config.messages());
        if (failure.isPresent()) {
            console.println(failure.get());
            return 1;
        }
        if (!result.outputFailures().isEmpty()) {
            console.println("studylog could not write "
                    + result.outputFailures().size() + " of its outputs; see the lines above");
            return 1;
        }
        return 0;
    }

    private static int watch(RunRequest request, RunLog log) throws IOException {
        AtomicBoolean running = new AtomicBoolean(true);
        try (WatchLoop loop = new WatchLoop(request, log, System::currentTimeMillis)) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> running.set(false), "studylog-watch-stop"));
            loop.run(running::get, 200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }
}
