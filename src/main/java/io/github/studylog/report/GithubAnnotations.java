package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * GitHub Actions workflow commands that annotate the findings on the pull request:
 * {@code ::error file=PATH,line=L,col=C,title=RULE::MESSAGE} ({@code ::warning} for warnings).
 *
 * <p>The caller prints each line to standard output at the very start of a line, not through Maven's logger:
 * the runner ignores a command behind a {@code [INFO] } prefix. Escaping follows the runner's rules: in the
 * message {@code %} → {@code %25}, CR → {@code %0D}, LF → {@code %0A}; in property values additionally
 * {@code :} → {@code %3A} and {@code ,} → {@code %2C}. {@code line} and {@code col} are left out when unknown (0).
 * GitHub shows a limited number of annotations per step; every finding is still in the other reports.
 */
public final class GithubAnnotations {

    /** Whether the build runs on GitHub Actions ({@code GITHUB_ACTIONS=true}), given the environment. */
    public static boolean isGithubActions(Map<String, String> environment) {
        return "true".equals(environment.get("GITHUB_ACTIONS"));
    }

    /** One workflow-command line per finding, in report order, without line terminators. */
    public List<String> lines(ReportInput input) {
        List<String> lines = new ArrayList<>(input.findings().size());
        for (Finding finding : input.findings()) {
            lines.add(line(finding));
        }
        return List.copyOf(lines);
    }

    /** The workflow command for one finding. */
    public String line(Finding finding) {
        StringBuilder command = new StringBuilder("::").append(finding.isError() ? "error" : "warning");
        List<String> properties = new ArrayList<>(4);
        if (!finding.path().isEmpty()) {
            properties.add("file=" + escapeProperty(finding.path()));
        }
        if (finding.line() > 0) {
            properties.add("line=" + finding.line());
            if (finding.column() > 0) {
                properties.add("col=" + finding.column());
            }
        }
        properties.add("title=" + escapeProperty(finding.ruleId()));
        command.append(' ').append(String.join(",", properties));
        return command.append("::").append(escapeData(finding.message())).toString();
    }

    /** Escapes a command's message part. */
    static String escapeData(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** Escapes a property value. */
    static String escapeProperty(String text) {
        return escapeData(text).replace(":", "%3A").replace(",", "%2C");
    }
}
