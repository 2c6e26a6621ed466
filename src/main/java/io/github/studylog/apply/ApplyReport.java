package io.github.studylog.apply;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
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
            findings.addObject().put("rule", f.ruleId()).put("severity", f.severity().label()).put("path", f.path())
                    .put("line", f.line()).put("column", f.column()).put("message", f.message().english()); // TRANSITIONAL
        }
        ArrayNode notes = root.putArray("notes");
        result.notes().forEach(notes::add);
        ArrayNode hints = root.putArray("statusHints");
        result.statusHints().forEach(hints::add);
        return root;
    }

    /** The Markdown comment for the issue. */
    public String comment(ApplyResult result) {
        StringBuilder out = new StringBuilder();
        String id = result.sessionId().map(s -> " `" + s + "`").orElse("");
        switch (result.status()) {
            case REFUSED -> out.append("**studylog: this Session Sync issue was not applied.** Nothing was written. ")
                    .append("Fix what is listed below in the issue (edit its title or body) and the workflow runs ")
                    .append("again.\n");
            case ALREADY_APPLIED -> out.append("**studylog: session").append(id)
                    .append(" is already applied.** The repository already holds this record; nothing changed.\n");
            case APPLIED -> out.append("**studylog: session").append(id)
                    .append(result.dryRun() ? " can be applied** (dry run: nothing written).\n" : " applied.**\n");
            default -> throw new IllegalStateException(result.status().name());
        }
        if (!result.findings().isEmpty()) {
            out.append("\n| where | severity | rule | problem |\n|---|---|---|---|\n");
            for (Finding f : result.findings()) {
                out.append("| ").append(cell(where(f))).append(" | ").append(f.severity().label()).append(" | `")
                        .append(f.ruleId()).append("` | ").append(cell(f.message().english())) // TRANSITIONAL
                       .append(" |\n");
            }
        }
        if (!result.changes().isEmpty()) {
            out.append("\nFiles:\n\n");
            for (FileChange change : result.changes()) {
                out.append("- `").append(change.path()).append("` (").append(change.kind()).append(")\n");
            }
            String diff = String.join("", result.changes().stream().map(FileChange::diff).toList());
            String fence = "`".repeat(Math.max(3, longestBacktickRun(diff) + 1));
            out.append("\n<details><summary>diff</summary>\n\n").append(fence).append("diff\n").append(diff);
            if (!diff.endsWith("\n")) {
                out.append('\n');
            }
            out.append(fence).append("\n\n</details>\n");
        }
        lines(out, "Notes", result.notes());
        lines(out, "Review status", result.statusHints());
        return out.toString();
    }

    private static void lines(StringBuilder out, String title, List<String> lines) {
        if (!lines.isEmpty()) {
            out.append('\n').append(title).append(":\n\n");
            lines.forEach(l -> out.append("- ").append(l).append('\n'));
        }
    }

    private static String where(Finding f) {
        if (f.line() == 0) {
            return f.path();
        }
        return f.path() + " line " + f.line() + (f.column() > 0 ? ", column " + f.column() : "");
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
