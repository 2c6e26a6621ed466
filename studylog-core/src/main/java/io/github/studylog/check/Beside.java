package io.github.studylog.check;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Work that runs beside the caller's thread within one run (the diagrams beside the records, the steps after the
 * pass beside the reports): on a thread of its own, not a shared pool, since Maven's {@code -T} builds use those.
 */
public final class Beside {

    private Beside() {}

    /** Starts {@code work} on a daemon thread named {@code name}. */
    public static <T> CompletableFuture<T> start(String name, Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread thread = new Thread(
                () -> {
                    try {
                        result.complete(work.get());
                    } catch (Throwable e) {
                        result.completeExceptionally(e);
                    }
                },
                name);
        thread.setDaemon(true);
        thread.start();
        return result;
    }

    /** The work's result, its failure rethrown as it was. */
    public static <T> T join(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** Waits for work whose result is no longer wanted (the run fails with an earlier failure); its own is dropped. */
    public static void awaitQuietly(CompletableFuture<?> future) {
        try {
            future.join();
        } catch (RuntimeException e) {
            // the run fails with the first failure; this one would only hide it
        }
    }
}
