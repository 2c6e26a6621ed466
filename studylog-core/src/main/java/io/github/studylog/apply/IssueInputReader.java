package io.github.studylog.apply;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.LineIndex;
import io.github.studylog.content.TextFiles;
import io.github.studylog.template.DraftHead;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads {@code -Dstudylog.issue=FILE} and recognises its form by content: a JSON object with an
 * {@code issue} object is a GitHub {@code issues} event payload; one with {@code number} and {@code title} is
 * {@code gh issue view --json} output; one with {@code title} and {@code body} only is a {@code sync-draft} JSON;
 * text whose first lines are {@code title:} and {@code labels:} is a draft Markdown. The file is strict UTF-8 of at
 * most {@link TextFiles#MAX_BYTES}. A file of none of these forms is a wrong parameter, said as such.
 */
public final class IssueInputReader {

    private static final JsonMapper JSON = new JsonMapper();

    public IssueInput read(Path file) {
        String text;
        try {
            if (!Files.isRegularFile(file)) {
                throw new InvalidRequestException("studylog.issue: " + file + " is not a file; pass the issue as "
                        + "the event payload ($GITHUB_EVENT_PATH), `gh issue view N --json number,title,body,labels,"
                        + "author,url` output, or a sync-draft .json/.md");
            }
            text = TextFiles.read(file, file.getFileName().toString()).text();
        } catch (IOException e) {
            throw new InvalidRequestException("studylog.issue: cannot read " + file + " (" + e.getMessage() + ")", e);
        } catch (TextFiles.UnreadableText e) {
            throw new InvalidRequestException("studylog.issue: " + file + " " + e.getMessage(), e);
        }
        return read(file.getFileName().toString(), text);
    }

    /**
     * An issue given as text rather than as a file (the MCP server's draft check): JSON in one of the forms above,
     * else a draft Markdown. The caller bounds and decodes the text as {@link TextFiles} does a file.
     *
     * @param name how findings name the text
     */
    public IssueInput read(String name, String text) {
        if (text.stripLeading().startsWith("{")) {
            return json(name, text);
        }
        return markdown(name, text);
    }

    private IssueInput json(String name, String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JacksonException e) {
            throw new InvalidRequestException(
                    "studylog.issue: " + name + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        JsonNode issue = root.path("issue");
        if (issue.isObject()) {
            Optional<Long> number = number(issue.path("number"));
            return new IssueInput(
                    IssueInput.Form.EVENT_PAYLOAD,
                    number,
                    text(issue.path("title")).orElse(""),
                    text(issue.path("body")),
                    labels(issue.path("labels")),
                    text(issue.path("author_association")),
                    text(issue.path("html_url")),
                    bodyName(number),
                    0);
        }
        if (root.path("number").isNumber() && root.path("title").isString()) {
            Optional<Long> number = number(root.path("number"));
            return new IssueInput(
                    IssueInput.Form.GH_ISSUE_VIEW,
                    number,
                    text(root.path("title")).orElse(""),
                    text(root.path("body")),
                    labels(root.path("labels")),
                    Optional.empty(),
                    text(root.path("url")),
                    bodyName(number),
                    0);
        }
        if (root.path("title").isString() && root.has("body")) {
            return new IssueInput(
                    IssueInput.Form.DRAFT_JSON,
                    Optional.empty(),
                    text(root.path("title")).orElse(""),
                    text(root.path("body")),
                    labels(root.path("labels")),
                    Optional.empty(),
                    Optional.empty(),
                    "the issue body",
                    0);
        }
        throw new InvalidRequestException("studylog.issue: " + name + " is JSON but not an issue: expected a GitHub "
                + "issues event payload (with `issue`), `gh issue view --json number,title,body,labels,author,url` "
                + "output, or a sync-draft .json with `title` and `body`");
    }

    private static IssueInput markdown(String name, String text) {
        // the lines the findings' lines count: a title holding a lone CR is two lines, so a body's findings are placed
        // on the lines an editor shows
        List<String> lines = LineIndex.lines(text);
        if (DraftHead.wrongLine(lines) != 0) {
            throw new InvalidRequestException("studylog.issue: " + name + " is neither JSON nor a draft Markdown "
                    + "whose first lines are `title: …` and `labels: …`");
        }
        DraftHead head = DraftHead.of(lines);
        return new IssueInput(
                IssueInput.Form.MARKDOWN,
                Optional.empty(),
                head.title(),
                Optional.of(head.body()),
                head.labels(),
                Optional.empty(),
                Optional.empty(),
                name,
                head.bodyStart(),
                DraftHead.titleColumn(lines.get(0)));
    }

    private static String bodyName(Optional<Long> number) {
        return number.map(n -> "issue #" + n).orElse("the issue body");
    }

    private static Optional<Long> number(JsonNode node) {
        return node.canConvertToLong() && node.isIntegralNumber() ? Optional.of(node.asLong()) : Optional.empty();
    }

    private static Optional<String> text(JsonNode node) {
        return node.isString() ? Optional.of(node.asString()) : Optional.empty();
    }

    /** Label names: strings (drafts) or objects with {@code name} (GitHub, gh). */
    private static List<String> labels(JsonNode node) {
        List<String> labels = new ArrayList<>();
        for (JsonNode label : node) {
            if (label.isString()) {
                labels.add(label.asString());
            } else if (label.path("name").isString()) {
                labels.add(label.path("name").asString());
            }
        }
        return labels;
    }
}
