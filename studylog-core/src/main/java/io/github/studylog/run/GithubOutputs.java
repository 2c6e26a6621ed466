package io.github.studylog.run;

import io.github.studylog.report.GithubAnnotations;
import io.github.studylog.report.GithubStepSummary;
import io.github.studylog.report.ReportInput;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * On GitHub Actions, workflow-command annotations go straight to the process's standard output, at the start of a
 * line (GitHub ignores them behind Maven's {@code [INFO] } prefix), and a summary is appended to
 * {@code $GITHUB_STEP_SUMMARY}. They are written to the process's standard output itself, not {@code System.out}:
 * Maven 4 replaces {@code System.out} and logs what a plugin prints there as {@code [INFO] [stdout] …}.
 */
final class GithubOutputs {

    private final Map<String, String> environment;

    GithubOutputs(Map<String, String> environment) {
        this.environment = environment;
    }

    /** @return one sentence per output that could not be written */
    List<String> write(ReportInput input) {
        return write(input, Optional.empty());
    }

    /**
     * @param more Markdown appended to the step summary after the findings' (the "due" section)
     * @return one sentence per output that could not be written
     */
    List<String> write(ReportInput input, Optional<String> more) {
        List<String> failures = new ArrayList<>();
        if (!GithubAnnotations.isGithubActions(environment)) {
            return failures;
        }
        StringBuilder commands = new StringBuilder();
        new GithubAnnotations()
                .lines(input)
                .forEach(line -> commands.append(line).append('\n'));
        PrintStream out = System.out;
        synchronized (out) {
            out.flush();
            try {
                // one write of the whole block; the stream is not closed: it is the process's stdout
                @SuppressWarnings("resource")
                FileOutputStream stdout = new FileOutputStream(FileDescriptor.out);
                stdout.write(commands.toString().getBytes(stdoutCharset()));
                stdout.flush();
            } catch (IOException e) {
                failures.add(input.messages().text("run.annotations-failed", e.getMessage()));
            }
        }
        Optional<Path> summary = GithubStepSummary.summaryFile(environment);
        if (summary.isPresent()) {
            try {
                new GithubStepSummary().appendTo(summary.get(), input);
                if (more.isPresent()) {
                    Files.writeString(
                            summary.get(),
                            "\n" + more.get(),
                            StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.APPEND);
                }
            } catch (IOException | RuntimeException e) {
                failures.add(input.messages().text("run.step-summary-failed", summary.get(), e.getMessage()));
            }
        }
        return failures;
    }

    /** The charset the JVM uses for standard output ({@code stdout.encoding} from Java 19 on). */
    private static Charset stdoutCharset() {
        for (String key : new String[] {"stdout.encoding", "sun.stdout.encoding"}) {
            String name = System.getProperty(key);
            if (name != null && Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        }
        return Charset.defaultCharset();
    }
}
