package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import java.util.HashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Ids must be unique within each collection (participants, states, lanes, messages …, and {@code meta.views}),
 * and a view must not focus the same id twice. Runs after the schema, so ids are strings.
 */
final class IdCheck {

    void check(DiagramType type, JsonNode root, DiagramFindings out) {
        for (String collection : type.idCollections()) {
            unique(root.get(collection), collection, out);
        }
        JsonNode meta = root.get("meta");
        JsonNode views = meta == null ? null : meta.get("views");
        unique(views, "views", out);
        if (views != null) {
            for (int v = 0; v < views.size(); v++) {
                JsonNode view = views.get(v);
                JsonNode focus = view.get("focus");
                Map<String, JsonNode> seen = new HashMap<>();
                for (int i = 0; focus != null && i < focus.size(); i++) {
                    String id = focus.get(i).asString();
                    JsonNode first = seen.putIfAbsent(id, focus.get(i));
                    if (first != null) {
                        out.add(
                                DiagramRules.DIAGRAM_DUPLICATE_ID,
                                focus.get(i),
                                Message.of("diagram-duplicate-id.focus", Words.ref(v, view), id));
                    }
                }
            }
        }
    }

    private static void unique(@Nullable JsonNode items, String collection, DiagramFindings out) {
        if (items == null || !items.isArray()) {
            return;
        }
        Map<String, JsonNode> seen = new HashMap<>();
        for (int i = 0; i < items.size(); i++) {
            JsonNode id = items.get(i).get("id");
            if (id == null || !id.isString()) {
                continue;
            }
            JsonNode first = seen.putIfAbsent(id.asString(), id);
            if (first != null) {
                out.add(
                        DiagramRules.DIAGRAM_DUPLICATE_ID,
                        id,
                        Message.around(
                                "diagram-duplicate-id.id",
                                Words.singular(collection),
                                id.asString(),
                                out.position(first).line()));
            }
        }
    }
}
