package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The records pool: who runs the work, in which order the results come, and what a failing item throws. */
class WorkersTest {

    private static List<Integer> upTo(int n) {
        return IntStream.range(0, n).boxed().toList();
    }

    /** The names (and daemon flags) of the threads that ran {@code items} through a pool of {@code threads}. */
    private static Set<String> threadsOf(int threads, int items) {
        String caller = Thread.currentThread().getName();
        Set<String> seen = ConcurrentHashMap.newKeySet();
        try (Workers workers = new Workers(threads)) {
            List<Integer> squares = workers.map(upTo(items), i -> {
                Thread t = Thread.currentThread();
                seen.add(t.getName().equals(caller) ? "caller" : t.getName() + (t.isDaemon() ? " daemon" : ""));
                return i * i;
            });
            assertEquals(upTo(items).stream().map(i -> i * i).toList(), squares, "in the items' order");
        }
        return seen;
    }

    @Test
    void oneThreadOrFewerRunsInTheCaller() {
        assertEquals(Set.of("caller"), threadsOf(1, 300));
        assertEquals(Set.of("caller"), threadsOf(0, 300));
        assertEquals(Set.of("caller"), threadsOf(-2, 300));
    }

    @Test
    void oneChunkOrLessRunsInTheCallerAndMoreOnTheDaemonPool() {
        assertEquals(Set.of(), threadsOf(2, 0));
        assertEquals(Set.of("caller"), threadsOf(2, 64));
        assertEquals(Set.of("studylog-records daemon"), threadsOf(2, 65));
        assertEquals(Set.of("studylog-records daemon"), threadsOf(3, 1000));
    }

    @Test
    void eachItemIsATaskOfItsOwnOnThePoolOrRunsInTheCallerWithOneThread() {
        String caller = Thread.currentThread().getName();
        for (int threads : new int[] {1, 2}) {
            Set<String> seen = ConcurrentHashMap.newKeySet();
            List<Integer> done = new java.util.concurrent.CopyOnWriteArrayList<>();
            try (Workers workers = new Workers(threads)) {
                workers.each(upTo(5), i -> {
                    seen.add(
                            Thread.currentThread().getName().equals(caller)
                                    ? "caller"
                                    : Thread.currentThread().getName());
                    done.add(i);
                });
            }
            assertEquals(upTo(5), done.stream().sorted().toList(), "every item, once");
            assertEquals(threads == 1 ? Set.of("caller") : Set.of("studylog-records"), seen);
        }
        IllegalStateException bad = new IllegalStateException("rule 3");
        try (Workers workers = new Workers(2)) {
            assertSame(
                    bad,
                    assertThrows(
                            IllegalStateException.class,
                            () -> workers.each(upTo(5), i -> {
                                if (i == 3) {
                                    throw bad;
                                }
                            })));
        }
    }

    @Test
    void anUncheckedExceptionOrAnErrorOfAnItemIsThrownAsItIs() {
        IllegalArgumentException bad = new IllegalArgumentException("item 100");
        AssertionError broken = new AssertionError("item 70");
        try (Workers workers = new Workers(2)) {
            assertSame(
                    bad,
                    assertThrows(
                            IllegalArgumentException.class,
                            () -> workers.map(upTo(200), i -> {
                                if (i == 100) {
                                    throw bad;
                                }
                                return i;
                            })));
            assertSame(
                    broken,
                    assertThrows(
                            AssertionError.class,
                            () -> workers.map(upTo(200), i -> {
                                if (i == 70) {
                                    throw broken;
                                }
                                return i;
                            })));
        }
    }

    @Test
    void aCheckedExceptionOfAnItemIsWrapped() {
        IOException io = new IOException("item 150");
        try (Workers workers = new Workers(2)) {
            IllegalStateException thrown = assertThrows(
                    IllegalStateException.class,
                    () -> workers.map(upTo(200), i -> i == 150 ? WorkersTest.<Integer>sneakyThrow(io) : i));
            assertSame(io, thrown.getCause());
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> T sneakyThrow(Throwable t) {
        return WorkersTest.<T, RuntimeException>rethrow(t);
    }

    @SuppressWarnings("unchecked")
    private static <T, E extends Throwable> T rethrow(Throwable t) throws E {
        throw (E) t;
    }

    @Test
    void anInterruptedCallerStopsWaitingAndStaysInterrupted() {
        try (Workers workers = new Workers(2)) {
            Thread.currentThread().interrupt();
            IllegalStateException thrown = assertThrows(
                    IllegalStateException.class,
                    () -> workers.map(upTo(200), i -> {
                        try {
                            Thread.sleep(20_000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return i;
                    }));
            assertEquals("interrupted while checking records", thrown.getMessage());
            assertInstanceOf(InterruptedException.class, thrown.getCause());
            assertTrue(Thread.interrupted(), "the caller's interrupt is kept");
        } finally {
            Thread.interrupted();
        }
    }
}
