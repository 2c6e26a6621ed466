package io.github.studylog.template;

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
public record ValueSpec(List<PlaceholderType> types, List<String> literals, List<String> literalKinds,
        String source) {

    public ValueSpec {
        types = List.copyOf(types);
        literals = List.copyOf(literals);
        literalKinds = List.copyOf(literalKinds);
    }

    /** "a date written YYYY-MM-DD" or "a GitHub issue number … or `unfiled`". */
    public String describe() {
        List<String> parts = new ArrayList<>();
        types.forEach(t -> parts.add(t.description()));
        literals.forEach(l -> parts.add("`" + l + "`"));
        if (parts.size() == 1) {
            return parts.get(0);
        }
        if (types.isEmpty()) {
            return "one of " + String.join(", ", parts);
        }
        return String.join(" or ", parts);
    }
}
