package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * GitHub Actions workflow commands that annotate the findings on the pull request:
 * {@code ::error file=PATH,line=L,col=C,title=RULE::MESSAGE} ({@code ::warning} for warnings).
 *
 * <p>The caller prints each line to standard output at the very start of a line, not through Maven's logger:
 * the runner ignores a command behind a {@code [INFO] } prefix. Escaping follows the runner's rules: in the
 * message {@code %} → {@code %25}, CR → {@code %0D}, LF → {@code %0A}; in property values additionally
 * {@code :} → {@code %3A} and {@code ,} → {@code %2C}. {@code line} and {@code col} are left out when unknown (0).
 * GitHub shows at most {@value #MAX_PER_SEVERITY} error and {@value #MAX_PER_SEVERITY} warning annotations per
 * step and drops the rest silently, so the errors come first and at most that many of each are emitted; a notice
 * says how many more there are and where they are (every finding is in {@code report.sarif} and
 * {@code report.json}). Suppressed findings are never annotated.
 */
public final class GithubAnnotations {

    /** GitHub's documented limit of error (and of warning) annotations per step. */
    public static final int MAX_PER_SEVERITY = 10;

    /**
     * The findings that are annotated and how many of each severity are not.
     *
     * @param annotated    errors first (in report order), then warnings, at most {@value #MAX_PER_SEVERITY} each
     * @param moreErrors   errors beyond the limit
     * @param moreWarnings warnings beyond the limit
     */
    public record Selection(List<Finding> annotated, long moreErrors, long moreWarnings) {

        public Selection {
            annotated = List.copyOf(annotated);
        }

        /** The sentence for the log, the notice and the step summary, when some findings were not annotated. */
        public Optional<Message> overflow() {
            if (moreErrors + moreWarnings == 0) {
                return Optional.empty();
            }
            return Optional.of(Message.of(
                    "annotations.overflow",
                    MAX_PER_SEVERITY,
                    moreErrors,
                    moreWarnings,
                    SarifWriter.FILE_NAME,
                    JsonReportWriter.FILE));
        }
    }

    /** The findings GitHub will show: errors first, at most {@value #MAX_PER_SEVERITY} of each severity. */
    public Selection select(ReportInput input) {
        List<Finding> errors =
                input.findings().stream().filter(Finding::isError).toList();
        List<Finding> warnings =
                input.findings().stream().filter(f -> !f.isError()).toList();
        List<Finding> annotated = new ArrayList<>(errors.subList(0, Math.min(MAX_PER_SEVERITY, errors.size())));
        annotated.addAll(warnings.subList(0, Math.min(MAX_PER_SEVERITY, warnings.size())));
        return new Selection(
                annotated,
                Math.max(0, errors.size() - MAX_PER_SEVERITY),
                Math.max(0, warnings.size() - MAX_PER_SEVERITY));
    }

    /** Whether the build runs on GitHub Actions ({@code GITHUB_ACTIONS=true}), given the environment. */
    public static boolean isGithubActions(Map<String, String> environment) {
        return "true".equals(environment.get("GITHUB_ACTIONS"));
    }

    /**
     * One workflow-command line per annotated finding ({@link #select}), then a {@code ::notice} when some were
     * left out; without line terminators.
     */
    public List<String> lines(ReportInput input) {
        Selection selection = select(input);
        List<String> lines = new ArrayList<>(selection.annotated().size() + 1);
        for (Finding finding : selection.annotated()) {
            lines.add(line(finding, input.messages()));
        }
        selection
                .overflow()
                .ifPresent(sentence -> lines.add("::notice title=studylog::"
                        + escapeData(input.messages().text(sentence))));
        return List.copyOf(lines);
    }

    /** The workflow command for one finding. */
    public String line(Finding finding, Messages messages) {
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
        return command.append("::").append(escapeData(finding.text(messages))).toString();
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
