package io.github.studylog.diagram;

import io.github.studylog.finding.Nearest;
import io.github.studylog.message.Message;
import java.util.LinkedHashSet;
import java.util.Optional;
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
                report(value, Message.of("diagram.where.key", "`" + reference.field() + "`"), reference, targets, out);
                continue;
            }
            JsonNode items = root.get(reference.collection());
            for (int i = 0; items != null && i < items.size(); i++) {
                JsonNode item = items.get(i);
                Message where = Message.around(
                        "diagram.where.key-of",
                        Words.element(reference.collection(), i, item),
                        "`" + reference.field() + "`");
                report(item.get(reference.field()), where, reference, targets, out);
            }
        }
        JsonNode meta = root.get("meta");
        JsonNode views = meta == null ? null : meta.get("views");
        DiagramType.Reference focus = new DiagramType.Reference("views", "focus", type.nodeCollection());
        Set<String> nodes = ids(root.get(type.nodeCollection()));
        for (int v = 0; views != null && v < views.size(); v++) {
            report(
                    views.get(v).get("focus"),
                    Message.around("diagram.where.key-of", Words.element("views", v, views.get(v)), "`focus`"),
                    focus,
                    nodes,
                    out);
        }
    }

    private static void report(
            JsonNode value, Message where, DiagramType.Reference reference, Set<String> targets, DiagramFindings out) {
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
        Keys keys = Keys.of(reference.target());
        Optional<String> nearest = Nearest.to(id, targets);
        Message message;
        if (nearest.isPresent()) {
            message = Message.around(keys.nearest, where, id, nearest.get(), "");
        } else if (targets.isEmpty()) {
            message = Message.around(keys.none, where, id, "", "");
        } else {
            String[] list = Words.list(targets);
            message = Message.around(targets.size() > 1 ? keys.many : keys.one, where, id, list[0], list[1]);
        }
        out.add(DiagramRules.DIAGRAM_REFERENCE, value, message);
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

    /** The message keys of a reference to one collection, each written whole so that a search for it finds it. */
    private record Keys(String nearest, String none, String one, String many) {

        static Keys of(String collection) {
            return switch (collection) {
                case "participants" ->
                    new Keys(
                            "diagram-reference.participants.nearest",
                            "diagram-reference.participants.none",
                            "diagram-reference.participants.one",
                            "diagram-reference.participants.many");
                case "lanes" ->
                    new Keys(
                            "diagram-reference.lanes.nearest",
                            "diagram-reference.lanes.none",
                            "diagram-reference.lanes.one",
                            "diagram-reference.lanes.many");
                case "states" ->
                    new Keys(
                            "diagram-reference.states.nearest",
                            "diagram-reference.states.none",
                            "diagram-reference.states.one",
                            "diagram-reference.states.many");
                case "components" ->
                    new Keys(
                            "diagram-reference.components.nearest",
                            "diagram-reference.components.none",
                            "diagram-reference.components.one",
                            "diagram-reference.components.many");
                case "nodes" ->
                    new Keys(
                            "diagram-reference.nodes.nearest",
                            "diagram-reference.nodes.none",
                            "diagram-reference.nodes.one",
                            "diagram-reference.nodes.many");
                default -> throw new IllegalArgumentException("no reference messages for " + collection);
            };
        }
    }
}
