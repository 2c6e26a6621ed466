package io.github.studylog.sync;

import io.github.studylog.report.Json;
import io.github.studylog.template.DraftHead;
import java.util.List;
import java.util.Objects;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * One Session Sync issue draft.
 *
 * @param sessionId the session it is for
 * @param title     the issue title, one line
 * @param labels    the labels, without repeats, in template order
 * @param body      the issue body (Markdown), ending with one line break
 */
public record SyncDraft(String sessionId, String title, List<String> labels, String body) {

    public SyncDraft {
        Objects.requireNonNull(sessionId, "sessionId");
        Objects.requireNonNull(title, "title");
        labels = List.copyOf(labels);
        Objects.requireNonNull(body, "body");
    }

    /** {@code <session-id>.md}: the title line, the labels line, a blank line, then the body. */
    public String markdown() {
        return DraftHead.markdown(title, labels, body);
    }

    /** {@code <session-id>.json}: {@code {"title", "body", "labels"}} for {@code gh} or the REST API. */
    public String json() {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("title", title);
        root.put("body", body);
        ArrayNode array = root.putArray("labels");
        labels.forEach(array::add);
        return Json.pretty(root);
    }
}
