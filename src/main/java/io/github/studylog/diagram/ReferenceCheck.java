package io.github.studylog.diagram;

import io.github.studylog.finding.Nearest;
import java.util.LinkedHashSet;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Every field that names an id ({@code from}, {@code to}, {@code participant}, {@code lane}, {@code wraps},
 * {@code mainPath}, view {@code focus}) must name an element that exists; the message suggests the nearest id.
 */
final class ReferenceCheck {

    void check(DiagramType type, JsonNode root, DiagramFindings out) {
        for (DiagramType.Reference reference : type.references()) {
            Set<String> targets = ids(root.get(reference.target()));
            if (reference.collection() == null) {
                JsonNode value = root.get(reference.field());
                report(value, "`" + reference.field() + "`", reference, targets, out);
                continue;
            }
            JsonNode items = root.get(reference.collection());
            for (int i = 0; items != null && i < items.size(); i++) {
                JsonNode item = items.get(i);
                String owner = Words.element(reference.collection(), i, item);
                report(item.get(reference.field()), "`" + reference.field() + "` of " + owner, reference, targets,
                        out);
            }
        }
        JsonNode meta = root.get("meta");
        JsonNode views = meta == null ? null : meta.get("views");
        DiagramType.Reference focus = new DiagramType.Reference("views", "focus", type.nodeCollection());
        Set<String> nodes = ids(root.get(type.nodeCollection()));
        for (int v = 0; views != null && v < views.size(); v++) {
            report(views.get(v).get("focus"), "`focus` of " + Words.element("views", v, views.get(v)), focus, nodes,
                    out);
        }
    }

    private static void report(JsonNode value, String where, DiagramType.Reference reference, Set<String> targets,
            DiagramFindings out) {
        if (value == null) {
            return;
        }
        if (value.isArray()) {
            for (JsonNode one : value) {
                report(one, where, reference, targets, out);
            }
            return;
        }
        if (!value.isString() || targets.contains(value.asString())) {
            return;
        }
        String id = value.asString();
        String noun = Words.singular(reference.target());
        String message = where + " names `" + id + "`, but there is no " + noun + " with that id";
        message += Nearest.to(id, targets).map(n -> "; did you mean `" + n + "`?")
                .orElse(targets.isEmpty() ? "" : "; the " + reference.target() + " are " + Words.list(targets));
        out.add(DiagramRules.REFERENCE, value, message);
    }

    static Set<String> ids(JsonNode items) {
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; items != null && i < items.size(); i++) {
            JsonNode id = items.get(i).get("id");
            if (id != null && id.isString()) {
                ids.add(id.asString());
            }
        }
        return ids;
    }
}
