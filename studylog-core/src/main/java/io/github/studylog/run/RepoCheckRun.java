package io.github.studylog.run;

import io.github.studylog.check.Part;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.finding.Finding;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.ReportInput;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code studylog:check} for a caller that shows its verdict and findings itself (the MCP server): the same run
 * (pass, inline suppressions, baseline, verdict), its console lines dropped, no replay, and an environment without
 * {@code GITHUB_ACTIONS}, so no workflow command reaches the process's standard output. Its reports and caches go
 * where the request's layout and {@code scratch} say: a folder of the caller's, outside the repository.
 */
public final class RepoCheckRun {

    /**
     * @param errors     the errors that count
     * @param warnings   the warnings that count
     * @param suppressed the findings inline comments or the baseline suppressed
     * @param findings   the findings that count, in report order
     */
    public record Checked(long errors, long warnings, long suppressed, List<Finding> findings) {

        public Checked {
            findings = List.copyOf(findings);
        }
    }

    /**
     * @param config  the configuration, its output folder outside the repository
     * @param parts   the parts to run
     * @param version the tool's version
     * @param scratch a folder for the run's cache state, outside the repository
     */
    public Checked check(StudylogConfig config, Set<Part> parts, String version, Path scratch) {
        StudylogConfig here = config.with(Setting.INCREMENTAL, "false", "no replay for a caller that shows the verdict")
                .with(Setting.CACHE_DIRECTORY, scratch.resolve("studylog-cache").toString(), "the caller's own folder");
        RunRequest request = RunRequest.of(
                here,
                "check",
                parts,
                version,
                Runtime.getRuntime().availableProcessors(),
                ConsoleFormat.PLAIN,
                "",
                Map.of());
        AtomicReference<ReportInput> passed = new AtomicReference<>();
        RunResult result = new StudylogRun()
                .run(
                        request,
                        new RunLog() {
                            @Override
                            public void info(String line) {}

                            @Override
                            public void warn(String line) {}

                            @Override
                            public void error(String line) {}
                        },
                        passed::set);
        ReportInput input = passed.get();
        return new Checked(
                result.errors(),
                result.warnings(),
                input == null ? 0 : input.suppressed().size(),
                input == null ? List.of() : input.findings());
    }
}
