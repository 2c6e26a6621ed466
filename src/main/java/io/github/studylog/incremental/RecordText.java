package io.github.studylog.incremental;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * The text a record's {@code toString()} gives, made without it: what a cache key or the up-to-date fingerprint
 * spells a configuration with. A record's generated {@code toString} is bootstrapped through method handles on its
 * first call ({@code java.lang.runtime.ObjectMethods}), about a hundred classes spun for one request; this walks the
 * record's components by reflection instead, recursively through records, collections, maps and optionals, in the
 * same format ({@code Name[a=1, b=[x, y]]}), so the text names every component, a new one included.
 */
public final class RecordText {

    private RecordText() {
    }

    /** {@code value} as its {@code toString()} would spell it. */
    public static String of(Object value) {
        StringBuilder out = new StringBuilder(256);
        append(out, value);
        return out.toString();
    }

    private static void append(StringBuilder out, Object value) {
        if (value instanceof Record record) {
            out.append(record.getClass().getSimpleName()).append('[');
            RecordComponent[] components = record.getClass().getRecordComponents();
            for (int i = 0; i < components.length; i++) {
                out.append(i == 0 ? "" : ", ").append(components[i].getName()).append('=');
                append(out, component(record, components[i]));
            }
            out.append(']');
        } else if (value instanceof Optional<?> optional) {
            if (optional.isEmpty()) {
                out.append("Optional.empty");
            } else {
                out.append("Optional[");
                append(out, optional.get());
                out.append(']');
            }
        } else if (value instanceof Collection<?> collection) {
            out.append('[');
            Iterator<?> items = collection.iterator();
            while (items.hasNext()) {
                append(out, items.next());
                out.append(items.hasNext() ? ", " : "");
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
            while (entries.hasNext()) {
                Map.Entry<?, ?> entry = entries.next();
                append(out, entry.getKey());
                out.append('=');
                append(out, entry.getValue());
                out.append(entries.hasNext() ? ", " : "");
            }
            out.append('}');
        } else {
            out.append(value);
        }
    }

    private static Object component(Record record, RecordComponent component) {
        try {
            java.lang.reflect.Method accessor = component.getAccessor();
            accessor.setAccessible(true);
            return accessor.invoke(record);
        } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            throw new IllegalStateException("cannot read " + record.getClass().getName() + "." + component.getName(), e);
        }
    }
}
