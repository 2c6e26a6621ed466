package io.github.studylog.template;

import java.util.List;
import java.util.Optional;

/** The shape a template gives to a YAML value. */
public sealed interface Shape permits Shape.Scalar, Shape.ListOf, Shape.AnyList, Shape.MapOf {

    /** 1-based line of the template node in CHATGPT.md. */
    int line();

    /** A scalar matching {@code spec}. */
    record Scalar(ValueSpec spec, int line) implements Shape {}

    /** A list (possibly empty) whose every item has {@code item}'s shape. */
    record ListOf(Shape item, int line) implements Shape {}

    /** {@code []}: a list of anything. */
    record AnyList(int line) implements Shape {}

    /** A mapping with exactly these keys (optional ones may be absent). */
    record MapOf(List<Field> fields, int line) implements Shape {

        public MapOf {
            fields = List.copyOf(fields);
        }

        public Optional<Field> field(String key) {
            // a loop, not a stream: asked of every key of every record
            for (Field field : fields) {
                if (field.key().equals(key)) {
                    return Optional.of(field);
                }
            }
            return Optional.empty();
        }
    }

    /** A key of a mapping shape. */
    record Field(String key, boolean optional, Shape shape) {}
}
