package io.github.studylog.template;

import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * What a template allows for one scalar value: some placeholder types and/or literal scalars.
 * {@code <text>} is one type; {@code <issue|unfiled>} a type and a literal; {@code learn-v3} one literal.
 *
 * @param types    the allowed types, in template order
 * @param literals the allowed literal values (their YAML text)
 * @param literalKinds for each literal, the JSON kind it stands for ({@code string}, {@code integer},
 *                     {@code boolean}, {@code number} or {@code null})
 * @param source   the template text, e.g. {@code <issue|unfiled>}, for messages
 */
public record ValueSpec(List<PlaceholderType> types, List<String> literals, List<String> literalKinds, String source) {

    public ValueSpec {
        types = List.copyOf(types);
        literals = List.copyOf(literals);
        literalKinds = List.copyOf(literalKinds);
    }

    /**
     * How a message describes the allowed values: "a date written YYYY-MM-DD", "one of `a`, `b`" or "a GitHub
     * issue number … or `unfiled`" ({@code placeholder.<token>}, {@code placeholder.literal}, each with an
     * {@code .or} twin that wraps the rest of the list).
     */
    public Message describe() {
        if (types.isEmpty() && literals.size() > 1) {
            return Message.of(
                    "placeholder.one-of",
                    String.join(", ", literals.stream().map(l -> "`" + l + "`").toList()));
        }
        List<Part> parts = new ArrayList<>();
        types.forEach(t -> parts.add(new Part(t.descriptionKey(), t.descriptionOrKey(), List.of())));
        literals.forEach(l -> parts.add(new Part("placeholder.literal", "placeholder.literal.or", List.of(l))));
        Part last = parts.get(parts.size() - 1);
        Message tail = Message.of(last.key(), last.args().toArray());
        for (int i = parts.size() - 2; i >= 0; i--) {
            Part part = parts.get(i);
            tail = Message.around(part.orKey(), tail, part.args().toArray());
        }
        return tail;
    }

    /** One allowed value's description: its key alone, its key before the rest of the list, its arguments. */
    private record Part(String key, String orKey, List<String> args) {}
}
