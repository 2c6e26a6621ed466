package io.github.studylog.apply;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.report.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes what {@code apply-sync} did under the output directory: {@code apply-sync/comment.md}, ready for
 * {@code gh issue comment --body-file}, and {@code apply-sync/result.json} (schema
 * {@code schemas/apply-sync-result.schema.json}). No timestamps, no absolute paths: the same issue and repository
 * give the same bytes.
 */
public final class ApplyReport {

    /** The comment file under the output directory. */
    public static final String COMMENT = "apply-sync/comment.md";
    /** The result file under the output directory. */
    public static final String RESULT = "apply-sync/result.json";

    private final JsonNodeFactory json = JsonNodeFactory.instance;
    private final Messages messages;

    /** A report in English. */
    public ApplyReport() {
        this(Messages.english());
    }

    /** @param messages the language of the comment and of the texts in the JSON (its keys never change) */
    public ApplyReport(Messages messages) {
        this.messages = messages;
    }

    /** @return the comment file */
    public Path write(ApplyResult result, String toolVersion, OutputFiles out) throws IOException {
        out.write(RESULT, Json.pretty(json(result, toolVersion)));
        return out.write(COMMENT, comment(result));
    }

    public ObjectNode json(ApplyResult result, String toolVersion) {
        ObjectNode root = json.objectNode();
        root.put("$schema", "https://studylog.github.io/schemas/apply-sync-result.schema.json");
        ObjectNode tool = root.putObject("tool");
        tool.put("name", "studylog");
        tool.put("version", toolVersion);
        root.put("status", result.status().label());
        root.put("dryRun", result.dryRun());
        result.sessionId().ifPresent(id -> root.put("id", id));
        result.issue().ifPresent(n -> root.put("issue", n));
        ArrayNode files = root.putArray("files");
        for (FileChange change : result.changes()) {
            files.addObject().put("path", change.path()).put("change", change.kind());
        }
        ArrayNode findings = root.putArray("findings");
        for (Finding f : result.findings()) {
            findings.addObject()
                    .put("rule", f.ruleId())
                    .put("severity", f.severity().label())
                    .put("path", f.path())
                    .put("line", f.line())
                    .put("column", f.column())
                    .put("message", messages.text(f.message()));
        }
        ArrayNode notes = root.putArray("notes");
        result.notes().forEach(note -> notes.add(messages.text(note)));
        ArrayNode hints = root.putArray("statusHints");
        result.statusHints().forEach(hint -> hints.add(messages.text(hint)));
        return root;
    }

    /** The Markdown comment for the issue. */
    public String comment(ApplyResult result) {
        StringBuilder out = new StringBuilder();
        out.append(messages.text(headline(result), result.sessionId().orElse("")))
                .append('\n');
        if (!result.findings().isEmpty()) {
            out.append('\n').append(messages.text("apply.comment.table-header")).append("\n|---|---|---|---|\n");
            for (Finding f : result.findings()) {
                out.append("| ")
                        .append(cell(where(f)))
                        .append(" | ")
                        .append(f.severity().label())
                        .append(" | `")
                        .append(f.ruleId())
                        .append("` | ")
                        .append(cell(messages.text(f.message())))
                        .append(" |\n");
            }
        }
        if (!result.changes().isEmpty()) {
            out.append('\n').append(messages.text("apply.comment.files")).append("\n\n");
            for (FileChange change : result.changes()) {
                out.append(messages.text("apply.comment.file", change.path(), kind(change, messages)))
                        .append('\n');
            }
            String diff = String.join(
                    "", result.changes().stream().map(FileChange::diff).toList());
            String fence = "`".repeat(Math.max(3, longestBacktickRun(diff) + 1));
            out.append("\n<details><summary>")
                    .append(messages.text("apply.comment.diff"))
                    .append("</summary>\n\n")
                    .append(fence)
                    .append("diff\n")
                    .append(diff);
            if (!diff.endsWith("\n")) {
                out.append('\n');
            }
            out.append(fence).append("\n\n</details>\n");
        }
        lines(out, "apply.comment.notes", result.notes());
        lines(out, "apply.comment.review-status", result.statusHints());
        return out.toString();
    }

    /** What happened to a file, in the language of {@code messages}: created, modified. */
    public static String kind(FileChange change, Messages messages) {
        return messages.text(change.kindKey());
    }

    /** The comment's first line: the outcome, without the session's id when the issue names none. */
    private static String headline(ApplyResult result) {
        boolean id = result.sessionId().isPresent();
        return switch (result.status()) {
            case REFUSED -> "apply.comment.refused";
            case ALREADY_APPLIED -> id ? "apply.comment.already-applied" : "apply.comment.already-applied.no-id";
            case APPLIED -> {
                if (result.dryRun()) {
                    yield id ? "apply.comment.dry-run" : "apply.comment.dry-run.no-id";
                }
                yield id ? "apply.comment.applied" : "apply.comment.applied.no-id";
            }
        };
    }

    private void lines(StringBuilder out, String title, List<Message> lines) {
        if (!lines.isEmpty()) {
            out.append('\n').append(messages.text(title)).append("\n\n");
            lines.forEach(l -> out.append("- ").append(messages.text(l)).append('\n'));
        }
    }

    private String where(Finding f) {
        if (f.line() == 0) {
            return f.path();
        }
        return f.column() > 0
                ? messages.text("apply.comment.where-column", f.path(), f.line(), f.column())
                : messages.text("apply.comment.where-line", f.path(), f.line());
    }

    /** Text for a Markdown table cell: one line, pipes escaped. */
    private static String cell(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }

    private static int longestBacktickRun(String text) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            run = text.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return longest;
    }
}
