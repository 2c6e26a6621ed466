package io.github.studylog.run;

import io.github.studylog.check.Beside;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Loads, on a daemon thread of its own, the classes an edited rerun needs, so that the run's own thread finds them
 * loaded: on a short run, reading and defining classes from the plugin's jar is a large part of the time, and the
 * second core is mostly idle then. The classes are listed in {@value #LIST} (beside this class), in the order an
 * edited rerun of the bundled example first used them; {@code bench/preload-list.sh} writes the list again.
 *
 * <p>A class is only loaded, never initialized: no static initializer runs on this thread, so no two threads can
 * wait on each other's class initialization, and the run's behaviour is the same with or without it. A name that no
 * longer names a class is skipped. Closing stops the loading between two classes.
 */
final class ClassPreloader implements AutoCloseable {

    /** The list's resource name, beside this class: one binary class name a line. */
    static final String LIST = "edited-run.classes";

    private final AtomicBoolean stop;
    private final CompletableFuture<Integer> loaded;

    private ClassPreloader(AtomicBoolean stop, CompletableFuture<Integer> loaded) {
        this.stop = stop;
        this.loaded = loaded;
    }

    /** Nothing loaded ahead (a replay, a cold run, the watch loop's warm JVM). */
    static ClassPreloader off() {
        return new ClassPreloader(new AtomicBoolean(true), CompletableFuture.completedFuture(0));
    }

    /** Starts loading {@value #LIST}'s classes through {@code loader}. */
    static ClassPreloader start(ClassLoader loader) {
        return start(loader, LIST);
    }

    /** Starts loading the classes a resource beside this class lists. */
    static ClassPreloader start(ClassLoader loader, String list) {
        AtomicBoolean stop = new AtomicBoolean();
        return new ClassPreloader(stop, Beside.start("studylog-class-preload", () -> load(loader, list, stop)));
    }

    private static int load(ClassLoader loader, String list, AtomicBoolean stop) {
        int count = 0;
        try (InputStream in = ClassPreloader.class.getResourceAsStream(list)) {
            if (in == null) {
                return 0;
            }
            BufferedReader names = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String name = names.readLine(); name != null && !stop.get(); name = names.readLine()) {
                if (loadOne(name.strip(), loader)) {
                    count++;
                }
            }
        } catch (IOException e) {
            // a hint only: the run loads what it needs itself
        }
        return count;
    }

    private static boolean loadOne(String name, ClassLoader loader) {
        if (name.isEmpty()) {
            return false;
        }
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** How many classes were loaded once the thread ended (for tests); 0 for {@link #off()}. */
    CompletableFuture<Integer> loaded() {
        return loaded;
    }

    /** Stops the loading between two classes; never waits. */
    @Override
    public void close() {
        stop.set(true);
    }
}
