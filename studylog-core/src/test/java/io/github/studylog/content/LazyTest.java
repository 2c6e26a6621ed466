package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LazyTest {

    @Test
    void theValueIsMadeOnTheFirstGetOnlyAndOnceForEveryThread() throws InterruptedException {
        AtomicInteger made = new AtomicInteger();
        Lazy<StringBuilder> lazy = Lazy.of(() -> {
            made.incrementAndGet();
            return new StringBuilder("復習");
        });
        assertEquals(0, made.get());

        StringBuilder[] seen = new StringBuilder[2];
        Thread other = new Thread(() -> seen[1] = lazy.get());
        other.start();
        seen[0] = lazy.get();
        other.join();

        assertSame(seen[0], seen[1]);
        assertEquals(1, made.get());
    }
}
