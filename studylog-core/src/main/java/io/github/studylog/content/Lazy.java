package io.github.studylog.content;

import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A value made on its first use, once, whichever thread asks first: how a pass puts off the costly set-up (a parser,
 * a compiled schema) that a run served from the results cache never needs.
 */
public final class Lazy<T> implements Supplier<T> {

    private final Supplier<T> make;
    private @Nullable T value;

    private Lazy(Supplier<T> make) {
        this.make = make;
    }

    public static <T> Lazy<T> of(Supplier<T> make) {
        return new Lazy<>(make);
    }

    @Override
    public synchronized T get() {
        if (value == null) {
            value = make.get();
        }
        return value;
    }
}
