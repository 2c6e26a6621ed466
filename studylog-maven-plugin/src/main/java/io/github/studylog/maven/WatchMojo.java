package io.github.studylog.maven;

import io.github.studylog.check.Part;
import io.github.studylog.run.RunFailure;
import io.github.studylog.run.RunRequest;
import io.github.studylog.run.WatchLoop;
import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Keeps one JVM and checks the content repository again after every save: records, docs and diagrams, through
 * the same pass as {@code check}. The first pass prints every finding; after that each save prints what changed in
 * the verdict — new findings with {@code + }, fixed ones with {@code - } — then the summary line with the time from
 * the save. The reports under {@code target/studylog} are rewritten every time, and
 * {@code target/studylog/diagrams/index.html} reloads itself while the goal runs. Ctrl-C ends it.
 *
 * <p>Example: {@code mvn studylog:watch} in one terminal, your editor in another.
 *
 * @since 0.2.0
 */
@Mojo(name = "watch", threadSafe = true, requiresProject = true)
public class WatchMojo extends AbstractCheckingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.RECORDS, Part.DIAGRAMS);
    }

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        RunRequest request = request();
        AtomicBoolean running = new AtomicBoolean(true);
        WatchLoop loop;
        try {
            loop = new WatchLoop(request, runLog(), System::currentTimeMillis);
        } catch (IOException e) {
            throw new MojoExecutionException("studylog:watch cannot watch " + basedir + ": " + e.getMessage(), e);
        }
        Thread main = Thread.currentThread();
        Thread stop = new Thread(
                () -> {
                    running.set(false);
                    try {
                        loop.close();
                        main.join(2_000);
                    } catch (IOException | InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "studylog-watch-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        Core.call(() -> {
            try {
                loop.run(running::get, 200);
            } catch (IOException e) {
                throw new RunFailure("studylog:watch cannot watch " + basedir + ": " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        });
        try {
            Runtime.getRuntime().removeShutdownHook(stop);
        } catch (IllegalStateException e) {
            // the JVM is shutting down (Ctrl-C): the hook is what ended the loop
        }
        getLog().info(messages().text("maven.watch-ended"));
    }
}
