package io.github.studylog.run;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.report.ConsoleFormat;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Everything one run needs beyond the check itself, with no Maven types: what a goal maps its parameters onto.
 *
 * @param check          the check pass: layout, parts, options, plugin version
 * @param goal           the goal's name ({@code check}, {@code records} …); part of the up-to-date key
 * @param console        the console style in effect (colour already decided by the caller)
 * @param failOnWarning  warnings fail the verdict too
 * @param incremental    replay an unchanged rerun's result (never on GitHub Actions)
 * @param cacheDirectory where the up-to-date state is kept (outside the reports' folder, which CI uploads)
 * @param hostVersion    the version of the program running the plugin (Maven's); part of the up-to-date key
 * @param environment    the process environment ({@code GITHUB_ACTIONS}, {@code GITHUB_STEP_SUMMARY})
 */
public record RunRequest(CheckRequest check, String goal, ConsoleFormat console, boolean failOnWarning,
        boolean incremental, Path cacheDirectory, String hostVersion, Map<String, String> environment) {

    public RunRequest {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(console, "console");
        cacheDirectory = Objects.requireNonNull(cacheDirectory, "cacheDirectory").toAbsolutePath().normalize();
        hostVersion = hostVersion == null ? "" : hostVersion;
        environment = Map.copyOf(environment);
    }

    /** The default place of the up-to-date state: {@code studylog-cache} beside the output directory. */
    public static Path defaultCacheDirectory(Path outputDirectory) {
        Path abs = outputDirectory.toAbsolutePath().normalize();
        Path parent = abs.getParent() == null ? abs : abs.getParent();
        return parent.resolve("studylog-cache");
    }
}
