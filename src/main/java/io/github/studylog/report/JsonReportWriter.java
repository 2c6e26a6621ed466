package io.github.studylog.report;

import io.github.studylog.check.CheckedFile;
import io.github.studylog.check.FileKind;
import io.github.studylog.finding.Finding;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code report.json}: the findings and checked files of a pass, described by {@code schemas/report.schema.json}.
 * No timestamps and no absolute paths, so two runs on the same content give the same bytes.
 */
public final class JsonReportWriter {

    public static final String FILE = "report.json";

    private final JsonNodeFactory json = JsonNodeFactory.instance;

    public ObjectNode build(ReportInput input) {
        ObjectNode root = json.objectNode();
        root.put("$schema", "https://studylog.github.io/schemas/report.schema.json");
        ObjectNode tool = root.putObject("tool");
        tool.put("name", "studylog");
        tool.put("version", input.toolVersion());
        ObjectNode summary = root.putObject("summary");
        summary.put("errors", input.errorCount());
        summary.put("warnings", input.warningCount());
        ObjectNode files = summary.putObject("files");
        for (Map.Entry<FileKind, Integer> e : input.filesPerKind().entrySet()) {
            files.put(e.getKey().label(), e.getValue());
        }
        ArrayNode findings = root.putArray("findings");
        for (Finding f : input.findings()) {
            ObjectNode item = findings.addObject();
            item.put("rule", f.ruleId());
            item.put("severity", f.severity().label());
            item.put("path", f.path());
            item.put("line", f.line());
            item.put("column", f.column());
            item.put("message", f.message());
        }
        ArrayNode checked = root.putArray("files");
        for (CheckedFile file : input.checkedFiles()) {
            ObjectNode item = checked.addObject();
            item.put("path", file.path());
            item.put("kind", file.kind().label());
        }
        return root;
    }

    public String render(ReportInput input) {
        return Json.pretty(build(input));
    }
}
