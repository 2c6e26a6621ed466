package io.github.studylog.apply;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Issue files for tests, built from the real GitHub event payload with title, body and number replaced. */
final class IssueFixtures {

    private static final JsonMapper JSON = new JsonMapper();

    private IssueFixtures() {}

    /** The {@code issues.opened} payload with this issue; {@code body} may be null. */
    static String event(long number, String title, String body, String association) {
        try (InputStream in = IssueFixtures.class.getResourceAsStream("/apply/issues.opened.payload.json")) {
            ObjectNode root = (ObjectNode) JSON.readTree(in);
            ObjectNode issue = (ObjectNode) root.get("issue");
            issue.put("number", number);
            issue.put("title", title);
            if (body == null) {
                issue.putNull("body");
            } else {
                issue.put("body", body);
            }
            issue.put("author_association", association);
            ArrayNode labels = issue.putArray("labels");
            labels.addObject().put("id", 1).put("name", "session-sync");
            return JSON.writeValueAsString(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code gh issue view N --json number,title,body,labels,author,url}. */
    static String ghView(long number, String title, String body) {
        ObjectNode root = JSON.createObjectNode();
        root.putObject("author").put("login", "learner");
        root.put("body", body);
        root.putArray("labels").addObject().put("name", "session-sync");
        root.put("number", number);
        root.put("title", title);
        root.put("url", "https://github.com/learner/study/issues/" + number);
        return JSON.writeValueAsString(root);
    }

    /** A {@code sync-draft} {@code <id>.json}. */
    static String draftJson(String title, String body) {
        ObjectNode root = JSON.createObjectNode();
        root.put("title", title);
        root.put("body", body);
        root.putArray("labels").add("session-sync");
        return JSON.writeValueAsString(root);
    }
}
