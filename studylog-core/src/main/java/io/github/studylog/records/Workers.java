package io.github.studylog.records;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A bounded pool for one records pass: maps a list in parallel, in chunks, and gives the results in the list's
 * order, so what follows does not depend on which thread finished first. With one thread it runs in the caller.
 */
final class Workers implements AutoCloseable {

    /** Items per task: big enough that scheduling costs nothing, small enough to balance two cores. */
    private static final int CHUNK = 64;

    private final int threads;
    private final @Nullable ExecutorService pool;

    Workers(int threads) {
        this.threads = Math.max(1, threads);
        this.pool = this.threads == 1
                ? null
                : Executors.newFixedThreadPool(this.threads, task -> {
                    Thread thread = new Thread(task, "studylog-records");
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** {@code function} applied to every item, in the items' order. */
    <T, R> List<R> map(List<T> items, Function<T, R> function) {
        if (pool == null || items.size() <= CHUNK) {
            return items.stream().map(function).toList();
        }
        List<Future<List<R>>> parts = new ArrayList<>();
        for (int from = 0; from < items.size(); from += CHUNK) {
            List<T> chunk = items.subList(from, Math.min(items.size(), from + CHUNK));
            parts.add(pool.submit(() -> chunk.stream().map(function).toList()));
        }
        List<R> results = new ArrayList<>(items.size());
        for (Future<List<R>> part : parts) {
            results.addAll(join(part));
        }
        return results;
    }

    /** {@code action} applied to every item, each item a task of its own (a few large items, not many small ones). */
    <T> void each(List<T> items, Consumer<T> action) {
        if (pool == null) {
            items.forEach(action);
            return;
        }
        List<Future<?>> parts = new ArrayList<>();
        for (T item : items) {
            parts.add(pool.submit(() -> action.accept(item)));
        }
        for (Future<?> part : parts) {
            join(part);
        }
    }

    private static <R> R join(Future<R> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while checking records", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
