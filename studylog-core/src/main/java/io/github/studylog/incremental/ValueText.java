package io.github.studylog.incremental;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * A value as text for a cache key: equal values give equal text, and a record is written with every component,
 * by name, so a component added later is in the key without anyone remembering it. Records, optionals,
 * collections and maps are walked; anything else is its {@code toString()}.
 *
 * <p>Not the records' own {@code toString()}: each record class's first one is bootstrapped through method handles
 * ({@code ObjectMethods}), which spins classes at the start of every run. A key is made once per run; reading the
 * components reflectively costs far less than that.
 */
public final class ValueText {

    /**
     * Deeper values are cut: far below what a key holds (a record template's shape nests about four levels per
     * level of its YAML), it stops a value that contains itself.
     */
    static final int MAX_DEPTH = 256;

    private ValueText() {}

    public static String of(Object value) {
        StringBuilder text = new StringBuilder();
        append(text, value, 0);
        return text.toString();
    }

    private static void append(StringBuilder text, Object value, int depth) {
        if (depth > MAX_DEPTH) {
            text.append('…');
        } else if (value instanceof Record record) {
            text.append(value.getClass().getSimpleName()).append('[');
            RecordComponent[] components = value.getClass().getRecordComponents();
            for (int i = 0; i < components.length; i++) {
                text.append(i == 0 ? "" : ", ").append(components[i].getName()).append('=');
                append(text, component(record, components[i]), depth + 1);
            }
            text.append(']');
        } else if (value instanceof Optional<?> optional) {
            text.append("Optional[");
            optional.ifPresent(v -> append(text, v, depth + 1));
            text.append(']');
        } else if (value instanceof Map<?, ?> map) {
            text.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                text.append(first ? "" : ", ");
                append(text, entry.getKey(), depth + 1);
                text.append('=');
                append(text, entry.getValue(), depth + 1);
                first = false;
            }
            text.append('}');
        } else if (value instanceof Collection<?> items) {
            text.append('[');
            boolean first = true;
            for (Object item : items) {
                text.append(first ? "" : ", ");
                append(text, item, depth + 1);
                first = false;
            }
            text.append(']');
        } else {
            text.append(value);
        }
    }

    private static Object component(Record record, RecordComponent component) {
        try {
            java.lang.reflect.Method accessor = component.getAccessor();
            // the project's own records, some package-private: readable from here on the class path
            accessor.setAccessible(true);
            return accessor.invoke(record);
        } catch (IllegalAccessException | RuntimeException e) {
            throw new IllegalStateException(
                    "cannot read " + record.getClass().getName() + "." + component.getName(), e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("accessor " + component.getName() + " failed", e.getCause());
        }
    }
}
