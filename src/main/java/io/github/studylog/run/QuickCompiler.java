package io.github.studylog.run;

import io.github.studylog.check.Beside;
import io.github.studylog.content.OutputFiles;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * For the length of one run, the JVM compiles the code that grows hot with its quick compiler (C1) only, as
 * {@code -XX:TieredStopAtLevel=1} does for a whole JVM: a check is a few seconds of new code, and on a small machine
 * HotSpot's optimizing compiler (C2) spends more CPU compiling it than its code saves in the time left (on two cores,
 * 10,000 sessions: about 2 s of a 6.5 s run).
 *
 * <p>It is a HotSpot compiler directive ({@code Compiler.directives_add}, what {@code jcmd} sends), added through the
 * platform's diagnostic-command MBean on a thread of its own, so the run does not wait for JMX to start, and removed
 * when the run ends: code compiled meanwhile keeps its C1 form, later code is compiled as the JVM's flags say. A JVM
 * without that MBean (not HotSpot, no {@code jdk.management}) is left as it is; nothing of the run depends on it.
 * An edit of a small repo, which compiles little, does without it ({@link RunScale#SMALL_EDIT}).
 * {@code studylog.quickCompiler=false} leaves the JVM's compilers alone.
 */
final class QuickCompiler implements AutoCloseable {

    /** Every method: C2 excluded, so HotSpot compiles it at tier 1 (C1, no profiling) instead. */
    static final String DIRECTIVES = "[{\"match\": \"*.*\", \"c2\": {\"Exclude\": true}}]\n";

    static final String FILE = "compiler-directives.json";

    private static final String DCMD = "com.sun.management:type=DiagnosticCommand";

    private final CompletableFuture<Optional<Runnable>> added;

    private QuickCompiler(CompletableFuture<Optional<Runnable>> added) {
        this.added = added;
    }

    /** Nothing asked of the JVM (the option is off, or the run replays). */
    static QuickCompiler off() {
        return new QuickCompiler(CompletableFuture.completedFuture(Optional.empty()));
    }

    /**
     * Adds the directive on a thread of its own; {@code folder} (the cache directory, under {@code target/}) holds the
     * file HotSpot reads it from. What goes wrong is told to {@code debug} and changes nothing else.
     */
    static QuickCompiler start(Path folder, Consumer<String> debug) {
        return new QuickCompiler(Beside.start("studylog-compiler", () -> add(folder, debug)));
    }

    private static Optional<Runnable> add(Path folder, Consumer<String> debug) {
        try {
            // written every time, as every output is (a file put there, or a link, is replaced, never followed)
            Path file = new OutputFiles(folder).write(FILE, DIRECTIVES);
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            ObjectName dcmd = new ObjectName(DCMD);
            String said = command(server, dcmd, "compilerDirectivesAdd", file.toAbsolutePath().toString());
            if (!said.matches("(?s)\\s*[1-9][0-9]* compiler directives added.*")) {
                debug.accept("studylog: the JVM did not take the compiler directive (" + said + ")");
                return Optional.empty();
            }
            return Optional.of(() -> {
                try {
                    command(server, dcmd, "compilerDirectivesRemove");
                } catch (JMException | RuntimeException e) {
                    debug.accept("studylog: the compiler directive was not removed (" + e + ")");
                }
            });
        } catch (IOException | JMException | RuntimeException | LinkageError e) {
            debug.accept("studylog: the JVM's compilers are left as they are (" + e + ")");
            return Optional.empty();
        }
    }

    private static String command(MBeanServer server, ObjectName dcmd, String operation, String... arguments)
            throws JMException {
        return String.valueOf(server.invoke(dcmd, operation, new Object[] {arguments},
                new String[] {String[].class.getName()}));
    }

    /** Whether the JVM took the directive (waits for JMX to answer). */
    boolean taken() {
        return added.join().isPresent();
    }

    /** Waits for the directive to be in (a run shorter than JMX's start) and removes it. */
    @Override
    public void close() {
        added.join().ifPresent(Runnable::run);
    }
}
