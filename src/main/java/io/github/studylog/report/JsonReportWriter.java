package io.github.studylog.report;

import io.github.studylog.check.CheckResult;
import io.github.studylog.check.CheckedFile;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
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

    public ObjectNode build(String toolVersion, CheckResult result) {
        ObjectNode root = json.objectNode();
        root.put("$schema", "https://studylog.github.io/schemas/report.schema.json");
        ObjectNode tool = root.putObject("tool");
        tool.put("name", "studylog");
        tool.put("version", toolVersion);
        ObjectNode summary = root.putObject("summary");
        summary.put("errors", result.count(Severity.ERROR));
        summary.put("warnings", result.count(Severity.WARNING));
        ObjectNode files = summary.putObject("files");
        for (Map.Entry<String, Integer> e : result.filesPerKind().entrySet()) {
            files.put(e.getKey(), e.getValue());
        }
        ArrayNode findings = root.putArray("findings");
        for (Finding f : result.findings()) {
            ObjectNode item = findings.addObject();
            item.put("rule", f.ruleId());
            item.put("severity", f.severity().label());
            item.put("path", f.path());
            item.put("line", f.line());
            item.put("column", f.column());
            item.put("message", f.message());
        }
        ArrayNode checked = root.putArray("files");
        for (CheckedFile file : result.checkedFiles()) {
            ObjectNode item = checked.addObject();
            item.put("path", file.path());
            item.put("kind", file.kind());
        }
        return root;
    }

    public String write(String toolVersion, CheckResult result) {
        return Json.pretty(build(toolVersion, result));
    }
}
